// UITextField inherits from UIControl. Overridable members belong in the class
// body (see UIView.swift); add them in a `// MARK:` section.

// Mirrors: https://developer.apple.com/documentation/uikit/uitextfield
@MainActor
open class UITextField: UIControl {

    // MARK: Managing overlay views

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextfield/clearbuttonmode
    open var clearButtonMode: UITextField.ViewMode {
        get { fatalError() }
        set { fatalError() }
    }
}

extension UITextField {

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextfield/viewmode
    // (NS_ENUM over NSInteger; nested by name only, so not main-actor isolated.)
    public enum ViewMode: Int, Sendable {

        // Mirrors: https://developer.apple.com/documentation/uikit/uitextfield/viewmode/never
        case never

        // Mirrors: https://developer.apple.com/documentation/uikit/uitextfield/viewmode/whileediting
        case whileEditing

        // Mirrors: https://developer.apple.com/documentation/uikit/uitextfield/viewmode/unlessediting
        case unlessEditing

        // Mirrors: https://developer.apple.com/documentation/uikit/uitextfield/viewmode/always
        case always
    }
}
