#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import Observation

/// Reads a controller's bindings when `BindingReadSchedule` says: on a later
/// turn of the main actor (never inside a SwiftUI update), after the app asks
/// (``readSoon(animated:)``) and, on iOS 17 and later, by itself after a change to
/// `@Observable` state the bindings' getters read.
///
/// What this adds to the schedule, from Apple's `withObservationTracking(_:onChange:)`:
/// `track` (the bindings' getters, nothing else: a read of anything else would
/// be followed too) runs inside it; `onChange` runs once, before the value is
/// stored, on the thread that writes, so it only hops to the main actor to
/// report the change. Before iOS 17, and for state Observation does not track
/// (`ObservableObject`, `@State`), tracking records nothing and only the app's
/// requests read. Both closures and the hop hold the follower weakly: when its
/// owner is gone, a pending `onChange` finds nobody and nothing is armed again.
@MainActor
final class BindingFollower {
    private var schedule = BindingReadSchedule()
    private let track: @MainActor () -> Void
    private let read: @MainActor (_ animated: Bool) -> Void

    /// - Parameters:
    ///   - track: Reads the bindings' getters and nothing else.
    ///   - read: The owner's read of its bindings (moves UIKit towards them).
    init(track: @escaping @MainActor () -> Void, read: @escaping @MainActor (_ animated: Bool) -> Void) {
        self.track = track
        self.read = read
    }

    /// Starts following: tracking is armed on the next turn (the owner may be
    /// made inside a SwiftUI update, where the getters would not run).
    func start() {
        apply(schedule.handle(.started))
    }

    /// The app asked for a read: made on the next turn, with any change before it
    /// (not animated if any request before it said so).
    func readSoon(animated: Bool) {
        apply(schedule.handle(.readRequested(animated: animated)))
    }

    private func apply(_ effects: [BindingReadSchedule.Effect]) {
        for effect in effects {
            switch effect {
            case .track:
                // iOS 16 has no Observation: the app asks for reads there.
                guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { continue }
                withObservationTracking { track() } onChange: { [weak self] in
                    Task { @MainActor [weak self] in self?.changeReported() }
                }
            case .scheduleTurn:
                DeferredWork.schedule { [weak self] in
                    guard let self else { return }
                    apply(schedule.handle(.turnCame))
                }
            case .read(let animated):
                read(animated)
            }
        }
    }

    private func changeReported() {
        apply(schedule.handle(.changeReported))
    }
}
#endif
