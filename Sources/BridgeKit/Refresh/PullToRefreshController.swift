#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// Pull-to-refresh for any `UIScrollView` that starts the action when the finger
/// lifts while the pull is still far enough, not while it is still down.
///
/// It owns a `UIRefreshControl` and forwards what UIKit reports to a
/// `RefreshRunner`: the control's `.valueChanged` (through a `UIAction`, no
/// a selector), and the touches on the scroll view (see `RefreshSession` for the
/// rules). SwiftUI's `.pullToRefresh` modifiers use one per view; use it directly
/// for UIKit scroll views, including ones shown with `UIViewAdaptor`.
///
/// ```swift
/// let refresher = PullToRefreshController(tint: .systemBlue, title: "Checking for mail") {
///     try await mailbox.fetch()
/// }
/// refresher.attach(to: tableView)   // keep `refresher` alive, e.g. in a property
/// ```
@MainActor
public final class PullToRefreshController {
    /// The control put on the scroll view.
    public let refreshControl: UIRefreshControl
    /// The scroll view the control is attached to.
    public private(set) weak var scrollView: UIScrollView?

    private let runner: RefreshRunner
    private let surface = ControlAndBinding()
    private var touchObserver: ScrollTouchObserver?
    private var appearance: (tint: UIColor?, title: String?)?
    /// Whether `attach(to:)` turned the scroll view's `alwaysBounceVertical` on.
    private var bounce = RefreshBounce()

    init(action: RefreshRunner.Action, tint: UIColor?, title: String?) {
        runner = RefreshRunner(action: action, trigger: .controlFires)
        let control = WindowReportingRefreshControl()
        refreshControl = control
        surface.control = refreshControl
        runner.surface = surface
        setAppearance(tint: tint, title: title)
        refreshControl.addAction(UIAction { [weak self] _ in self?.controlFired() }, for: .valueChanged)
        touchObserver = ScrollTouchObserver.make { [weak self] touches in self?.forward(touches) }
        surface.onWatchScrollGesture = { [weak self] in self?.reportScrollGesture() }
        // A spinner UIKit stopped animating as the list left its window turns again when it is back.
        control.onWindowChange = { [weak self] isInWindow in self?.runner.send(.windowChanged(isInWindow: isInWindow)) }
    }

    /// A controller whose refresh lasts as long as `action` runs. A thrown error
    /// still ends the refresh; ``detach()`` cancels a running action.
    public convenience init(
        tint: UIColor? = nil,
        title: String? = nil,
        action: @escaping @MainActor () async throws -> Void
    ) {
        self.init(action: .awaited(action), tint: tint, title: title)
    }

    /// Puts the control on `scrollView`, replacing any other refresh control there
    /// that is not refreshing, and keeps it there: at each touch-down, and when
    /// attached again, the control is put back if something else (SwiftUI's
    /// `.refreshable`) replaced it and is not refreshing.
    /// After ``detach()`` it does nothing: a detached controller never refreshes.
    ///
    /// It also turns the scroll view's `alwaysBounceVertical` on (`false` by
    /// default), so content shorter than the scroll view (an empty list) can
    /// still be pulled, and turns it back off when the control leaves, unless
    /// your code changed it meanwhile. `bounces` is left as you set it.
    public func attach(to scrollView: UIScrollView) {
        guard runner.session.phase != .detached else { return }
        guard scrollView !== self.scrollView else {
            checkAttachment()
            return
        }
        removeFromScrollView()
        // A control moved while spinning begins again on its new scroll view, from
        // that scroll view's geometry (the session shows and reveals it below).
        if refreshControl.isRefreshing { refreshControl.endRefreshing() }
        if let touchObserver { scrollView.addGestureRecognizer(touchObserver) }
        self.scrollView = scrollView
        surface.scrollView = scrollView
        // Short content moves under the finger only when it always bounces.
        if let value = bounce.controlAttached(alwaysBounceVertical: scrollView.alwaysBounceVertical) {
            scrollView.alwaysBounceVertical = value
        }
        // The session puts the control on, unless another one there is refreshing.
        checkAttachment()
        // A refresh begun before the control was on screen shows now.
        runner.send(.controlAttached)
    }

    /// Takes the control off the scroll view and cancels a running action. The
    /// controller does nothing afterwards; make a new one to refresh again.
    public func detach() {
        // Called from SwiftUI's removal too: a binding write waits for the next turn.
        surface.defersBindingWrites = true
        runner.send(.disappeared)
        removeFromScrollView()
    }

    /// Whether a refresh shows.
    public var isRefreshing: Bool { runner.session.isBindingOn }

    /// Called with `true` when a pull or ``refresh(scrollingToTop:)`` starts the action and with `false` when the
    /// refresh it started ends (the action returned or threw, or ``detach()``
    /// cancelled it): the moments `.pullToRefresh` writes its binding. Your own
    /// ``setRefreshing(_:)`` reports only `false` ending a refresh a pull started.
    ///
    /// ```swift
    /// refresher.onRefreshingChange = { [weak self] isRefreshing in
    ///     self?.navigationItem.rightBarButtonItem?.isEnabled = !isRefreshing
    /// }
    /// ```
    public var onRefreshingChange: ((Bool) -> Void)? {
        get { surface.onChange }
        set { surface.onChange = newValue }
    }

