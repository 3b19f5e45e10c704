// Mirrors: https://developer.apple.com/documentation/swiftui/eventmodifiers
// (the page lists `init(rawValue: Int)` and `let rawValue: Int`: an OptionSet.)
@frozen
public struct EventModifiers: OptionSet {

    // Mirrors: https://developer.apple.com/documentation/swiftui/eventmodifiers/rawvalue
    public let rawValue: Int

    // Mirrors: https://developer.apple.com/documentation/swiftui/eventmodifiers/init(rawvalue:)
    public init(rawValue: Int) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/eventmodifiers/command
    public static let command: EventModifiers = { fatalError() }()

    // Mirrors: https://developer.apple.com/documentation/swiftui/eventmodifiers/control
    public static let control: EventModifiers = { fatalError() }()

    // Mirrors: https://developer.apple.com/documentation/swiftui/eventmodifiers/option
    public static let option: EventModifiers = { fatalError() }()

    // Mirrors: https://developer.apple.com/documentation/swiftui/eventmodifiers/shift
    public static let shift: EventModifiers = { fatalError() }()
}
