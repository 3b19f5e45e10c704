// The examples of the DocC article "Navigation driven by state" for state in a
// model that is followed without update calls: the iOS 16 form (an
// `ObservableObject` router, named with `observing:`) and the iOS 17 form (an
// `@Observable` model), side by side as an app with an iOS 16 deployment target
// compiles them. Nothing here runs.
import BridgeKit
import Combine
import SwiftUI
import UIKit

enum FollowedModelArticle {
    struct Note: Identifiable, Hashable {
        let id: Int
        var text: String
    }

    struct NotesList: StandaloneHostedView {
        var body: some View { Text("notes") }
    }

    struct NoteDetail: StandaloneHostedView {
        let id: Note.ID
        var body: some View { Text("note \(id)") }
    }

    struct NoteEditor: View {
        let note: Note
        var body: some View { Text(note.text) }
    }

    // iOS 16 and later: an ObservableObject router, passed as `observing:`.
    @MainActor
    final class NotesRouter: ObservableObject {
        @Published var path: [Note.ID] = []
        @Published var editing: Note?
        @Published var hasUnsavedChanges = false
    }

    @MainActor
    final class NotesCoordinator {
        let router = NotesRouter()
        private(set) var navigation: NavigatorController!

        func start(in window: UIWindow) {
            let router = router
            navigation = NavigatorController(
                path: Binding(get: { router.path }, set: { router.path = $0 }),
                root: StandaloneHostingController(rootView: NotesList()),
                observing: router
            ) { id in
                StandaloneHostingController(rootView: NoteDetail(id: id))
            }
            // The navigation controller keeps the presentation: no property needed.
            navigation.present(
                item: Binding(get: { router.editing }, set: { router.editing = $0 }),
                isModalInPresentation: Binding(get: { router.hasUnsavedChanges }, set: { router.hasUnsavedChanges = $0 }),
                observing: router
            ) { note in
                NoteEditor(note: note)
            }
            window.rootViewController = navigation
        }

        func open(_ ids: [Note.ID]) {
            router.path = ids          // one setViewControllers, on a later turn
        }

        func edit(_ note: Note) {
            router.editing = note      // presents the sheet; nil dismisses it
        }

        // A deep link shown without animation: ask for the read that applies it.
        func openWithoutAnimation(_ ids: [Note.ID]) {
            router.path = ids
            navigation.updatePath(animated: false)
        }
    }
}
