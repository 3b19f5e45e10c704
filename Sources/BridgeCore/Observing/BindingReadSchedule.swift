/// When a controller bound to SwiftUI state (a path-bound `NavigatorController`,
/// an `ItemPresentation`) reads its bindings: never at once, always on a later
/// turn of the main actor, and by itself after a change to the model its
/// bindings read: `@Observable` state (iOS 17+) or an `ObservableObject` the
/// app named.
///
/// - **Never inside a SwiftUI update.** The app asks for a read (`updatePath()`,
///   `update()`) from wherever it wrote its state, often a representable's
///   `updateUIViewController`: while SwiftUI updates, a binding made earlier may
///   give the value it held when it was made instead of calling its getter. The
///   read waits for the next turn, when the update has finished; requests and
///   changes before it are one read. It animates unless a request said
///   `animated: false` (a deep link applied at once is not animated by a routine
///   request after it); a read only a change report asked for animates.
/// - **Change reports.** Observation's `onChange` and an `ObservableObject`'s
///   `objectWillChange` both come *before* the new value is stored (willSet).
///   The shell hops to the main actor and reports the change there: that turn
///   runs after the writer's code, so the value has landed, and the read is
///   made on it (no further turn). Writes made in one turn are one report for
///   Observation (`onChange` runs once, then tracking is spent) and one read
///   each for an `ObservableObject` (a read that finds nothing new does nothing).
/// - **Before the frame (iOS 26).** UIKit runs a view controller's
///   `updateProperties()` before it lays out and draws the next frame, and runs
///   it again when `@Observable` state it read changes. A read made there
///   (``Event/updatePassCame``) shows a write made before a frame in that frame;
///   a read waiting for its turn is made there instead, with its animation.
/// - **Tracking.** Observation's tracking ends with its one `onChange`, so it is
///   armed again before every read that follows a spent one: a write the read
///   itself makes (a write-back), or any later one, is reported too. It is armed
///   once at a time, and first on the turn after ``Event/started`` (the owner is
///   often made inside a SwiftUI update, where the getters would not run and
///   tracking would record nothing).
///
/// ```swift
/// var schedule = BindingReadSchedule()
/// schedule.handle(.started)                         // [.scheduleTurn]
/// schedule.handle(.turnCame)                        // [.track, .read(animated: true, requested: false)]
/// schedule.handle(.observationChanged)              // [.track, .read(animated: true, requested: false)]
/// schedule.handle(.readRequested(animated: false))  // [.scheduleTurn]
/// schedule.handle(.turnCame)                        // [.read(animated: false, requested: true)]
/// ```
package struct BindingReadSchedule: Equatable, Sendable {
    package enum Event: Equatable, Sendable {
        /// The controller starts following its state (after its first read).
        case started
        /// Observation reported a change to state the tracked getters read; the
        /// report reached the main actor on a turn of its own.
        case observationChanged
        /// The `ObservableObject` the app named sent `objectWillChange`; the
        /// report reached the main actor on a turn of its own.
        case objectChanged
        /// The app asked for a read (`updatePath(animated:)`, `update(animated:)`).
        case readRequested(animated: Bool)
        /// The turn asked for by `scheduleTurn` came.
        case turnCame
        /// UIKit's update pass before a frame (iOS 26 `updateProperties()`,
        /// where UIKit tracks `@Observable` reads itself): read now, with the
        /// waiting request's animation; the waiting turn then finds nothing.
        case updatePassCame
    }

    package enum Effect: Equatable, Sendable {
        /// Read the binding's getters inside `withObservationTracking`, so the
        /// next change to what they read is reported.
        case track
        /// Report `turnCame` on the next turn of the main actor.
        case scheduleTurn
        /// Read the binding and move UIKit towards it, animated or not;
        /// `requested`: the app asked for this read (an item that cannot be
        /// compared is given to its page again only then).
        case read(animated: Bool, requested: Bool)
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
        case .observationChanged:
            isTracking = false   // `onChange` runs once: this tracking is spent
            return readOnThisTurn()
        case .objectChanged:
            return readOnThisTurn()
        case .turnCame:
            guard isReadScheduled else { return [] }
            isReadScheduled = false
            return read()
        case .updatePassCame:
            isReadScheduled = false
            return read()
        }
    }

    /// A change report's own turn: read now, unless a read already waits for
    /// its turn (it will read this change too, and knows whether to animate).
    private mutating func readOnThisTurn() -> [Effect] {
        guard !isReadScheduled else { return [] }
        return read()
    }

    private mutating func read() -> [Effect] {
        let track: [Effect] = isTracking ? [] : [.track]
        isTracking = true
        let requested = requestedAnimation != nil
        let animated = requestedAnimation ?? true
        requestedAnimation = nil
        return track + [.read(animated: animated, requested: requested)]
    }

    private mutating func scheduleRead() -> [Effect] {
        guard !isReadScheduled else { return [] }
        isReadScheduled = true
        return [.scheduleTurn]
    }
}
