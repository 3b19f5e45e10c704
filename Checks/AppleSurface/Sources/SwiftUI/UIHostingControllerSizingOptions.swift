// Mirrors: https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions
// The page lists `init(rawValue: Int)` and `let rawValue: Int`, i.e. an OptionSet.
@available(iOS 16.0, *)
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {

    // Mirrors: https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions/rawvalue
    public let rawValue: Int

    // Mirrors: https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions/init(rawvalue:)
    public init(rawValue: Int) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions/intrinsiccontentsize
    public static let intrinsicContentSize: UIHostingControllerSizingOptions = { fatalError() }()

    // Mirrors: https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions/preferredcontentsize
    public static let preferredContentSize: UIHostingControllerSizingOptions = { fatalError() }()
}
