/// Whether, when and where to scroll so that a refresh begun from code shows its
/// spinner.
///
/// `UIRefreshControl.beginRefreshing()` starts the spinner but does not scroll:
/// with the content at rest the control stays above the visible area. When the
/// content rests at its top, it is moved down by the control's height, as a pull
/// would leave it; when the user has scrolled into the content, it stays where it
/// is (the spinner shows when they scroll back up).
///
/// The rules:
/// - The geometry is taken just before `beginRefreshing()` (``spinnerWillBegin(_:)``),
///   so the answer is the same whether or not UIKit adds the control's height to
///   the inset; but only from a scroll view that is laid out (in a window, with
///   non-empty bounds). `isRefreshing = true` in `.task` on first appearance can
///   begin the refresh before the navigation bar's inset applies: that geometry is
///   not kept, and the check measures the laid-out scroll view instead.
/// - The reveal is performed at a later check, on the next main-actor turn after
///   the request or after an update, never inside SwiftUI's update (``request()``,
///   ``check(_:controlHeight:isSpinning:)``). A check on a scroll view that is not
///   laid out asks for another one ``recheckInterval`` later, at most
///   ``recheckLimit`` times (150 ms, 10 times: 1.5 s) per request; then the
///   reveal is dropped, so an idle screen does not keep a timer running.
/// - Only BridgeKit's control on the scroll view spins and is revealed
///   (``beginsSpinner(_:)``, ``Geometry/isControlAttached``): in the Mac idiom
///   it is never attached, and an inherited `.refreshable` may put SwiftUI's
///   own control in its place. Beginning a control the scroll view does not
///   hold shows nothing, and scrolling for it leaves a blank gap; the refresh
///   still runs, with no spinner.
/// - The kept geometry is used once and cleared; a finger touching down or the
///   spinner ending drops the reveal (``cancel()``): content under a finger never moves.
/// - A request made with `scrollingToTop` (``request(scrollingToTop:)``: a
///   "Reload" the app wants seen) scrolls to the revealed offset from anywhere
///   in the content, as a tap on the status bar would, instead of leaving
///   content the user scrolled into where it is. A finger down still cancels it.
/// - Nothing begins or scrolls while a push or presentation showing the scroll
///   view runs (``Geometry/isInTransition``): begun during a push under a large
///   title, the spinner showed and the content scrolled mid-transition
///   (openradar 42862724), and woocommerce-ios#17742/#17813 stopped changing
///   refresh state mid-navigation on iOS 26. The spinner begins at the first
///   check after the transition (``beginsSpinnerNow(_:)``, ``Step/beginSpinner``),
///   its geometry taken then, as focus on appear waits for the transition; if
///   the transition outlasts the checks it begins anyway, unrevealed.
///
/// ```swift
/// var reveal = RefreshReveal()
/// reveal.spinnerWillBegin(geometry)   // then beginRefreshing()
/// reveal.request()                    // the session's .revealSpinner; check on the next turn:
/// reveal.check(geometry, controlHeight: 60, isSpinning: true)   // .scroll(toContentOffsetY: -124)
/// ```
package struct RefreshReveal: Hashable, Sendable {
    /// What the shell reads from the scroll view.
    package struct Geometry: Hashable, Sendable {
        package var contentOffsetY: Double
        /// `adjustedContentInset.top`.
        package var topInset: Double
        package var isInWindow: Bool
        package var boundsHeight: Double
        /// `scrollView.refreshControl === control`: false in the Mac idiom (the
        /// control is never attached) and while SwiftUI's own control holds
        /// the scroll view.
        package var isControlAttached: Bool
        /// A push or presentation showing the scroll view is running (its view
        /// controller, or one above it, has a `transitionCoordinator`).
        package var isInTransition: Bool

        package init(contentOffsetY: Double, topInset: Double, isInWindow: Bool, boundsHeight: Double,
                     isControlAttached: Bool = true, isInTransition: Bool = false) {
            self.contentOffsetY = contentOffsetY
            self.topInset = topInset
            self.isInWindow = isInWindow
            self.boundsHeight = boundsHeight
            self.isControlAttached = isControlAttached
            self.isInTransition = isInTransition
        }

        /// In a window with non-empty bounds: its insets and offset mean something.
        package var isLaidOut: Bool { isInWindow && boundsHeight > 0 }
    }

    /// What a check asks the shell to do.
    package enum Step: Hashable, Sendable {
        /// Nothing: no reveal pending, or the content is not at its top.
        case none
        /// The scroll view is not laid out yet: check again after this delay.
        case checkAgain(after: Duration)
        /// `setContentOffset` to this `y`, animated.
        case scroll(toContentOffsetY: Double)
        /// The transition a begin waited for is over: `beginRefreshing()` now
        /// (with ``spinnerWillBegin(_:)`` first), then check again for the reveal.
        case beginSpinner
    }

    /// How far into the content, in points, still counts as "at the top".
    package static let topTolerance = 1.0

    /// The time between two checks while the scroll view is not laid out.
    package static let recheckInterval = Duration.milliseconds(150)
    /// How many times a request is checked again while the scroll view is not laid out.
    package static let recheckLimit = 10

    /// The laid-out geometry from just before `beginRefreshing()`, until used.
    package private(set) var restingGeometry: Geometry?
    /// Whether a reveal waits for a check.
    package private(set) var isPending = false
    /// Checks left for the pending request while the scroll view is not laid out.
    package private(set) var rechecksLeft = 0
    /// A `beginRefreshing()` waits for a transition to end.
    package private(set) var isBeginPending = false
    /// The pending reveal scrolls from anywhere in the content, not only from its top.
    package private(set) var scrollsToTop = false

    package init() {}

    /// Whether the shell may call `beginRefreshing()`: only on a control the
    /// scroll view holds.
    package static func beginsSpinner(_ geometry: Geometry) -> Bool {
        geometry.isControlAttached
    }

    /// Whether the shell may call `beginRefreshing()` now: on a control the
    /// scroll view holds, outside a transition. During one the begin waits:
    /// the shell checks on the next turn (``check(_:controlHeight:isSpinning:)``).
    package mutating func beginsSpinnerNow(_ geometry: Geometry) -> Bool {
        guard Self.beginsSpinner(geometry) else { return false }
        guard geometry.isInTransition else { return true }
        if !isBeginPending, !isPending { rechecksLeft = Self.recheckLimit }
        isBeginPending = true
        return false
    }

    /// Just before `beginRefreshing()` on a control that is not spinning yet.
    package mutating func spinnerWillBegin(_ geometry: Geometry) {
        restingGeometry = geometry.isLaidOut && geometry.isControlAttached && !geometry.isInTransition ? geometry : nil
    }

    /// The session asked to reveal the spinner (`Effect.revealSpinner`);
    /// `scrollingToTop`: from anywhere in the content.
    package mutating func request(scrollingToTop: Bool = false) {
        isPending = true
        scrollsToTop = scrollsToTop || scrollingToTop
        rechecksLeft = Self.recheckLimit
    }

    /// A finger touched down, or the spinner ended: nothing to reveal any more.
    package mutating func cancel() {
        isPending = false
        isBeginPending = false
        scrollsToTop = false
        restingGeometry = nil
        rechecksLeft = 0
    }

    /// A check, on the main-actor turn after a request or an update, or at the
    /// delay a previous check asked for: what to do now.
    package mutating func check(_ now: Geometry, controlHeight: Double, isSpinning: Bool) -> Step {
        if isBeginPending {
            guard now.isControlAttached else { cancel(); return .none }
            if now.isInTransition, rechecksLeft > 0 {
                rechecksLeft -= 1
                return .checkAgain(after: Self.recheckInterval)
            }
            // Over, or out of checks: it begins (late beats never), revealed only after.
            isBeginPending = false
            if now.isInTransition { isPending = false }
            return .beginSpinner
        }
        guard isPending else { return .none }
        guard isSpinning, now.isControlAttached else { cancel(); return .none }
        guard now.isLaidOut, !now.isInTransition else {
            guard rechecksLeft > 0 else { cancel(); return .none }
            rechecksLeft -= 1
            return .checkAgain(after: Self.recheckInterval)
        }
        let resting = restingGeometry ?? now
        let toTop = scrollsToTop
        cancel()
        return Self.contentOffsetY(
            current: resting.contentOffsetY, restingTopInset: resting.topInset, controlHeight: controlHeight,
            scrollingToTop: toTop
        ).map { .scroll(toContentOffsetY: $0) } ?? .none
    }

    /// The `contentOffset.y` that shows the control, or `nil` to leave the content
    /// alone: only content at rest at its top moves, unless `scrollingToTop`.
    package static func contentOffsetY(current: Double, restingTopInset: Double, controlHeight: Double,
                                       scrollingToTop: Bool = false) -> Double? {
        let pull = RefreshTrigger.pullDistance(contentOffsetY: current, topInset: restingTopInset)
        guard scrollingToTop || pull > -topTolerance, controlHeight > 0 else { return nil }
        let revealed = -(restingTopInset + controlHeight)
        return current > revealed ? revealed : nil
    }
}
