#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import Combine
import Foundation
import Observation

/// Reads a controller's bindings when `BindingReadSchedule` says: on a later
/// turn of the main actor (never inside a SwiftUI update), after the app asks
/// (``readSoon(animated:)``), and by itself after a change to the model the
/// bindings read: `@Observable` state on iOS 17 and later, or an
/// `ObservableObject` the app named (``follow(_:)``).
///
/// What this adds to the schedule, from Apple's `withObservationTracking(_:onChange:)`
/// and `ObservableObject.objectWillChange` ("emits before the object has
/// changed"): `track` (the bindings' getters, nothing else: a read of anything
/// else would be followed too) runs inside `withObservationTracking`; both
/// reports come before the value is stored, on the thread that writes, so they
/// only hop to the main actor, whose turn runs after the writer's code and reads
/// there. Before iOS 17 Observation records nothing, and only the app's
/// requests and a named `ObservableObject` cause reads. The closures and the hop
/// hold the follower weakly: when its owner is gone, a pending report finds
/// nobody and nothing is armed again.
@MainActor
final class BindingFollower {
    private var schedule = BindingReadSchedule()
    private let track: @MainActor () -> Void
    private let read: @MainActor (_ animated: Bool, _ requested: Bool) -> Void
    private var objectSubscription: AnyCancellable?

    /// - Parameters:
    ///   - track: Reads the bindings' getters and nothing else.
    ///   - read: The owner's read of its bindings (moves UIKit towards them);
    ///     `requested`: the app asked for this read.
    init(track: @escaping @MainActor () -> Void,
         read: @escaping @MainActor (_ animated: Bool, _ requested: Bool) -> Void) {
        self.track = track
        self.read = read
    }

    /// Starts following: tracking is armed on the next turn (the owner may be
    /// made inside a SwiftUI update, where the getters would not run).
    func start() {
        apply(schedule.handle(.started))
    }

    /// Follows an `ObservableObject` too: each `objectWillChange` is read on
    /// the main actor's turn that its report reaches. `willChange` runs at once
    /// when the object announces a change on the main thread (the owner may ask
    /// UIKit for an update pass before the next frame).
    func follow<Object: ObservableObject>(_ object: Object, willChange: (@MainActor () -> Void)? = nil) {
        // `@Sendable`: Combine may call it on any thread (a main-actor closure
        // called elsewhere would trap).
        objectSubscription = object.objectWillChange.sink { @Sendable [weak self] _ in
            if let willChange, Thread.isMainThread { MainActor.assumeIsolated { willChange() } }
            Task { @MainActor [weak self] in
                guard let self else { return }
                apply(schedule.handle(.objectChanged))
            }
        }
    }

    /// Stops following: no report reads any more.
    func stop() {
        objectSubscription = nil
        isStopped = true
    }

    private var isStopped = false

    /// UIKit's update pass before a frame (iOS 26 `updateProperties()`): reads
    /// now, so UIKit tracks the getters' `@Observable` reads and a write made
    /// before the frame shows in it.
    func readInUpdatePass() {
        apply(schedule.handle(.updatePassCame))
    }

    /// The app asked for a read: made on the next turn, with any change before it
    /// (not animated if any request before it said so).
    func readSoon(animated: Bool) {
        apply(schedule.handle(.readRequested(animated: animated)))
    }

    private func apply(_ effects: [BindingReadSchedule.Effect]) {
        guard !isStopped else { return }
        for effect in effects {
            switch effect {
            case .track:
                // iOS 16 has no Observation: the app asks for reads there.
                guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { continue }
                withObservationTracking { track() } onChange: { [weak self] in
                    Task { @MainActor [weak self] in
                        guard let self else { return }
                        apply(schedule.handle(.observationChanged))
                    }
                }
            case .scheduleTurn:
                DeferredWork.schedule { [weak self] in
                    guard let self else { return }
                    apply(schedule.handle(.turnCame))
                }
            case .read(let animated, let requested):
                read(animated, requested)
            }
        }
    }
}
#endif
