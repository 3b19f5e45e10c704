import BridgeKit
import SwiftUI
import UIKit

/// SwiftUI pages in a UIKit navigation stack: a `NavigatorController` whose root
/// and pushed pages are `StandaloneHostedView`s, presented full screen so UIKit's
/// own navigation bar is the only one.
struct PagesScreen: UIViewControllerRepresentable {
    /// Ends the presentation (the root page's Close button).
    let close: @MainActor () -> Void

    func makeUIViewController(context: Context) -> NavigatorController {
        let log = PageLog()
        let navigation = LoggingNavigatorController(rootView: PagesRootPage(log: log, close: close))
        navigation.log = log
        navigation.onPagesChange = { [weak log] pages in
            log?.add("pages: " + pages.map(\.rawValue).joined(separator: " › "))
        }
        return navigation
    }

    func updateUIViewController(_ navigation: NavigatorController, context: Context) {}
}

/// What happened to the stack and the pages, newest last, shared by every page.
@MainActor
final class PageLog: ObservableObject {
    @Published private(set) var lines: [String] = []
    private var lastPageNumber = 0

    func add(_ line: String) {
        lines.append(line)
        if lines.count > 60 { lines.removeFirst(lines.count - 60) }
    }

    func clear() {
        lines.removeAll()
    }

    /// A new number for a pushed page.
    func nextPageNumber() -> Int {
        lastPageNumber += 1
        return lastPageNumber
    }

}

/// Logs each UIKit stack call the controller receives, to show that one request
/// is one call (push many: one `setViewControllers`), and that the back button
/// and the swipe arrive as `popViewController`.
final class LoggingNavigatorController: NavigatorController {
    weak var log: PageLog?

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        log?.add("UIKit: pushViewController(animated: \(animated))")
        super.pushViewController(viewController, animated: animated)
    }

    override func popViewController(animated: Bool) -> UIViewController? {
        log?.add("UIKit: popViewController(animated: \(animated))")
        return super.popViewController(animated: animated)
    }

    override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        log?.add("UIKit: popToViewController(animated: \(animated))")
        return super.popToViewController(viewController, animated: animated)
    }

    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        log?.add("UIKit: popToRootViewController(animated: \(animated))")
        return super.popToRootViewController(animated: animated)
    }

    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        log?.add("UIKit: setViewControllers(\(viewControllers.count) pages, animated: \(animated))")
        super.setViewControllers(viewControllers, animated: animated)
    }
}

/// The stack as the navigator sees it and the log, under every page's buttons.
struct PageLogView: View {
    @ObservedObject var log: PageLog
    @Environment(\.navigator) private var navigator

    var body: some View {
        Section {
            Text(navigator.pages.map(\.rawValue).joined(separator: " › "))
                .font(.system(.footnote, design: .monospaced))
        } header: {
            Text("Stack (\(log.lines.count) events so far)")
        }
        Section {
            ForEach(Array(log.lines.enumerated().reversed()), id: \.offset) { _, line in
                Text(line).font(.system(.caption, design: .monospaced))
            }
            Button("Clear") { log.clear() }
        } header: {
            Text("UIKit calls and lifecycle events, newest first")
        }
    }
}

struct PagesScreen_Previews: PreviewProvider {
    static var previews: some View {
        PagesScreen {}
            .ignoresSafeArea()
    }
}
