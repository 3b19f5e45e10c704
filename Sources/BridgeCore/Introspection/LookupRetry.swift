/// When a view finder checks again after an update, spaced in time.
///
/// During an update SwiftUI may not have inserted the modified view's new UIKit
/// view yet (a swapped `List`'s collection view can arrive a turn or more later),
/// and an animated swap keeps the old view between the markers until its
/// transition ends, about 0.35 s later. Checks on back-to-back main-actor turns
/// all fall inside one frame and see neither change. So the shell checks once on
/// the next turn after every update (and after a marker moved), then every
/// ``interval`` up to ``retries`` more times (150 ms, 10 times: 1.5 s) while the
/// check did not settle: no target found, or one taken provisionally in a swap
/// (``CachedHierarchySearch/isProvisional``). A settled check ends the run; the
/// next update starts a new one. An update during a run does not start it again
/// (``updateObserved()``): its check on the next turn is one more look, outside
/// the run, and the run's 1.5 s count from its first check, so a screen whose
/// updates never stop (a timer, a streaming list) still reaches the end of the
/// run and rejects a scroll view that appeared beside the target and stayed.
/// Only a marker move (``restart()``) starts a new run while one is going on. When the time is up unsettled, the shell ends a
/// provisional swap (``CachedHierarchySearch/endProvisional()``): a view that
/// stayed beside the kept one is reported and the target dropped. Bounded, so a
/// modifier on a view with no scroll view costs a few searches per update, not
/// one per frame forever. The focus store uses the same schedule to measure
/// again while a request waits for a field whose views are all hidden.
///
/// ```swift
/// var retry = LookupRetry()
/// retry.restart()                                   // in updateUIView
/// // on the next turn, after resolving:
/// switch retry.next(settled: target != nil && !cache.isProvisional) {
/// case .checkAgain(let delay): scheduleCheck(after: delay)
/// case .timeUp: if cache.endProvisional() { detachAndReport() }
/// case .stop: break
/// }
/// ```
package struct LookupRetry: Hashable, Sendable {
    /// How many checks after the first deferred one a finder may run.
    package static let standardRetries = 10
    /// The time between two of those checks.
    package static let standardInterval = Duration.milliseconds(150)

    /// What the shell does after a deferred check.
    package enum Next: Hashable, Sendable {
        /// Check again after this delay.
        case checkAgain(after: Duration)
        /// The check settled, or no run is going on: nothing more to check.
        case stop
        /// The run's time is up and the last check did not settle: end a
        /// provisional swap (``CachedHierarchySearch/endProvisional()``).
        case timeUp
    }

    /// The most checks after the first deferred one.
    package let retries: Int
    /// The delay before each of them.
    package let interval: Duration
    /// Checks left in this run.
    package private(set) var checksLeft = 0
    /// Whether a run of checks is going on.
    package private(set) var isRunning = false

    package init(retries: Int = LookupRetry.standardRetries, interval: Duration = LookupRetry.standardInterval) {
        self.retries = max(0, retries)
        self.interval = max(.zero, interval)
    }

    /// How long a run lasts at most after its first deferred check.
    package var window: Duration { interval * retries }

    /// What the shell does for an update.
    package enum UpdateCheck: Hashable, Sendable {
        /// No run was going on: one starts, its first check on the next turn.
        case startRun
        /// A run is going on and keeps its schedule and its end: check once on
        /// the next turn, without calling ``next(settled:)``.
        case checkOnce
    }

    /// A SwiftUI update: starts a run when none is going on; never restarts one.
    package mutating func updateObserved() -> UpdateCheck {
        guard !isRunning else { return .checkOnce }
        restart()
        return .startRun
    }

    /// A marker move (or a caller that wants a fresh run): a new run of checks starts.
    package mutating func restart() {
        checksLeft = retries
        isRunning = true
    }

    /// After a deferred check: what comes next. `settled` is true when the check
    /// found a target that is not provisional.
    package mutating func next(settled: Bool) -> Next {
        guard isRunning else { return .stop }
        if settled {
            isRunning = false
            checksLeft = 0
            return .stop
        }
        guard checksLeft > 0 else {
            isRunning = false
            return .timeUp
        }
        checksLeft -= 1
        return .checkAgain(after: interval)
    }
}
