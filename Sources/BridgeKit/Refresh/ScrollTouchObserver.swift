#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit
// Unconditional: the overrides below need it, and `canImport` of a Clang
// submodule is not reliable (swiftlang/swift#72129, reverted in #72879).
import UIKit.UIGestureRecognizerSubclass

/// Reports the touches on a scroll view, above all the moment the last finger
/// lifts, without taking part in gesture recognition.
///
/// Why a gesture recognizer subclass: the end of a drag is reported by
/// `UIScrollViewDelegate`, but the delegate of SwiftUI's scroll view belongs to
/// SwiftUI; the scroll view's `panGestureRecognizer` only takes target-action
/// (selector) listeners; and `UIRefreshControl` sends `.valueChanged` only.
/// Overriding the touch callbacks of a `UIGestureRecognizer` subclass is public
/// API made for this, needs no selector, and leaves every other recognizer alone:
/// this one never recognizes, never prevents another and cannot be prevented, so
/// it keeps receiving touches while the scroll view pans.
@MainActor
final class ScrollTouchObserver: UIGestureRecognizer {
    enum Touches {
        case began(Int)
        case moved
        case ended(Int)
        case cancelled(Int)
    }

    var onTouches: @MainActor (Touches) -> Void = { _ in }
    private var touchesDown = 0

    /// An observer that neither cancels nor delays the touches it sees.
    static func make(onTouches: @escaping @MainActor (Touches) -> Void) -> ScrollTouchObserver {
        let observer = ScrollTouchObserver()
        observer.cancelsTouchesInView = false
        observer.delaysTouchesEnded = false
        observer.onTouches = onTouches
        return observer
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        touchesDown += touches.count
        onTouches(.began(touches.count))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        onTouches(.moved)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        touchesDown -= touches.count
        onTouches(.ended(touches.count))
        finishIfNoTouchesLeft()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        touchesDown -= touches.count
        onTouches(.cancelled(touches.count))
        finishIfNoTouchesLeft()
    }

    override func reset() {
        super.reset()
        touchesDown = 0
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    /// Failing (it never recognizes) lets UIKit reset it for the next touch sequence.
    private func finishIfNoTouchesLeft() {
        if touchesDown <= 0 { state = .failed }
    }
}
#endif
