// UITextPosition inherits from NSObject (the page's overview: text-input classes
// create "custom UITextPosition objects"). BridgeKit only passes positions from
// one UITextInput call to the next, so no member is mirrored.

// Mirrors: https://developer.apple.com/documentation/uikit/uitextposition
@MainActor
open class UITextPosition: NSObject {}
