import BridgeCore

/// A headless stand-in for the geometry of a `UIScrollView` with a
/// `UIRefreshControl`: `contentOffset.y`, `adjustedContentInset.top`, and what the
/// control does to them when it begins refreshing.
///
/// `UIRefreshControl` adds its height to the top inset when it begins refreshing
/// (with the finger still down after a long pull, or from `beginRefreshing()`);
/// whether UIKit also shifts the offset to compensate is not documented, so both
/// are modelled (``ShiftOnBegin``).
///
/// ```swift
/// let scrollView = HeadlessRefreshScrollView(shift: .none)
/// scrollView.drag(by: 90)          // .moved(contentOffsetY: -154, topInset: 64)
/// scrollView.controlBeginsRefreshing()
/// scrollView.geometry              // .moved(contentOffsetY: -154, topInset: 124)
/// ```
@MainActor
package final class HeadlessRefreshScrollView {
    /// What UIKit does to the offset when the control's height joins the inset.
    package enum ShiftOnBegin: Sendable, CaseIterable {
        /// The content stays where the finger holds it.
        case none
        /// `contentOffset.y` drops by the control's height, so a pull measured
        /// against the new inset is unchanged (the content moves down by that height).
        case compensates
    }

    package let controlHeight: Double
    package let shift: ShiftOnBegin
    package private(set) var contentOffsetY: Double
    package private(set) var topInset: Double
    /// Whether the scroll view is in a window with its bounds set.
    package private(set) var isLaidOut: Bool

    /// A scroll view at rest under a navigation bar (`topInset`).
    package init(topInset: Double = 64, controlHeight: Double = 60, shift: ShiftOnBegin) {
        self.topInset = topInset
        self.controlHeight = controlHeight
        self.shift = shift
        contentOffsetY = -topInset
        isLaidOut = true
    }

    /// A scroll view SwiftUI created but has not laid out yet (first appearance,
    /// `.task` running before layout): no window, zero bounds, no navigation-bar inset.
    package static func notYetLaidOut(controlHeight: Double = 60, shift: ShiftOnBegin) -> HeadlessRefreshScrollView {
        let scrollView = HeadlessRefreshScrollView(topInset: 0, controlHeight: controlHeight, shift: shift)
        scrollView.isLaidOut = false
        return scrollView
    }

    /// The first layout in a window: the navigation bar's inset applies and the
    /// content rests below it. (Whether a control begun before layout also adds its
    /// height here is not documented; the model assumes not, a device check confirms.)
    package func layOut(navigationBarInset: Double = 64) {
        topInset = navigationBarInset
        contentOffsetY = -topInset
        isLaidOut = true
    }

    /// The geometry as the shell reports it to ``RefreshReveal``.
    package var revealGeometry: RefreshReveal.Geometry {
        RefreshReveal.Geometry(
            contentOffsetY: contentOffsetY, topInset: topInset, isInWindow: isLaidOut, boundsHeight: isLaidOut ? 700 : 0,
            isControlAttached: !holdsSwiftUIControl && !isMacIdiom, isInTransition: isInTransition
        )
    }

    /// The geometry as the shell reports it on a touch move.
    package var geometry: RefreshSession.Event {
        .moved(contentOffsetY: contentOffsetY, topInset: topInset)
    }

    /// The finger pulls the content down by `points` (negative: pushes it back
    /// up). Short content moves only when ``alwaysBounceVertical`` is on.
    @discardableResult
    package func drag(by points: Double) -> RefreshSession.Event {
        if !isContentShort || alwaysBounceVertical { contentOffsetY -= points }
        return geometry
    }

    // MARK: Content shorter than the bounds

    /// Whether the content is shorter than the bounds (an empty or two-item
    /// list): UIKit then lets the finger drag it only with
    /// `alwaysBounceVertical` ("allows vertical dragging even if the content
    /// is smaller than the bounds", Apple), which is `false` by default.
    package private(set) var isContentShort = false
    /// `UIScrollView.alwaysBounceVertical`: `false` for a `UIScrollView`,
    /// `UITableView` or `UICollectionView` made in code.
    package private(set) var alwaysBounceVertical = false

    /// A UIKit scroll view whose content is shorter than its bounds.
    package static func shortContent(shift: ShiftOnBegin = .none) -> HeadlessRefreshScrollView {
        let scrollView = HeadlessRefreshScrollView(shift: shift)
        scrollView.isContentShort = true
        return scrollView
    }

    /// What the shell does as it puts its control on (`PullToRefreshController.attach(to:)`).
    package func controlAttached(_ bounce: inout RefreshBounce) {
        if let value = bounce.controlAttached(alwaysBounceVertical: alwaysBounceVertical) { alwaysBounceVertical = value }
    }

    /// What the shell does as it takes its control off.
    package func controlDetached(_ bounce: inout RefreshBounce) {
        if let value = bounce.controlDetached(alwaysBounceVertical: alwaysBounceVertical) { alwaysBounceVertical = value }
    }

    /// The app sets `alwaysBounceVertical` itself.
    package func appSetsAlwaysBounceVertical(_ value: Bool) {
        alwaysBounceVertical = value
    }

    /// What a navigation bar with `prefersLargeTitles` does when a drag brings
    /// the content back to its top: the large title expands and the bar grows,
    /// so `adjustedContentInset.top` grows by about 52 points while the finger
    /// holds the content where it is (the offset does not move).
    package func largeTitleExpands(by points: Double = 52) {
        topInset += points
    }

    /// Whether a push showing the scroll view runs (`transitionCoordinator`).
    package private(set) var isInTransition = false

    /// A push of a large-title page starts: the scroll view is in the window,
    /// resting under the bar as it is mid-push (`insetDuring`), not as it settles.
    package func pushBegins(insetDuring: Double) {
        isInTransition = true
        topInset = insetDuring
        contentOffsetY = -insetDuring
    }

    /// The push ends: the large title settles (`settledInset`), the content resting under it.
    package func pushEnds(settledInset: Double) {
        isInTransition = false
        topInset = settledInset
        contentOffsetY = -settledInset
    }

    /// The user scrolled `points` into the content.
    package func scroll(intoContent points: Double) {
        contentOffsetY = -topInset + points
    }

    /// What `beginRefreshing()`, or the control firing, does to the geometry.
    package func controlBeginsRefreshing() {
        topInset += controlHeight
        if shift == .compensates { contentOffsetY -= controlHeight }
    }

    // MARK: The scroll view's pan gesture (touches and scroll events)

    /// Whether the scroll view's `panGestureRecognizer` is `.began`/`.changed`.
    package private(set) var isPanScrolling = false
    /// The pan's `numberOfTouches`: 0 while scroll events drive it.
    package private(set) var panTouchCount = 0

    /// Two fingers touch a trackpad (or a mouse wheel turns) over the scroll view
    /// on iPad, Mac Catalyst or an iPad app on a Mac: UIKit delivers scroll events
    /// (`UIEvent.EventType.scroll`), which the scroll view's pan recognizes
    /// (its `allowedScrollTypesMask`), and no `UITouch`: a touch observer sees nothing.
    package func trackpadScrollBegins() {
        isPanScrolling = true
        panTouchCount = 0
    }

    /// The trackpad fingers move the content down by `points`; no touch moves.
    package func trackpadPull(by points: Double) {
        contentOffsetY -= points
    }

    /// The fingers leave the trackpad (the wheel stops): the pan ends and the
    /// content bounces back, with momentum but no scroll gesture.
    package func trackpadFingersLift() {
        isPanScrolling = false
    }

    /// A finger drags the content: the pan scrolls with one touch.
    package func fingerDragBegins() {
        isPanScrolling = true
        panTouchCount = 1
    }

    /// The finger lifts: the pan ends, the content may bounce on.
    package func fingerLifts() {
        isPanScrolling = false
        panTouchCount = 0
    }

    /// What the shell reads from the pan, as the session takes it.
    package var scrollGesture: RefreshSession.Event {
        .scrollGestureObserved(isScrolling: isPanScrolling, touchCount: panTouchCount)
    }

    // MARK: Mac Catalyst in the Mac idiom

    /// Whether the app runs in the Mac idiom: `scrollView.refreshControl = ours`
    /// raises there (Iron-Ham/Lists#59), so BridgeKit never attaches its control.
    package private(set) var isMacIdiom = false

    /// The shell finds the Mac idiom and leaves its control off the scroll view.
    package func macIdiomLeavesOurControlOff() {
        isMacIdiom = true
    }

    // MARK: SwiftUI's control (an inherited `.refreshable`)

    /// Whether SwiftUI's own control, not BridgeKit's, is on the scroll view.
    package private(set) var holdsSwiftUIControl = false
    /// Whether SwiftUI's control is refreshing (running the parent's action).
    package private(set) var isSwiftUIControlRefreshing = false

    /// SwiftUI puts the control of an inherited `.refreshable` back.
    package func swiftUIPutsItsControlBack() {
        holdsSwiftUIControl = true
    }

    /// A pull under SwiftUI's control made it refresh: it holds part of the top inset.
    package func swiftUIControlBeginsRefreshing() {
        isSwiftUIControlRefreshing = true
        controlBeginsRefreshing()
    }

    /// The parent's action finished: SwiftUI's control gives its inset back.
    package func swiftUIControlEndsRefreshing() {
        guard isSwiftUIControlRefreshing else { return }
        isSwiftUIControlRefreshing = false
        topInset -= controlHeight
    }

    /// `scrollView.refreshControl = ours`: a refreshing control taken off takes its
    /// inset with it, so the content moves (under the finger if one is down).
    package func putOurControlBack() {
        swiftUIControlEndsRefreshing()
        holdsSwiftUIControl = false
    }

    /// What the shell reports on an update or at touch-down.
    package var attachment: RefreshSession.Event {
        .controlAttachmentObserved(isOurs: !holdsSwiftUIControl, isOtherRefreshing: holdsSwiftUIControl && isSwiftUIControlRefreshing)
    }
}
