// Only the requirements BridgeKit calls: converting the UTF-16 ranges UIKit
// reports into text ranges and back, and reading marked text (an input method
// composing). BridgeKit never adopts the protocol; UITextField does, and
// implements these in its class body (see UITextField.swift).

// Mirrors: https://developer.apple.com/documentation/uikit/uitextinput
@MainActor
public protocol UITextInput: UIKeyInput {

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange
    // (`@NSCopying` on Apple's page is an Objective-C storage attribute.)
    var selectedTextRange: UITextRange? { get set }

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextinput/markedtextrange
    var markedTextRange: UITextRange? { get }

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextinput/beginningofdocument
    var beginningOfDocument: UITextPosition { get }

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextinput/textrange(from:to:)
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextinput/position(from:offset:)
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextinput/offset(from:to:)
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
}
