// The protocol that lets a property wrapper hold SwiftUI state of its own
// (BridgeKit's `FieldFocusState` keeps its focus session in a `@State`).

// Mirrors: https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {

    // Mirrors: https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
    mutating func update()
}

extension DynamicProperty {

    // Plumbing: SwiftUI's interface gives `update()` a default implementation
    // (a custom dynamic property such as Apple's examples of wrappers around
    // `@State` does not write one); the docs have no page for the default.
    public mutating func update() {}
}
