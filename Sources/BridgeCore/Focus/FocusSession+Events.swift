extension FocusSession {
    /// What the app and UIKit tell the session.
    public enum Event: Hashable, Sendable {
        /// The field's view was created (`makeUIView`); it joins the focus order.
        case registered(Field, isEmpty: Bool)
        /// The field is in a window, so it can become first responder now.
        case appeared(Field)
        /// The field left its window: the last of its views in a window did.
        case disappeared(Field)
        /// The field is on screen with its origin at `y`, `x` (from the leading
        /// edge) in window coordinates: its place in focus order. Sent for
        /// every field on screen just before a ``move(_:)``.
        case positioned(Field, y: Double, x: Double)
        /// The field's view was dismantled.
        case unregistered(Field)
        /// The field's text became empty or non-empty.
        case contentChanged(Field, isEmpty: Bool)
        /// The app wrote the focus binding (`focus = .email`, or `nil` to dismiss
        /// the keyboard). The binding's current value may be sent on every view
        /// update: a value equal to the session's binding that is focused, or
        /// waiting for its field, does nothing.
        case requested(Field?)
        /// The app asked for a relative move: next, previous, first empty.
        case move(FocusMove)
        /// Return was pressed in the field; its submit handlers run next.
        case submitBegan(Field)
        /// The submit handlers have run: the field resigns unless one of them
        /// asked for it (or moved focus elsewhere).
        case submitEnded(Field)
        /// The field began editing (`textFieldDidBeginEditing`).
        case gained(Field)
        /// The field ended editing (`textFieldDidEndEditing`).
        case lost(Field)
        /// `becomeFirstResponder()` returned `false` for the field.
        case refused(Field)
        /// The work asked for by ``Effect/scheduleDeferredWork`` is due: the
        /// view update that asked for it is over.
        case deferredWorkDue
    }

    /// What the shell must do, in order.
    public enum Effect: Hashable, Sendable {
        /// Call `becomeFirstResponder()` on the field.
        case becomeFirstResponder(Field)
        /// Call `resignFirstResponder()` on the field.
        case resignFirstResponder(Field)
        /// Write the app's focus binding.
        case setBinding(Field?)
        /// Report a gain or loss of focus; each transition is reported once.
        case transition(FocusTransition<Field>)
        /// Report a request that was ignored or waits.
        case diagnostic(FocusDiagnostic<Field>)
        /// Send ``Event/deferredWorkDue`` once the current view update is over.
        case scheduleDeferredWork
    }
}
