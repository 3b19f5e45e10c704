// Only the alignment VStack names as its default argument.

// Mirrors: https://developer.apple.com/documentation/swiftui/horizontalalignment
@frozen
public struct HorizontalAlignment {

    // Mirrors: https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    // (page not in the docs corpus; the Alignment.center page links it, and its
    // vertical twin https://developer.apple.com/documentation/swiftui/verticalalignment/center
    // prints `static let center: VerticalAlignment`.)
    public static let center: HorizontalAlignment = { fatalError() }()
}
