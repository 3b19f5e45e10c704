import BridgeKit
import SwiftUI
import UIKit

/// The root page: the Close button and the title are set before UIKit shows it.
struct PagesRootPage: StandaloneHostedView {
    let log: PageLog
    let close: @MainActor () -> Void

    func configureHostingController(_ hostingController: StandaloneHostingController<PagesRootPage>) {
        hostingController.navigationItem.title = "Pages in UIKit"
        let close = close
        hostingController.navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .close,
            primaryAction: UIAction { _ in close() }
        )
    }

    var body: some View {
        List {
            Section {
                Text("Every page here is SwiftUI, hosted by a StandaloneHostingController in a NavigatorController. Turn on Debug › Slow Animations in the simulator to watch the titles during a push.")
                    .font(.footnote)
            }
            PageButtons(log: log)
            PageLogView(log: log)
        }
        .onLifecycle { event in log.add("Home: \(event)") }
    }
}

/// A pushed page, titled in `configureHostingController`: the title is in the
/// bar from the first frame of the push.
struct NumberedPage: StandaloneHostedView {
    let number: Int
    let log: PageLog

    func configureHostingController(_ hostingController: StandaloneHostingController<NumberedPage>) {
        hostingController.navigationItem.title = "Page \(number)"
    }

    var body: some View {
        List {
            PageButtons(log: log)
            PageLogView(log: log)
        }
        .onLifecycle { event in log.add("Page \(number): \(event)") }
    }
}

/// The problem, for comparison: a plain `UIHostingController` whose page sets its
/// title with `.navigationTitle`. The title arrives after the push animation,
/// and the page's UIKit lifecycle never reaches SwiftUI.
struct LateTitlePage: View {
    var body: some View {
        List {
            Text("This page is a plain UIHostingController. Its title came from .navigationTitle, which reaches the navigation item late: during the push the bar had no title. It reports no lifecycle events.")
        }
        .navigationTitle("Late title")
    }
}

/// The stack operations, the same on every page.
struct PageButtons: View {
    let log: PageLog
    @Environment(\.navigator) private var navigator

    var body: some View {
        Section {
            Button("Push a page") {
                attempt("push") { try navigator.push(page()) }
            }
            Button("Push three pages (one animation)") {
                attempt("push three") { try navigator.push(contentsOf: [.hosted(page()), .hosted(page()), .hosted(page())]) }
            }
            Button("Push a plain UIHostingController with .navigationTitle") {
                attempt("push plain") { try navigator.push(UIHostingController(rootView: LateTitlePage())) }
            }
        } header: {
            Text("Push")
        }
        Section {
            Button("Pop two pages (one animation)") {
                attempt("pop two") { try navigator.pop(count: 2) }
            }
            Button("Pop to root") {
                attempt("pop to root") { try navigator.popToRoot() }
            }
            Button("Replace the stack: root and two new pages") {
                attempt("replace") {
                    guard let root = navigator.pages.first else { return }
                    try navigator.replaceStack([.existing(root), .hosted(page()), .hosted(page())])
                }
            }
            Button("Pop ten pages (refused, nothing reaches UIKit)") {
                attempt("pop ten") { try navigator.pop(count: 10) }
            }
        } header: {
            Text("Pop and replace")
        }
    }

    private func page() -> NumberedPage {
        NumberedPage(number: log.nextPageNumber(), log: log)
    }

    private func attempt(_ name: String, _ request: () throws -> Void) {
        do {
            try request()
        } catch {
            log.add("\(name) refused: \(error)")
        }
    }
}

struct PagesPages_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            NumberedPage(number: 1, log: PageLog())
        }
    }
}
