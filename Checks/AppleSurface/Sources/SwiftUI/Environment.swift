// Mirrors: https://developer.apple.com/documentation/swiftui/environment
@frozen @propertyWrapper
public struct Environment<Value> {

    // Mirrors: https://developer.apple.com/documentation/swiftui/environment/init(_:)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { fatalError() }
}
