/// When a controller bound to SwiftUI state (a path-bound `NavigatorController`,
/// an `ItemPresentation`) reads its bindings: never at once, always on a later
/// turn of the main actor, and by itself after a change to `@Observable` state
/// the bindings' getters read (iOS 17+).
///
/// - **Never inside a SwiftUI update.** The app asks for a read (`updatePath()`,
///   `update()`) from wherever it wrote its state, often a representable's
///   `updateUIViewController`: while SwiftUI updates, a binding made earlier may
///   give the value it held when it was made instead of calling its getter. The
///   read waits for the next turn, when the update has finished; requests and
///   changes before it are one read. It animates unless a request said
///   `animated: false` (a deep link applied at once is not animated by a routine
///   request after it); a read only Observation asked for animates.
/// - **Observation.** `withObservationTracking(_:onChange:)` calls `onChange`
///   once, for the first change to any property the tracked closure read, and
///   *before* the new value is stored (willSet). The shell only reports the
///   change; the read comes on a later turn, when the write has landed.
///   Tracking ends with that one call, so it is armed again before every read:
///   a write the read itself makes (a write-back), or any later one, is reported
///   too, and that read finds the value the controller knows and does nothing.
///   Tracking is armed once at a time, and first on the turn after
///   ``Event/started`` (the owner is often made inside a SwiftUI update, where
///   the getters would not run and tracking would record nothing).
///
/// ```swift
/// var schedule = BindingReadSchedule()
/// schedule.handle(.started)                         // [.scheduleTurn]
/// schedule.handle(.turnCame)                        // [.track, .read(animated: true)]
/// schedule.handle(.changeReported)                  // [.scheduleTurn]
/// schedule.handle(.readRequested(animated: false))  // [] (one read is enough)
/// schedule.handle(.turnCame)                        // [.track, .read(animated: false)]
/// ```
package struct BindingReadSchedule: Equatable, Sendable {
    package enum Event: Equatable, Sendable {
        /// The controller starts following its state (after its first read).
        case started
        /// Observation reported a change to state the tracked getters read.
        case changeReported
        /// The app asked for a read (`updatePath(animated:)`, `update(animated:)`).
        case readRequested(animated: Bool)
        /// The turn asked for by `scheduleTurn` came.
        case turnCame
    }

    package enum Effect: Equatable, Sendable {
        /// Read the binding's getters inside `withObservationTracking`, so the
        /// next change to what they read is reported.
        case track
        /// Report `turnCame` on the next turn of the main actor.
        case scheduleTurn
        /// Read the binding and move UIKit towards it, animated or not.
        case read(animated: Bool)
    }

    /// Tracking is armed: the next change to what the getters read will be reported.
    package private(set) var isTracking = false
    /// A read waits for its turn.
    package private(set) var isReadScheduled = false
    /// Whether the waiting read animates, as its requests said (`nil`: none yet).
    private var requestedAnimation: Bool?

    package init() {}

    package mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .started:
            return scheduleRead()
        case .readRequested(let animated):
            requestedAnimation = (requestedAnimation ?? true) && animated
            return scheduleRead()
        case .changeReported:
            isTracking = false   // `onChange` runs once: this tracking is spent
            return scheduleRead()
        case .turnCame:
            guard isReadScheduled else { return [] }
            isReadScheduled = false
            let track: [Effect] = isTracking ? [] : [.track]
            isTracking = true
            let animated = requestedAnimation ?? true
            requestedAnimation = nil
            return track + [.read(animated: animated)]
        }
    }

    private mutating func scheduleRead() -> [Effect] {
        guard !isReadScheduled else { return [] }
        isReadScheduled = true
        return [.scheduleTurn]
    }
}
