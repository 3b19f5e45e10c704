// Plumbing: `Selector` lives in Apple's ObjectiveC module, which Foundation
// re-exports on Apple platforms; swift-corelibs-foundation has no Objective-C
// runtime and no `Selector`. UIKit's declarations below name it (the designated
// initializer of UIGestureRecognizer), so the mirror supplies an opaque stand-in.
// BridgeKit never creates one: it uses no `#selector`.
public struct Selector: Hashable, Sendable {}
