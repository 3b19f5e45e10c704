import SwiftUI
import UIKit

// Two more bridges an app writes by hand, for the controls of
// `poppingTheSwiftUIPageReloadsTheUIKitListOnce`
// (`NaiveBridge.reloadInViewWillAppear`) and `sliderBoundToADoubleIsNotRewrittenOnAppear`
// (`.clampingSlider`); `aTransformAppliedToAppWritesFormatsTheModelsValue`'s
// (`.formattingTextField`) is `HandWrittenTextField` with a formatter.
//
// Apple behaviour they rely on (developer.apple.com, looked up for issue 38):
// `viewWillAppear(_:)` "notifies the view controller that its view is about to
// be added to a view hierarchy", with no word of why (a pop, a back swipe that
// may still be taken back, a cover going away); `UIPercentDrivenInteractiveTransition.cancel()`
// "notifies the system that user interactions canceled the transition" (what a
// back swipe taken back is); `UISlider.value` is a `Float`, and setting
// `minimumValue` above the current value "adjusts the value property to match
// the new minimum" (a slider clamps what it is given, so apps copy its value
// back into the model to keep the model in range).

/// The UIKit list of the recipe "Refresh the UIKit list when the SwiftUI page
/// is popped" as apps write it without BridgeKit: it reloads in
/// `viewWillAppear(_:)`, the callback that runs when the list is about to show
/// again, and pushes its SwiftUI page in a plain `UIHostingController`. It
/// counts the reloads after its first appearance (the first loads the list),
/// as `NotesViewController.reloadsAfterPop` counts the recipe's.
final class ReloadOnAppearNotesViewController: UITableViewController {
    private let store: NoteStore
    private var titles: [String] = []
    private var hasAppeared = false
    /// How many times the list reloaded after its first appearance.
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
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Back from the editor: show its edit.
        if hasAppeared { reloadsAfterPop += 1 }
        hasAppeared = true
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

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let index = indexPath.row
        let page = UIHostingController(rootView: PlainNoteEditor(
            draft: NoteDraft(title: titles[index]),
            save: { [store] in store.save($0, at: index) }
        ))
        navigationController?.pushViewController(page, animated: true)
    }
}

/// The recipe's editor page without BridgeKit: it saves each edit and tells
/// nobody when it leaves (the list reloads on its own appearance).
private struct PlainNoteEditor: View {
    @ObservedObject var draft: NoteDraft
    let save: @MainActor (String) -> Void

    var body: some View {
        Form {
            TextField("Title", text: Binding(get: { draft.title }, set: { draft.title = $0; save($0) }))
        }
    }
}

/// A `UISlider` (a `CheckSlider`, so a check finds it by its class) wrapped the
/// way apps write one for a `Double` with a range: the range set at make, the
/// value copied into the binding at `.valueChanged`, the binding written into
/// the slider at every update; and, since the slider clamps what it is given,
/// its value copied back into the binding after an update when the two differ,
/// so the model stays in the slider's range.
struct ClampingSlider: UIViewRepresentable {
    @Binding var value: Double
    let range: ClosedRange<Double>

    func makeUIView(context: Context) -> CheckSlider {
        let slider = CheckSlider()
        slider.minimumValue = Float(range.lowerBound)
        slider.maximumValue = Float(range.upperBound)
        let coordinator = context.coordinator
        slider.addAction(UIAction { [weak slider, weak coordinator] _ in
            guard let slider else { return }
            coordinator?.value?.wrappedValue = Double(slider.value)
        }, for: .valueChanged)
        return slider
    }

    func updateUIView(_ slider: CheckSlider, context: Context) {
        let coordinator = context.coordinator
        coordinator.value = $value
        slider.value = Float(value)
        // Keep the model inside the range: write back what the slider holds.
        let held = Double(slider.value)
        if held != value {
            Task { @MainActor in coordinator.value?.wrappedValue = held }
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    /// Holds the newest binding for the slider's action.
    @MainActor
    final class Coordinator {
        var value: Binding<Double>?
    }
}
