/// How `dismissesKeyboardOnDrag()` watches the user's drags: where the
/// observer sits and how it behaves towards other gestures. The shell builds
/// it from ``KeyboardDragDismissal/observer``; the doubles replay touches
/// through it.
///
/// Two facts decide it:
/// - A SwiftUI gesture receives a touch only where its view draws content (or
///   a `contentShape` says so); empty space in a `VStack` is not the view's,
///   and a hidden, non-interactive probe behind it receives nothing.
/// - On iOS 18 a SwiftUI `DragGesture` over a `ScrollView` or `List` can take
///   the pan from the scroll view, even as a simultaneous gesture
///   (FB14688465, feedback-assistant/reports#542): the list stops scrolling.
///
/// A window hands each touch to the gesture recognizers of the touched view and
/// of its ancestors, the window's own included, before the view. A recognizer on
/// the window that never recognizes, cancels nothing and cannot be prevented
/// sees every drag from start to end and takes none.
///
/// ```swift
/// KeyboardDragDismissal.observer.placement      // .window
/// KeyboardDragDismissal.observer.takesTouches   // false
/// ```
package struct KeyboardDragObserver: Hashable, Sendable {
    /// Where the observer is attached.
    package enum Placement: Hashable, Sendable {
        /// A SwiftUI `simultaneousGesture(DragGesture())` on the modified view.
        case swiftUIGesture
        /// A `UIGestureRecognizer` on the view's window.
        case window
    }

    package let placement: Placement
    /// Whether it ever recognizes, and so can end a scroll view's pan or cancel
    /// touches in views.
    package let takesTouches: Bool
    /// Whether a scroll view's pan, once it begins, stops the observer seeing
    /// the rest of the drag (UIKit fails the other recognizers it can prevent).
    package let canBePrevented: Bool
    /// Whether the modifier also writes `scrollDismissesKeyboard(.immediately)`
    /// into the environment of everything inside it. It must not: a
    /// `TextEditor` reads that value (by default it is interactive, Apple's
    /// `ScrollDismissesKeyboardMode.automatic`), so scrolling the editor the
    /// user types in would dismiss the keyboard, and a sheet declared inside
    /// inherits it. The window observer already takes scrolls that start in
    /// the view and skips the field being edited and sheets.
    package let setsImmediateScrollDismissal: Bool

    package init(placement: Placement, takesTouches: Bool, canBePrevented: Bool, setsImmediateScrollDismissal: Bool = false) {
        self.placement = placement
        self.takesTouches = takesTouches
        self.canBePrevented = canBePrevented
        self.setsImmediateScrollDismissal = setsImmediateScrollDismissal
    }

    /// A SwiftUI drag gesture added with `simultaneousGesture`.
    package static let swiftUIGesture = KeyboardDragObserver(placement: .swiftUIGesture, takesTouches: true, canBePrevented: false)
    /// A window recognizer that stays `.possible` until the touch ends, with
    /// `cancelsTouchesInView = false` and `canPrevent`/`canBePrevented` false.
    package static let windowWatcher = KeyboardDragObserver(placement: .window, takesTouches: false, canBePrevented: false)
}

extension KeyboardDragDismissal {
    /// The observer the shell installs.
    package static let observer = KeyboardDragObserver.windowWatcher
}
