/// The windows `dismissKeyboard` ends editing in: the calling view's window,
/// never another scene's.
///
/// On iPad (Split View, Stage Manager) and Mac Catalyst several scenes are on
/// screen, each with its own first responder and its own key window (since
/// iOS 15 `isKeyWindow` is per scene, so "key" does not tell them apart);
/// "Done" in one window must not end editing in another. The rule, first
/// match wins:
///
/// 1. The caller's window, when the shell knows it (an accessory bar, a drag in
///    a view).
/// 2. The window the user touched last, while its scene is in the foreground
///    and the touch is down or ended at most ``RecentTouch/afterTouch`` seconds
///    ago (``RecentTouch``): a call from no touch (a timer, a hardware key)
///    seconds after a tap in B is not B's. Within that:
///    a button's action runs at the end of a touch, and a window hands every
///    touch to the gesture recognizers of the touched view and its ancestors,
///    the window included, before the view. So a Done button's window is the
///    last one touched when its action runs, whichever window typing began in.
///    It is the answer even when nothing edits there: Done in B leaves A's
///    keyboard alone.
/// 3. The window editing last began in (UIKit's `textDidBeginEditing`
///    notifications, native fields and text views included), while a field in
///    it still edits and it is key in a foreground scene: a call from no touch
///    (a timer, a hardware key). A window of the same scene made key since
///    (a second window, an overlay) took the keyboard's input from it.
/// 4. Otherwise the editing windows that are key in a foreground scene, active
///    or not (a call from `scenePhase` turning `.inactive` still counts); a
///    window without a scene, as in some app extensions, counts when it is key.
///
/// ```swift
/// KeyboardDismissalScope.windows(caller: nil, touched: "B", typingIn: "A",
///                                editing: [.init("A", isKeyInForegroundScene: true),
///                                          .init("B", isKeyInForegroundScene: true)])
/// // ["B"]
/// ```
package enum KeyboardDismissalScope {
    /// A window with an editing text field.
    package struct Editing<Window: Hashable>: Hashable {
        package let window: Window
        /// Whether the window is key and its scene, if any, is in the
        /// foreground (active or inactive).
        package let isKeyInForegroundScene: Bool

        package init(_ window: Window, isKeyInForegroundScene: Bool) {
            self.window = window
            self.isKeyInForegroundScene = isKeyInForegroundScene
        }
    }

    /// The windows to call `endEditing(true)` on, each once. `touched` is the
    /// window the user touched last, if its scene is in the foreground.
    package static func windows<Window: Hashable>(
        caller: Window?, touched: Window? = nil, typingIn: Window?, editing: [Editing<Window>]
    ) -> [Window] {
        if let caller { return [caller] }
        if let touched { return [touched] }
        if let typingIn, editing.contains(where: { $0.window == typingIn && $0.isKeyInForegroundScene }) { return [typingIn] }
        var seen = Set<Window>()
        return editing.filter(\.isKeyInForegroundScene).map(\.window).filter { seen.insert($0).inserted }
    }
}

extension KeyboardDismissalScope {
    /// Whether the window touched last still speaks for the caller: while its
    /// touch is down, and for ``afterTouch`` seconds after it ended. A button's
    /// action runs as its touch ends (SwiftUI may run it in the update that
    /// follows), so it falls inside; a timer or a hardware key seconds after a
    /// tap in another scene does not, and falls back to the typing window.
    ///
    /// ```swift
    /// var touch = KeyboardDismissalScope.RecentTouch()
    /// touch.began()              // the window's observer saw a touch begin
    /// touch.ended(at: 100.0)     // the observer was reset: the touches ended
    /// touch.counts(at: 100.1)    // true: a button's action
    /// touch.counts(at: 102.0)    // false: a timer
    /// ```
    package struct RecentTouch: Hashable, Sendable {
        /// Seconds after a touch ends during which its window still counts.
        package static let afterTouch = 0.5

        private var isDown = false
        private var endedAt: Double?

        package init() {}

        /// A touch began (any window: the shell records which).
        package mutating func began() {
            isDown = true
            endedAt = nil
        }

        /// The touches ended or were cancelled, at `time` (seconds, any monotonic clock).
        package mutating func ended(at time: Double) {
            guard isDown else { return }
            isDown = false
            endedAt = time
        }

        /// Whether the touched window counts for a call at `now`.
        package func counts(at now: Double) -> Bool {
            isDown || endedAt.map { now - $0 <= Self.afterTouch } == true
        }
    }
}
