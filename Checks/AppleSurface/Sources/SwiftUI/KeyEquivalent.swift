// Only the members BridgeKit and its documented examples use.

// Mirrors: https://developer.apple.com/documentation/swiftui/keyequivalent
public struct KeyEquivalent {

    // Mirrors: https://developer.apple.com/documentation/swiftui/keyequivalent/init(_:)
    public init(_ character: Character) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/keyequivalent/character
    public var character: Character { fatalError() }
}

// Mirrors: https://developer.apple.com/documentation/swiftui/keyequivalent
// (the overview: "Key equivalents are typically initialized using a
// single-character string literal"; the type's ExpressibleByExtendedGraphemeClusterLiteral
// conformance, https://developer.apple.com/documentation/swift/expressiblebyextendedgraphemeclusterliteral.)
extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {

    // Mirrors: https://developer.apple.com/documentation/swift/expressiblebyextendedgraphemeclusterliteral/init(extendedgraphemeclusterliteral:)
    public init(extendedGraphemeClusterLiteral: Character) { fatalError() }
}
