import BridgeKit
import SwiftUI
import UIKit

/// A UIKit screen that edits a note in a sheet bound to state: while the form
/// has unsaved changes the sheet refuses the swipe down and asks whether to
/// discard them; saved or discarded, the state goes back to `nil` and
/// `onDismiss` is logged once.
struct UnsavedChangesSheetScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> NoteListController { NoteListController() }
    func updateUIViewController(_ controller: NoteListController, context: Context) {}
}

/// One editing session of the note: the item the sheet is bound to.
@MainActor
final class NoteEditing: ObservableObject, Identifiable {
    let original: String
    @Published var draft: String { didSet { changed() } }
    var hasUnsavedChanges: Bool { draft != original }
    /// Tells the presentation that `hasUnsavedChanges` may have changed.
    var changed: @MainActor () -> Void = {}
    var save: @MainActor () -> Void = {}
    var cancel: @MainActor () -> Void = {}

    init(original: String) {
        self.original = original
        draft = original
    }
}

final class NoteListController: UIViewController {
    private var note = "Buy noodles"
    private var openEditing: NoteEditing?
    private var log: [String] = []
    private let label = UILabel()

    // Bindings made in computed properties: their closures inherit the main actor.
    private var editingBinding: Binding<NoteEditing?> {
        Binding(get: { [unowned self] in openEditing }, set: { [unowned self] in openEditing = $0 })
    }
    private var unsavedBinding: Binding<Bool> {
        Binding(get: { [unowned self] in openEditing?.hasUnsavedChanges ?? false }, set: { _ in })
    }

    private lazy var editor = present(
        item: editingBinding,
        style: .sheet(detents: [.medium(), .large()], prefersGrabberVisible: true),
        isModalInPresentation: unsavedBinding,
        onDismissAttempt: { [unowned self] in confirmDiscard() },
        onDismiss: { [unowned self] in record("onDismiss") }
    ) { editing in
        NoteEditor(editing: editing)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.title = "Unsaved changes"
        label.numberOfLines = 0
        let edit = UIButton(configuration: .borderedProminent(), primaryAction: UIAction(title: "Edit note") { [unowned self] _ in
            startEditing()
        })
        let stack = UIStackView(arrangedSubviews: [label, edit])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
        ])
        render()
    }

    private func startEditing() {
        let session = NoteEditing(original: note)
        session.changed = { [unowned self] in editor.update() }
        session.save = { [unowned self, unowned session] in
            note = session.draft
            finish("saved")
        }
        session.cancel = { [unowned self, unowned session] in
            if session.hasUnsavedChanges { confirmDiscard() } else { finish("cancelled") }
        }
        openEditing = session
        editor.update()
        record("editing = note")
    }

    /// The swipe was refused (or Cancel tapped with changes): ask.
    private func confirmDiscard() {
        record("swipe refused: unsaved changes")
        let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { [unowned self] _ in finish("discarded") })
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        (editor.viewController ?? self).present(alert, animated: true)
    }

    private func finish(_ how: String) {
        record(how)
        openEditing = nil
        editor.update()
    }

    private func record(_ line: String) {
        log.append(line)
        render()
    }

    private func render() {
        label.text = "Note: \(note)\n\n" + log.suffix(8).joined(separator: "\n")
    }
}

private struct NoteEditor: View {
    @ObservedObject var editing: NoteEditing

    var body: some View {
        NavigationStack {
            Form {
                TextField("Note", text: $editing.draft)
                Text(editing.hasUnsavedChanges
                     ? "Unsaved changes: swiping down asks before discarding."
                     : "No changes: swipe down to close.")
                    .foregroundStyle(.secondary)
            }
            .navigationTitle("Edit note")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { editing.cancel() } }
                ToolbarItem(placement: .confirmationAction) { Button("Save") { editing.save() } }
            }
        }
    }
}
