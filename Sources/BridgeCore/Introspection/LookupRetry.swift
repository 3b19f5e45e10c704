/// How long a view finder keeps checking after an update, one main-actor turn at
/// a time.
///
/// During an update SwiftUI may not have inserted the modified view's new UIKit
/// view yet: a swapped `List`'s collection view can arrive a turn or two later.
/// The shell checks once on the next turn after every update (and after a marker
/// moved), then again on up to ``retries`` more turns while the check did not
/// settle: no target found, or one taken provisionally in a swap
/// (``CachedHierarchySearch/isProvisional``). A settled check ends the run; the
/// next update starts a new one. Bounded, so a modifier on a view with no scroll
/// view costs a few searches per update, not one per turn forever.
///
/// ```swift
/// var retry = LookupRetry()
/// retry.restart()                                   // in updateUIView
/// // on the next turn, after resolving:
/// if retry.checkAgain(settled: target != nil && !cache.isProvisional) { scheduleNextTurn() }
/// ```
package struct LookupRetry: Hashable, Sendable {
    /// How many turns after the first deferred check a finder may check again.
    package static let standardRetries = 3

    /// The most turns checked again after the first deferred check.
    package let retries: Int
    /// Turns left in this run.
    package private(set) var turnsLeft = 0

    package init(retries: Int = LookupRetry.standardRetries) {
        self.retries = max(0, retries)
    }

    /// An update or a marker move: a new run of checks starts.
    package mutating func restart() {
        turnsLeft = retries
    }

    /// After a deferred check: whether to check again on the next turn. `settled`
    /// is true when the check found a target that is not provisional.
    package mutating func checkAgain(settled: Bool) -> Bool {
        guard !settled, turnsLeft > 0 else {
            turnsLeft = 0
            return false
        }
        turnsLeft -= 1
        return true
    }
}
