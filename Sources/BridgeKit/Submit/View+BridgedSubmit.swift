#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

// SwiftUI's own `onSubmit(of:_:)` never reaches a UIKit-backed field: SwiftUI
// stores the handlers in an environment value it does not publish and runs them
// from its own text fields only, so a `UITextField` in a representable has no
// way to read or trigger them. These modifiers apply SwiftUI's modifier (for
// native fields) and add the same handler to a chain of BridgeKit's (for
// `TextFieldWrapper`s), so one modifier serves both kinds of field.

extension View {
    /// Runs `action` when a text field inside this view submits, native
    /// `TextField`s and ``TextFieldWrapper``s alike, with SwiftUI's rules: the
    /// handlers around a field run outermost first, a
    /// `bridgedSubmitScope(_:)` stops them at its edge, and a handler whose
    /// `triggers` do not include the submission stops it there.
    ///
    /// ```swift
    /// Form {
    ///     TextFieldWrapper("Username", text: $username)   // UIKit-backed
    ///     TextField("Password", text: $password)           // native
    /// }
    /// .onBridgedSubmit { login() }   // return in either field logs in
    /// ```
    ///
    /// Use it instead of SwiftUI's `onSubmit(of:_:)` wherever a wrapped field may
    /// be inside: SwiftUI's handlers never reach a UIKit-backed field, because
    /// SwiftUI's submit action is not public API. This modifier applies
    /// SwiftUI's `onSubmit(of:_:)` too, so native fields behave exactly as
    /// before. A wrapped field submits `.text`; `.search` comes only from
    /// SwiftUI's `searchable` field.
    public func onBridgedSubmit(
        of triggers: SubmitTriggers = .text,
        _ action: @escaping @MainActor () -> Void
    ) -> some View {
        onSubmit(of: triggers) { action() }
            .transformEnvironment(\.bridgedSubmitChain) { chain in
                chain = chain.adding(of: SubmitTriggerSet(triggers), action)
            }
    }

    /// Keeps submissions from the fields inside this view away from the
    /// `onBridgedSubmit(of:_:)` handlers outside it, for native fields
    /// (SwiftUI's `submitScope(_:)`) and ``TextFieldWrapper``s alike.
    ///
    /// ```swift
    /// Form {
    ///     TextFieldWrapper("Username", text: $username)
    ///     TextFieldWrapper("Tags", text: $tags)
    ///         .bridgedSubmitScope()   // return in Tags does not log in
    /// }
    /// .onBridgedSubmit { login() }
    /// ```
    ///
    /// With `isBlocking` false the scope lets everything through, so a scope
    /// can be switched on and off. SwiftUI's own `submitScope(_:)` does not
    /// stop a wrapped field's submissions, for the reason given in
    /// `onBridgedSubmit(of:_:)`.
    public func bridgedSubmitScope(_ isBlocking: Bool = true) -> some View {
        submitScope(isBlocking)
            .transformEnvironment(\.bridgedSubmitChain) { chain in
                chain = chain.scoped(isBlocking)
            }
    }
}
#endif
