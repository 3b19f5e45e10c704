import Foundation

// The view leaves SwiftUI's tree while the user edits (`if isSearching {
// TextFieldWrapper(…) }` turned off by Cancel). SwiftUI calls
// `dismantleUIView(_:coordinator:)` inside its update and may release the
// coordinator after it; UIKit's resign, which comes as the view leaves its
// window, may then reach no delegate. So editing ends at the dismantle: the
// final binding sync, `editingChanged(false)` and a `nil` selection wait for
// the scheduler (it is SwiftUI's update), and whatever UIKit reports after
// is ignored, so nothing runs twice.
//
// Marked text at removal (an input method's composition, an inline
// prediction) never reaches the binding: the user confirmed none of it, and
// the binding never held it. The view ends as the text before the marked
// text began, which the binding already holds, so nothing is written, and an
// app write SwiftUI made in the same update (Cancel clearing the query, which
// the removed view never hears of) stays.
extension TextFieldSession {

    /// ``Event/viewRemoved(_:)``: ends editing once, as a resign would, with
    /// every effect that runs app code queued.
    mutating func viewRemoved(showing text: String) -> [Effect] {
        isRemoved = true
        guard isEditing else { return [] }
        viewUpdateDepth += 1
        defer { viewUpdateDepth -= 1 }
        var confirmed = text
        var unmark: [Effect] = []
        if let composition {
            // Unmarked before anything could write the text (never `text =`
            // under marked text); the marked text is not confirmed.
            confirmed = composition.base.string
            self.composition = nil
            approved = nil
            unmark = [.endComposition]
        }
        let ended: Event = .endedEditing(confirmed)
        return unmark + respond(to: ended) + syncSelectionBinding(after: ended)
    }
}