    /// Starts a refresh from code, action included, as a pull released past the
    /// threshold would (a "Reload" button), and returns when it has ended. While
    /// a refresh shows it starts nothing and waits for that one. At rest at its
    /// top the content is scrolled to show the spinner; scrolled into the content,
    /// it stays where the user reads (show progress next to the button, from
    /// ``onRefreshingChange``), unless `scrollingToTop` is `true`: then the
    /// content scrolls up, animated, until the spinner shows, from wherever the
    /// user is (not under a finger, and not when the call joins a refresh that
    /// already shows). Does nothing after ``detach()``.
    ///
    /// ```swift
    /// navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reload", primaryAction: UIAction { _ in
    ///     Task { await refresher.refresh(scrollingToTop: true) }
    /// })
    /// ```
    ///
    /// - Parameter scrollingToTop: Brings the spinner into view from anywhere in
    ///   the content. `false` (the default) leaves content the user scrolled into where it is.
    public func refresh(scrollingToTop: Bool = false) async {
        await runner.refresh(scrollingToTop: scrollingToTop)
    }

    /// The `.pullToRefresh(…, refreshesOnAppear: true)` refresh: once per controller.
    func refreshOnAppear() async {
        // The app may have turned its binding on in this appearance (a first
        // load from `.onAppear`) before any update handed the value over: read
        // it now, so the refresh joins that load instead of starting a second.
        if let binding = surface.binding { runner.send(.isRefreshingObserved(binding.wrappedValue)) }
        await runner.refreshOnAppear()
    }

    /// Shows (`true`) the spinner without running the action, for a refresh your
    /// code started, or ends (`false`) the refresh that shows. To run the action
    /// too, call ``refresh(scrollingToTop:)``.
    public func setRefreshing(_ isRefreshing: Bool) {
        runner.send(.isRefreshingObserved(isRefreshing))
        // Ending a refresh a pull started is a change onRefreshingChange reports.
        if !isRefreshing { surface.reportEndIfReportedOn() }
    }

    /// Colors the spinner and sets the text under it; `nil` restores UIKit's default.
    /// Unchanged values are not written again: the modifiers call this on every
    /// SwiftUI update, and a new `attributedTitle` relayouts the control, which
    /// shows as a jump while it spins.
    public func setAppearance(tint: UIColor?, title: String?) {
        if let appearance, appearance.tint == tint, appearance.title == title { return }
        appearance = (tint, title)
        refreshControl.tintColor = tint
        refreshControl.attributedTitle = title.map { NSAttributedString(string: $0) }
    }

    // MARK: SwiftUI plumbing

    /// Called by the `.pullToRefresh` modifiers on every update.
    func update(action: RefreshRunner.Action, isRefreshing: Binding<Bool>?) {
        runner.updateAction(action)
        surface.binding = isRefreshing
        if let isRefreshing { runner.send(.isRefreshingObserved(isRefreshing.wrappedValue)) }
        checkAttachment()
        surface.updateObserved()
    }

    /// Tells the session whether the scroll view still holds this control, and
    /// whether the one it holds instead is refreshing.
    private func checkAttachment() {
        guard let scrollView else { return }
        let current = scrollView.refreshControl
        runner.send(.controlAttachmentObserved(
            isOurs: current === refreshControl,
            isOtherRefreshing: current.map { $0 !== refreshControl && $0.isRefreshing } ?? false
        ))
    }

    /// `.valueChanged`: the scroll view's pan state goes first, so that a pull by
    /// trackpad or mouse (scroll events, no touch our observer could see) is
    /// told from bounce momentum.
    private func controlFired() {
        reportScrollGesture()
        runner.send(.controlTriggered)
    }

    /// The scroll view's own pan gesture recognizer: scrolling (`.began`,
    /// `.changed`) and its `numberOfTouches`, which counts `UITouch`es only and
    /// is 0 while scroll events (`allowedScrollTypesMask`) drive it.
    private func reportScrollGesture() {
        guard let pan = scrollView?.panGestureRecognizer else { return }
        let isScrolling = pan.state == .began || pan.state == .changed
        runner.send(.scrollGestureObserved(isScrolling: isScrolling, touchCount: pan.numberOfTouches))
    }

    private func forward(_ touches: ScrollTouchObserver.Touches) {
        switch touches {
        case .began(let count):
            surface.fingerDown()
            checkAttachment()
            runner.send(.touchesBegan(count: count))
        case .ended(let count): runner.send(.touchesEnded(count: count))
        case .cancelled(let count): runner.send(.touchesCancelled(count: count))
        case .moved:
            guard let scrollView else { return }
            runner.send(.moved(
                contentOffsetY: Double(scrollView.contentOffset.y),
                topInset: Double(scrollView.adjustedContentInset.top)
            ))
        }
    }

    /// Takes the control off its scroll view and keeps the controller usable:
    /// the modifiers call it when the view moved where no scroll view is found.
    func removeFromScrollView() {
        guard let scrollView else { return }
        // Its touches and its pan will not report the end of a pull under way.
        runner.send(.controlDetached)
        if scrollView.refreshControl === refreshControl { scrollView.refreshControl = nil }
        if let value = bounce.controlDetached(alwaysBounceVertical: scrollView.alwaysBounceVertical) {
            scrollView.alwaysBounceVertical = value
        }
        if let touchObserver { scrollView.removeGestureRecognizer(touchObserver) }
        self.scrollView = nil
        surface.scrollView = nil
    }
}

#endif
