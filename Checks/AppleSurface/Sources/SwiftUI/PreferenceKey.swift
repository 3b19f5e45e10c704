// Mirrors: https://developer.apple.com/documentation/swiftui/preferencekey
public protocol PreferenceKey {

    // Mirrors: https://developer.apple.com/documentation/swiftui/preferencekey/value
    associatedtype Value

    // Mirrors: https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue
    static var defaultValue: Self.Value { get }

    // Mirrors: https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:)
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}
