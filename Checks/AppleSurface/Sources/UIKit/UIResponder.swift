// UIResponder inherits from NSObject (the page's "Inherits From" relationship;
// the declaration block itself shows only `@MainActor class UIResponder`).
// `open` because UIKit's classes are subclassable across modules; the docs
// render every Objective-C class as plain `class`.

// Mirrors: https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {

    // MARK: Managing the responder chain

    // Mirrors: https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
    open func resignFirstResponder() -> Bool { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
    open func becomeFirstResponder() -> Bool { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
    open var isFirstResponder: Bool { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
    open var canBecomeFirstResponder: Bool { fatalError() }
}
