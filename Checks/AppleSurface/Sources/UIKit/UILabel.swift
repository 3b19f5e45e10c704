// UILabel inherits from UIView. Overridable members belong in the class body
// (see UIView.swift).

// Mirrors: https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {

    // MARK: Accessing the text attributes

    // Mirrors: https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: Sizing the label's text

    // Mirrors: https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    open var numberOfLines: Int {
        get { fatalError() }
        set { fatalError() }
    }
}
