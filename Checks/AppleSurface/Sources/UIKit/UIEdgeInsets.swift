// A C struct imported into Swift: stored, settable fields and a memberwise
// initializer. Sendable like every imported trivial C struct.

// Mirrors: https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Sendable {

    // Mirrors: https://developer.apple.com/documentation/uikit/uiedgeinsets/top
    public var top: CGFloat

    // Mirrors: https://developer.apple.com/documentation/uikit/uiedgeinsets/left
    public var left: CGFloat

    // Mirrors: https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
    public var bottom: CGFloat

    // Mirrors: https://developer.apple.com/documentation/uikit/uiedgeinsets/right
    public var right: CGFloat

    // Mirrors: https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
}
