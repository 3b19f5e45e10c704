#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// Dismisses the software keyboard, whichever field has it: a native
/// `TextField`, a ``TextFieldWrapper`` or any UIKit text view.
///
/// Read it from the environment and call it, like SwiftUI's `dismiss`:
///
/// ```swift
/// struct PriceForm: View {
///     @Environment(\.dismissKeyboard) private var dismissKeyboard
///     @State private var price = ""
///
///     var body: some View {
///         Form {
///             TextField("Price:", text: $price).keyboardType(.decimalPad)
///             Button("Finish") { dismissKeyboard() }
///         }
///     }
/// }
/// ```
///
/// The default ends editing in the caller's window, and only there: on iPad
/// and Mac Catalyst another scene's field keeps editing. The caller's window
/// is the one the user touched last, when the call comes during that touch or
/// within half a second after it (a button's action runs as its touch ends);
/// else (a timer, a hardware key) the window typing last began in. It
/// asks that window to `endEditing(true)`, which makes whichever view in it is
/// first responder resign, with no selector sent down the responder chain and
/// no `UIApplication.shared`, so it works in app extensions too. An accessory
/// bar's content and `dismissesKeyboardOnDrag()` end editing in their own
/// window. When you have a `FocusState` for the field, setting it to
/// `false`/`nil` is the SwiftUI way and needs nothing else.
///
/// The default knows the windows UIKit's `textDidBeginEditing` notifications
/// come from (any `UITextField` or `UITextView`, native SwiftUI fields
/// included) and those BridgeKit's views are in, and watches touches there
/// with a gesture recognizer that never takes one; it starts listening the
/// first time a view reads it or a BridgeKit view enters a window. Inject your
/// own with ``init(_:)`` for a window it cannot know (nothing edited and no
/// BridgeKit view in it yet).
public struct DismissKeyboardAction: Sendable {
    private let action: @MainActor @Sendable () -> Void

    /// An action that runs `action` instead, for previews, tests, or a screen
    /// that knows its window but has no BridgeKit view in it.
    ///
    /// ```swift
    /// ContentView()
    ///     .environment(\.dismissKeyboard, DismissKeyboardAction { window.endEditing(true) })
    /// ```
    public init(_ action: @escaping @MainActor @Sendable () -> Void) {
        self.action = action
    }

    /// Dismisses the keyboard.
    @MainActor
    public func callAsFunction() {
        action()
    }

    /// Ends editing in the window `view` is in when called (the default's
    /// choice while it is in none).
    static func inWindow(of view: UIView?) -> DismissKeyboardAction {
        DismissKeyboardAction { [weak view] in
            inCallingScene(caller: view?.window)
        }
    }

    /// The default: the caller's window as the user last touched it, else the one typing in
    /// (decided by BridgeCore's `KeyboardDismissalScope`).
    static let inEditingScene = DismissKeyboardAction { inCallingScene(caller: nil) }

    @MainActor
    private static func inCallingScene(caller: UIWindow?) {
        let editing = KnownWindows.all.filter { $0.firstResponderInSubtree() != nil }.map { window in
            KeyboardDismissalScope.Editing(WindowIdentity(window), isKeyInForegroundScene: window.isKeyWindow && isInForeground(window))
        }
        let touched = KnownWindows.recentlyTouched.flatMap { isInForeground($0) ? WindowIdentity($0) : nil }
        let windows = KeyboardDismissalScope.windows(
            caller: caller.map(WindowIdentity.init), touched: touched,
            typingIn: KnownWindows.typing.map(WindowIdentity.init), editing: editing)
        for identity in windows { identity.object?.endEditing(true) }
    }

    /// Whether the window's scene is in the foreground (a window without a scene counts).
    @MainActor
    private static func isInForeground(_ window: UIWindow) -> Bool {
        window.windowScene.map { $0.activationState != .background && $0.activationState != .unattached } ?? true
    }
}

/// A window compared by identity, held weakly.
private typealias WindowIdentity = WeakIdentity<UIWindow>

private struct DismissKeyboardKey: EnvironmentKey {
    static var defaultValue: DismissKeyboardAction {
        _ = KnownWindows.editingObservers
        return .inEditingScene
    }
}

extension EnvironmentValues {
    /// The action that dismisses the software keyboard; see ``DismissKeyboardAction``.
    ///
    /// ```swift
    /// @Environment(\.dismissKeyboard) private var dismissKeyboard
    /// ```
    public var dismissKeyboard: DismissKeyboardAction {
        get { self[DismissKeyboardKey.self] }
        set { self[DismissKeyboardKey.self] = newValue }
    }
}
#endif
