// Mirrors: https://developer.apple.com/documentation/swiftui/safearearegions
// (declared `@frozen struct SafeAreaRegions: OptionSet`; relationship list not in the docs corpus.)
@frozen
public struct SafeAreaRegions: OptionSet, Sendable {

    // Mirrors: https://developer.apple.com/documentation/swiftui/safearearegions/rawvalue
    public let rawValue: UInt

    // Mirrors: https://developer.apple.com/documentation/swiftui/safearearegions/init(rawvalue:)
    public init(rawValue: UInt) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/safearearegions/all
    public static let all: SafeAreaRegions = { fatalError() }()

    // Mirrors: https://developer.apple.com/documentation/swiftui/safearearegions/container
    public static let container: SafeAreaRegions = { fatalError() }()

    // Mirrors: https://developer.apple.com/documentation/swiftui/safearearegions/keyboard
    public static let keyboard: SafeAreaRegions = { fatalError() }()
}
