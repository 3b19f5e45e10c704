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
/// The default, ``main``, starts one main-actor `Task`. Inject another one
/// through the environment, for instance to collect the work in a test and run
/// it when the test says so:
///
/// ```swift
/// @MainActor final class ManualQueue: Sendable {
///     var pending: [@MainActor @Sendable () -> Void] = []
///     func runAll() { let work = pending; pending = []; work.forEach { $0() } }
/// }
/// let queue = ManualQueue()
///
/// TextFieldWrapper("name:", text: $name)
///     .deferredWorkScheduler(DeferredWorkScheduler { work in
///         Task { @MainActor in queue.pending.append(work) }
///     })
/// ```
public struct DeferredWorkScheduler: Sendable {
    private let enqueue: @Sendable (_ work: @escaping @MainActor @Sendable () -> Void) -> Void

    /// A scheduler that hands each piece of work to `enqueue`, which must run it
    /// later on the main actor: never synchronously, never twice.
    public init(_ enqueue: @escaping @Sendable (_ work: @escaping @MainActor @Sendable () -> Void) -> Void) {
        self.enqueue = enqueue
    }

    /// Asks for `work` to run after the current view update.
    public func schedule(_ work: @escaping @MainActor @Sendable () -> Void) {
        enqueue(work)
    }

    /// Runs the work in a main-actor `Task`: on the next turn of the main actor,
    /// after the view update that asked for it has returned.
    public static let main = DeferredWorkScheduler { work in
        Task { @MainActor in work() }
    }
}

private struct DeferredWorkSchedulerKey: EnvironmentKey {
    static let defaultValue = DeferredWorkScheduler.main
}

extension EnvironmentValues {
    /// The scheduler BridgeKit's text fields use for work that must wait until
    /// the current view update ends. Default: ``DeferredWorkScheduler/main``.
    public var deferredWorkScheduler: DeferredWorkScheduler {
        get { self[DeferredWorkSchedulerKey.self] }
        set { self[DeferredWorkSchedulerKey.self] = newValue }
    }
}

extension View {
    /// Sets the scheduler the ``TextFieldWrapper``s inside this view use for
    /// binding writes and callbacks that arrive during a view update.
    ///
    /// ```swift
    /// VStack { TextFieldWrapper("name:", text: $name) }
    ///     .deferredWorkScheduler(.main)
    /// ```
    public func deferredWorkScheduler(_ scheduler: DeferredWorkScheduler) -> some View {
        environment(\.deferredWorkScheduler, scheduler)
    }
}
#endif
