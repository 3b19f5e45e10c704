import BridgeCore
import Foundation

// The predictive bar above the keyboard: tapping a word replaces the word
// being typed (UIKit proposes it to the delegate) and adds a space. UIKit can
// ask the delegate about that insertion again from inside a `text =` made in
// the same turn (an app reformatting the binding in `onChange`) and insert it
// into the new text when allowed: openradar 50206546, the word twice.
extension HeadlessTextInput {

    /// The user taps `word` on the predictive bar, replacing `range` (the
    /// word being typed); with `appWrite`, the app writes that value to the
    /// binding in the same turn, as an `onChange` normalisation does.
    package mutating func tapPredictiveBarWord(_ word: String, replacing range: NSRange, appWrite: String? = nil) {
        let edit = TextEdit(range: range, replacement: word + " ")
        propose(edit, marking: false)
        pendingPredictiveInsertion = edit
        if let appWrite {
            model = appWrite
            update()
        }
        runLoop()
        pendingPredictiveInsertion = nil
    }

    /// UIKit, inside the `text` setter, asks about its pending insertion with
    /// the range it had in the old text; the shell answers for the session.
    mutating func insertPendingPrediction() {
        guard let edit = pendingPredictiveInsertion else { return }
        pendingPredictiveInsertion = nil
        guard TextFieldSession.allowsEdit(during: .settingText),
              let bounds = FieldText(text).scalarBounds(NSRange(location: min(edit.range.location, text.utf16.count), length: 0))
        else { return }
        // Not reported: the shell ignores what UIKit says during its own write.
        text.replaceSubrange(bounds, with: edit.replacement)
    }
}
