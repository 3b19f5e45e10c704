/// When a controller that follows a binding re-reads it by itself, for state the
/// binding's getter reads through Observation (an `@Observable` model, iOS 17+).
///
/// Observation's `withObservationTracking(_:onChange:)` calls `onChange` once,
/// for the first change to any property the tracked closure read, and *before*
/// the new value is stored (willSet). So the shell never reads in `onChange`:
/// it reports the change on the main actor, and the binding is read on a later
/// turn, when the write has landed. Tracking ends with that one call, so it is
/// armed again for every read; arming it before the read means a write made by
/// the read itself (a write-back) or after it is reported too. That read finds
/// the value the controller knows and does nothing.
///
/// Several changes before the read are one read: after the first, tracking is
/// not armed until the read, and a change reported while a read is scheduled
/// asks for nothing more. Tracking is armed once at a time.
///
/// ```swift
/// var schedule = ObservedReadSchedule()
/// schedule.handle(.started)          // [.track]
/// schedule.handle(.changeReported)   // [.scheduleTurn]
/// schedule.handle(.changeReported)   // [] (one read is enough)
/// schedule.handle(.turnCame)         // [.track, .read]
/// ```
package struct ObservedReadSchedule: Equatable, Sendable {
    package enum Event: Equatable, Sendable {
        /// The controller starts following its state (after its first read).
        case started
        /// Observation reported a change to state the tracked getters read.
        case changeReported
        /// The turn asked for by `scheduleTurn` came.
        case turnCame
    }

    package enum Effect: Equatable, Sendable {
        /// Read the binding's getters inside `withObservationTracking`, so the
        /// next change to what they read is reported.
        case track
        /// Report `turnCame` on the next turn of the main actor.
        case scheduleTurn
        /// Read the binding and move UIKit towards it (`updatePath()`, `update()`).
        case read
    }

    /// Tracking is armed: the next change to what the getters read will be reported.
    package private(set) var isTracking = false
    /// A read waits for its turn.
    package private(set) var isReadScheduled = false

    package init() {}

    package mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .started:
            guard !isTracking, !isReadScheduled else { return [] }
            isTracking = true
            return [.track]
        case .changeReported:
            isTracking = false   // `onChange` runs once: this tracking is spent
            guard !isReadScheduled else { return [] }
            isReadScheduled = true
            return [.scheduleTurn]
        case .turnCame:
            guard isReadScheduled else { return [] }
            isReadScheduled = false
            isTracking = true
            return [.track, .read]
        }
    }
}
