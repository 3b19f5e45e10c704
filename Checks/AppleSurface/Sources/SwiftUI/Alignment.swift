// Only the alignment BridgeKit names (as a default argument).

// Mirrors: https://developer.apple.com/documentation/swiftui/alignment
@frozen
public struct Alignment {

    // Mirrors: https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center: Alignment = { fatalError() }()
}
