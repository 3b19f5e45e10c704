// UIScene inherits from UIResponder (UIKit's `@interface UIScene : UIResponder`).

// Mirrors: https://developer.apple.com/documentation/uikit/uiscene
@MainActor
open class UIScene: UIResponder {
}
