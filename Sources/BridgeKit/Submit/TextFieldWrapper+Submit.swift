#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension TextFieldWrapper {
    /// Runs `action` when the user presses return in this field: the innermost
    /// submit handler, after every `View.onBridgedSubmit(of:_:)` around the
    /// field (SwiftUI's order: outermost first).
    ///
    /// ```swift
    /// TextFieldWrapper("Name:", text: $name)
    ///     .focused($focus, equals: .name)
    ///     .onBridgedSubmit { focus = .email }
    /// ```
    ///
    /// Return runs `onCommit(_:)` first, then the submit handlers, then the
    /// field resigns, unless a handler moved focus to another wrapped field:
    /// then the keyboard stays up for it. (A native field focused through
    /// `@FocusState` takes focus only at SwiftUI's next update, after the
    /// resign, so the keyboard goes down and comes back.) A wrapped field
    /// submits `.text` only (see ``WrappedFieldSubmitTrigger``). As with
    /// SwiftUI's modifiers, the later of two calls is the outer one and runs
    /// first.
    ///
    /// The same name as the `View` modifier that also reaches wrapped fields,
    /// returning `TextFieldWrapper` so it chains with the wrapper's other
    /// modifiers. It is not called `onSubmit` because SwiftUI's
    /// `onSubmit(of:_:)` never reaches a UIKit-backed field (SwiftUI's submit
    /// action is not public).
    public func onBridgedSubmit(
        of trigger: WrappedFieldSubmitTrigger = .text,
        _ action: @escaping @MainActor () -> Void
    ) -> Self {
        with { $0.submitHandlers.append(TextFieldSubmitHandler(triggers: trigger.triggerSet, action: action)) }
    }

    /// The same handler for SwiftUI's `SubmitTriggers`, for the deprecated
    /// `onSubmit(of:_:)` on the wrapper, which forwards what it was given.
    func onBridgedSubmit(of triggers: SubmitTriggers, _ action: @escaping @MainActor () -> Void) -> Self {
        with { $0.submitHandlers.append(TextFieldSubmitHandler(triggers: SubmitTriggerSet(triggers), action: action)) }
    }

    /// Sets the return key's title with SwiftUI's names.
    ///
    /// ```swift
    /// TextFieldWrapper("Name:", text: $name)
    ///     .submitLabel(.next)
    /// ```
    ///
    /// SwiftUI's `View.submitLabel(_:)` cannot reach a UIKit-backed field, and
    /// its `SubmitLabel` cannot be read (see ``BridgedSubmitLabel``), so on a
    /// wrapper a literal such as `.next` or `.return` picks this method. A
    /// `SubmitLabel` stored in a variable would pick SwiftUI's and change
    /// nothing; store a ``BridgedSubmitLabel`` instead.
    public func submitLabel(_ label: BridgedSubmitLabel) -> Self {
        with { $0.submitLabel = label }
    }
}

/// What a ``TextFieldWrapper``'s own `onBridgedSubmit(of:_:)` handler answers:
/// a wrapped field submits `.text` only.
///
/// SwiftUI submits `.search` only from the field its `searchable` modifier
/// places; `.submitLabel(.search)` changes the return key's title, not the
/// trigger, on a native `TextField` and on a wrapper alike. So a wrapper's
/// handler for `.search` would never run: writing one draws a warning that says
/// so. Use the default (`.text`) for a search box built from a wrapper:
///
/// ```swift
/// TextFieldWrapper("Search", text: $query)
///     .submitLabel(.search)
///     .onBridgedSubmit { model.search(for: query) }
/// ```
public enum WrappedFieldSubmitTrigger: Sendable {
    /// Return in the field: the only submission a wrapped field makes.
    case text
    /// Never sent by a wrapped field; present only to be warned about.
    @available(*, deprecated, message: "a wrapped field never submits .search (only SwiftUI's searchable field does; .submitLabel(.search) only renames the key): use .onBridgedSubmit { … }, which runs on Return")
    case search

    var triggerSet: SubmitTriggerSet {
        self == .text ? .text : .search
    }
}

/// A wrapper's own submit handler, kept until the environment's chain is known.
struct TextFieldSubmitHandler {
    let triggers: SubmitTriggerSet
    let action: BridgedSubmitAction
}

extension TextFieldOptions {
    /// The chain a return in the field runs: `outer` (the environment's
    /// handlers), then the wrapper's own, the last attached outermost, as
    /// SwiftUI nests modifiers.
    func submitChain(inside outer: SubmitChain<BridgedSubmitAction>) -> SubmitChain<BridgedSubmitAction> {
        submitHandlers.reversed().reduce(outer) { chain, handler in
            chain.adding(of: handler.triggers, handler.action)
        }
    }
}
#endif
