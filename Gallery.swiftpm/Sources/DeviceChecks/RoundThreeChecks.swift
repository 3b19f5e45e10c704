import BridgeKit
import SwiftUI
import UIKit

/// A SwiftUI view embedded as a child of a tab's page, recording its events.
private struct TabChildView: StandaloneHostedView {
    let log: CheckLifecycleLog
    var body: some View {
        Text("tab content").onLifecycle { log.events.append($0) }
    }
}

/// An app's own base page (as in a tab of an existing app) with SwiftUI embedded as a child.
private final class TabBasePage: UIViewController {
    let log: CheckLifecycleLog

    init(log: CheckLifecycleLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        embedHostedView(TabChildView(log: log))
    }
}

extension DeviceChecks {
    /// Issue 39 (the first hour, round three): the checks a simulator can show.
    static let roundThreeChecks: [DeviceCheck] = [
        // 6: a SwiftUI child of a tab's page hears a tab switch as
        // didDisappear(.covered) and the way back as didAppear(.uncovered), and
        // a push over it in the tab's navigation controller the same. Fails if
        // the events do not arrive, or arrive as movingFromParent (which
        // would tell the page it is gone for good).
        DeviceCheck("aSwiftUIChildOfATabHearsTabSwitchesAndPushesAsCovered", feature: "Navigation") { check in
            let log = CheckLifecycleLog()
            let page = TabBasePage(log: log)
            let navigation = UINavigationController(rootViewController: page)
            navigation.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
            let other = UIViewController()
            other.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 1)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, other]
            _ = try await check.host(controller: tabs)
            try await check.waitUntil("the child appeared (\(log.events))") {
                log.events.contains(.didAppear(.movingToParent))
            }

            log.events = []
            tabs.selectedIndex = 1
            try await check.waitUntil("a tab switch away reports didDisappear (\(log.events))") {
                log.events.contains { $0.phase == .didDisappear }
            }
            check.expect(log.events == [.willDisappear(.covered), .didDisappear(.covered)],
                         "switching tabs away: \(log.events)")

            log.events = []
            tabs.selectedIndex = 0
            try await check.waitUntil("a tab switch back reports didAppear (\(log.events))") {
                log.events.contains { $0.phase == .didAppear }
            }
            check.expect(log.events == [.willAppear(.uncovered), .didAppear(.uncovered)],
                         "switching tabs back: \(log.events)")

            log.events = []
            let pushed = UIViewController()
            pushed.view.backgroundColor = .systemBackground
            navigation.pushViewController(pushed, animated: true)
            try await check.waitUntil("a push over it reports didDisappear (\(log.events))", timeout: .seconds(3)) {
                log.events.contains { $0.phase == .didDisappear }
            }
            check.expect(log.events == [.willDisappear(.covered), .didDisappear(.covered)],
                         "a push over the tab's page: \(log.events)")

            log.events = []
            navigation.popViewController(animated: true)
            try await check.waitUntil("the pop back reports didAppear (\(log.events))", timeout: .seconds(3)) {
                log.events.contains { $0.phase == .didAppear }
            }
            check.expect(log.events == [.willAppear(.uncovered), .didAppear(.uncovered)],
                         "popping back to the tab's page: \(log.events)")
        },
    ]
}
