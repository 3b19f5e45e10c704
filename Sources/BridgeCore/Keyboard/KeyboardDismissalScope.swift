/// The windows `dismissKeyboard` ends editing in: the calling view's window,
/// never another scene's.
///
/// On iPad (Split View, Stage Manager) and Mac Catalyst several scenes are on
/// screen, each with its own first responder; "Done" in one window must not
/// end editing in another. When the shell knows the caller's window (an
/// accessory bar, a drag in a view), that window alone. Otherwise, the windows
/// with a field that is editing and that are key in a foreground-active scene
/// (a window without a scene, as in some app extensions, counts when it is
/// key): where the user is typing. Another window's field keeps editing.
///
/// ```swift
/// KeyboardDismissalScope.windows(caller: "A", editing: [.init("A", isKeyInActiveScene: true),
///                                                         .init("B", isKeyInActiveScene: true)])
/// // ["A"]
/// ```
package enum KeyboardDismissalScope {
    /// A window with an editing text field.
    package struct Editing<Window: Hashable>: Hashable {
        package let window: Window
        /// Whether the window is key and its scene, if any, is in the
        /// foreground and active.
        package let isKeyInActiveScene: Bool

        package init(_ window: Window, isKeyInActiveScene: Bool) {
            self.window = window
            self.isKeyInActiveScene = isKeyInActiveScene
        }
    }

    /// The windows to call `endEditing(true)` on, each once.
    package static func windows<Window: Hashable>(caller: Window?, editing: [Editing<Window>]) -> [Window] {
        if let caller { return [caller] }
        var seen = Set<Window>()
        return editing.filter(\.isKeyInActiveScene).map(\.window).filter { seen.insert($0).inserted }
    }
}
