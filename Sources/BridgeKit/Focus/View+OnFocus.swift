#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI

extension View {
    /// Binds this field's focus to `condition` like `focused(_:)`, and calls
    /// `onFocus(true)` when it gains focus and `onFocus(false)` when it loses it.
    ///
    /// For fields that have no `onEditingChanged`, such as `TextField(value:format:)`:
    ///
    /// ```swift
    /// @FocusState private var focus: Bool
    ///
    /// TextField("Price:", value: $price, format: .number)
    ///     .focused($focus) { focused in print(focused) }
    /// ```
    public func focused(
        _ condition: FocusState<Bool>.Binding,
        onFocus: @escaping @MainActor (Bool) -> Void
    ) -> some View {
        focused(condition)
            .modifier(FocusChangeReporter(isFocused: condition.wrappedValue, onFocus: onFocus))
    }

    /// Binds this field's focus to `binding` like `focused(_:equals:)`, and calls
    /// `onFocus(true)` / `onFocus(false)` exactly once each time *this* field
    /// gains or loses focus; no extra `@State` in your view:
    ///
    /// ```swift
    /// List {
    ///     TextField("Name:", text: $name)
    ///         .focused($focused, equals: .name) { print("name:", $0) }
    ///     TextField("Email:", text: $email)
    ///         .focused($focused, equals: .email) { print("email:", $0) }
    /// }
    /// // name → email prints "name: false" and "email: true" (in the order SwiftUI
    /// // runs the two fields' onChange); nothing for the others.
    /// ```
    ///
    /// A move between two other fields changes nothing here: the field only
    /// watches whether the binding holds its own value.
    public func focused<Value: Hashable & Sendable>(
        _ binding: FocusState<Value>.Binding,
        equals value: Value,
        onFocus: @escaping @MainActor (Bool) -> Void
    ) -> some View {
        focused(binding, equals: value)
            .modifier(FocusChangeReporter(isFocused: binding.wrappedValue == value, onFocus: onFocus))
    }
}

/// Calls `onFocus` with each new value of `isFocused`.
///
/// Nothing is remembered: a change of "is this field focused" is a gain when
/// it becomes `true` and a loss when it becomes `false`, and a remembered
/// previous value would be wrong when the modifier first appears on a field
/// that is already focused.
private struct FocusChangeReporter: ViewModifier {
    let isFocused: Bool
    let onFocus: @MainActor (Bool) -> Void

    func body(content: Content) -> some View {
        content.onValueChange(of: isFocused, onFocus)
    }
}
#endif
