// diagnosed: 'main' was deprecated in iOS 26.0
//
// Planted on purpose: `UIScreen.main`, which the iOS 26 SDK deprecates in favour
// of the screen found through a view's window scene (apps built with the iOS 27
// SDK must use scenes, TN3187). Swift reports a deprecation only once the
// deployment target reaches it, so this is drawn by the iOS 26.0 pass (the
// 16.0 passes report it as not applicable). If it ever type-checks there, that
// pass has stopped reporting deprecations and would let BridgeKit use one.
import UIKit

@MainActor
func screenWidth() -> CGFloat {
    UIScreen.main.bounds.width
}
