// Window membership, which focus and keyboard shells read to know whether a
// field can become first responder yet. Not overridden, so in an extension.

extension UIView {

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/window
    public var window: UIWindow? { fatalError() }
}
