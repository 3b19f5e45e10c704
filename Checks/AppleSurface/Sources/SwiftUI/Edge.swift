// Mirrors: https://developer.apple.com/documentation/swiftui/edge
@frozen public enum Edge: Int8, CaseIterable, Sendable {
    // Mirrors: https://developer.apple.com/documentation/swiftui/edge/top
    case top
    // Mirrors: https://developer.apple.com/documentation/swiftui/edge/leading
    case leading
    // Mirrors: https://developer.apple.com/documentation/swiftui/edge/bottom
    case bottom
    // Mirrors: https://developer.apple.com/documentation/swiftui/edge/trailing
    case trailing

    // Mirrors: https://developer.apple.com/documentation/swiftui/edge/set
    @frozen public struct Set: OptionSet, Sendable {
        // Plumbing: OptionSet's storage; the raw type is Int8.
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        // Mirrors: https://developer.apple.com/documentation/swiftui/edge/set/top
        public static let top = Set(rawValue: 1 << 0)
        // Mirrors: https://developer.apple.com/documentation/swiftui/edge/set/leading
        public static let leading = Set(rawValue: 1 << 1)
        // Mirrors: https://developer.apple.com/documentation/swiftui/edge/set/bottom
        public static let bottom = Set(rawValue: 1 << 2)
        // Mirrors: https://developer.apple.com/documentation/swiftui/edge/set/trailing
        public static let trailing = Set(rawValue: 1 << 3)
        // Mirrors: https://developer.apple.com/documentation/swiftui/edge/set/all
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        // Mirrors: https://developer.apple.com/documentation/swiftui/edge/set/horizontal
        public static let horizontal: Set = [.leading, .trailing]
        // Mirrors: https://developer.apple.com/documentation/swiftui/edge/set/vertical
        public static let vertical: Set = [.top, .bottom]

        // Mirrors: https://developer.apple.com/documentation/swiftui/edge/set/init(_:)
        public init(_ e: Edge) { fatalError() }
    }
}
