// UISwitch inherits from UIControl. Overridable members belong in the class body
// (see UIView.swift). Used by the documented BoundControl examples.

// Mirrors: https://developer.apple.com/documentation/uikit/uiswitch
@MainActor
open class UISwitch: UIControl {

    // MARK: Setting the off/on state

    // Mirrors: https://developer.apple.com/documentation/uikit/uiswitch/ison
    open var isOn: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)
    open func setOn(_ on: Bool, animated: Bool) { fatalError() }
}
