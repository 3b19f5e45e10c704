// A @frozen struct: `width` and `height` are stored properties in Apple's
// declaration (the pages print `var width: CGFloat?` with no accessor list),
// so they stay stored here. Its Sendable-ness is implicit (frozen, Sendable
// stored properties), which is what lets the `static let`s below exist under
// Swift 6. The page's relationship list is not in the docs corpus, so no other
// conformance is declared.

// Mirrors: https://developer.apple.com/documentation/swiftui/proposedviewsize
@frozen
public struct ProposedViewSize {

    // Mirrors: https://developer.apple.com/documentation/swiftui/proposedviewsize/width
    public var width: CGFloat?

    // Mirrors: https://developer.apple.com/documentation/swiftui/proposedviewsize/height
    public var height: CGFloat?

    // Mirrors: https://developer.apple.com/documentation/swiftui/proposedviewsize/init(width:height:)
    public init(width: CGFloat?, height: CGFloat?) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/proposedviewsize/init(_:)
    public init(_ size: CGSize) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/proposedviewsize/zero
    public static let zero: ProposedViewSize = { fatalError() }()

    // Mirrors: https://developer.apple.com/documentation/swiftui/proposedviewsize/infinity
    public static let infinity: ProposedViewSize = { fatalError() }()

    // Mirrors: https://developer.apple.com/documentation/swiftui/proposedviewsize/unspecified
    public static let unspecified: ProposedViewSize = { fatalError() }()

    // Mirrors: https://developer.apple.com/documentation/swiftui/proposedviewsize/replacingunspecifieddimensions(by:)
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize { fatalError() }
}
