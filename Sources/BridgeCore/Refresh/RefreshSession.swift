/// The pull-to-refresh state machine: touches, control events and binding values
/// in; spinner, binding and action effects out.
///
/// `UIRefreshControl` sends `.valueChanged`, and starts spinning, as soon as the
/// pull passes its threshold with the finger still down; the pull-to-refresh
/// article's bridge runs the action right there. BridgeKit's rule: **a refresh
/// starts only when the last finger lifts while the pull is still past the
/// threshold.** A pull taken back before release leaves nothing behind: no
/// action, no binding write, and the spinner the control showed by itself is
/// hidden when the finger lifts (not during the drag: `endRefreshing()` can stop
/// a scroll in progress, which under the finger would be a jump).
///
/// - The threshold is ``RefreshTrigger/distance``, or the pull at which the control
///   fired if that was shorter: the control judged it far enough. With
///   ``RefreshTrigger/requiresControl`` (the shell's ``RefreshTrigger/controlFires``)
///   nothing arms before the control fired during the drag: its threshold, which
///   UIKit keeps private, is the one that counts.
/// - `isRefreshing` turns `true` when the refresh starts, never during the drag.
///   With no finger down the spinner and the binding agree.
/// - Bounce momentum alone never refreshes: a control firing with no finger down is
///   hidden again, unless the scroll view's own pan gesture is scrolling with no
///   touch on the screen (``Event/scrollGestureObserved(isScrolling:touchCount:)``):
///   a two-finger trackpad pull or a mouse wheel on iPad, Mac Catalyst in the iPad
///   idiom or an iPad app on a Mac (the Mac idiom has no `UIRefreshControl`). Those arrive as scroll events, not touches; the pull is armed
///   by the control's firing and its release is the end of the scroll gesture,
///   which the shell watches for (``Effect/watchScrollGesture``).
/// - Pulls are measured against the top inset of the latest move until the control
///   fires (``Event/moved(contentOffsetY:topInset:)``): a large title expanding
///   mid-drag grows the inset by about 52 points, and the content must travel that
///   much more to be pulled as far. From the control's firing on, the inset of the
///   last move before it is kept: the inset `UIRefreshControl` adds when it begins
///   refreshing under the finger does not shorten the pull, whether or not UIKit
///   also shifts the offset.
/// - `isRefreshing = true` set from outside shows the spinner, scrolled into view
///   when no finger is down (``Effect/revealSpinner``), without running the
///   action; `false` from outside ends whatever refresh is showing. Ending a refresh
///   that never began, or a stale ``Event/actionFinished(_:)``, is a no-op.
/// - A pull while a refresh runs does nothing.
/// - A pull whose scroll view goes away (``Event/controlDetached``, or the control
///   attached to another one) is abandoned: its touches and its pan will never
///   report an end, so nothing may wait for one.
/// - When the scroll view holds another control (an inherited `.refreshable` made
///   SwiftUI put its own back), the session asks for its control back, except
///   while that control is refreshing (it waits for a later check); a drag that
///   began under the other control starts nothing here, so one pull never runs
///   two refreshes.
/// - With ``Completion/whenActionReturns`` the refresh ends when the action's task
///   finishes, and the task is cancelled when the view goes away.
///
/// Time is never read here; the shell reports what happened, in order.
///
/// ```swift
/// var session = RefreshSession(completion: .whenActionReturns)
/// session.handle(.touchesBegan(count: 1))    // []
/// session.handle(.pulled(distance: 120))     // []
/// session.handle(.controlTriggered)          // []: the control spins, isRefreshing stays false
/// session.handle(.touchesEnded(count: 1))    // [.setBinding(true), .startAction(#1)]
/// session.handle(.actionFinished(RefreshActionID(1)))  // [.hideSpinner, .setBinding(false)]
/// ```
package struct RefreshSession: Sendable {

    /// What ends a refresh started by a pull.
    package enum Completion: Hashable, Sendable {
        /// The synchronous API: the action only kicks the work off, and the owner
        /// sets `isRefreshing = false` when it is done (the pull-to-refresh
        /// article's contract).
        case whenBindingTurnsOff
        /// The async API: the refresh ends when the action's task finishes.
        case whenActionReturns
    }

    private enum Activity: Hashable, Sendable {
        case none
        case action(RefreshActionID)
        case external
    }

    package let completion: Completion
    package let trigger: RefreshTrigger

    /// Whether the control's spinner shows, as far as the session knows.
    package private(set) var isSpinnerShown = false
    /// The binding's value, as far as the session knows.
    package private(set) var isBindingOn = false

    private var fingersDown = 0
    /// A pull by scroll events (trackpad, mouse) is going on: it counts as held
    /// until the scroll view's pan gesture stops scrolling.
    private var isIndirectDrag = false
    /// A finger is down or a scroll-event pull is going on.
    private var isHeld: Bool { fingersDown > 0 || isIndirectDrag }
    private var isArmed = false
    /// The pull at which the control fired during this drag, when it reported one.
    private var controlFiredAt: Double?
    /// Whether the control fired during this drag.
    private var hasControlFired = false
    private var lastPull: Double?
    /// The top inset pulls are measured against: the latest move's until the
    /// control fired during this drag, then frozen (the control's own inset).
    private var dragTopInset: Double?
    /// Set when another control was found on the scroll view during this drag: its
    /// pull belongs to that control, so lifting the finger starts nothing here.
    private var isDragForeign = false
    private var activity = Activity.none
    private var isDetached = false
    private var lastActionNumber = 0
    /// The spinner was ended as the control left its window, the refresh still
    /// running (`RefreshSession+Window`).
    var isSpinnerEndedOffWindow = false

    /// A session in ``Phase/idle``: nothing shown, the binding assumed `false`.
    package init(completion: Completion, trigger: RefreshTrigger = .standard) {
        self.completion = completion
        self.trigger = trigger
    }

    /// Where the session is now, derived from its state.
    package var phase: Phase {
        if isDetached { return .detached }
        switch activity {
        case .action(let id): return .refreshing(id)
        case .external: return .showingExternalRefresh
        case .none: return !isHeld ? .idle : (isArmed ? .armed : .tracking)
        }
    }

    /// Takes one observation and returns what the shell must do, in order. After
    /// ``Event/disappeared`` every event returns `[]`.
    package mutating func handle(_ event: Event) -> [Effect] {
        guard !isDetached else { return [] }
        switch event {
        case .touchesBegan(let count):
            guard count > 0 else { return [] }
            if !isHeld { startDrag() }
            fingersDown += count
            return []

        case .pulled(let distance):
            return pull(distance)

        case .moved(let offsetY, let topInset):
            guard isHeld else { return [] }
            let restingTop = hasControlFired ? (dragTopInset ?? topInset) : topInset
            dragTopInset = restingTop
            return pull(RefreshTrigger.pullDistance(contentOffsetY: offsetY, topInset: restingTop))

        case .touchesEnded(let count):
            guard liftFingers(count), !isIndirectDrag else { return [] }
            return release()

        case .touchesCancelled(let count):
            guard liftFingers(count), !isIndirectDrag, activity == .none else { return [] }
            return abandonPull()

        case .scrollGestureObserved(let isScrolling, let touchCount):
            if isIndirectDrag {
                guard !isScrolling else { return [.watchScrollGesture] }
                // The fingers left the trackpad, or the wheel stopped: the release.
                isIndirectDrag = false
                return fingersDown > 0 ? [] : release()
            }
            // Scrolling with no touch on the screen: scroll events drive the pan.
            guard isScrolling, touchCount == 0, fingersDown == 0, activity == .none else { return [] }
            startDrag()
            isIndirectDrag = true
            return [.watchScrollGesture]

        case .controlTriggered:
            // The control has already started spinning.
            isSpinnerShown = true
            guard activity == .none else { return [] }
            guard isHeld else {
                // Bounce momentum carried the content past the threshold: no refresh.
                return hideSpinner()
            }
            isArmed = true
            hasControlFired = true
            if let lastPull, lastPull > 0 { controlFiredAt = lastPull }
            return []

        case .isRefreshingObserved(let value):
            guard value != isBindingOn else { return [] }
            isBindingOn = value
            return value ? beginExternally() : endExternally()

        case .controlAttached:
            // A pull on the previous scroll view ended there, unseen.
            let leftOver = endPullElsewhere()
            // A refresh begun before the control was on this scroll view shows now.
            guard isSpinnerShown else { return leftOver }
            return !isHeld ? [.showSpinner, .revealSpinner] : [.showSpinner]

        case .controlAttachmentObserved(let isOurs, let isOtherRefreshing):
            guard !isOurs else { return [] }
            if isHeld {
                isDragForeign = true
                isArmed = false
            }
            // A refreshing control holds part of the top inset: removing it would move
            // the content (under the finger, square/Blueprint#176). The next update or
            // touch-down after it ended puts this control back.
            // A spinner shown while ours was off never began (the shell begins
            // only an attached control): it begins once ours is back, and is
            // revealed as on `.controlAttached` unless a finger holds the content.
            guard !isOtherRefreshing else { return [] }
            guard isSpinnerShown else { return [.reattachControl] }
            return isHeld ? [.reattachControl, .showSpinner] : [.reattachControl, .showSpinner, .revealSpinner]

        case .controlDetached:
            return endPullElsewhere()
        case .windowChanged(let isInWindow):
            return windowChanged(isInWindow: isInWindow)
        case .refreshRequested:
            guard activity == .none else { return [] }
            let effects = startAction()
            // Under a finger the content is where the user holds it; never scroll it.
            guard !isHeld, effects.first == .showSpinner else { return effects }
            return [.showSpinner, .revealSpinner] + effects.dropFirst()

        case .actionFinished(let id):
            guard activity == .action(id) else { return [] }
            activity = .none
            return endShownRefresh()

        case .disappeared:
            defer { isDetached = true; fingersDown = 0; isIndirectDrag = false; isArmed = false; activity = .none }
            switch activity {
            case .action(let id) where completion == .whenActionReturns:
                return [.cancelAction(id)] + endShownRefresh()
            case .action, .external:
                // The owner started this work and will end it; only the control goes.
                return hideSpinner()
            case .none:
                return endShownRefresh()
            }
        }
    }

    // MARK: Steps

    /// Lifts `count` fingers; true when that lifted the last one.
    private mutating func liftFingers(_ count: Int) -> Bool {
        guard count > 0, fingersDown > 0 else { return false }
        fingersDown = max(0, fingersDown - count)
        return fingersDown == 0
    }

    /// The scroll view under a pull went away: its fingers and its scroll-event
    /// pull will never report an end here. The pull is abandoned, not released.
    private mutating func endPullElsewhere() -> [Effect] {
        guard isHeld else { return [] }
        fingersDown = 0
        isIndirectDrag = false
        return activity == .none ? abandonPull() : []
    }

    private mutating func startDrag() {
        isArmed = false
        controlFiredAt = nil
        hasControlFired = false
        lastPull = nil
        dragTopInset = nil
        isDragForeign = false
    }

    /// The last finger lifted, or a scroll-event pull ended.
    private mutating func release() -> [Effect] {
        guard activity == .none else { isArmed = false; return [] }
        return isArmed && !isDragForeign ? startAction() : abandonPull()
    }

    private mutating func pull(_ distance: Double) -> [Effect] {
        guard isHeld, activity == .none, !isDragForeign else { return [] }
        lastPull = distance
        isArmed = isPastThreshold(distance)
        return []
    }

    /// Whether a pull of `distance` is far enough to refresh on release: the
    /// trigger's distance, or the control's if it fired at a shorter pull.
    private func isPastThreshold(_ distance: Double) -> Bool {
        if trigger.requiresControl, !hasControlFired { return false }
        return trigger.isReached(by: distance) || controlFiredAt.map { distance >= $0 } == true
    }

    /// The finger lifted short of the threshold: only the control's own spinner is undone.
    private mutating func abandonPull() -> [Effect] {
        isArmed = false
        return hideSpinner()
    }

    private mutating func startAction() -> [Effect] {
        isArmed = false
        lastActionNumber += 1
        let id = RefreshActionID(lastActionNumber)
        activity = .action(id)
        return showSpinner() + setBinding(true) + [.startAction(id)]
    }

    private mutating func beginExternally() -> [Effect] {
        guard activity == .none else { return [] }
        activity = .external
        isArmed = false
        let shown = showSpinner()
        // Under a finger the content is where the user holds it; never scroll it.
        return shown.isEmpty || isHeld ? shown : shown + [.revealSpinner]
    }

    private mutating func endExternally() -> [Effect] {
        switch activity {
        case .action(let id):
            activity = .none
            return (completion == .whenActionReturns ? [.cancelAction(id)] : []) + hideSpinner()
        case .external:
            activity = .none
            return hideSpinner()
        case .none:
            isArmed = false
            return hideSpinner()
        }
    }

    /// Hides the spinner and turns the binding off, each only if needed.
    private mutating func endShownRefresh() -> [Effect] {
        hideSpinner() + setBinding(false)
    }

    private mutating func showSpinner() -> [Effect] {
        guard !isSpinnerShown else { return [] }
        isSpinnerShown = true
        return [.showSpinner]
    }

    private mutating func hideSpinner() -> [Effect] {
        guard isSpinnerShown else { return [] }
        isSpinnerShown = false
        return [.hideSpinner]
    }

    private mutating func setBinding(_ value: Bool) -> [Effect] {
        guard isBindingOn != value else { return [] }
        isBindingOn = value
        return [.setBinding(value)]
    }
}
