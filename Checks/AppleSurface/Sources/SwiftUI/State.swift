// Only the members BridgeKit and its documented examples use.

// Mirrors: https://developer.apple.com/documentation/swiftui/state
@frozen @propertyWrapper
public struct State<Value> {

    // Mirrors: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    // Mirrors: https://developer.apple.com/documentation/swiftui/state/projectedvalue
    // (in the struct body, not an extension file: Swift finds a property
    // wrapper's `projectedValue`, the `$name` spelling, only in the type itself.)
    public var projectedValue: Binding<Value> { fatalError() }
}
