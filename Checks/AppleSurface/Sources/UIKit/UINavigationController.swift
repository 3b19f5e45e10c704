// UINavigationController inherits from UIViewController. The stack-changing
// methods are `open` in the class body because BridgeKit's NavigatorController
// overrides them to observe every transition, whoever starts it (the app, the
// back button, the swipe, the back menu). Its initializers are designated in
// the Objective-C header (NS_DESIGNATED_INITIALIZER), so they are here too.

// Mirrors: https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor
open class UINavigationController: UIViewController {

    // MARK: Creating a navigation controller

    // Mirrors: https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:)
    public required init?(coder aDecoder: NSCoder) { fatalError() }

    // MARK: Accessing items on the navigation stack

    // Mirrors: https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] {
        get { fatalError() }
        set { fatalError() }
    }

    // Mirrors: https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { fatalError() }

    // MARK: Pushing and popping stack items

    // Mirrors: https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    open func popViewController(animated: Bool) -> UIViewController? { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { fatalError() }
}
