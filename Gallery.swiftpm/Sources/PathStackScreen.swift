import BridgeKit
import SwiftUI
import UIKit

/// A UIKit navigation stack that follows SwiftUI state: `path` is an `@State`
/// array, shown live above the stack. "Deep link" sets three pages at once (one
/// `setViewControllers`); the back button and the swipe write the array back
/// once their transition has ended; a UIKit page pushed outside the path stays.
struct PathStackScreen: View {
    let close: @MainActor () -> Void
    @State private var path: [Int] = []
    @StateObject private var outside = OutsidePages()

    var body: some View {
        VStack(spacing: 0) {
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text("path = \(path.description)").font(.system(.body, design: .monospaced))
                    Spacer()
                    Button("Close", action: close)
                }
                Text("outside the path: \(outside.pages.isEmpty ? "none" : outside.pages.map(\.rawValue).joined(separator: ", "))")
                    .font(.footnote).foregroundColor(.secondary)
                PathButtons(path: $path)
            }
            .padding()
            PathStack(path: $path, current: path, outside: outside)
        }
    }
}

/// The buttons of both stack screens: they write the path, as an app's own code would.
struct PathButtons: View {
    @Binding var path: [Int]

    var body: some View {
        HStack {
            Button("Deep link: 3 pages") { path = [7, 8, 9] }
            Button("Append") { path.append((path.last ?? 0) + 1) }
            Button("Pop 2") { path.removeLast(min(2, path.count)) }
            Button("Clear") { path = [] }
        }
        .buttonStyle(.bordered)
        .font(.footnote)
    }
}

/// The pages the path does not name, as the controller last reported them.
@MainActor
final class OutsidePages: ObservableObject {
    @Published var pages: [PageID] = []
}

/// The representable an app writes: make the controller with the binding, and
/// read the path on every update (`current` makes each path change an update).
private struct PathStack: UIViewControllerRepresentable {
    let path: Binding<[Int]>
    let current: [Int]
    let outside: OutsidePages

    func makeUIViewController(context: Context) -> NavigatorController {
        let navigation = NavigatorController(
            path: path,
            root: StandaloneHostingController(rootView: PathRootPage())
        ) { [path] number in
            StandaloneHostingController(rootView: PathNumberPage(number: number, path: path))
        }
        navigation.onPagesChange = { [weak navigation, weak outside] _ in
            outside?.pages = navigation?.pagesOutsidePath ?? []
        }
        return navigation
    }

    func updateUIViewController(_ navigation: NavigatorController, context: Context) {
        navigation.updatePath(animated: !context.transaction.disablesAnimations)
    }
}

struct PathRootPage: StandaloneHostedView {
    func configureHostingController(_ hostingController: StandaloneHostingController<PathRootPage>) {
        hostingController.navigationItem.title = "Root"
    }

    var body: some View {
        Text("The root is not in the path. Use the buttons above, then Back or the edge swipe.")
            .multilineTextAlignment(.center)
            .padding()
    }
}

struct PathNumberPage: StandaloneHostedView {
    let number: Int
    let path: Binding<[Int]>
    @Environment(\.navigator) private var navigator

    func configureHostingController(_ hostingController: StandaloneHostingController<PathNumberPage>) {
        hostingController.navigationItem.title = "Page \(number)"
    }

    var body: some View {
        VStack(spacing: 16) {
            Text("Page \(number)").font(.largeTitle)
            Button("Append \(number + 1) to the path") { path.wrappedValue.append(number + 1) }
            Button("Push a UIKit page outside the path") {
                let page = UIViewController()
                page.view.backgroundColor = .systemYellow
                page.navigationItem.title = "Not in the path"
                try? navigator.push(page)
            }
        }
    }
}
