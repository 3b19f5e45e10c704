// The environment values BridgeKit's text field shell reads. SwiftUI's
// `textInputAutocapitalization(_:)` modifier has no readable EnvironmentValues
// property in Apple's documentation, so it is not mirrored and BridgeKit cannot
// follow it.

extension EnvironmentValues {

    // Mirrors: https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled
    public var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // Mirrors: https://developer.apple.com/documentation/swiftui/environmentvalues/autocorrectiondisabled
    @export(implementation) public var autocorrectionDisabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}
