import BridgeKit
import SwiftUI
import UIKit

/// A refresh a check starts from code: the action's runs, a gate the action
/// waits on, and the environment action a probe row captured.
@MainActor
final class CheckReloadModel {
    var isRefreshing = false
    var runs = 0
    /// The refresh from code the screen offers: BridgeKit's environment
    /// action, or (a control) the app's own.
    var reload: (@MainActor @Sendable () async -> Void)?
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    var binding: Binding<Bool> { Binding(get: { self.isRefreshing }, set: { self.isRefreshing = $0 }) }

    /// The refresh action: counts the run, then waits until the check opens the gate.
    func action() async {
        runs += 1
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters.removeAll()
    }
}

/// Hands the `pullToRefresh` environment action it sees to the check.
private struct ReloadProbe: View {
    @Environment(\.pullToRefresh) private var pullToRefresh
    let model: CheckReloadModel

    var body: some View {
        Text("probe").onAppear {
            guard let action = pullToRefresh else { return model.reload = nil }
            model.reload = { await action() }
        }
    }
}

@MainActor
private func refreshableList(_ model: CheckReloadModel, _ check: DeviceCheckContext) -> some View {
    let list = List {
        ReloadProbe(model: model)
        ForEach(0..<60, id: \.self) { Text("row \($0)") }
    }
    return check.bridged { list.pullToRefresh(isRefreshing: model.binding) { await model.action() } }
        naive: { list.naivePullToRefresh(isRefreshing: model.binding) { await model.action() } }
}

/// The refresh from code an app writes without BridgeKit: set the flag (the
/// control follows it at the next update), run the action, clear the flag.
@MainActor
private func handWrittenReload(_ model: CheckReloadModel) -> @MainActor @Sendable () async -> Void {
    {
        model.isRefreshing = true
        await model.action()
        model.isRefreshing = false
    }
}

/// The scroll views of `hosted` still in its window that carry a refresh control.
@MainActor
private func withControl<Content: View>(_ hosted: HostedCheckWindow<Content>) -> [UIScrollView] {
    hosted.all(UIScrollView.self).filter { $0.window != nil && $0.refreshControl != nil }
}

