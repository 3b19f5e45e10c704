#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

// A multi-line wrapper's UIKit callbacks, each forwarded to the same text
// session as a field's. Return arrives as a "\n" edit.
extension TextFieldCoordinator: UITextViewDelegate {
    /// Forwards the proposed edit, as for a field. Return arrives here as a
    /// "\n" edit: the session lets it in, or submits instead (`submitsOnReturn`).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        // Asked from inside the coordinator's own write: not the user's edit.
        if let ownWrite { return TextFieldSession.allowsEdit(during: ownWrite) }
        // A session whose end was missed ends first: a paste is then judged by the rules.
        endMissedWritingTools(in: textView)
        let edit = TextEdit(range: range, replacement: text)
        return send(.editProposed(edit, fieldText: textView.sessionText, isComposing: textView.isComposing), to: textView)
    }

    /// Reports the text after a user change (marked text included); UIKit
    /// does not call it for changes made in code.
    func textViewDidChange(_ textView: UITextView) {
        joinWritingTools(in: textView)
        endMissedWritingTools(in: textView)
        sendTextChanged(textView)
    }

    /// Forwards the move of the caret or selection.
    func textViewDidChangeSelection(_ textView: UITextView) {
        guard ownWrite == nil else { return }
        endMissedWritingTools(in: textView)
        send(.selectionChanged(textView.selectedUTF16Range, marked: textView.markedUTF16Range), to: textView)
    }

    /// Forwards the start of editing, as for a field.
    func textViewDidBeginEditing(_ textView: UITextView) {
        send(.beganEditing, to: textView)
        focusLink?.send(.began, from: textView)
    }

    /// Forwards the end of editing with the text the view ends with, which
    /// autocorrect may have changed without `textViewDidChange(_:)`.
    func textViewDidEndEditing(_ textView: UITextView) {
        (textView as? GrowingTextView)?.textDidChange()
        send(.endedEditing(textView.sessionText), to: textView)
        focusLink?.send(.ended, from: textView)
    }
}
#endif
