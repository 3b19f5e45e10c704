// UIWindow inherits from UIView. Only the type is mirrored so far; members a
// feature uses go in `UIWindow+<Feature>.swift` or, when overridable, here.

// Mirrors: https://developer.apple.com/documentation/uikit/uiwindow
@MainActor
open class UIWindow: UIView {
}
