import BridgeCore

/// What the shell's `ViewFinder` does over time, replayed on a virtual clock:
/// SwiftUI updates arrive every `updateEvery` (a timer, a streaming list), each
/// resolving at once and again on the next turn, while the run's own checks
/// follow `LookupRetry`. Lets a Linux test see whether a run ends when updates
/// never stop.
///
/// ```swift
/// let screen = HeadlessScreen(.sibling)
/// var schedule = HeadlessLookupSchedule(screen: screen)
/// screen.showCarouselBesideList()
/// let outcome = schedule.play(updateEvery: .milliseconds(100), for: .seconds(4))
/// outcome.endedAt   // 1.5 s: the run counts from its first check
/// ```
@MainActor
package struct HeadlessLookupSchedule {
    /// How a replay ended.
    package struct Outcome {
        /// When the run's time was up, if it was.
        package var endedAt: Duration?
        /// Whether the time-up dropped a provisional target.
        package var dropped = false
        /// What a search finds after the replay.
        package var target: HeadlessNode?
    }

    package let screen: HeadlessScreen
    package var cache = CachedHierarchySearch<HeadlessNode>()
    package var retry = LookupRetry()

    /// A finder on `screen` that has found its target once.
    package init(screen: HeadlessScreen) {
        self.screen = screen
        _ = resolve()
    }

    /// Replays `duration` in 50 ms steps.
    package mutating func play(updateEvery: Duration, for duration: Duration) -> Outcome {
        var outcome = Outcome()
        var clock = Duration.zero
        var nextCheck: Duration?
        var nextUpdate = Duration.zero
        while clock <= duration {
            if clock == nextUpdate {
                _ = resolve()                                    // updateUIView
                if retry.updateObserved() == .startRun { nextCheck = clock }
                _ = resolve()                                    // the look on the next turn
                nextUpdate += updateEvery
            }
            if let due = nextCheck, clock == due {
                _ = resolve()
                switch retry.next(settled: cache.isSettled) {
                case .checkAgain(let delay): nextCheck = clock + delay
                case .timeUp:
                    nextCheck = nil
                    if outcome.endedAt == nil { outcome.endedAt = clock }
                    if cache.endProvisional() { outcome.dropped = true }
                case .stop: nextCheck = nil
                }
            }
            clock += .milliseconds(50)
        }
        outcome.target = resolve()
        return outcome
    }

    private mutating func resolve() -> HeadlessNode? {
        cache.resolve(between: screen.marker, and: screen.frontMarker) { HeadlessScreen.isScrollView($0) ? $0 : nil }
    }
}
