// UIFont inherits from NSObject. The page prints `class UIFont` without
// `@MainActor`: fonts are immutable and "safe to use from multiple threads".
// Only the factory BridgeKit's documented examples call.

// Mirrors: https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject {

    // MARK: Creating fonts

    // Mirrors: https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
}
