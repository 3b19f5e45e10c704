// The presentation examples of the DocC article "Navigation driven by state"
// and of the doc comments of present(item:...), compiled as an app would
// write them. Nothing here runs.
import BridgeKit
import SwiftUI
import UIKit

enum PresentationExamples {
    struct Note: Identifiable {
        let id: UUID
        var text: String
    }

    struct NoteEditor: View {
        let note: Note
        var body: some View { Text(note.text) }
    }

    final class ColorPickerController: UIViewController {
        init(target: Note) { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
    }

    @MainActor
    final class NotesModel: ObservableObject {
        @Published var editing: Note?
        @Published var hasUnsavedChanges = false
        @Published var pickingFor: Note?
    }

    /// The article's controller: a sheet, a popover, a full-screen page.
    final class NotesController: UIViewController {
        let model = NotesModel()
        let addButton = UIBarButtonItem(systemItem: .add)

        // Bindings made in a main-actor context (not in a `lazy var`'s
        // initializer): their closures then read main-actor state.
        var editingBinding: Binding<Note?> {
            Binding(get: { [unowned self] in model.editing }, set: { [unowned self] in model.editing = $0 })
        }
        var unsavedBinding: Binding<Bool> {
            Binding(get: { [unowned self] in model.hasUnsavedChanges }, set: { [unowned self] in model.hasUnsavedChanges = $0 })
        }
        var pickingBinding: Binding<Note?> {
            Binding(get: { [unowned self] in model.pickingFor }, set: { [unowned self] in model.pickingFor = $0 })
        }

        lazy var editor = present(
            item: editingBinding,
            style: .sheet(detents: [.medium(), .large()]),
            isModalInPresentation: unsavedBinding,
            onDismissAttempt: { [unowned self] in confirmDiscard() },
            onDismiss: { print("editor closed") }
        ) { note in
            NoteEditor(note: note)
        }

        lazy var picker = present(
            item: pickingBinding,
            style: .popover(anchor: .barButtonItem(addButton))
        ) { target in
            ColorPickerController(target: target)
        }

        lazy var reader = present(
            item: editingBinding,
            style: .fullScreen
        ) { note in
            NoteEditor(note: note)
        }

        func open(_ note: Note) {
            model.editing = note
            editor.update()           // presents the sheet
        }

        func close() {
            model.editing = nil
            editor.update()           // dismisses it
        }

        func confirmDiscard() {}
    }

    /// The doc comment's controller: state in the controller itself, update() from didSet.
    final class ListController: UIViewController {
        var editedNote: Note? { didSet { editor.update() } }
        private var editedNoteBinding: Binding<Note?> {
            Binding(get: { [unowned self] in editedNote }, set: { [unowned self] in editedNote = $0 })
        }
        private lazy var editor = present(item: editedNoteBinding) { note in
            NoteEditor(note: note)
        }
    }

    /// PresentationStyle's presets.
    @MainActor
    static func styles(_ button: UIBarButtonItem, _ cell: UIView) -> [PresentationStyle] {
        [
            .sheet(detents: [.medium(), .large()], prefersGrabberVisible: true),
            .sheet(detents: [.custom { _ in 220 }]),
            .fullScreen,
            .popover(anchor: .barButtonItem(button)),
            .popover(anchor: .view(cell, rect: cell.bounds)),
        ]
    }
}
