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

/// What a refused swipe reached: the presenter's closure and the sheet's own content.
@MainActor
private final class DismissAttemptLog {
    var item: DismissAttemptItem? = DismissAttemptItem(id: 1)
    var heard: [String] = []

    var binding: Binding<DismissAttemptItem?> {
        Binding(get: { [unowned self] in item }, set: { [unowned self] in item = $0 })
    }
}

private struct DismissAttemptItem: Identifiable, Equatable {
    let id: Int
}

/// A hosted page's title and bar button state (item 5).
@MainActor
private final class TitleCheckModel: ObservableObject {
    @Published var title = "From SwiftUI"
    @Published var draft = "" {
        didSet { saveItem?.isEnabled = !draft.isEmpty }
    }
    weak var saveItem: UIBarButtonItem?
}

/// Sets "Configured" before the push and a different `.navigationTitle` in SwiftUI.
private struct TitleCheckPage: StandaloneHostedView {
    @ObservedObject var model: TitleCheckModel

    func configureHostingController(_ hostingController: StandaloneHostingController<TitleCheckPage>) {
        hostingController.navigationItem.title = "Configured"
        let save = UIBarButtonItem(title: "Save", primaryAction: UIAction { _ in })
        save.isEnabled = !model.draft.isEmpty
        model.saveItem = save
        hostingController.navigationItem.rightBarButtonItem = save
    }

    var body: some View {
        Text(model.draft).navigationTitle(model.title)
    }
}

/// The title each page had when UIKit was about to show it.
@MainActor
private final class WillShowTitles: NSObject, UINavigationControllerDelegate {
    var titles: [String?] = []
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        titles.append(viewController.navigationItem.title)
    }
}

/// The `pullToRefresh` environment action a row inside the modifier saw.
@MainActor
private final class SeenRefreshAction {
    var action: PullToRefreshAction?
}

/// Hands the `pullToRefresh` environment action a row inside the modifier sees to the check.
private struct RowReloadProbe: View {
    @Environment(\.pullToRefresh) private var pullToRefresh
    let seen: SeenRefreshAction

    var body: some View {
        Text("probe").onAppear { seen.action = pullToRefresh }
    }
}

/// The naive bridge `refreshOnAppearOutsideTheModifier`: a refresh on appear
/// written by hand in the view that applies `.pullToRefresh`, calling the
/// `pullToRefresh` environment action it reads there. That view is outside the
/// modifier, where the action is nil, so nothing runs on appear: what
/// `refreshesOnAppear:` exists for (the control fails at "the action runs on appear").
private struct RefreshOnAppearByHand: View {
    @Environment(\.pullToRefresh) private var pullToRefresh
    let model: CheckReloadModel

    var body: some View {
        List(0..<60, id: \.self) { Text("row \($0)") }
            .pullToRefresh(isRefreshing: model.binding) { await model.action() }
            .onAppear {
                guard let action = pullToRefresh else { return }
                Task { await action() }
            }
    }
}

/// The refresh from code a check starts: BridgeKit's environment action, or
/// (the control) the app's own, written in SwiftUI.
@MainActor
private final class CodeRefresh {
    var byHand: (@MainActor () async -> Void)?
}

/// The naive bridge for `reloadFromCodeScrollingToTopRevealsTheSpinnerFromDeepInTheList`
/// (`immediateRefreshControl`): the app's own "scroll to the top and refresh",
/// written in SwiftUI, where it has no handle on the UIScrollView: a
/// `ScrollViewReader` scrolls to the first row (animated) while its state turns
/// the refresh on, which the hand-written control follows with
/// `beginRefreshing()`.
private struct ScrollToTopRefreshByHand: View {
    let model: CheckReloadModel
    let refresh: CodeRefresh
    @State private var isRefreshing = false

    var body: some View {
        ScrollViewReader { proxy in
            List {
                Text("probe").id("top")
                ForEach(0..<60, id: \.self) { Text("row \($0)") }
            }
            .naivePullToRefresh(isRefreshing: $isRefreshing) { await model.action() }
            .onAppear {
                let isRefreshing = $isRefreshing
                refresh.byHand = {
                    withAnimation { proxy.scrollTo("top", anchor: .top) }
                    isRefreshing.wrappedValue = true
                    await model.action()
                    isRefreshing.wrappedValue = false
                }
            }
        }
    }
}

