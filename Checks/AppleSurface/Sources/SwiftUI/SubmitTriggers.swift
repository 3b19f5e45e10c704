// SwiftUI's submit triggers, which BridgeKit's `onBridgedSubmit(of:_:)` converts
// BridgeCore's `SubmitTriggers` into. Apple's page groups `init(rawValue:)`
// under "Creating a set of options", DocC's heading for an `OptionSet`
// conformance, and its `Element` is `SubmitTriggers` itself (the OptionSet
// default); `rawValue`'s type is `Int` (the initializer's symbol,
// `s:7SwiftUI14SubmitTriggersV8rawValueACSi_tcfc`, takes `Si`, Swift.Int).
// `Sendable` as every SwiftUI option set: its `static let` members are shared.

// Mirrors: https://developer.apple.com/documentation/swiftui/submittriggers
public struct SubmitTriggers: OptionSet, Sendable {

    // Plumbing: OptionSet's `rawValue` requirement (Apple's page lists it
    // through the protocol, not as a member of its own).
    public var rawValue: Int { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/submittriggers/init(rawvalue:)
    public init(rawValue: SubmitTriggers.RawValue) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/submittriggers/text
    public static let text: SubmitTriggers = { fatalError() }()

    // Mirrors: https://developer.apple.com/documentation/swiftui/submittriggers/search
    public static let search: SubmitTriggers = { fatalError() }()
}
