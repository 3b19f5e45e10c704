// The members BridgeKit's Controls shell uses.

extension Binding {

    // Mirrors: https://developer.apple.com/documentation/swiftui/binding/constant(_:)
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
}
