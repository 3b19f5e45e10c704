#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

// A single-line wrapper's UIKit callbacks, each forwarded to the text session.
extension TextFieldCoordinator: UITextFieldDelegate {
    /// Forwards the proposed edit (a UTF-16 range and its replacement) to the
    /// session, which lets UIKit apply it, applies a corrected one itself, or
    /// refuses it.
    func textField(
        _ textField: UITextField,
        shouldChangeCharactersIn range: NSRange,
        replacementString string: String
    ) -> Bool {
        // Asked from inside the coordinator's own write: not the user's edit.
        if let ownWrite { return TextFieldSession.allowsEdit(during: ownWrite) }
        let edit = TextEdit(range: range, replacement: string)
        return send(.editProposed(edit, fieldText: textField.text ?? "", isComposing: textField.isComposing), to: textField)
    }

    /// Forwards the move of the caret or selection, so a model change keeps it.
    func textFieldDidChangeSelection(_ textField: UITextField) {
        guard ownWrite == nil else { return }
        send(.selectionChanged(textField.selectedUTF16Range, marked: textField.markedUTF16Range), to: textField)
    }

    /// Forwards the clear button; the session empties field and binding itself.
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        send(.clearRequested, to: textField)
    }

    /// Forwards the start of editing: `onEditingChanged(true)`, and the focus
    /// binding becomes this field's value.
    func textFieldDidBeginEditing(_ textField: UITextField) {
        send(.beganEditing, to: textField)
        focusLink?.send(.began, from: textField)
    }

    /// Forwards the return key: `onCommit`, the submit handlers, then the field
    /// resigns unless a handler moved focus elsewhere.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        send(.returnPressed(textField.text ?? "", selection: textField.selectedUTF16Range, marked: textField.markedUTF16Range), to: textField)
        return true
    }

    /// Forwards the end of editing with the text the field ends with, which
    /// autocorrect may have changed without a keystroke. UIKit calls this method
    /// instead of `textFieldDidEndEditing(_:)` when a delegate implements both.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        send(.endedEditing(textField.text ?? ""), to: textField)
        focusLink?.send(.ended, from: textField)
    }
}
#endif
