#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension View {
    /// Binds this field's focus to `condition` like `focused(_:)`, and calls
    /// `onFocus(true)` when it gains focus and `onFocus(false)` when it loses it.
    ///
    /// Seed 002's replacement for `onEditingChanged`, for fields that have none
    /// (`TextField(value:format:)`):
    ///
    /// ```swift
    /// @FocusState private var focus: Bool
    ///
    /// TextField("Price:", value: $price, format: .number)
    ///     .focused($focus) { focused in print(focused) }
    /// ```
    ///
    /// Each call reports one transition, worked out by BridgeCore's
    /// `FocusTransition.between(_:_:)`. iOS 16's `onChange` hands over only the
    /// new value; the field's focus is observed as "focused or not", so the old
    /// one is always the other of the two.
    public func focused(
        _ condition: FocusState<Bool>.Binding,
        onFocus: @escaping @MainActor (Bool) -> Void
    ) -> some View {
        focused(condition)
            .modifier(FocusTransitionReporter(value: true, isFocused: condition.wrappedValue, onFocus: onFocus))
    }

    /// Binds this field's focus to `binding` like `focused(_:equals:)`, and calls
    /// `onFocus(true)` / `onFocus(false)` exactly once each time *this* field
    /// gains or loses focus.
    ///
    /// One call replaces seed 002's `storeLastFocus(current:last:)` plus
    /// `focused(_:equals:last:onFocus:)`; no extra `@State` in your view:
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
    /// The field's focus is observed as "this value or nothing", so a move between
    /// two other fields changes nothing here; BridgeCore's
    /// `FocusTransition.between(_:_:)` turns each change into its transitions.
    public func focused<Value: Hashable & Sendable>(
        _ binding: FocusState<Value>.Binding,
        equals value: Value,
        onFocus: @escaping @MainActor (Bool) -> Void
    ) -> some View {
        focused(binding, equals: value)
            .modifier(FocusTransitionReporter(value: value, isFocused: binding.wrappedValue == value, onFocus: onFocus))
    }
}

/// Reports a field's focus transitions from the changes of `isFocused`.
///
/// No remembered previous value: the field is focused or not, so a change to
/// focused is a gain and a change to unfocused a loss. A remembered value would
/// be wrong whenever the modifier first appears on a focused field (it would
/// start unfocused and swallow the loss).
private struct FocusTransitionReporter<Value: Hashable & Sendable>: ViewModifier {
    /// The field's value in the focus state.
    let value: Value
    let isFocused: Bool
    let onFocus: @MainActor (Bool) -> Void

    func body(content: Content) -> some View {
        // `onChange(of:perform:)` is the iOS 16 API (deprecated from iOS 17, which
        // BridgeKit's iOS 16 deployment target does not reach).
        content.onChange(of: isFocused) { [value] isFocused in
            let (old, new) = isFocused ? (nil, value) : (value, nil)
            for transition in FocusTransition.between(old, new) {
                onFocus(transition.isGained)
            }
        }
    }
}
#endif
