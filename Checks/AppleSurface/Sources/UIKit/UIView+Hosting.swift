// The members BridgeKit's hosting shell uses to embed a hosted view. None of
// them is overridden by BridgeKit, so they live in an extension (see UIView.swift).

extension UIView {

    // MARK: Managing the view hierarchy

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    public func addSubview(_ view: UIView) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    public func removeFromSuperview() { fatalError() }

    // MARK: Configuring a view's visual appearance

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    public var backgroundColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: Configuring the bounds and frame rectangles

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/bounds
    public var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: Configuring the Auto Layout behavior

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/setneedsupdateconstraints()
    public func setNeedsUpdateConstraints() { fatalError() }

    // MARK: Creating constraints using layout anchors

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    public var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    public var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/topanchor
    public var topAnchor: NSLayoutYAxisAnchor { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/bottomanchor
    public var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
}
