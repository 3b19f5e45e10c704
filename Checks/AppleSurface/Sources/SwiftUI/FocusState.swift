// Only the members BridgeKit and its documented examples use.

// Mirrors: https://developer.apple.com/documentation/swiftui/focusstate
@frozen @propertyWrapper
public struct FocusState<Value> where Value: Hashable {

    // Mirrors: https://developer.apple.com/documentation/swiftui/focusstate/binding
    @frozen @propertyWrapper
    public struct Binding {

        // Plumbing: a public property wrapper needs an initializer at least as
        // visible as itself, and Swift would synthesize an internal `init()`.
        // Apple documents none (only SwiftUI makes a binding, through
        // `projectedValue`), so this one cannot be called.
        @available(*, unavailable, message: "Use FocusState's projectedValue ($focus).")
        public init() { fatalError() }

        // Mirrors: https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set { fatalError() }
        }

        // Mirrors: https://developer.apple.com/documentation/swiftui/focusstate/binding/projectedvalue
        public var projectedValue: FocusState<Value>.Binding { fatalError() }
    }

    // Mirrors: https://developer.apple.com/documentation/swiftui/focusstate/init()
    // (page not in the docs corpus; shape from its twin
    // https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/init(),
    // `init() where Value == Bool`, which `@FocusState var isFocused: Bool` calls.
    // In the struct body so Swift synthesizes no internal `init()`.)
    public init() where Value == Bool { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/focusstate/init()
    // (page not in the docs corpus; the optional-value overload
    // `init<T>() where Value == T?, T: Hashable` that `@FocusState var focus: Field?`
    // calls, shaped like AccessibilityFocusState's.)
    public init<T>() where Value == T?, T: Hashable { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    // Mirrors: https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue
    // (in the struct body: Swift finds `$name` only in the wrapper type itself.)
    public var projectedValue: FocusState<Value>.Binding { fatalError() }
}
