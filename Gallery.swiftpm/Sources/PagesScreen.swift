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
        let navigation = NavigatorController(rootView: PagesRootPage(log: log, close: close))
        navigation.onStackEffect = { [weak log] effect in
            log?.add(PageLog.describe(effect))
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

    /// One stack effect as a log line: the UIKit call made, or what the stack adopted.
    static func describe(_ effect: PageStack.Effect) -> String {
        switch effect {
        case .call(let operation, let animated):
            return "UIKit: \(operation.uikitCall(animated: animated))"
        case .discard(let request, let error):
            return "discarded \(request): \(error)"
        case .userPopped(let pages):
            return "you popped \(pages.map(\.rawValue).joined(separator: ", "))"
        case .adopted(let pages):
            return "adopted UIKit's stack: \(pages.map(\.rawValue).joined(separator: " › "))"
        }
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
