import Foundation

// Inline predictions (iOS 17): the keyboard shows the rest of a word as marked
// text after the caret. It is marked text, but not a composition: nothing the
// user confirmed is in it, and nothing needs to wait for it. So an app's
// selection write and a keyboard reload are not held back while one shows (as
// they are while an input method composes); the prediction goes first, as it
// goes at Return, and they apply at once. A prediction is told from a
// composition by what the session saw of its caret (`isShowingSuggestion`):
// on a keyboard that may show predictions, marked text whose caret has been at
// its start since it appeared. UIKit places a prediction's caret with its text
// (`setMarkedText(_:selectedRange:)` takes the selection inside the marked
// text), while an input method's caret follows what the user types, after the
// marked text; once seen anywhere else, the marked text is an input method's
// for good, so a Japanese composition whose caret the user moved to its start
// is held, never deleted. Should UIKit report a prediction's caret elsewhere
// first, the prediction is held like a composition: safe, only later. Where
// the marked text is comes from the edit UIKit proposed for it or, when UIKit
// asked nothing, from the marked range the shell reports with the caret.
extension TextFieldSession {

    /// The caret was reported: marked text whose caret is anywhere but at its
    /// start is an input method's.
    mutating func noteCaretInMarkedText() {
        guard var composition, !composition.isInputMethods, let selection, composition.marked.length > 0 else { return }
        guard selection != NSRange(location: composition.marked.location, length: 0) else { return }
        composition.isInputMethods = true
        self.composition = composition
    }

    /// The marked range reported with a selection move: kept for a composition
    /// UIKit has not reported yet, or taken by one the session could not follow.
    mutating func learnMarkedRange(_ marked: NSRange?) {
        guard let marked, marked.length > 0 else { return }
        if var composition {
            guard !composition.isFollowed else { return }
            composition.marked = marked
            self.composition = composition
        } else {
            markedReportedEarly = marked
        }
    }

    /// Removes the inline prediction the field shows, if it shows one; the
    /// text the user typed stays, and the binding keeps it.
    mutating func droppingSuggestion() -> [Effect] {
        guard isShowingSuggestion, let marked = composition?.marked else { return [] }
        return finishComposition(field.string, marked: marked, dropsSuggestion: true)
    }
}
