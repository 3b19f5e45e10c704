// The article "Navigation driven by state", section "Explaining a refused swipe
// inside the sheet": the sheet's own content hears the refused swipe with
// `.onDismissAttempt`, and the presenter passes no closure. Nothing here runs.
import BridgeKit
import SwiftUI
import UIKit

enum DismissAttemptExamples {
    struct Note: Identifiable, Hashable {
        let id: Int
        var title: String
    }

    @MainActor
    final class NotesModel: ObservableObject {
        @Published var editing: Note?
        @Published var draftTitle = ""
        var hasUnsavedChanges: Bool { draftTitle != (editing?.title ?? "") }
        func save() { editing = nil }
        func discard() { editing = nil }
    }

    struct NoteEditor: View {
        @ObservedObject var model: NotesModel
        @State private var isAskingToDiscard = false

        var body: some View {
            Form { TextField("Title", text: $model.draftTitle) }
                .onDismissAttempt { isAskingToDiscard = true }
                .confirmationDialog("Save or discard your changes first", isPresented: $isAskingToDiscard) {
                    Button("Save") { model.save() }
                    Button("Discard", role: .destructive) { model.discard() }
                }
        }
    }

    final class NotesController: UIViewController {
        let model = NotesModel()

        var editingBinding: Binding<Note?> {
            Binding(get: { [unowned self] in model.editing }, set: { [unowned self] in model.editing = $0 })
        }
        var unsavedBinding: Binding<Bool> {
            Binding(get: { [unowned self] in model.hasUnsavedChanges }, set: { _ in })
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            // No onDismissAttempt: here: the editor explains the refusal itself.
            present(item: editingBinding, isModalInPresentation: unsavedBinding, observing: model) { [model] _ in
                NoteEditor(model: model)
            }
        }

        func open(_ note: Note) {
            model.draftTitle = note.title
            model.editing = note
        }
    }
}
