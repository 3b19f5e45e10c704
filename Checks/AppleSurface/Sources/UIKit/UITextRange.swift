// UITextRange inherits from NSObject. Text-input classes subclass it and
// override `start` and `end`, so they are `open` in the class body.

// Mirrors: https://developer.apple.com/documentation/uikit/uitextrange
@MainActor
open class UITextRange: NSObject {

    // MARK: Defining ranges of text

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextrange/start
    open var start: UITextPosition { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextrange/end
    // (page not in the docs corpus; same shape as `start`, listed as
    // `var end: UITextPosition { get }` at https://onestack.dev/ios-reference/UIKit/UITextRange)
    open var end: UITextPosition { fatalError() }
}
