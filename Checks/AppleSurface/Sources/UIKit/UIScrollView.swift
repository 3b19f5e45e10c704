// UIScrollView inherits from UIView; `open` members as in UIView.swift.

// Mirrors: https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor
open class UIScrollView: UIView {

    // MARK: Managing the content size and offset

    // Mirrors: https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: Managing the content inset behavior

    // Mirrors: https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    open var adjustedContentInset: UIEdgeInsets { fatalError() }

    // MARK: Configuring the scroll view's keyboard behavior

    // Mirrors: https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.property
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: Managing the refresh control

    // Mirrors: https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol
    open var refreshControl: UIRefreshControl? {
        get { fatalError() }
        set { fatalError() }
    }
}
