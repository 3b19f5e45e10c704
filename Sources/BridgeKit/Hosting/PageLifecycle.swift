#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import Foundation
import SwiftUI
import UIKit

/// A hosted page's UIKit lifecycle, published to its SwiftUI content.
///
/// ``StandaloneHostingController`` feeds it UIKit's callbacks; `LifecycleTracker`
/// turns them into `LifecycleEvent`s (each phase once per transition, with the
/// reason). Read it with `.onLifecycle(_:perform:)`, or iterate ``events``.
///
/// ```swift
/// struct DetailView: StandaloneHostedView {
///     @Environment(\.pageLifecycle) private var lifecycle
///     var body: some View {
///         Text("detail")
///             .task {
///                 guard let lifecycle else { return }
///                 for await event in lifecycle.events { print(event) }
///             }
///     }
/// }
/// ```
@MainActor
public final class PageLifecycle {
    /// The tracker's state: loaded or not, and where the view stands.
    package private(set) var tracker = LifecycleTracker()
    private var subscriptions: [WeakSubscription] = []
    // Continuations are Sendable, so deinit may finish them.
    private var continuations: [UUID: AsyncStream<LifecycleEvent>.Continuation] = [:]

    init() {}

    /// Feeds one UIKit callback and delivers the events it means.
    package func receive(_ callback: LifecycleCallback) {
        for event in tracker.handle(callback) {
            subscriptions.removeAll { $0.subscription == nil }
            for weak in subscriptions { weak.subscription?.deliver(event) }
            for continuation in continuations.values { continuation.yield(event) }
        }
    }

    /// The events from now on, preceded by the ones that describe the current state
    /// (`LifecycleTracker.catchUpEvents`). The stream ends when the page is released.
    ///
    /// SwiftUI cancels a `.task` when its view disappears (a covered page's does),
    /// so prefer `.onLifecycle(_:perform:)` for events while covered.
    public var events: AsyncStream<LifecycleEvent> {
        let id = UUID()
        var captured: AsyncStream<LifecycleEvent>.Continuation?
        let stream = AsyncStream<LifecycleEvent>(bufferingPolicy: .unbounded) { captured = $0 }
        guard let continuation = captured else { return stream }
        for event in tracker.catchUpEvents { continuation.yield(event) }
        continuations[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.continuations[id] = nil }
        }
        return stream
    }

    func add(_ subscription: LifecycleSubscription) {
        subscriptions.append(WeakSubscription(subscription: subscription))
    }

    /// The `.onDismissAttempt` modifiers in this page, held weakly.
    private var attemptSubscriptions: [WeakAttemptSubscription] = []

    func add(_ subscription: DismissAttemptSubscription) {
        attemptSubscriptions.removeAll { $0.subscription == nil || $0.subscription === subscription }
        attemptSubscriptions.append(WeakAttemptSubscription(subscription: subscription))
    }

    /// The presentation showing this page refused a swipe (`isModalInPresentation`).
    func receiveDismissAttempt() {
        attemptSubscriptions.removeAll { $0.subscription == nil }
        for weak in attemptSubscriptions { weak.subscription?.deliver() }
    }

    deinit {
        for continuation in continuations.values { continuation.finish() }
    }
}

/// A subscriber that does not keep its modifier's state alive.
@MainActor
private struct WeakSubscription {
    weak var subscription: LifecycleSubscription?
}

@MainActor
private struct WeakAttemptSubscription {
    weak var subscription: DismissAttemptSubscription?
}

/// A controller that carries a hosted page's lifecycle: a presentation finds
/// the pages it shows through it (``StandaloneHostingController`` of any content).
@MainActor
protocol PageLifecycleCarrier: UIViewController {
    var lifecycle: PageLifecycle { get }
}

extension StandaloneHostingController: PageLifecycleCarrier {}

/// The `.onLifecycle` modifier's registration, kept in `@State` so it lives as
/// long as the view, whether or not the view is on screen. The lifecycle holds it
/// weakly; it holds the lifecycle weakly.
@MainActor
final class LifecycleSubscription {
    private weak var lifecycle: PageLifecycle?
    private var phases: Set<LifecyclePhase> = []
    private var action: (@MainActor (LifecycleEvent) -> Void)?
    private var isLive = false

    /// Called on every update of the modifier: refreshes the filter and the action
    /// (they may capture new state) and attaches to a new lifecycle.
    func update(lifecycle: PageLifecycle?, phases: Set<LifecyclePhase>, action: @escaping @MainActor (LifecycleEvent) -> Void) {
        self.phases = phases
        self.action = action
        guard let lifecycle, lifecycle !== self.lifecycle else { return }
        self.lifecycle = lifecycle
        isLive = false
        lifecycle.add(self)
        // Catch up after the current view update, never during it.
        Task { @MainActor [weak self] in self?.catchUp() }
    }

    func deliver(_ event: LifecycleEvent) {
        guard isLive, phases.contains(event.phase) else { return }
        action?(event)
    }

    private func catchUp() {
        guard let lifecycle, !isLive else { return }
        isLive = true
        for event in lifecycle.tracker.catchUpEvents { deliver(event) }
    }
}

private struct PageLifecycleKey: EnvironmentKey {
    static var defaultValue: PageLifecycle? { nil }
}

extension EnvironmentValues {
    /// The lifecycle of the hosted page this view is in; `nil` outside a
    /// ``StandaloneHostingController``.
    public var pageLifecycle: PageLifecycle? {
        get { self[PageLifecycleKey.self] }
        set { self[PageLifecycleKey.self] = newValue }
    }
}
#endif
