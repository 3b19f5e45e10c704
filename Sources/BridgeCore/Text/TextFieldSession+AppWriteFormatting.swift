// A value the app writes is shown as it is, unless the wrapper opted in with
// `transform(_:appliesToAppWrites: true)`: then the transform formats it too, the
// field shows the formatted text and the binding is written back with it (once:
// the next update brings the formatted value, which an idempotent transform
// leaves alone). A phone number loaded from the model shows as typed ones do.
//
// Caret rules for a formatted app write are those of any app write (`show`):
// the selection is carried through the difference between what the field
// showed and the formatted text, so a caret before the changed part stays, one
// after it moves with the text after it, one at the end stays at the end; with
// the field not editing, there is no caret to carry. The per-character
// shortcut does not apply: the whole written value is formatted, as the first
// user edit of an unformatted field formats it all.

extension TextFieldSession {
    /// Shows an app write: formatted first when `formatsAppWrites`, with the
    /// binding written back when the transform changed it.
    mutating func showAppWrite(_ text: String) -> [Effect] {
        guard let formatted = formattedAppWrite(text) else { return show(text) }
        var effects = show(formatted)
        isFormatted = true
        effects += settleBinding(formatted)
        return effects
    }

    /// The app's value through the transform, when app writes are formatted.
    func formattedAppWrite(_ text: String) -> String? {
        guard formatsAppWrites, let transform = rules.transform else { return nil }
        return transform(text)
    }
}
