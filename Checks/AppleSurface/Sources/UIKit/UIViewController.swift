// UIViewController inherits from UIResponder; `open` as for UIView.

// Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {

    // MARK: Managing the view

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }
}
