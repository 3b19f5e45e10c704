#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import Observation

/// Reads a controller's binding again by itself when the binding's getter reads
/// `@Observable` state, so the app need not call `updatePath()` or `update()`
/// after writing it. iOS 17 and later; before, and for state that Observation
/// does not track (`ObservableObject`, `@State`), it does nothing.
///
/// When to read is `ObservedReadSchedule`'s decision. What this adds, from
/// Apple's `withObservationTracking(_:onChange:)`: `track` (the binding's
/// getters, nothing else: a read of anything else would be followed too) runs
/// inside it; `onChange` runs once, before the value is stored, on the thread
/// that writes, so it only hops to the main actor to report the change. Both
/// closures and the hop hold the follower weakly: when its owner is gone, the
/// pending `onChange` finds nobody and tracking is not armed again.
@MainActor
final class ObservedStateFollower {
    private var schedule = ObservedReadSchedule()
    private let track: @MainActor () -> Void
    private let read: @MainActor () -> Void

    /// - Parameters:
    ///   - track: Reads the binding's getters and nothing else.
    ///   - read: The owner's read of its binding (moves UIKit towards it).
    init(track: @escaping @MainActor () -> Void, read: @escaping @MainActor () -> Void) {
        self.track = track
        self.read = read
    }

    /// Starts following, after the owner's first read.
    func start() {
        perform(schedule.handle(.started))
    }

    private func perform(_ effects: [ObservedReadSchedule.Effect]) {
        for effect in effects {
            switch effect {
            case .track:
                // iOS 16 has no Observation: the app calls the update method there.
                guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { continue }
                withObservationTracking { track() } onChange: { [weak self] in
                    Task { @MainActor [weak self] in self?.changeReported() }
                }
            case .scheduleTurn:
                DeferredWork.schedule { [weak self] in
                    guard let self else { return }
                    perform(schedule.handle(.turnCame))
                }
            case .read:
                read()
            }
        }
    }

    private func changeReported() {
        perform(schedule.handle(.changeReported))
    }
}
#endif
