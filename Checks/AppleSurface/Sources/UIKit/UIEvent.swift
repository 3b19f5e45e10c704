// UIEvent inherits from NSObject; passed through the gesture recognizer
// callbacks BridgeKit overrides, never read.

// Mirrors: https://developer.apple.com/documentation/uikit/uievent
@MainActor
open class UIEvent: NSObject {}
