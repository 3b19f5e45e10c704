// The UIResponder members BridgeKit's keyboard shell calls without overriding.

extension UIResponder {

    // Mirrors: https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews()
    public func reloadInputViews() { fatalError() }
}