/// The scroll views in the window that carry a refresh control.
@MainActor
private func scrollViewsWithRefreshControl<Content: View>(_ hosted: HostedCheckWindow<Content>) -> [UIScrollView] {
    hosted.all(UIScrollView.self).filter { $0.window != nil && $0.refreshControl != nil }
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
    
        // 1: `refreshesOnAppear: true` runs the action when the list appears,
        // shows the spinner, and runs it once. Fails if nothing runs, the
        // spinner never shows, or the action runs twice.
        DeviceCheck("refreshesOnAppearRunsTheActionOnceAndShowsTheSpinner", feature: "Pull to refresh",
                    control: .refreshOnAppearOutsideTheModifier) { check in
            let model = CheckReloadModel()
            let hosted = try await check.host(check.bridged {
                List(0..<60, id: \.self) { Text("row \($0)") }
                    .pullToRefresh(isRefreshing: model.binding, refreshesOnAppear: true) { await model.action() }
            } naive: { RefreshOnAppearByHand(model: model) })
            try await check.waitUntil("the action runs on appear") { model.runs == 1 }
            try await check.waitUntil("the control spins") {
                scrollViewsWithRefreshControl(hosted).first?.refreshControl?.isRefreshing == true
            }
            check.expect(model.isRefreshing, "isRefreshing is not true while the action runs")
            model.open()
            try await check.waitUntil("the refresh ends") { !model.isRefreshing }
            await check.expectThroughout("the action ran once", for: .milliseconds(600)) { model.runs == 1 }
        },

        // 2: scrolled deep into the list, a call with `scrollingToTop: true`
        // scrolls up until the spinner shows (without it the content stays:
        // `reloadFromCodeScrolledDownLeavesTheContentWhereItIs`).
        DeviceCheck("reloadFromCodeScrollingToTopRevealsTheSpinnerFromDeepInTheList", feature: "Pull to refresh",
                    control: .immediateRefreshControl) { check in
            let model = CheckReloadModel()
            check.recorder.onEnd { model.open() }   // a failed run leaves no refresh waiting
            let seen = SeenRefreshAction()
            let byHand = CodeRefresh()
            let hosted = try await check.host(check.bridged {
                List {
                    RowReloadProbe(seen: seen)
                    ForEach(0..<60, id: \.self) { Text("row \($0)") }
                }
                .pullToRefresh(isRefreshing: model.binding) { await model.action() }
            } naive: { ScrollToTopRefreshByHand(model: model, refresh: byHand) })
            try await check.waitUntil("the List has the control") { scrollViewsWithRefreshControl(hosted).count == 1 }
            if check.isControl {
                try check.require(byHand.byHand != nil, "the hand-written list gave no refresh")
            } else {
                try check.require(seen.action != nil, "the row inside .pullToRefresh saw no pullToRefresh action")
            }
            let scrollView = scrollViewsWithRefreshControl(hosted)[0]
            let control = try check.require(scrollView.refreshControl, "no control")
            let restingInset = scrollView.adjustedContentInset.top
            scrollView.setContentOffset(CGPoint(x: 0, y: 800), animated: false)
            await check.turns(2)
            let refresh = Task { @MainActor in
                if let reload = seen.action { await reload(scrollingToTop: true) } else { await byHand.byHand?() }
            }
            try await check.waitUntil("the action runs") { model.runs == 1 }
            try await check.waitUntil("the list scrolled up to the spinner", timeout: .seconds(3)) {
                control.isRefreshing && spinnerIsRevealed(in: scrollView, control: control, restingTopInset: restingInset)
            }
            model.open()
            await refresh.value
        },
    
        // 4: a swipe `isModalInPresentation` refused reaches the sheet's own
        // content (`.onDismissAttempt`), after the presenter's closure. UIKit's
        // call is made as UIKit makes it, on the presentation controller's
        // delegate: a swipe cannot be synthesized without private API.
        DeviceCheck("aRefusedSwipeReachesTheSheetsOwnContent", feature: "Presentation") { check in
            let root = UIViewController()
            _ = try await check.host(controller: root)
            let log = DismissAttemptLog()
            root.present(item: log.binding, isModalInPresentation: .constant(true),
                         onDismissAttempt: { log.heard.append("presenter") },
                         content: { (_: DismissAttemptItem) -> AnyView in
                             AnyView(Text("unsaved form").onDismissAttempt { log.heard.append("content") })
                         })
            try await check.waitUntil("the sheet is presented", timeout: .seconds(3)) {
                root.presentedViewController?.isBeingPresented == false
            }
            let presented = try check.require(root.presentedViewController, "nothing presented")
            check.expect(presented.isModalInPresentation, "the sheet is not modal")
            let controller = try check.require(presented.presentationController, "no presentation controller")
            let delegate = try check.require(controller.delegate, "BridgeKit set no presentation controller delegate")
            await check.turns(2)
            delegate.presentationControllerDidAttemptToDismiss?(controller)
            try await check.waitUntil("the attempt reached the content (\(log.heard))") { log.heard.contains("content") }
            check.expect(log.heard == ["presenter", "content"], "heard \(log.heard)")
            check.expect(root.presentedViewController === presented, "the sheet left")
        },
    
        // 3: with `appliesToAppWrites: true`, a value the model holds when the
        // field appears, and one written later, show formatted and are written
        // back to the binding formatted. Fails if either shows unformatted.
        DeviceCheck("aTransformAppliedToAppWritesFormatsTheModelsValue", feature: "Text field",
                    control: .formattingTextField) { check in
            let grouped = TextTransform { text in
                let digits = text.filter(\.isNumber)
                return stride(from: 0, to: digits.count, by: 4).map { start in
                    String(digits.dropFirst(start).prefix(4))
                }.joined(separator: " ")
            }
            let model = CheckTextModel("42424242")
            @MainActor func cardField() -> AnyView {
                check.bridged { TextFieldWrapper("card", text: model.binding).transform(grouped, appliesToAppWrites: true) }
                    naive: { HandWrittenTextField(placeholder: "card", text: model.binding) { grouped($0) } }
            }
            let hosted = try await check.host(cardField())
            let field = try check.require(hosted.first(UITextField.self), "no UITextField")
            try await check.waitUntil("the field shows the formatted value (\(field.text ?? "nil"))") {
                field.text == "4242 4242"
            }
            try await check.waitUntil("the binding holds the formatted value (\(model.text))") { model.text == "4242 4242" }
            model.text = "1234123412"
            await hosted.update(cardField())
            try await check.waitUntil("a later app write shows formatted (\(field.text ?? "nil"))") {
                field.text == "1234 1234 12"
            }
            try await check.waitUntil("and reaches the binding formatted (\(model.text))") { model.text == "1234 1234 12" }
        },
    
        // 5: the title set before the push is in the bar as the push starts;
        // SwiftUI's `.navigationTitle` then takes over and follows state; a bar
        // button the model keeps follows the state it shows.
        DeviceCheck("aHostedPagesNavigationTitleTakesOverAfterThePushAndFollowsState", feature: "Navigation") { check in
            let navigation = NavigatorController(rootViewController: UIViewController())
            let titles = WillShowTitles()
            navigation.delegate = titles
            _ = try await check.host(controller: navigation)
            await check.turns(2)
            titles.titles = []
            let model = TitleCheckModel()
            let page = StandaloneHostingController(rootView: TitleCheckPage(model: model))
            navigation.pushViewController(page, animated: true)
            try await check.waitUntil("the push starts", timeout: .seconds(3)) { !titles.titles.isEmpty }
            check.expect(titles.titles.first == "Configured", "title as the push started: \(titles.titles)")
            try await check.waitUntil("SwiftUI's title takes over (\(page.navigationItem.title ?? "nil"))", timeout: .seconds(3)) {
                page.navigationItem.title == "From SwiftUI"
            }
            model.title = "Renamed"
            try await check.waitUntil("the title follows state (\(page.navigationItem.title ?? "nil"))") {
                page.navigationItem.title == "Renamed"
            }
            let save = try check.require(page.navigationItem.rightBarButtonItem, "the bar button is gone")
            check.expect(!save.isEnabled, "Save enabled with an empty draft")
            model.draft = "x"
            check.expect(save.isEnabled, "Save did not follow the draft")
        },
    ]
}
