// Mirrors: https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {

    // Mirrors: https://developer.apple.com/documentation/swiftui/environmentkey/value
    associatedtype Value

    // Mirrors: https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
    static var defaultValue: Self.Value { get }
}
