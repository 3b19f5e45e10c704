import Foundation

// Inline predictions (iOS 17): the keyboard shows the rest of a word as marked
// text after the caret. It is marked text, but not a composition: nothing the
// user confirmed is in it, and nothing needs to wait for it. So an app's
// selection write and a keyboard reload are not held back while one shows (as
// they are while an input method composes); the prediction goes first, as it
// goes at Return, and they apply at once. A prediction is told from a
// composition by its shape (`isShowingSuggestion`): marked text with the caret
// at its start, on a keyboard that may show predictions. Where the marked text
// is comes from the edit UIKit proposed for it or, when UIKit asked nothing,
// from the marked range the shell reports with the caret.
extension TextFieldSession {

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
