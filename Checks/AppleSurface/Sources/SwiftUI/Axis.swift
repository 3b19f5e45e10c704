// Only `Axis.Set.vertical`, ScrollView's default axes. The enum's cases are
// not mirrored: no example names them.

// Mirrors: https://developer.apple.com/documentation/swiftui/axis
@frozen public enum Axis {

    // Mirrors: https://developer.apple.com/documentation/swiftui/axis/set
    // (the page lists OptionSet and Sendable; the raw type is Int8, as listed
    // for Axis.Set at https://onestack.dev/ios-reference/SwiftUICore/Axis.Set)
    @frozen public struct Set: OptionSet, Sendable {

        // Plumbing: OptionSet's storage, `let rawValue: Int8` per the listing above.
        public let rawValue: Int8

        // Plumbing: OptionSet's initializer, `init(rawValue: Int8)` per the listing above.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        // Mirrors: https://developer.apple.com/documentation/swiftui/axis/set/vertical
        public static let vertical: Axis.Set = { fatalError() }()
    }
}
