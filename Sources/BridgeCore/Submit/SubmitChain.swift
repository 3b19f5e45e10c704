/// The submit handlers a field reaches, with SwiftUI's rules: the
/// handlers around a field run from the outermost to the innermost, a submit
/// scope hides everything outside it, and a handler for other triggers stops
/// the submission from travelling further out.
///
/// SwiftUI passes `onSubmit` down the view tree through the environment, so a
/// chain is built the same way: an ancestor's handler is added before a
/// descendant's. For a form with two handlers around a group with one:
///
/// ```swift
/// let form = SubmitChain<String>()
///     .adding("textfield in form commit2")   // the outer .onSubmit
///     .adding("textfield in form commit1")
/// let text1 = form
///     .adding("textfield in group commit")
///     .adding("text1 commit")
/// text1.actions(for: .text)
/// // ["textfield in form commit2", "textfield in form commit1",
/// //  "textfield in group commit", "text1 commit"]
///
/// let scoped = form.adding("textfield in group commit").scoped().adding("text1 commit")
/// scoped.actions(for: .text)  // ["text1 commit"]
/// ```
///
/// `Action` is whatever the shell runs: a closure in BridgeKit, a label in tests.
///
/// Adding a handler, submitting and freeing cost the same at any depth.
public struct SubmitChain<Action> {
    /// One handler and, through `outer`, every handler outside it. Adding a
    /// handler links one node to the shared rest, so each level of the view tree
    /// costs the same however deep it is.
    @usableFromInline
    final class Handler {
        @usableFromInline let triggers: SubmitTriggerSet
        @usableFromInline let action: Action
        // Written only by `deinit`, on nodes nothing else refers to.
        @usableFromInline var outer: Handler?

        @inlinable init(triggers: SubmitTriggerSet, action: Action, outer: Handler?) {
            self.triggers = triggers
            self.action = action
            self.outer = outer
        }

        // Releasing the last reference to a long chain would otherwise free its
        // nodes one inside the other and run out of stack (about 100,000 deep):
        // unlink, one node at a time, the outer nodes only this one holds.
        deinit {
            var next = outer
            outer = nil
            while next != nil, isKnownUniquelyReferenced(&next) {
                let node = next!
                next = node.outer
                node.outer = nil
            }
        }
    }

    // Internal and inlinable: apps call the chain from another module, and code
    // specialised for their `Action` is several times faster.
    @usableFromInline var innermost: Handler?
    @usableFromInline var handlerCount = 0

    /// How many handlers the chain holds, reached or not.
    package var count: Int { handlerCount }

    /// A chain with no handlers: what a field outside any `onSubmit` reaches.
    @inlinable public init() {}

    /// This chain with `action` added inside everything already in it, answering
    /// `triggers` (SwiftUI's default is `.text`).
    ///
    /// An empty `triggers` answers nothing and stops every submission there.
    @inlinable public func adding(of triggers: SubmitTriggerSet = .text, _ action: Action) -> Self {
        var copy = self
        copy.innermost = Handler(triggers: triggers, action: action, outer: innermost)
        copy.handlerCount += 1
        return copy
    }

    /// A submit scope: with `isBlocking` (SwiftUI's default), fields inside no
    /// longer reach the handlers added so far; without it, the chain is unchanged.
    @inlinable public func scoped(_ isBlocking: Bool = true) -> Self {
        isBlocking ? Self() : self
    }

    /// The actions a submission of `trigger` runs, in the order to run them:
    /// outermost first.
    ///
    /// Starting at the innermost handler, every handler whose triggers contain
    /// `trigger` is collected; the first that does not stops the submission, so
    /// it and everything outside it stay silent. An empty `trigger` submits
    /// nothing.
    @inlinable public func actions(for trigger: SubmitTriggerSet) -> [Action] {
        guard !trigger.isEmpty else { return [] }
        var reached: [Action] = []
        var handler = innermost
        while let current = handler, current.triggers.contains(trigger) {
            reached.append(current.action)
            handler = current.outer
        }
        reached.reverse()
        return reached
    }
}

// Immutable once built: `outer` changes only in `deinit`, when no other
// reference to the node exists.
extension SubmitChain.Handler: @unchecked Sendable where Action: Sendable {}
extension SubmitChain: Sendable where Action: Sendable {}
