// The members BridgeKit's introspection and refresh shells use. None of them is
// overridden by BridgeKit, so they live in an extension (see UIView.swift).

extension UIView {

    // MARK: Managing the view hierarchy

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/superview
    public var superview: UIView? { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/subviews
    public var subviews: [UIView] { fatalError() }

    // MARK: Configuring the event-related behavior

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    public var isUserInteractionEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: Configuring a view's visual appearance

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/ishidden
    public var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: Managing gesture recognizers

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
}
