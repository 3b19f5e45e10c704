// The examples of the DocC article "Navigation driven by state" for state in an
// `@Observable` model (iOS 17 and later): the stack and the sheet follow it
// without `updatePath()` or `update()`. Compiled as an app would write them.
// Nothing here runs.
//
// Behind `canImport(SwiftUI, _version: 6.0)` (the iOS 18 SDK and later, Xcode 16+):
// on Linux the toolchain's `@Observable` macro expands into Swift 6 era
// Observation, which the 17.0 SDK's does not declare, so the 26.2 SDK check
// compiles this file and the 17.0 one skips it.
#if canImport(SwiftUI, _version: 6.0)
import BridgeKit
import Observation
import SwiftUI
import UIKit

enum ObservedStateArticle {
    // The same notes as the ObservableObject form beside it.
    typealias Note = FollowedModelArticle.Note
    typealias NotesList = FollowedModelArticle.NotesList
    typealias NoteDetail = FollowedModelArticle.NoteDetail
    typealias NoteEditor = FollowedModelArticle.NoteEditor

    // "Follow an @Observable model": the stack's path and the sheet's item live
    // in one model. Writing them is all the app does.
    @available(iOS 17, *)
    @Observable @MainActor
    final class NotesModel {
        var path: [Note.ID] = []
        var editing: Note?
        var hasUnsavedChanges = false
    }

    @available(iOS 17, *)
    @MainActor
    final class NotesCoordinator {
        let model = NotesModel()
        private(set) var navigation: NavigatorController!

        func start(in window: UIWindow) {
            @Bindable var model = model
            navigation = NavigatorController(path: $model.path, root: StandaloneHostingController(rootView: NotesList())) { id in
                StandaloneHostingController(rootView: NoteDetail(id: id))
            }
            navigation.present(
                item: $model.editing,
                style: .sheet(detents: [.medium(), .large()]),
                isModalInPresentation: $model.hasUnsavedChanges
            ) { note in
                NoteEditor(note: note)
            }
            window.rootViewController = navigation
        }

        // A deep link: one setViewControllers on a later turn, no updatePath().
        func open(_ ids: [Note.ID]) {
            model.path = ids
        }

        // Presents the sheet on a later turn, no update(); nil dismisses it.
        func edit(_ note: Note) {
            model.editing = note
        }
    }
}
#endif
