/// The submit handlers a field reaches, with SwiftUI's rules (seed 002): the
/// handlers around a field run from the outermost to the innermost, a submit
/// scope hides everything outside it, and a handler for other triggers stops
/// the submission from travelling further out.
///
/// SwiftUI passes `onSubmit` down the view tree through the environment, so a
/// chain is built the same way: an ancestor's handler is added before a
/// descendant's. For the seed's form:
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
/// Adding a handler and submitting cost the same at any depth; freeing does
/// not: the last copy of a chain releases its handlers one inside the other, so
/// a chain about 100,000 handlers deep exhausts the stack when freed. Forms nest
/// a handful of `onSubmit`s.
public struct SubmitChain<Action> {
    /// The innermost handler and, through its parents, every handler outside it.
    /// Adding a handler links one node to the shared rest, so each level of the
    /// view tree costs the same however deep it is.
    @usableFromInline
    indirect enum Link {
        case end
        case handler(SubmitTriggerSet, Action, outer: Link)
    }

    // Internal and inlinable: apps call the chain from another module, and code
    // specialised for their `Action` is several times faster.
    @usableFromInline var innermost: Link = .end
    @usableFromInline var handlerCount = 0

    /// How many handlers the chain holds, reached or not.
    public var count: Int { handlerCount }

    /// A chain with no handlers: what a field outside any `onSubmit` reaches.
    @inlinable public init() {}

    /// This chain with `action` added inside everything already in it, answering
    /// `triggers` (SwiftUI's default is `.text`).
    ///
    /// An empty `triggers` answers nothing and stops every submission there.
    @inlinable public func adding(of triggers: SubmitTriggerSet = .text, _ action: Action) -> Self {
        var copy = self
        copy.innermost = .handler(triggers, action, outer: innermost)
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
        var link = innermost
        while case .handler(let triggers, let action, let outer) = link, triggers.contains(trigger) {
            reached.append(action)
            link = outer
        }
        reached.reverse()
        return reached
    }
}

extension SubmitChain.Link: Sendable where Action: Sendable {}
extension SubmitChain: Sendable where Action: Sendable {}
