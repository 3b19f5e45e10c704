import BridgeCore
import BridgeDoubles

extension DemoChapter {
    /// SwiftUI pages hosted in UIKit, with UIKit keeping the navigation stack.
    static let navigation = DemoChapter(title: "SwiftUI pages in UIKit") {
        NavigationDemo.titleBeforePush()
            + [""] + NavigationDemo.pushThreePopTwoReplace()
            + [""] + NavigationDemo.userPops()
    }
}

/// The navigation scenarios, replayed on a ``HeadlessNavigationSession``: the
/// same stack model and the same effect loop as the BridgeKit shell, with a
/// headless navigation controller in place of UIKit.
@MainActor
enum NavigationDemo {

    static func titleBeforePush() -> [String] {
        var session = HeadlessNavigationSession(root: "home", title: "Home")
        var lines = [
            "Push a detail page configured before the push (StandaloneHostingController + configureHostingController):",
            "  init        DetailView.configureHostingController(_:) sets navigationItem.title = \"Noodle\"",
        ]
        session.makePage("detail", title: "Noodle")
        lines += run(&session) { try $0.request(.push(["detail"])) }
        lines.append("  → the bar reads the title as the push starts: \"Noodle\" is there for the whole animation;")
        lines.append("    set with .navigationBarTitle in the SwiftUI body, it appears only after the push.")
        return lines
    }

    static func pushThreePopTwoReplace() -> [String] {
        var session = HeadlessNavigationSession(root: "home")
        var lines = ["Push three, pop two, replace the stack (Navigator, one UIKit call each):"]
        lines.append("  navigator.push(contentsOf: [a, b, c])")
        lines += run(&session) { try $0.request(.push(["a", "b", "c"])) }
        lines.append("  navigator.pop(count: 2)")
        lines += run(&session) { try $0.request(.pop(count: 2)) }
        lines.append("  navigator.replaceStack([home, cart, checkout])   (home reused, a released)")
        lines += run(&session) { try $0.request(.replace(["home", "cart", "checkout"])) }
        lines.append("  navigator.pop(count: 3)")
        do {
            try session.request(.pop(count: 3))
        } catch {
            lines.append("  refused before reaching UIKit: \(error)")
        }
        lines.append("  \(session.uikitCallCount) UIKit calls for 3 requests; stack: \(list(session.uikit.viewControllers))")
        return lines
    }

    static func userPops() -> [String] {
        var session = HeadlessNavigationSession(root: "home")
        try? session.request(.push(["a", "b", "c"]), animated: false)
        session.clearLog()
        var lines = ["The user navigates (the model follows; requests made meanwhile wait):"]
        lines += run(&session, cancelling: true) { $0.userPop(gesture: "user swipes from the left edge, then lets go early") }
        lines.append("  (navigator.push(d) is called while the next pop animates: it waits for the pop)")
        lines += run(&session) { session in
            session.userPop(toIndex: 0, gesture: "user long-presses Back and picks home")
            try session.request(.push(["d"]))
        }
        lines.append("  stack: \(list(session.stack.pages))")
        return lines
    }

    /// Runs `action`, ends every transition it starts, and prints what happened.
    static func run(
        _ session: inout HeadlessNavigationSession,
        cancelling: Bool = false,
        _ action: (inout HeadlessNavigationSession) throws -> Void
    ) -> [String] {
        session.clearLog()
        do {
            try action(&session)
        } catch {
            return ["  refused: \(error)"]
        }
        if cancelling { session.endTransition(cancelled: true) }
        session.settle()
        return session.log.compactMap(describe)
    }

    static func describe(_ entry: HeadlessNavigationSession.Entry) -> String? {
        switch entry {
        case .uikit(.call(let call)):
            return call.hasPrefix("user") ? "  user        \(call.dropFirst(5))" : "  UIKit       \(call)"
        case .uikit(.navigationBarTitle(let title)):
            return title.map { "  nav bar     title \"\($0)\"" }
        case .uikit(.lifecycle(let page, let event)):
            return "  lifecycle   \(page): \(event)"
        case .uikit(.transitionEnded(let cancelled)):
            return cancelled ? "  ── transition cancelled" : "  ── transition ends"
        case .uikit(.interactionEnded(let cancelled)):
            return cancelled ? "  user        lifts the finger (cancels)" : "  user        lifts the finger"
        case .effect(.userPopped(let pages)):
            return "  model       user popped \(list(pages))"
        case .effect(.discard(let request, let error)):
            return "  model       discarded \(request): \(error)"
        case .effect(.adopted(let pages)):
            return "  model       adopted \(list(pages))"
        case .effect(.call):
            return nil
        }
    }

    static func list(_ pages: [PageID]) -> String {
        "[\(pages.map(\.rawValue).joined(separator: ", "))]"
    }
}
