// Only the option BridgeKit names (as a default argument).

// Mirrors: https://developer.apple.com/documentation/swiftui/gesturemask
// (an OptionSet with `init(rawValue: UInt32)`, as the page's members list it.)
@frozen
public struct GestureMask: OptionSet {

    // Mirrors: https://developer.apple.com/documentation/swiftui/gesturemask/rawvalue
    public let rawValue: UInt32

    // Mirrors: https://developer.apple.com/documentation/swiftui/gesturemask/init(rawvalue:)
    public init(rawValue: UInt32) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/gesturemask/all
    public static let all: GestureMask = { fatalError() }()
}
