// UIGestureRecognizer inherits from NSObject. Overridable members are `open`
// in the class body (see UIView.swift).
//
// The members under "Methods for subclasses" and the `state` setter come from
// the Clang submodule `UIKit.UIGestureRecognizerSubclass`
// (UIGestureRecognizerSubclass.h): Swift code that subclasses a gesture
// recognizer imports it to override the touch callbacks and to set `state`.
// The mirror has that submodule (Sources/UIKitClangModule), so BridgeKit's
// `import UIKit.UIGestureRecognizerSubclass` compiles here as on iOS; its members
// live in this class body because overridable members must, in Swift on Linux.

// Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor
open class UIGestureRecognizer: NSObject {

    // MARK: Initializing a gesture recognizer

    // Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer/init()
    public convenience override init() { fatalError() }

    // MARK: Getting the recognizer's state and view

    // Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    // (settable for subclasses, through UIKit.UIGestureRecognizerSubclass; the page prints `{ get set }`.)
    open var state: UIGestureRecognizer.State {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: Canceling and delaying touches

    // Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
    open var cancelsTouchesInView: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesended
    open var delaysTouchesEnded: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: Methods for subclasses

    // Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesbegan(_:with:)
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesmoved(_:with:)
    // (page not in the docs corpus; same shape as touchesBegan(_:with:), one
    // declaration per phase in UIGestureRecognizerSubclass.h.)
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesended(_:with:)
    // (page not in the docs corpus; shape as touchesMoved(_:with:).)
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchescancelled(_:with:)
    // (page not in the docs corpus; shape as touchesMoved(_:with:).)
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer/reset()
    // (page not in the docs corpus; `- (void)reset;` in UIGestureRecognizerSubclass.h.)
    open func reset() { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer/canprevent(_:)
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer/canbeprevented(by:)
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
}

extension UIGestureRecognizer {

    // Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    // (NS_ENUM over NSInteger; nested by name only, so not main-actor isolated.)
    public enum State: Int, Sendable {

        // Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/possible
        case possible

        // Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/began
        case began

        // Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/changed
        case changed

        // Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/ended
        case ended

        // Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/cancelled
        case cancelled

        // Mirrors: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/failed
        case failed
    }
}
