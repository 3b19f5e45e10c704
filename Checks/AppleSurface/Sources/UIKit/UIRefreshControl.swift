// UIRefreshControl inherits from UIControl.

// Mirrors: https://developer.apple.com/documentation/uikit/uirefreshcontrol
@MainActor
open class UIRefreshControl: UIControl {

    // Mirrors: https://developer.apple.com/documentation/uikit/uirefreshcontrol/init()
    // (page not in the docs corpus; `init()` is the class's designated
    // initializer per UIRefreshControl.h, listed for Swift at
    // https://onestack.dev/ios-reference/UIKit/UIRefreshControl)
    public init() { fatalError() }

    // Plumbing: required by UIView's `required init?(coder:)`.
    public required init?(coder: NSCoder) { fatalError() }

    // MARK: Managing the refresh status

    // Mirrors: https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing()
    open func beginRefreshing() { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing()
    open func endRefreshing() { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uirefreshcontrol/isrefreshing
    open var isRefreshing: Bool { fatalError() }

    // MARK: Configuring the control's appearance

    // Mirrors: https://developer.apple.com/documentation/uikit/uirefreshcontrol/tintcolor
    open var tintColor: UIColor! {
        get { fatalError() }
        set { fatalError() }
    }

    // Mirrors: https://developer.apple.com/documentation/uikit/uirefreshcontrol/attributedtitle
    open var attributedTitle: NSAttributedString? {
        get { fatalError() }
        set { fatalError() }
    }
}
