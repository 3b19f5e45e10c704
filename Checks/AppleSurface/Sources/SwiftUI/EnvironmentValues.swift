// Mirrors: https://developer.apple.com/documentation/swiftui/environmentvalues
// No public initializer is used by BridgeKit; only the custom-key subscript.
public struct EnvironmentValues {

    // Mirrors: https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { fatalError() }
        set { fatalError() }
    }
}
