/// A focus request the session could not honour now. It is ignored (or kept
/// until its field appears), the app's binding stays with the keyboard, and it
/// is reported: never a crash.
///
/// ```swift
/// var session = FocusSession<String>()
/// session.handle(.requested("phone"))
/// // [.diagnostic(.unregisteredValue("phone")), .setBinding(nil)]
/// ```
public enum FocusDiagnostic<Field: Hashable & Sendable>: Hashable, Sendable {
    /// The app asked for a value no field registered or declared: a typo, or a
    /// field that was removed.
    case unregisteredValue(Field)
    /// UIKit refused to make the field first responder (disabled, hidden, or
    /// another responder would not resign).
    case refusedByUIKit(Field)
    /// The field is declared but not on screen (a lazy row not created yet):
    /// focus stays where it is and moves when the field appears. Scroll it
    /// into view to finish the move.
    case waitingForField(Field)
}

extension FocusDiagnostic: CustomStringConvertible {
    /// A sentence for a debug log.
    public var description: String {
        switch self {
        case .unregisteredValue(let field):
            "Focus request for \(FocusValue.description(of: field)) ignored: no field is bound to that value."
        case .refusedByUIKit(let field):
            "Focus request for \(FocusValue.description(of: field)) ignored: UIKit refused to make the field first responder."
        case .waitingForField(let field):
            "Focus request for \(FocusValue.description(of: field)) waits: the field is not on screen yet; focus moves when it appears."
        }
    }
}

/// A relative focus request: the field after or before the focused one in
/// focus order, or the first field that is still empty.
public enum FocusMove: Hashable, Sendable {
    /// The field after the focused one; the first field when none is focused.
    /// Nothing happens on the last field. A request UIKit has not carried out
    /// yet counts as focused: the move starts from where focus is going, so
    /// `focus = .email` then `.next` lands after email, and two moves in one
    /// action advance two fields. A move that waits for a field not on screen
    /// leaves focus where it is, and so is not a starting point: the next move
    /// starts from the focused field.
    case next
    /// The field before the focused one (or the one requested); the last field
    /// when none is focused. Nothing happens on the first field.
    case previous
    /// The first field, in focus order, whose text is empty. Nothing happens
    /// when every field has text.
    case firstEmpty
}
