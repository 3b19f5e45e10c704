#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension TextFieldWrapper {
    /// Binds this field's focus to `binding`: the field becomes first responder
    /// when `binding` holds `value`, and `binding` becomes `value` when the user
    /// taps the field (and stops being it when the field resigns).
    ///
    /// ```swift
    /// @FieldFocusState private var focus: Field?
    ///
    /// TextFieldWrapper("Email:", text: $email)
    ///     .focused($focus, equals: .email)
    /// ```
    ///
    /// SwiftUI's `View.focused(_:equals:)` takes a `FocusState` binding and does
    /// not move UIKit's first responder; bind wrapped fields to a
    /// ``FieldFocusState`` instead. `equals: nil` (or `false`) binds nothing.
    public func focused<Value>(_ binding: FieldFocusState<Value>.Binding, equals value: Value) -> Self {
        with { $0.focus = binding.store.field(for: value).map { FieldFocusLink(binding: binding, field: $0) } }
    }

    /// Binds this field's focus to a `Bool`: `true` while it is first responder;
    /// set it to `true` to focus the field, `false` to dismiss the keyboard.
    ///
    /// ```swift
    /// @FieldFocusState private var isNameFocused: Bool
    ///
    /// TextFieldWrapper("Name:", text: $name)
    ///     .focused($isNameFocused)
    /// Button("Dismiss keyboard") { isNameFocused = false }
    /// ```
    public func focused(_ condition: FieldFocusState<Bool>.Binding) -> Self {
        focused(condition, equals: true)
    }
}

/// What the coordinator tells a field's focus binding, as UIKit reports it.
enum TextFieldFocusEvent {
    /// The field is bound (created, or bound to another value).
    case attached
    /// The field is unbound or dismantled.
    case detached
    /// `didMoveToWindow()`: the field entered or left a window.
    case windowChanged
    /// The field's text may have become empty or non-empty.
    case contentChanged(isEmpty: Bool)
    /// Return was pressed; the submit handlers run next.
    case submitBegan
    /// The submit handlers ran: resign unless one asked for this field.
    case submitEnded
    /// `textFieldDidBeginEditing(_:)`.
    case began
    /// `textFieldDidEndEditing(_:reason:)`.
    case ended
}

/// A wrapped field's focus binding with the value's type erased, so the
/// non-generic ``TextFieldWrapper`` can hold any ``FieldFocusState``.
@MainActor
protocol TextFieldFocusLink {
    /// Whether `other` binds to the same state and value, so the field need not
    /// register again.
    func isSame(as other: (any TextFieldFocusLink)?) -> Bool
    /// Forwards `event` about `view` to the focus session.
    func send(_ event: TextFieldFocusEvent, from view: any SessionTextView)
}

/// The link of ``TextFieldWrapper/focused(_:equals:)-(FieldFocusState<Value>.Binding,_)``: a field's value in one
/// ``FieldFocusState``.
struct FieldFocusLink<Value: Hashable & Sendable>: TextFieldFocusLink {
    let binding: FieldFocusState<Value>.Binding
    let field: Value

    func isSame(as other: (any TextFieldFocusLink)?) -> Bool {
        guard let other = other as? Self else { return false }
        return other.binding.store === binding.store && other.field == field
    }

    func send(_ event: TextFieldFocusEvent, from view: any SessionTextView) {
        let store = binding.store
        let published = binding.published
        switch event {
        case .attached:
            store.attach(view, as: field, publishingTo: published)
        case .detached:
            store.detach(view, as: field, publishingTo: published)
        case .windowChanged:
            store.windowChanged(view, as: field, publishingTo: published)
        case .contentChanged(let isEmpty):
            store.send(.contentChanged(field, isEmpty: isEmpty), publishingTo: published)
        case .submitBegan:
            store.send(.submitBegan(field), publishingTo: published)
        case .submitEnded:
            store.send(.submitEnded(field), publishingTo: published)
        case .began:
            store.send(.gained(field), publishingTo: published)
        case .ended:
            store.send(.lost(field), publishingTo: published)
        }
    }
}
#endif
