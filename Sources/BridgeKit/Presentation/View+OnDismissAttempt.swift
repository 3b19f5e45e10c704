#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

extension View {
    /// Runs `action` when the user tried to swipe away the sheet this view is
    /// in, and `isModalInPresentation` refused it: the sheet's own content
    /// explains why ("Save or discard your changes first") where the user is.
    ///
    /// ```swift
    /// struct NoteEditor: View {
    ///     @State private var isAskingToDiscard = false
    ///
    ///     var body: some View {
    ///         Form { … }
    ///             .onDismissAttempt { isAskingToDiscard = true }
    ///             .confirmationDialog("Discard your changes?", isPresented: $isAskingToDiscard) {
    ///                 Button("Discard", role: .destructive) { discard() }
    ///             }
    ///     }
    /// }
    /// ```
    ///
    /// It hears the pages BridgeKit presents with
    /// `present(item:style:isModalInPresentation:observing:onDismissAttempt:onDismiss:content:)`
    /// (or its `controller:` form, for hosted pages anywhere in that
    /// controller's tree), after the presenter's own `onDismissAttempt:`
    /// closure, which still runs. BridgeKit hears the attempt through the
    /// presentation controller's delegate (`presentationControllerDidAttemptToDismiss(_:)`);
    /// a page that sets `presentationController?.delegate` itself replaces it,
    /// and neither closure runs. Elsewhere (a SwiftUI `.sheet`, a page you
    /// present yourself) it never runs.
    public func onDismissAttempt(perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(OnDismissAttemptModifier(action: action))
    }
}

private struct OnDismissAttemptModifier: ViewModifier {
    @Environment(\.pageLifecycle) private var lifecycle
    @State private var subscription = DismissAttemptSubscription()
    let action: @MainActor () -> Void

    func body(content: Content) -> some View {
        // Refreshed on every update, so the action sees current state.
        subscription.update(lifecycle: lifecycle, action: action)
        return content
    }
}

/// The `.onDismissAttempt` modifier's registration, kept in `@State`; the page's
/// lifecycle holds it weakly.
@MainActor
final class DismissAttemptSubscription {
    private weak var lifecycle: PageLifecycle?
    private var action: (@MainActor () -> Void)?

    func update(lifecycle: PageLifecycle?, action: @escaping @MainActor () -> Void) {
        self.action = action
        guard let lifecycle, lifecycle !== self.lifecycle else { return }
        self.lifecycle = lifecycle
        lifecycle.add(self)
    }

    func deliver() {
        action?()
    }
}
#endif
