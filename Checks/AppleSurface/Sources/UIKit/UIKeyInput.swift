// Only the refinement is mirrored: UITextInput refines UIKeyInput, which refines
// UITextInputTraits. Its own requirements (`hasText`, `insertText(_:)`,
// `deleteBackward()`) are not mirrored: BridgeKit never calls or adopts them.

// Mirrors: https://developer.apple.com/documentation/uikit/uikeyinput
@MainActor
public protocol UIKeyInput: UITextInputTraits {}
