extension RefreshSession {
    /// What the shell observed.
    package enum Event: Hashable, Sendable {
        /// Fingers touched down on the scroll view.
        case touchesBegan(count: Int)
        /// The content moved during a touch, already measured as a pull; see
        /// ``RefreshTrigger/pullDistance(contentOffsetY:topInset:)``.
        case pulled(distance: Double)
        /// The content moved during a touch: the scroll view's `contentOffset.y` and
        /// `adjustedContentInset.top`. The pull is measured against this move's inset
        /// (a large title expanding mid-drag grows it by about 52 points) until the
        /// control fires; from then on against the inset of the last move before it,
        /// because `UIRefreshControl` adds its height to the inset when it begins
        /// refreshing under the finger: measured against the new inset, the pull
        /// would drop by that height and the release would look like a pull taken back.
        case moved(contentOffsetY: Double, topInset: Double)
        /// Fingers lifted.
        case touchesEnded(count: Int)
        /// The system took the touches away (an alert, a call, a system gesture).
        case touchesCancelled(count: Int)
        /// `UIRefreshControl` sent `.valueChanged`; it has already started spinning.
        case controlTriggered
        /// The scroll view's own `panGestureRecognizer`: `isScrolling` when its
        /// state is `.began` or `.changed`, `touchCount` its `numberOfTouches`.
        /// Sent just before ``controlTriggered`` and after each
        /// ``Effect/watchScrollGesture``. Scrolling with no touch is a pull by
        /// scroll events (a trackpad, a mouse wheel: `allowedScrollTypesMask`).
        case scrollGestureObserved(isScrolling: Bool, touchCount: Int)
        /// The current value of the `isRefreshing` binding, sent on every update.
        /// Values the session wrote itself come back here and are recognised.
        case isRefreshingObserved(Bool)
        /// The task started by ``Effect/startAction(_:)`` finished, however it finished.
        case actionFinished(RefreshActionID)
        /// The view went away (`dismantleUIView`). The session ignores all later events.
        case disappeared
        /// Code asked for a refresh (a toolbar "Reload": `PullToRefreshAction`,
        /// `PullToRefreshController.refresh()`): it runs the action as a pull would,
        /// unless a refresh already shows, which the caller then waits for.
        case refreshRequested
        /// The control was put on a scroll view (first, or again after SwiftUI replaced
        /// it). No touch or scroll-event pull on that scroll view is under way yet.
        case controlAttached
        /// The control and its touch observer were taken off their scroll view (the
        /// view moved where no scroll view is found): a pull on it is over, as its
        /// touches and pan will never report an end here. Nothing is started.
        case controlDetached
        /// Whether the scroll view still holds this session's control, checked on every
        /// update and at touch-down: an inherited `.refreshable` makes SwiftUI put its
        /// own control back. `isOtherRefreshing`: the control it holds instead is
        /// refreshing (taking it off would change `adjustedContentInset` under the
        /// content, or under the finger).
        case controlAttachmentObserved(isOurs: Bool, isOtherRefreshing: Bool = false)
        /// The control left its window (`isInWindow` false: a tab switch, a push
        /// over it) or came back to one (`didMoveToWindow()`). UIKit stops a
        /// spinning control's animation as it leaves and `beginRefreshing()`
        /// does not restart it while it still refreshes, so one left spinning
        /// shows frozen when it comes back (`RefreshSession+Window`).
        case windowChanged(isInWindow: Bool)
    }

    /// What the shell must do, in order.
    package enum Effect: Hashable, Sendable {
        /// `refreshControl.beginRefreshing()`.
        case showSpinner
        /// `refreshControl.endRefreshing()`.
        case hideSpinner
        /// Scroll the control into view if the content rests at its top (see
        /// ``RefreshReveal``): `beginRefreshing()` does not scroll, so a refresh begun
        /// from code would spin above the visible area.
        case revealSpinner
        /// Put this session's control on the scroll view, replacing the one there
        /// (never one that is refreshing).
        case reattachControl
        /// Write the `isRefreshing` binding.
        case setBinding(Bool)
        /// Run the refresh action.
        case startAction(RefreshActionID)
        /// Cancel the task running that action.
        case cancelAction(RefreshActionID)
        /// A pull by scroll events is going on: look at the scroll view's pan
        /// gesture again on a later turn and send
        /// ``Event/scrollGestureObserved(isScrolling:touchCount:)``; its end is
        /// the release.
        case watchScrollGesture
    }

    /// Where the session is, for logs and tests.
    package enum Phase: Hashable, Sendable {
        case idle
        /// A finger is down short of the threshold: lifting it starts nothing.
        case tracking
        /// A finger is down past the threshold: lifting it starts the action.
        case armed
        /// The action started by a pull is running.
        case refreshing(RefreshActionID)
        /// `isRefreshing` was set to `true` from outside; no action runs.
        case showingExternalRefresh
        /// The view went away.
        case detached
    }
}

extension RefreshSession.Effect: CustomStringConvertible {
    package var description: String {
        switch self {
        case .showSpinner: ".showSpinner"
        case .hideSpinner: ".hideSpinner"
        case .revealSpinner: ".revealSpinner"
        case .reattachControl: ".reattachControl"
        case .setBinding(let value): ".setBinding(\(value))"
        case .startAction(let id): ".startAction(\(id))"
        case .cancelAction(let id): ".cancelAction(\(id))"
        case .watchScrollGesture: ".watchScrollGesture"
        }
    }
}
