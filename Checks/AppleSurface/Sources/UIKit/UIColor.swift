// UIColor inherits from NSObject. BridgeKit only passes colors through to
// UIKit, so no member is mirrored.

// Mirrors: https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject {}
