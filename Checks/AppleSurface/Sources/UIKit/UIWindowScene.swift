// UIWindowScene inherits from UIScene.

// Mirrors: https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor
open class UIWindowScene: UIScene {

    // Mirrors: https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow
    open var keyWindow: UIWindow? { fatalError() }
}
