// Behind `canImport(SwiftUI, _version: 6.0)` (Xcode 16's SDK, which the gallery
// needs): the 17.0 SDK check on Linux cannot expand `@Observable`.
#if canImport(SwiftUI, _version: 6.0)
import BridgeKit
import Observation
import SwiftUI
import UIKit

/// Where the user is, in an `@Observable` model: the stack follows it with no
/// `updatePath()` anywhere.
@available(iOS 17, *)
@Observable @MainActor
final class ObservedPathModel {
    var path: [Int] = []
}

/// The "Stack driven by state" screen with the path in an `@Observable` model
/// (iOS 17): the buttons only write the model, the representable never calls
/// `updatePath()`, and the controller reads each write on a later turn.
@available(iOS 17, *)
struct ObservedPathStackScreen: View {
    let close: @MainActor () -> Void
    @State private var model = ObservedPathModel()

    var body: some View {
        VStack(spacing: 0) {
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text("model.path = \(model.path.description)").font(.system(.body, design: .monospaced))
                    Spacer()
                    Button("Close", action: close)
                }
                Text("No updatePath() call: the controller follows the model.")
                    .font(.footnote).foregroundColor(.secondary)
                PathButtons(path: Bindable(model).path)
            }
            .padding()
            ObservedPathStack(model: model)
        }
    }
}

/// Makes the controller once with a binding into the model; no update method.
@available(iOS 17, *)
private struct ObservedPathStack: UIViewControllerRepresentable {
    let model: ObservedPathModel

    func makeUIViewController(context: Context) -> NavigatorController {
        let path = Bindable(model).path
        return NavigatorController(path: path, root: StandaloneHostingController(rootView: PathRootPage())) { number in
            StandaloneHostingController(rootView: PathNumberPage(number: number, path: path))
        }
    }

    func updateUIViewController(_ navigation: NavigatorController, context: Context) {}
}
#endif
