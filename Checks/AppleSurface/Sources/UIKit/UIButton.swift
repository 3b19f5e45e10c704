// UIButton inherits from UIControl. Overridable members belong in the class body
// (see UIView.swift). Used by the documented BoundControl examples.

// Mirrors: https://developer.apple.com/documentation/uikit/uibutton
@MainActor
open class UIButton: UIControl {

    // MARK: Creating buttons

    // Mirrors: https://developer.apple.com/documentation/uikit/uibutton/init(type:)
    public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }

    // MARK: Configuring the button title

    // Mirrors: https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
    open func setTitle(_ title: String?, for state: UIControl.State) { fatalError() }
}

extension UIButton {

    // Mirrors: https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
    // (NS_ENUM over NSInteger; nested by name only, so not main-actor isolated.)
    public enum ButtonType: Int, Sendable {

        // Mirrors: https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/custom
        case custom

        // Mirrors: https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/system
        case system
    }
}
