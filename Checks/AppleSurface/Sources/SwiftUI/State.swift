// Only the members BridgeKit uses.

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
}
