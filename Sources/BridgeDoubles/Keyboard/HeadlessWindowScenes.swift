import BridgeCore

/// Two or more window scenes side by side (iPad Split View, Stage Manager),
/// each window with its own first responder, and the default
/// `dismissKeyboard` deciding with ``KeyboardDismissalScope`` as the shell does.
///
/// What it models: since iOS 15 each scene has its own key window; a field
/// that begins editing posts `textDidBeginEditing` (the shell's "typing"
/// window); a button's action runs when the touch ends, after the window has
/// handed the touch to its recognizers (the shell's touch observer, which
/// records the window touched).
///
/// ```swift
/// var scenes = HeadlessWindowScenes(windows: ["A", "B"])
/// scenes.tapField("b", in: "B")
/// scenes.tapField("a", in: "A")
/// scenes.tapButton(in: "B") { $0.dismissKeyboard() }
/// scenes.editing   // ["A": "a"]
/// ```
package struct HeadlessWindowScenes: Sendable {
    /// The field editing in each window.
    package private(set) var editing: [String: String] = [:]
    /// Scenes in the foreground, by the name of their first window.
    private var foreground: Set<String>
    /// Each window's scene (its first window's name).
    private var sceneOf: [String: String]
    /// Each scene's key window.
    private var keyWindow: [String: String]
    /// The window the last `textDidBeginEditing` came from.
    private var typing: String?
    /// The window the shell's touch observer saw the last touch in.
    private var touched: String?
    /// When that touch is down or ended (the shell's `KnownWindows`).
    private var touch = KeyboardDismissalScope.RecentTouch()
    /// The clock, in seconds (`ProcessInfo.systemUptime` in the shell).
    private var now = 0.0

    /// Windows, one per scene, each key in its scene, all in the foreground.
    package init(windows: [String]) {
        foreground = Set(windows)
        sceneOf = Dictionary(uniqueKeysWithValues: windows.map { ($0, $0) })
        keyWindow = sceneOf
    }

    /// Another window in `scene`'s scene (an app's second window, an overlay),
    /// made key there, as `makeKeyAndVisible()` does.
    package mutating func addKeyWindow(_ window: String, toSceneOf scene: String) {
        sceneOf[window] = scene
        keyWindow[scene] = window
    }

    /// The user taps a field: the touch, then the field begins editing.
    package mutating func tapField(_ field: String, in window: String) {
        tap(in: window)
        editing[window] = field
        typing = window
    }

    /// The user taps `window` where nothing reacts: the touch begins (the
    /// observer records the window) and ends (the observer is reset).
    package mutating func tap(in window: String) {
        touched = window
        touch.began()
        touch.ended(at: now)
    }

    /// The user taps a button: the touch begins (observers see it), then the
    /// action runs as the finger lifts, in the same moment.
    package mutating func tapButton(in window: String, action: (inout Self) -> Void) {
        tap(in: window)
        action(&self)
    }

    /// `seconds` pass with no touch, then a timer runs `action` (app code).
    package mutating func timerFires(after seconds: Double, action: (inout Self) -> Void) {
        now += seconds
        action(&self)
    }

    /// The window's scene goes to the background (or comes back).
    package mutating func setForeground(_ window: String, _ isForeground: Bool) {
        let scene = sceneOf[window] ?? window
        if isForeground { foreground.insert(scene) } else { foreground.remove(scene) }
    }

    /// A field begins editing without a touch (`becomeFirstResponder()` from code).
    package mutating func beginEditing(_ field: String, in window: String) {
        editing[window] = field
        typing = window
    }

    private func isInForeground(_ window: String) -> Bool {
        foreground.contains(sceneOf[window] ?? window)
    }

    /// The environment's default `dismissKeyboard()`, called from app code.
    package mutating func dismissKeyboard() {
        let candidates = editing.keys.sorted().map { window in
            KeyboardDismissalScope.Editing(
                window, isKeyInForegroundScene: isInForeground(window) && keyWindow[sceneOf[window] ?? window] == window)
        }
        let touchedInForeground = touched.flatMap { isInForeground($0) && touch.counts(at: now) ? $0 : nil }
        let windows = KeyboardDismissalScope.windows(
            caller: nil, touched: touchedInForeground, typingIn: typing, editing: candidates)
        for window in windows { editing[window] = nil }   // endEditing(true)
    }
}
