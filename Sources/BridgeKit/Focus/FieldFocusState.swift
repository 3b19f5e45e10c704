#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// SwiftUI's `@FocusState` for ``TextFieldWrapper``: a focus binding that moves
/// UIKit's first responder, and that follows the user when they tap a field.
///
/// ```swift
/// struct SignUp: View {
///     enum Field: Hashable { case name, email, phone }
///     @FieldFocusState private var focus: Field?
///     @State private var name = ""
///     @State private var email = ""
///
///     var body: some View {
///         List {
///             TextFieldWrapper("Name:", text: $name)
///                 .focused($focus, equals: .name)
///             TextFieldWrapper("Email:", text: $email)
///                 .focused($focus, equals: .email)
///         }
///         .onBridgedSubmit { focus = focus == .name ? .email : nil }
///     }
/// }
/// ```
///
/// SwiftUI's `FocusState` cannot drive a `UITextField` inside a representable:
/// SwiftUI's focus system does not make UIKit views first responder. This one
/// keeps BridgeCore's `FocusSession` (in `@State`, so it lives as long as the
/// view) and the wrapped fields bound to it, and does what the session decides:
///
/// - Writing the value moves the keyboard to that field; `nil` (or `false`)
///   dismisses it. Moving from one field to the next never passes through
///   `nil`, so the keyboard stays up.
/// - A value written before its field is in a window is kept and honoured when
///   the field appears: focus on appear needs no `asyncAfter` delay. Give the
///   initial value in the declaration, or declare the fields' `order`, so the
///   request is known before the fields are created:
///   `@FieldFocusState(order: [.name, .email]) var focus: Field? = .name`.
/// - A value no field is bound to is ignored, the value set back, and one line
///   printed in debug builds (`BridgeKit: Focus request for …`); release builds
///   stay silent. Nothing traps.
///
/// The projected value (`$focus`) is a ``Binding`` with ``Binding/focusNext()``,
/// ``Binding/focusPrevious()`` and ``Binding/focusFirstEmpty()``, for keyboard
/// accessory buttons. Reading the value always gives the session's current
/// field, and reads SwiftUI state, so a view whose body reads it
/// (`Text("\(focus)")`, `.disabled(focus == nil)`, `.onChange(of: focus)`)
/// updates when the user moves focus: one main-actor turn after UIKit reports
/// it, so state is never written during a view update.
@MainActor
@propertyWrapper
public struct FieldFocusState<Value: Hashable & Sendable>: DynamicProperty {
    /// The session and the fields; the same object for the view's lifetime.
    @State private var store: FieldFocusStore<Value>
    /// A copy of the session's binding, written so SwiftUI updates the view.
    @State private var published: Value

    /// A single-field focus state, `false` until the field is focused.
    ///
    /// ```swift
    /// @FieldFocusState private var isNameFocused: Bool
    /// ```
    public init() where Value == Bool {
        self.init(wrappedValue: false)
    }

    /// A single-field focus state that focuses its field as soon as it appears
    /// when `wrappedValue` is `true`.
    ///
    /// ```swift
    /// @FieldFocusState private var isSearchFocused = true
    /// ```
    public init(wrappedValue: Value) where Value == Bool {
        self.init(store: FieldFocusStore(unfocused: false, order: [], initial: wrappedValue))
    }

    /// A focus state over several fields, none focused; `order` is the focus
    /// order for ``Binding/focusNext()`` and friends (fields not listed follow
    /// in the order their views are created).
    ///
    /// ```swift
    /// @FieldFocusState(order: [.name, .email, .phone]) private var focus: Field?
    /// ```
    public init<Field>(order: [Field] = []) where Value == Field? {
        self.init(wrappedValue: nil, order: order)
    }

    /// A focus state over several fields that focuses `wrappedValue`'s field as
    /// soon as it appears, with no delay.
    ///
    /// ```swift
    /// @FieldFocusState private var focus: Field? = .name
    /// ```
    public init<Field>(wrappedValue: Value, order: [Field] = []) where Value == Field? {
        self.init(store: FieldFocusStore(unfocused: nil, order: order.map(Optional.some), initial: wrappedValue))
    }

    private init(store: FieldFocusStore<Value>) {
        _store = State(wrappedValue: store)
        _published = State(wrappedValue: store.value)
    }

    /// The focused field's value; write it to move the keyboard.
    public var wrappedValue: Value {
        get {
            // A read of the `@State` itself: it makes the body depend on it
            // (taking `$published` does not), so the publish redraws the view.
            _ = published
            return store.value
        }
        nonmutating set { projectedValue.wrappedValue = newValue }
    }

    /// The binding to hand to ``TextFieldWrapper/focused(_:equals:)-(FieldFocusState<Value>.Binding,_)`` or to a
    /// child view, with the relative moves.
    public var projectedValue: Binding {
        Binding(store: store, published: $published)
    }
}

extension FieldFocusState {
    /// A binding to a ``FieldFocusState``: what `$focus` gives, what
    /// ``TextFieldWrapper/focused(_:equals:)-(FieldFocusState<Value>.Binding,_)`` takes, and what a child view
    /// declares to move the focus of its parent's fields.
    ///
    /// ```swift
    /// struct NextFieldButton: View {
    ///     @FieldFocusState<SignUp.Field?>.Binding var focus: SignUp.Field?
    ///
    ///     var body: some View {
    ///         Button("Next") { $focus.focusNext() }
    ///     }
    /// }
    ///
    /// NextFieldButton(focus: $focus)
    /// ```
    ///
    /// A child whose body reads the value (`Text(focus == .email ? "…" : "")`,
    /// `.disabled(focus == nil)`) redraws when the user moves focus, as with a
    /// SwiftUI `Binding`: this is a `DynamicProperty`, so SwiftUI installs the
    /// SwiftUI binding it carries before each body, which a plain struct
    /// holding one does not get.
    @MainActor
    @propertyWrapper
    public struct Binding: DynamicProperty {
        let store: FieldFocusStore<Value>
        let published: SwiftUI.Binding<Value>

        /// The focused field's value; write it to move the keyboard.
        public var wrappedValue: Value {
            get {
                _ = published.wrappedValue  // a read SwiftUI tracks, as above
                return store.value
            }
            nonmutating set {
                published.wrappedValue = newValue
                store.send(.requested(store.field(for: newValue)), publishingTo: published)
            }
        }

        /// The binding itself, so `$focus` works in a view that declares one.
        public var projectedValue: Binding { self }

        /// Focuses the field after the focused one in focus order (the first
        /// field when none is focused); nothing on the last field.
        ///
        /// ```swift
        /// Button("Next") { $focus.focusNext() }
        /// ```
        public func focusNext() {
            store.send(.move(.next), publishingTo: published)
        }

        /// Focuses the field before the focused one (the last field when none
        /// is focused); nothing on the first field.
        ///
        /// ```swift
        /// Button("Previous") { $focus.focusPrevious() }
        /// ```
        public func focusPrevious() {
            store.send(.move(.previous), publishingTo: published)
        }

        /// Focuses the first field, in focus order, whose text is empty;
        /// nothing when every field has text.
        ///
        /// ```swift
        /// Button("Sign up") { if !isComplete { $focus.focusFirstEmpty() } }
        /// ```
        public func focusFirstEmpty() {
            store.send(.move(.firstEmpty), publishingTo: published)
        }
    }
}
#endif
