import BridgeKit
import SwiftUI
import UIKit

/// Lifecycle events a page saw, in order.
@MainActor
final class CheckLifecycleLog {
    var events: [LifecycleEvent] = []
}

/// A page that records its lifecycle events.
private struct RecordingPage: StandaloneHostedView {
    let log: CheckLifecycleLog
    var body: some View {
        Text("root").onLifecycle { log.events.append($0) }
    }
}

/// A page whose title is set while its hosting controller is made.
private struct TitledPage: StandaloneHostedView {
    let title: String
    func configureHostingController(_ hostingController: StandaloneHostingController<TitledPage>) {
        hostingController.navigationItem.title = title
    }
    var body: some View { Text(title) }
}

/// A stack a check pushes titled pages on and pops: BridgeKit's navigator,
/// or (a control) a plain `UINavigationController` pushed and popped by hand,
/// each page a `UIHostingController` titled with SwiftUI's `.navigationTitle`.
@MainActor
private struct CheckStack {
    let controller: UINavigationController
    let push: @MainActor (_ title: String, _ animated: Bool) throws -> Void
    let pop: @MainActor (_ count: Int) throws -> Void

    init(_ check: DeviceCheckContext, root: String) {
        if check.isControl {
            let navigation = UINavigationController(rootViewController: Self.handMadePage(root))
            controller = navigation
            push = { title, animated in navigation.pushViewController(Self.handMadePage(title), animated: animated) }
            pop = { count in for _ in 0..<count { navigation.popViewController(animated: true) } }
        } else {
            let navigation = NavigatorController(rootView: TitledPage(title: root))
            controller = navigation
            push = { title, animated in try navigation.navigator.push(TitledPage(title: title), animated: animated) }
            pop = { count in try navigation.navigator.pop(count: count) }
        }
    }

    private static func handMadePage(_ title: String) -> UIViewController {
        UIHostingController(rootView: Text(title).navigationTitle(title))
    }
}

/// Counts the transitions a navigation controller finished (`didShow`), as
/// the app's own delegate would: BridgeKit leaves the delegate slot free.
@MainActor
private final class ShowCounter: NSObject, UINavigationControllerDelegate {
    var shown: [UIViewController] = []
    /// The title each page had when UIKit was about to show it (before the animation).
    var titlesAtWillShow: [String?] = []
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        titlesAtWillShow.append(viewController.navigationItem.title)
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        shown.append(viewController)
    }
}

extension DeviceChecks {
    static let navigationSizingChecks: [DeviceCheck] = [
        // A multi-line UILabel in UIViewAdaptor takes the proposed width and the
        // height its lines need (a plain representable shows one long line).
        DeviceCheck("anAdaptorsMultiLineLabelWrapsToTheProposedWidth", feature: "Sizing", control: .plainRepresentable) { check in
            let text = String(repeating: "To love the journey is to accept no such end. ", count: 4)
            let hosted = try await check.host(
                check.bridged {
                    UIViewAdaptor(UILabel()) { label in
                        label.numberOfLines = 0
                        label.text = text
                    }
                } naive: {
                    UnsizedRepresentable(make: { UILabel() }) { label in
                        label.numberOfLines = 0
                        label.text = text
                    }
                }
                .frame(width: 300)
            )
            let label = try check.require(hosted.first(UILabel.self), "no UILabel")
            let lineHeight = label.font.lineHeight
            try await check.waitUntil("the label is at most 300 pt wide and several lines high") {
                label.bounds.width > 0 && label.bounds.width <= 300.5 && label.bounds.height > lineHeight * 2.5
            }
            let needed = label.sizeThatFits(CGSize(width: label.bounds.width, height: .greatestFiniteMagnitude)).height
            check.expect(abs(label.bounds.height - needed) <= 1, "height \(label.bounds.height), its text needs \(needed)")
        },

        // The navigation item is configured in the hosting controller's init:
        // the title is there as soon as push returns, before the animation.
        DeviceCheck("aPagesTitleIsSetBeforeItIsPushed", feature: "Navigation", control: .handPushedNavigation) { check in
            let stack = CheckStack(check, root: "Root")
            let navigation = stack.controller
            let counter = ShowCounter()
            navigation.delegate = counter
            _ = try await check.host(controller: navigation)
            await check.turns(2)
            counter.titlesAtWillShow = []
            try stack.push("Noodle", true)
            try await check.waitUntil("the page is pushed", timeout: .seconds(3)) {
                navigation.viewControllers.count == 2 && !counter.titlesAtWillShow.isEmpty
            }
            check.expect(counter.titlesAtWillShow.first == "Noodle",
                         "when UIKit was about to show the page its title was \(String(describing: counter.titlesAtWillShow.first))")
        },

        // pop(count: 2) is one UIKit call: one finished transition, to the page
        // two below, never the page in between.
        DeviceCheck("poppingTwoPagesIsOneTransition", feature: "Navigation", control: .handPushedNavigation) { check in
            let stack = CheckStack(check, root: "Root")
            let navigation = stack.controller
            let counter = ShowCounter()
            navigation.delegate = counter
            _ = try await check.host(controller: navigation)
            try stack.push("A", false)
            try stack.push("B", false)
            try stack.push("C", false)
            try await check.waitUntil("four pages") { navigation.viewControllers.count == 4 }
            let pageA = navigation.viewControllers[1]
            await check.turns(2)
            counter.shown = []
            try stack.pop(2)
            try await check.waitUntil("one transition finished", timeout: .seconds(3)) { !counter.shown.isEmpty }
            await check.turns(10)
            check.expect(counter.shown.count == 1, "\(counter.shown.count) transitions for one pop(count: 2)")
            check.expect(counter.shown.first === pageA, "the transition did not end on page A")
            check.expect(navigation.viewControllers.count == 2, "\(navigation.viewControllers.count) pages left, not 2")
        },

        // A page covered by a push is told .covered (not popped), and
        // .uncovered when the page above leaves.
        DeviceCheck("aCoveredPageIsToldCoveredThenUncovered", feature: "Navigation") { check in
            let log = CheckLifecycleLog()
            let navigation = NavigatorController(rootView: RecordingPage(log: log))
            _ = try await check.host(controller: navigation)
            try await check.waitUntil("the root page appeared") { log.events.contains(.didAppear(.movingToParent)) }
            try navigation.navigator.push(TitledPage(title: "Above"))
            try await check.waitUntil("the root page was told it is covered", timeout: .seconds(3)) {
                log.events.contains(.didDisappear(.covered))
            }
            check.expect(!log.events.contains(.didDisappear(.movingFromParent)), "the covered root was told it was popped")
            try navigation.navigator.pop()
            try await check.waitUntil("the root page was told it is uncovered", timeout: .seconds(3)) {
                log.events.contains(.didAppear(.uncovered))
            }
        },
    ]
}
