/// The windows `dismissKeyboard` ends editing in: the calling view's window,
/// never another scene's.
///
/// On iPad (Split View, Stage Manager) and Mac Catalyst several scenes are on
/// screen, each with its own first responder and its own key window; "Done" in
/// one window must not end editing in another. The rule, first match wins:
///
/// 1. The caller's window, when the shell knows it (an accessory bar, a drag in
///    a view).
/// 2. The window editing last began in (UIKit's `textDidBeginEditing`
///    notifications, native fields and text views included), while a field in
///    it still edits: where the user is typing.
/// 3. Otherwise the editing windows that are key in a foreground scene, active
///    or not (a call from `scenePhase` turning `.inactive` still counts); a
///    window without a scene, as in some app extensions, counts when it is key.
///
/// ```swift
/// KeyboardDismissalScope.windows(caller: nil, typingIn: "B",
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

    /// The windows to call `endEditing(true)` on, each once.
    package static func windows<Window: Hashable>(caller: Window?, typingIn: Window?, editing: [Editing<Window>]) -> [Window] {
        if let caller { return [caller] }
        if let typingIn, editing.contains(where: { $0.window == typingIn }) { return [typingIn] }
        var seen = Set<Window>()
        return editing.filter(\.isKeyInForegroundScene).map(\.window).filter { seen.insert($0).inserted }
    }
}
