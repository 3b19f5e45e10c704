import BridgeKit
import Combine
import SwiftUI
import UIKit

/// Where the user is, in an `ObservableObject` router as iOS 16 apps write
/// it: the stack and the sheet follow it with no update call anywhere.
@MainActor
final class GalleryRouter: ObservableObject {
    @Published var path: [Int] = []
    @Published var editing: EditedNumber?
}

struct EditedNumber: Identifiable, Equatable {
    let id: Int
}

/// The "Stack driven by an ObservableObject router" screen (iOS 16 and later):
/// the buttons write the router only; the controller is made with
/// `observing: router`, and the sheet's `present(item:observing:)` result is
/// not stored anywhere (its host keeps it).
struct RouterStackScreen: View {
    let close: @MainActor () -> Void
    @StateObject private var router = GalleryRouter()

    var body: some View {
        VStack(spacing: 0) {
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text("router.path = \(router.path.description)").font(.system(.body, design: .monospaced))
                    Spacer()
                    Button("Close", action: close)
                }
                Text("No updatePath() or update() call: the stack and the sheet follow the router.")
                    .font(.footnote).foregroundColor(.secondary)
                PathButtons(path: $router.path)
                Button("Edit the top number in a sheet") { router.editing = EditedNumber(id: router.path.last ?? 0) }
                    .buttonStyle(.bordered).font(.footnote)
            }
            .padding()
            RouterStack(router: router)
        }
    }
}

/// Makes the controller once, following the router; no update method.
private struct RouterStack: UIViewControllerRepresentable {
    let router: GalleryRouter

    func makeUIViewController(context: Context) -> NavigatorController {
        let router = router
        let path = Binding(get: { router.path }, set: { router.path = $0 })
        let root = StandaloneHostingController(rootView: PathRootPage())
        // The host keeps the presentation: no property holds the result.
        root.present(item: Binding(get: { router.editing }, set: { router.editing = $0 }),
                     style: .sheet(detents: [.medium()]), observing: router) { number in
            Text("Editing \(number.id)").font(.title)
        }
        return NavigatorController(path: path, root: root, observing: router) { number in
            StandaloneHostingController(rootView: PathNumberPage(number: number, path: path))
        }
    }

    func updateUIViewController(_ navigation: NavigatorController, context: Context) {}
}
