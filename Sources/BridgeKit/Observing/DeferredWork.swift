#if canImport(UIKit) && canImport(SwiftUI)

/// Runs work soon, on the main actor, after the current SwiftUI view update.
///
/// Writing a binding while SwiftUI is updating a view is undefined behaviour
/// ("Modifying state during view update"), and UIKit can call a text field's
/// delegate in the middle of `updateUIView` (disabling a focused field resigns
/// it). The sessions queue such work and ask for it to run later; this is the
/// one place that "later" is decided, instead of a `DispatchQueue.main.async`
/// in every callback.
enum DeferredWork {
    /// Runs `work` in a main-actor `Task`: on the next turn of the main actor,
    /// after the view update that asked for it has returned.
    static func schedule(_ work: @escaping @MainActor @Sendable () -> Void) {
        Task { @MainActor in work() }
    }
}
#endif
