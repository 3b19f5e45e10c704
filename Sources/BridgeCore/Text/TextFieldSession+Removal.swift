import Foundation

// The view leaves SwiftUI's tree while the user edits (`if isSearching {
// TextFieldWrapper(…) }` turned off by Cancel). SwiftUI calls
// `dismantleUIView(_:coordinator:)` inside its update and may release the
// coordinator after it; UIKit's resign, which comes as the view leaves its
// window, may then reach no delegate. So editing ends at the dismantle: the
// final binding sync, `editingChanged(false)` and a `nil` selection wait for
// the scheduler (it is SwiftUI's update), and whatever UIKit reports after
// is ignored, so nothing runs twice.
extension TextFieldSession {

    /// ``Event/viewRemoved(_:)``: ends editing once, as a resign would, with
    /// every effect that runs app code queued.
    mutating func viewRemoved(showing text: String) -> [Effect] {
        isRemoved = true
        guard isEditing else { return [] }
        viewUpdateDepth += 1
        defer { viewUpdateDepth -= 1 }
        let ended: Event = .endedEditing(text)
        return respond(to: ended) + syncSelectionBinding(after: ended)
    }
}