extension DeviceChecks {
    static let firstHourChecks: [DeviceCheck] = [
        // Issue 31, item 2: the environment action runs the action (once for two
        // calls), shows the spinner, and at the top scrolls it into view.
        DeviceCheck("reloadFromCodeRunsTheActionOnceAndShowsTheSpinner", feature: "Pull to refresh",
                    control: .immediateRefreshControl) { check in
            let model = CheckReloadModel()
            let hosted = try await check.host(refreshableList(model, check))
            try await check.waitUntil("the List has the control") { withControl(hosted).count == 1 }
            if check.isControl { model.reload = handWrittenReload(model) }
            let reload = try check.require(model.reload, "the row inside .pullToRefresh saw no pullToRefresh action")
            let scrollView = withControl(hosted)[0]
            let control = try check.require(scrollView.refreshControl, "no control")
            // At rest at the top: the reveal moves the content down by the control's height.
            let restingInset = scrollView.adjustedContentInset.top
            let offsetBefore = scrollView.contentOffset.y
            check.expect(abs(offsetBefore + restingInset) < 2, "the list is not at rest at its top (offset \(offsetBefore), inset \(restingInset))")
            let first = Task { await reload() }
            let second = Task { await reload() }
            try await check.waitUntil("the action runs") { model.runs == 1 }
            try await check.waitUntil("the control spins, scrolled into view", timeout: .seconds(3)) {
                control.isRefreshing && spinnerIsRevealed(in: scrollView, control: control, restingTopInset: restingInset)
            }
            check.expect(model.isRefreshing, "isRefreshing is not true while the action runs")
            model.open()
            await first.value
            await second.value
            check.expect(model.runs == 1, "two calls ran the action \(model.runs) times")
            try await check.waitUntil("the spinner ends with the action") { !control.isRefreshing && !model.isRefreshing }
        },

        // Scrolled into the content, a refresh from code leaves the reading position alone.
        DeviceCheck("reloadFromCodeScrolledDownLeavesTheContentWhereItIs", feature: "Pull to refresh") { check in
            let model = CheckReloadModel()
            let hosted = try await check.host(refreshableList(model, check))
            try await check.waitUntil("the List has the control") { withControl(hosted).count == 1 }
            let reload = try check.require(model.reload, "no pullToRefresh action")
            let scrollView = withControl(hosted)[0]
            scrollView.setContentOffset(CGPoint(x: 0, y: 800), animated: false)
            await check.turns(2)
            let offset = scrollView.contentOffset.y
            let refresh = Task { await reload() }
            try await check.waitUntil("the action runs") { model.runs == 1 }
            await check.expectThroughout("the content stays put", for: .milliseconds(600)) {
                abs(scrollView.contentOffset.y - offset) < 1
            }
            model.open()
            await refresh.value
        },

        // Toolbar items take the environment of the view that declares them: a
        // Reload in `.toolbar` placed inside `.pullToRefresh` sees the action.
        DeviceCheck("toolbarInsidePullToRefreshSeesTheReloadAction", feature: "Pull to refresh") { check in
            let model = CheckReloadModel()
            _ = try await check.host(NavigationStack {
                List(0..<5, id: \.self) { Text("row \($0)") }
                    .toolbar { ToolbarItem(placement: .primaryAction) { ReloadProbe(model: model) } }
                    .pullToRefresh(isRefreshing: model.binding) { await model.action() }
            })
            try await check.waitUntil("the toolbar item saw a pullToRefresh action") { model.reload != nil }
        },

        // Issue 31, item 3: a slider with no flexibility fills the row, like SwiftUI's Slider.
        DeviceCheck("sliderWithoutFlexibilityIsAsWideAsTheRow", feature: "Controls") { check in
            let level = CheckLevelModel(0.5)
            let hosted = try await check.host(
                VStack {
                    BoundControl(level.binding, CheckSlider(), events: .valueChanged,
                                 currentValue: { Double($0.value) }, write: { $0.value = Float($1) })
                }
                .frame(width: 300),
                size: CGSize(width: 390, height: 300)
            )
            let slider = try check.require(hosted.first(CheckSlider.self), "no bound UISlider")
            try await check.waitUntil("the slider is 300 wide") { abs(slider.bounds.width - 300) < 1 }
        },

        // What ControlSizing's table assumes of UIKit: a slider and a progress view
        // report no intrinsic width (so sized rigidly they were 0 wide), a switch one.
        DeviceCheck("sliderAndProgressViewReportNoIntrinsicWidth", feature: "Controls") { check in
            let slider = UISlider(), progress = UIProgressView(progressViewStyle: .default), toggle = UISwitch()
            check.expect(slider.intrinsicContentSize.width == UIView.noIntrinsicMetric,
                         "UISlider reports an intrinsic width of \(slider.intrinsicContentSize.width)")
            check.expect(progress.intrinsicContentSize.width == UIView.noIntrinsicMetric,
                         "UIProgressView reports an intrinsic width of \(progress.intrinsicContentSize.width)")
            check.expect(toggle.intrinsicContentSize.width > 0, "UISwitch reports no intrinsic width")
        },

        // A switch keeps its size, like Toggle's: neither stretched in a wide row nor squeezed.
        DeviceCheck("switchWithoutFlexibilityKeepsItsSize", feature: "Controls") { check in
            let hosted = try await check.host(
                VStack {
                    BoundControl(.constant(true), UISwitch()) { $0.isOn = $1 }
                }
                .frame(width: 300),
                size: CGSize(width: 390, height: 300)
            )
            let toggle = try check.require(hosted.first(UISwitch.self), "no UISwitch")
            let natural = toggle.intrinsicContentSize
            try await check.waitUntil("the switch is \(natural.width) wide") {
                abs(toggle.bounds.width - natural.width) < 1 && abs(toggle.bounds.height - natural.height) < 1
            }
        },

        // Issue 31, item 6: the recipe's UIKit list reloads once when its SwiftUI
        // page is popped, and not for a back swipe taken back (driven from code:
        // a pop whose transition a UIPercentDrivenInteractiveTransition moves
        // and cancels, as the system's back swipe does), which UIKit starts by
        // calling the list's viewWillAppear.
        DeviceCheck("poppingTheSwiftUIPageReloadsTheUIKitListOnce", feature: "Navigation",
                    control: .reloadInViewWillAppear) { check in
            let list: UITableViewController
            let reloadsAfterPop: @MainActor () -> Int
            if check.isControl {
                let naive = ReloadOnAppearNotesViewController(store: NoteStore())
                list = naive
                reloadsAfterPop = { naive.reloadsAfterPop }
            } else {
                let notes = NotesViewController(store: NoteStore())
                list = notes
                reloadsAfterPop = { notes.reloadsAfterPop }
            }
            let navigation = UINavigationController(rootViewController: list)
            let swipe = BackSwipeFromCode()
            navigation.delegate = swipe
            _ = try await check.host(controller: navigation)
            try await check.waitUntil("the list shows its notes") { list.tableView.numberOfRows(inSection: 0) == 3 }
            list.tableView.delegate?.tableView?(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
            try await check.waitUntil("the page is pushed") {
                navigation.viewControllers.count == 2 && navigation.transitionCoordinator == nil
            }
            check.expect(reloadsAfterPop() == 0, "pushing reloaded the list")

            // A back swipe, halfway, taken back.
            swipe.drivesThePop = true
            navigation.popViewController(animated: true)
            try await check.waitUntil("the back swipe began") { swipe.interaction.hasStarted }
            swipe.interaction.update(0.4)
            await check.turns(3)
            swipe.interaction.cancel()
            try await check.waitUntil("the back swipe was taken back", timeout: .seconds(3)) {
                swipe.endedCancelled && navigation.transitionCoordinator == nil && navigation.viewControllers.count == 2
            }
            swipe.drivesThePop = false
            await check.expectThroughout("a back swipe taken back does not reload the list", for: .milliseconds(500)) {
                reloadsAfterPop() == 0
            }

            navigation.popViewController(animated: true)
            try await check.waitUntil("the list reloaded after the pop", timeout: .seconds(3)) { reloadsAfterPop() == 1 }
            await check.expectThroughout("once", for: .milliseconds(500)) { reloadsAfterPop() == 1 }
        },
    ]
}

/// Whether a code-started refresh has scrolled its spinner into view: the
/// content offset reached about `-(restingTopInset + control height)`, the
/// reveal `RefreshReveal` asks for. (`bounds.intersects(control.frame)` is
/// already true at rest, so it proves no reveal.)
@MainActor
func spinnerIsRevealed(in scrollView: UIScrollView, control: UIRefreshControl, restingTopInset: CGFloat) -> Bool {
    let height = control.bounds.height > 0
        ? control.bounds.height
        : control.sizeThatFits(CGSize(width: scrollView.bounds.width, height: 0)).height
    return height > 0 && abs(scrollView.contentOffset.y + restingTopInset + height) < 2
}

/// A back swipe driven from code: while `drivesThePop`, the navigation
/// controller's pop runs this slide (the top page moving right over the page
/// beneath), driven by `interaction`, which the check moves with `update(_:)`
/// and ends with `cancel()` or `finish()`, as the system's back swipe does.
@MainActor
final class BackSwipeFromCode: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    let interaction = StartedInteraction()
    var drivesThePop = false
    /// Whether the last driven transition ended taken back.
    private(set) var endedCancelled = false

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .pop && drivesThePop ? self : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        animationController === self ? interaction : nil
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let from: UIView = fromVC.view
        let to: UIView = toVC.view
        to.frame = transitionContext.finalFrame(for: toVC)
        container.insertSubview(to, belowSubview: from)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear) {
            from.transform = CGAffineTransform(translationX: container.bounds.width, y: 0)
        } completion: { _ in
            from.transform = .identity
            let cancelled = transitionContext.transitionWasCancelled
            self.endedCancelled = cancelled
            transitionContext.completeTransition(!cancelled)
        }
    }
}

/// A percent-driven transition that says when UIKit started it.
@MainActor
final class StartedInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var hasStarted = false

    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        hasStarted = true
        super.startInteractiveTransition(transitionContext)
    }
}
