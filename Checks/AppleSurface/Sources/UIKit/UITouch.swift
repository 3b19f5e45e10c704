// UITouch inherits from NSObject; BridgeKit only counts touches. NSObject's
// Hashable conformance is what `Set<UITouch>` needs, as on Apple platforms.

// Mirrors: https://developer.apple.com/documentation/uikit/uitouch
@MainActor
open class UITouch: NSObject {}
