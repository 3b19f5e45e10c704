// Only the alignment HStack names as its default argument.

// Mirrors: https://developer.apple.com/documentation/swiftui/verticalalignment
@frozen
public struct VerticalAlignment {

    // Mirrors: https://developer.apple.com/documentation/swiftui/verticalalignment/center
    public static let center: VerticalAlignment = { fatalError() }()
}
