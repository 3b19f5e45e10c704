// The article "SwiftUI pages in UIKit", section "Title and bar buttons after the
// push": the title set before the push, SwiftUI's `.navigationTitle` following
// state after it, and a bar button kept in step with state by the model that
// owns the state. Nothing here runs.
import BridgeKit
import SwiftUI
import UIKit

enum HostedPageBarExamples {
    @MainActor
    final class EditorModel: ObservableObject {
        @Published var title = "Untitled"
        @Published var draft = "" {
            didSet { saveItem?.isEnabled = canSave }     // the item follows the state it shows
        }
        /// The bar button the page made before the push; the bar keeps it alive.
        weak var saveItem: UIBarButtonItem?
        var canSave: Bool { !draft.isEmpty }
        func save() {}
    }

    struct EditorPage: StandaloneHostedView {
        @ObservedObject var model: EditorModel

        // Once, in the hosting controller's init: in the bar for the whole push.
        func configureHostingController(_ hostingController: StandaloneHostingController<EditorPage>) {
            hostingController.navigationItem.title = model.title
            let save = UIBarButtonItem(title: "Save", primaryAction: UIAction { [model] _ in model.save() })
            save.isEnabled = model.canSave
            model.saveItem = save
            hostingController.navigationItem.rightBarButtonItem = save
        }

        var body: some View {
            TextField("Draft", text: $model.draft)
                .navigationTitle(model.title)              // the same title, then following state
        }
    }
}
