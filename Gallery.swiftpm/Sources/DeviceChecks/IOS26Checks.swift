import BridgeKit
import SwiftUI
import UIKit

/// A page whose title and Edit button are set in `configureHostingController`,
/// before any push.
private struct EditablePage: StandaloneHostedView {
    let edit: UIBarButtonItem

    func configureHostingController(_ hostingController: StandaloneHostingController<EditablePage>) {
        hostingController.navigationItem.title = "Noodle"
        hostingController.navigationItem.rightBarButtonItem = edit
    }

    var body: some View { Text("detail") }
}

/// The scroll views in `window` that carry a refresh control.
@MainActor
private func scrollViewsWithControl(in window: UIWindow) -> [UIScrollView] {
    var found: [UIScrollView] = []
    var stack: [UIView] = [window]
    while let view = stack.popLast() {
        if let scrollView = view as? UIScrollView, scrollView.window != nil, scrollView.refreshControl != nil {
            found.append(scrollView)
        }
        stack.append(contentsOf: view.subviews)
    }
    return found
}

/// What iOS 26 changed around the shell (issue 29), where a simulator can show it.
/// Each also runs, unchanged, on earlier versions.
extension DeviceChecks {
    static let ios26Checks: [DeviceCheck] = [
        // iOS 26's navigation bar draws bar buttons on glass and wraps them in
        // views of its own; what the page set before the push must be what the
        // bar shows, from the push's first frame, after every pop and push.
        // Issue 38: the title and the Edit button are read as the push starts
        // too, so a page whose bar is filled only after it is pushed fails.
        DeviceCheck("barButtonsSetBeforeAPushStayThroughPopAndPush", feature: "Hosting",
                    control: .handPushedNavigation) { check in
            let root = UIViewController()
            let navigation: UINavigationController = check.isControl ? UINavigationController(rootViewController: root)
                : NavigatorController(rootViewController: root)
            _ = try await check.host(controller: navigation)
            let edit = UIBarButtonItem(title: "Edit")
            // The control's page is what a SwiftUI page written by hand says:
            // SwiftUI's title and toolbar modifiers, in a UIHostingController,
            // a new one each round (as an app makes a detail page per push), so
            // every round is a first push; BridgeKit's page is pushed again.
            @MainActor func makePage() -> UIViewController {
                check.isControl
                    ? UIHostingController(rootView: Text("detail").navigationTitle("Noodle").toolbar {
                        ToolbarItem(placement: .primaryAction) { Button("Edit") {} }
                    })
                    : StandaloneHostingController(rootView: EditablePage(edit: edit))
            }
            var page = makePage()
            // BridgeKit's bar shows the page's own `edit`; SwiftUI makes a button
            // of its own, so the control asks for any trailing button.
            @MainActor func showsEdit(_ item: UINavigationItem?) -> Bool {
                guard check.isControl else { return item?.rightBarButtonItem === edit }
                return item?.rightBarButtonItem != nil || !(item?.trailingItemGroups.isEmpty ?? true)
            }
            for round in 1...5 {
                if check.isControl && round > 1 { page = makePage() }
                navigation.pushViewController(page, animated: true)
                let starting = navigation.navigationBar.topItem
                check.expect(starting === page.navigationItem,
                             "round \(round): the bar does not show the page's item as the push starts")
                check.expect(starting?.title == "Noodle" && showsEdit(starting),
                             "round \(round): as the push starts the bar's item has the title \(starting?.title ?? "nil") and \(showsEdit(starting) ? "the" : "no") Edit button")
                try await check.waitUntil("round \(round): the push ended") {
                    navigation.topViewController === page && navigation.transitionCoordinator == nil
                }
                await check.turns(2)
                check.expect(page.navigationItem.title == "Noodle",
                             "round \(round): the title is \(page.navigationItem.title ?? "nil")")
                check.expect(showsEdit(navigation.navigationBar.topItem),
                             "round \(round): the bar's item has no Edit button")
                navigation.popViewController(animated: true)
                try await check.waitUntil("round \(round): the pop ended") {
                    navigation.topViewController === root && navigation.transitionCoordinator == nil
                }
            }
        },

        // Another app crashed on iOS 26 in a layout cycle through the navigation
        // controller's refresh-control host while moving between a refreshing list
        // and its detail (woocommerce-ios#17813). A refresh running under a large
        // title survives ten pushes and pops: the control stays on the List and
        // spins, and it stops when the binding ends the refresh. Issue 38: it
        // also reads the spinner's layer animations after each pop (UIKit
        // removes them when the List leaves the window), so a frozen spinner
        // that still says isRefreshing fails it.
        DeviceCheck("aRefreshUnderALargeTitleSurvivesPushAndPop", feature: "Pull to refresh",
                    control: .immediateRefreshControl) { check in
            let model = CheckRefreshModel()
            @MainActor func list() -> some View {
                let list = List(0..<30, id: \.self) { Text("row \($0)") }
                return check.bridged { list.pullToRefresh(isRefreshing: model.binding) { } }
                    naive: { list.naivePullToRefresh(isRefreshing: model.binding) { } }
            }
            let page = UIHostingController(rootView: list())
            page.navigationItem.title = "Refreshing"
            page.navigationItem.largeTitleDisplayMode = .always
            let navigation = NavigatorController(rootViewController: page)
            navigation.navigationBar.prefersLargeTitles = true
            let window = try await check.host(controller: navigation)
            try await check.waitUntil("the List has the control") { scrollViewsWithControl(in: window).count == 1 }
            let scrollView = scrollViewsWithControl(in: window)[0]
            let control = try check.require(scrollView.refreshControl, "no control")
            model.isRefreshing = true
            page.rootView = list()
            try await check.waitUntil("the control spins") { control.isRefreshing }
            for round in 1...10 {
                navigation.pushViewController(UIViewController(), animated: true)
                try await check.waitUntil("round \(round): the push ended") {
                    navigation.topViewController !== page && navigation.transitionCoordinator == nil
                }
                navigation.popViewController(animated: true)
                try await check.waitUntil("round \(round): the pop ended") {
                    navigation.topViewController === page && navigation.transitionCoordinator == nil
                }
                check.expect(scrollView.refreshControl === control, "round \(round): the List lost its control")
                check.expect(control.isRefreshing, "round \(round): the spinner stopped while the binding is on")
                try await check.waitUntil("round \(round): the spinner turns (its layers animate)") { hasAnimation(control.layer) }
            }
            model.isRefreshing = false
            page.rootView = list()
            try await check.waitUntil("the spinner ends with the binding") { !control.isRefreshing }
        },
    ]
}
