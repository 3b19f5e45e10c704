#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension View {
    /// Focuses this field as soon as it is in a window, without a guessed delay.
    ///
    /// A field that is not in a window yet cannot become first responder, so a
    /// focus request from `onAppear` is often dropped, and waiting a fixed
    /// half second only usually works. This modifier puts a probe view next to
    /// the field and writes `value` into `binding` when UIKit moves the probe
    /// into a window, on the next turn of the main actor so the write lands
    /// after SwiftUI's update. It runs again each time the field comes back
    /// into a window, as `onAppear` does.
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
        background {
            WindowProbe { binding.wrappedValue = value }
        }
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

/// An invisible view that calls `onEnterWindow` each time it moves into a window.
private struct WindowProbe: UIViewRepresentable {
    let onEnterWindow: @MainActor () -> Void

    func makeUIView(context: Context) -> WindowProbeView {
        let probe = WindowProbeView(frame: .zero)
        probe.isUserInteractionEnabled = false
        probe.isHidden = true
        probe.onEnterWindow = onEnterWindow
        return probe
    }

    func updateUIView(_ uiView: WindowProbeView, context: Context) {
        // The newest closure, so it writes the binding of the current view value.
        uiView.onEnterWindow = onEnterWindow
    }
}

private final class WindowProbeView: UIView {
    var onEnterWindow: (@MainActor () -> Void)?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        // UIKit moves the view during SwiftUI's update; a state write belongs
        // after it, so the write waits for the next turn of the main actor.
        Task { @MainActor [weak self] in
            guard let self, self.window != nil else { return }
            self.onEnterWindow?()
        }
    }
}
#endif
