#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension View {
    /// Focuses this field when it first appears, without a guessed delay.
    ///
    /// A field that is not in a window yet cannot become first responder, so a
    /// focus request from `onAppear` is often dropped, and waiting a fixed
    /// half second only usually works. This modifier writes `value` into
    /// `binding` once SwiftUI has made the field appear (`onAppear`), it is
    /// in a window, and the sheet presentation or navigation push that brings
    /// it has finished (UIKit's transition coordinator says when), after
    /// SwiftUI's update. A frame later it reads the binding back, and again for
    /// up to three frames while it still shows the old value (SwiftUI applies a
    /// focus write in its next update): a write SwiftUI dropped (iOS 16 drops
    /// one made while a sheet presents) is made again, at most three times,
    /// unless something else took focus. It does
    /// so once for the view's identity: popping back to the page, or
    /// scrolling a row back into view, does not take focus again.
    ///
    /// ```swift
    /// List {
    ///     TextField("name:", text: $name)
    ///         .focused($focus, equals: .name)
    ///         .focusOnAppear($focus, equals: .name)
    ///     SecureField("password:", text: $password)
    ///         .focused($focus, equals: .password)
    /// }
    /// ```
    ///
    /// Apply it to the field itself (after `focused`), not to its container.
    /// For a ``TextFieldWrapper``, give ``FieldFocusState`` an initial value
    /// instead.
    public func focusOnAppear<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusOnAppearModifier {
            let before = binding.wrappedValue
            binding.wrappedValue = value
            // Read back a frame later: what SwiftUI made of the write.
            return {
                let now = binding.wrappedValue
                return now == value ? .held : now == before ? .dropped : .changed
            }
        })
    }

    /// Focuses this field, bound with `focused(_:)`, as soon as it is in a window.
    ///
    /// ```swift
    /// TextField("Search", text: $query)
    ///     .focused($isSearching)
    ///     .focusOnAppear($isSearching)
    /// ```
    public func focusOnAppear(_ condition: FocusState<Bool>.Binding) -> some View {
        focusOnAppear(condition, equals: true)
    }
}

/// Forwards SwiftUI's appearance, UIKit's window moves and the transition of
/// the view controller showing the field to BridgeCore's `FocusOnAppear`,
/// which decides; the focus write waits for `DeferredWork`, its read-back for
/// a frame (`FocusOnAppear.lookInterval`), again while it shows the old value.
private struct FocusOnAppearModifier: ViewModifier {
    /// Writes the binding and returns how to read the outcome back.
    let focus: @MainActor () -> @MainActor () -> FocusOnAppear.ReadBack
    /// The rule, in a box: the probe reports inside SwiftUI's update, where
    /// writing `@State` is not allowed. Lives as long as the identity.
    @State private var box = FocusOnAppearBox()

    func body(content: Content) -> some View {
        content
            .background {
                WindowProbe { [box] probe in
                    box.probe = probe
                    box.send(probe.window != nil ? .enteredWindow : .leftWindow, focus: focus)
                }
            }
            .onAppear { box.send(.appeared, focus: focus) }
            .onDisappear { box.send(.disappeared, focus: focus) }
    }
}

@MainActor
private final class FocusOnAppearBox {
    var rule = FocusOnAppear()
    weak var probe: UIView?

    func send(_ event: FocusOnAppear.Event, focus: @escaping @MainActor () -> @MainActor () -> FocusOnAppear.ReadBack) {
        if event == .appeared || event == .enteredWindow { watchTransition(focus: focus) }
        for effect in rule.handle(event) {
            switch effect {
            case .focus:
                DeferredWork.schedule { [weak self] in
                    guard let self else { return }
                    self.readBack = focus()
                    self.readBackAfterAFrame(focus: focus)
                }
            case .readAgain:
                readBackAfterAFrame(focus: focus)
            }
        }
    }

    /// How to read the last write back (what `focus()` returned).
    private var readBack: (@MainActor () -> FocusOnAppear.ReadBack)?

    /// Reads the binding `FocusOnAppear.lookInterval` from now: SwiftUI applies
    /// a `FocusState` write in its next view update, which a read one `Task`
    /// hop later can precede.
    private func readBackAfterAFrame(focus: @escaping @MainActor () -> @MainActor () -> FocusOnAppear.ReadBack) {
        Task { [weak self] in
            try? await Task.sleep(for: FocusOnAppear.lookInterval)
            guard let self, let readBack = self.readBack else { return }
            self.send(.readBack(readBack()), focus: focus)
        }
    }

    /// A presentation or push showing the view is running while its view
    /// controller (or an ancestor) has a transition coordinator; the
    /// coordinator's completion says when it ends.
    ///
    /// `animate(alongsideTransition:completion:)` returns whether the
    /// *animations* were queued; "the completions may be run even if the
    /// animations are not" (UIViewControllerTransitionCoordinator.h). So a
    /// coordinator at all means a transition is running, whatever it returns,
    /// and the start is recorded before the call, in case the completion runs
    /// inside it. When nothing was queued, the coordinator going away also
    /// ends the wait, in case no completion comes.
    private func watchTransition(focus: @escaping @MainActor () -> @MainActor () -> FocusOnAppear.ReadBack) {
        guard !rule.isWaitingForTransition, let coordinator = probe?.owningViewController?.transitionCoordinator else { return }
        _ = rule.handle(.transitionStarted)
        let queued = coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.endTransition(focus: focus) }
        }
        guard !queued else { return }
        Task { [weak self] in
            for _ in 0..<FocusOnAppear.transitionLooks {
                try? await Task.sleep(for: FocusOnAppear.transitionLookInterval)
                guard let self, self.rule.isWaitingForTransition else { return }
                if self.probe?.owningViewController?.transitionCoordinator == nil { break }
            }
            self?.endTransition(focus: focus)
        }
    }

    private func endTransition(focus: @escaping @MainActor () -> @MainActor () -> FocusOnAppear.ReadBack) {
        guard rule.isWaitingForTransition else { return }
        send(.transitionEnded, focus: focus)
    }
}

extension UIResponder {
    /// The view controller this responder belongs to: the first one up the
    /// responder chain (a view's next responder is its controller when it is
    /// the controller's root view, else its superview).
    var owningViewController: UIViewController? {
        var responder: UIResponder? = next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}

#endif
