// UIViewController inherits from UIResponder; `open` as for UIView.

// Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {

    // MARK: Creating a view controller

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    // `required` because UIViewController adopts NSCoding; UIHostingController's
    // page prints the override as `required dynamic init?(coder aDecoder: NSCoder)`.
    public required init?(coder: NSCoder) { fatalError() }

    // Plumbing: NSObject's `init()` stays available on every UIViewController
    // (`UIViewController()` compiles on iOS); declaring the designated
    // initializers above would otherwise hide it.
    public convenience override init() { fatalError() }

    // MARK: Managing the view

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: Configuring the view's layout behavior

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredcontentsize
    open var preferredContentSize: CGSize {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: Configuring the navigation interface (overridable: Apple suggests
    // overriding it to create the bar button items on first access)

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
    open var navigationItem: UINavigationItem { fatalError() }

    // MARK: Responding to view-related events (overridden by BridgeKit's hosting controllers)

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    open func viewWillAppear(_ animated: Bool) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    open func viewDidAppear(_ animated: Bool) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
    open func viewWillDisappear(_ animated: Bool) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    open func viewDidDisappear(_ animated: Bool) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
    open func viewDidLayoutSubviews() { fatalError() }
}
