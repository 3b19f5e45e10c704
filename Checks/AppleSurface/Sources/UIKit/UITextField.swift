// UITextField inherits from UIControl and adopts UITextInput (which refines
// UIKeyInput and UITextInputTraits). Overridable members belong in the class
// body (see UIView.swift); add them in a `// MARK:` section. The UITextInput
// requirements UITextField implements are overridable too, so they live here.

// Mirrors: https://developer.apple.com/documentation/uikit/uitextfield
// (`UITextInput` conformance: UITextField is listed among the conforming types
// of https://developer.apple.com/documentation/uikit/uikeyinput, and UIKit's
// Swift interface declares `class UITextField : UIControl, UITextInput, ...`.)
@MainActor
open class UITextField: UIControl, UITextInput {

    // MARK: Accessing the text attributes

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextfield/text
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextfield/placeholder
    open var placeholder: String? {
        get { fatalError() }
        set { fatalError() }
    }

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextfield/font
    open var font: UIFont? {
        get { fatalError() }
        set { fatalError() }
    }

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextfield/textcolor
    open var textColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: Managing the editing behavior

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextfield/delegate
    // (the page prints `weak var delegate`; `weak` is a storage attribute that a
    // computed stand-in cannot carry. UIKit holds the delegate weakly, so the
    // owner must keep it alive, as SwiftUI does with a representable's coordinator.)
    open var delegate: (any UITextFieldDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: UITextInput: marked and selected text

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange
    // (`@NSCopying` is an Objective-C storage attribute; see `delegate` above.)
    open var selectedTextRange: UITextRange? {
        get { fatalError() }
        set { fatalError() }
    }

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextinput/markedtextrange
    open var markedTextRange: UITextRange? { fatalError() }

    // MARK: UITextInput: computing text ranges and text positions

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextinput/beginningofdocument
    open var beginningOfDocument: UITextPosition { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextinput/textrange(from:to:)
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextinput/position(from:offset:)
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { fatalError() }

    // MARK: UITextInput: evaluating text positions

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextinput/offset(from:to:)
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { fatalError() }

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
