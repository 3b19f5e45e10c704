// UIControl inherits from UIView. The closure-based action API (iOS 14) is the
// only way BridgeKit listens to controls: no target-action, no `#selector`.

// Mirrors: https://developer.apple.com/documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {

    // MARK: Managing actions

    // Mirrors: https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uicontrol/removeaction(_:for:)
    // (page not in the docs corpus; shape from the Objective-C
    // `removeAction:forControlEvents:` its twin addAction(_:for:) pairs with.)
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }

    // MARK: Configuring the control's attributes

    // Mirrors: https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}
