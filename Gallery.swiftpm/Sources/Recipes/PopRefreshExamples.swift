// The recipe "Refresh the UIKit list when the SwiftUI page is popped" of the
// DocC article "Recipes", written as an app writes it. The SDK check compiles
// this file in the module Examples (as the article's code) and in the gallery,
// whose Recipes screen runs it (RecipesScreen.swift) and whose device check
// `poppingTheSwiftUIPageReloadsTheUIKitListOnce` drives it.
import BridgeKit
import SwiftUI
import UIKit

// MARK: The app's own types

@MainActor
final class NoteDraft: ObservableObject {
    @Published var title: String
    init(title: String) { self.title = title }
}

/// Stands in for the app's storage: the page saves into it, the list reads it.
@MainActor
final class NoteStore {
    private(set) var titles = ["Groceries", "Ideas", "Bridge plans"]
    func save(_ title: String, at index: Int) { titles[index] = title }
    func notes() async -> [String] { titles }
}

// MARK: The SwiftUI page: tells the screen that pushed it when it is popped

struct NoteEditorPage: StandaloneHostedView {
    @ObservedObject var draft: NoteDraft
    let save: @MainActor (String) -> Void
    /// Called once the page is popped for good, never for a back swipe taken back.
    let onPopped: @MainActor () -> Void

    var body: some View {
        Form {
            TextField("Title", text: Binding(get: { draft.title }, set: { draft.title = $0; save($0) }))
        }
        .onLifecycle(.didDisappear) { event in
            // .movingFromParent: popped (not covered by a pushed page). A cancelled
            // back swipe never reaches didDisappear: it ends in willAppear(.disappearanceCancelled).
            if event == .didDisappear(.movingFromParent) { onPopped() }
        }
    }
}

// MARK: The UIKit list that pushes it

final class NotesViewController: UITableViewController {
    private let store: NoteStore
    private var titles: [String] = []
    /// How many times the list reloaded after a pop (shown under the list).
    private(set) var reloadsAfterPop = 0

    init(store: NoteStore) {
        self.store = store
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        Task { await reload() }
    }

    func reload() async {
        titles = await store.notes()
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "Reloaded after \(reloadsAfterPop) pops. Edit a note, then go back (or start a back swipe and take it back)."
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let index = indexPath.row
        let page = StandaloneHostingController(rootView: NoteEditorPage(
            draft: NoteDraft(title: titles[index]),
            save: { [store] in store.save($0, at: index) },
            onPopped: { [weak self] in
                guard let self else { return }
                reloadsAfterPop += 1
                Task { await self.reload() }
            }
        ))
        navigationController?.pushViewController(page, animated: true)
    }
}
