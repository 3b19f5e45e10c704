#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension View {
    /// Runs `action` for the hosted page's UIKit lifecycle events in `phases`.
    ///
    /// Unlike `onAppear`/`onDisappear`, this sees all five phases, tells a pop
    /// (`.movingFromParent`) from a cover (`.covered`), reports a cancelled swipe
    /// as such, and keeps working while the page is covered. A view that appears
    /// late first receives the events describing the current state, so it sees
    /// each phase once.
    ///
    /// ```swift
    /// Text("detail")
    ///     .onLifecycle([.didAppear, .willDisappear]) { event in
    ///         if event == .willDisappear(.movingFromParent) { draft.save() }
    ///     }
    /// ```
    public func onLifecycle(
        _ phases: Set<LifecyclePhase> = Set(LifecyclePhase.allCases),
        perform action: @escaping @MainActor (LifecycleEvent) -> Void
    ) -> some View {
        modifier(OnLifecycleModifier(phases: phases, action: action))
    }

    /// Runs `action` for one lifecycle phase, e.g. `.onLifecycle(.didAppear) { _ in … }`.
    public func onLifecycle(
        _ phase: LifecyclePhase,
        perform action: @escaping @MainActor (LifecycleEvent) -> Void
    ) -> some View {
        onLifecycle([phase], perform: action)
    }
}

private struct OnLifecycleModifier: ViewModifier {
    @Environment(\.pageLifecycle) private var lifecycle
    @State private var subscription = LifecycleSubscription()
    let phases: Set<LifecyclePhase>
    let action: @MainActor (LifecycleEvent) -> Void

    func body(content: Content) -> some View {
        // Refreshed on every update so the action sees current state, like every callback a bridge keeps.
        subscription.update(lifecycle: lifecycle, phases: phases, action: action)
        return content
    }
}
#endif
