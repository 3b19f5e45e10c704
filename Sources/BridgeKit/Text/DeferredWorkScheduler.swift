#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// Runs work soon, on the main actor, after the current SwiftUI view update.
///
/// Writing a binding while SwiftUI is updating a view is undefined behaviour
/// ("Modifying state during view update"), and UIKit can call a text field's
/// delegate in the middle of `updateUIView` (disabling a focused field resigns
/// it). `TextFieldSession` queues such work and asks for it to run later; this
/// is the one place that "later" is decided, instead of a
/// `DispatchQueue.main.async` in every callback.
///
/// `main` starts one main-actor `Task`.
struct DeferredWorkScheduler: Sendable {
    private let enqueue: @Sendable (_ work: @escaping @MainActor @Sendable () -> Void) -> Void

    /// A scheduler that hands each piece of work to `enqueue`, which must run it
    /// later on the main actor: never synchronously, never twice.
    init(_ enqueue: @escaping @Sendable (_ work: @escaping @MainActor @Sendable () -> Void) -> Void) {
        self.enqueue = enqueue
    }

    /// Asks for `work` to run after the current view update.
    func schedule(_ work: @escaping @MainActor @Sendable () -> Void) {
        enqueue(work)
    }

    /// Runs the work in a main-actor `Task`: on the next turn of the main actor,
    /// after the view update that asked for it has returned.
    static let main = DeferredWorkScheduler { work in
        Task { @MainActor in work() }
    }
}
#endif
