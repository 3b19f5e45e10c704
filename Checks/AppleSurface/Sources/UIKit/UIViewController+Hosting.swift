// The members BridgeKit's hosting and navigation shells use without overriding
// them, so they live in an extension (see UIView.swift).

extension UIViewController {

    // MARK: Testing for specific kinds of view transitions

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/ismovingtoparent
    public var isMovingToParent: Bool { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/ismovingfromparent
    public var isMovingFromParent: Bool { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
    public var isBeingPresented: Bool { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
    public var isBeingDismissed: Bool { fatalError() }

    // MARK: Managing child view controllers in a custom container

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    public var parent: UIViewController? { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    public func addChild(_ childController: UIViewController) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    public func removeFromParent() { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
    public func willMove(toParent parent: UIViewController?) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    public func didMove(toParent parent: UIViewController?) { fatalError() }

    // MARK: Getting other related view controllers

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    public var navigationController: UINavigationController? { fatalError() }

    // MARK: Transition coordinator

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError() }
}
