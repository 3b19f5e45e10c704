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
    /// `binding` once SwiftUI has made the field appear (`onAppear`) and it is
    /// in a window, after SwiftUI's update. It does so once for the view's
    /// identity: popping back to the page, or scrolling a row back into view,
    /// does not take focus again.
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
        modifier(FocusOnAppearModifier { binding.wrappedValue = value })
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
/// Forwards SwiftUI's appearance and UIKit's window moves to BridgeCore's
/// `FocusOnAppear`, which decides; the focus write waits for `DeferredWork`.
private struct FocusOnAppearModifier: ViewModifier {
    let focus: @MainActor () -> Void
    /// The rule, in a box: the window probe reports inside SwiftUI's update,
    /// where writing `@State` is not allowed. Lives as long as the identity.
    @State private var box = FocusOnAppearBox()

    func body(content: Content) -> some View {
        content
            .background {
                WindowProbe { window in send(window != nil ? .enteredWindow : .leftWindow) }
            }
            .onAppear { send(.appeared) }
            .onDisappear { send(.disappeared) }
    }

    private func send(_ event: FocusOnAppear.Event) {
        for effect in box.rule.handle(event) {
            switch effect {
            case .focus: DeferredWork.schedule { [focus] in focus() }
            }
        }
    }
}

@MainActor
private final class FocusOnAppearBox {
    var rule = FocusOnAppear()
}

#endif
