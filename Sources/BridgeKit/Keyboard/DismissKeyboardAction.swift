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
/// Instead of sending `resignFirstResponder` down the responder chain with a
/// selector, the default action asks the key window of each connected window
/// scene to `endEditing(true)`, which makes whichever
/// view in it is first responder resign. When you have a `FocusState` for the
/// field, setting it to `false`/`nil` is the SwiftUI way and needs nothing else.
///
/// `UIApplication.shared` is unavailable in app extensions, so this default
/// cannot be used there; inject your own with ``init(_:)``.
public struct DismissKeyboardAction: Sendable {
    private let action: @MainActor @Sendable () -> Void

    /// An action that runs `action` instead, for previews, tests, or an app
    /// extension that knows its own window.
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

    /// The default: `endEditing(true)` on the key window of every connected
    /// window scene (one per scene; on iPad several scenes can be on screen).
    public static let keyWindows = DismissKeyboardAction {
        for scene in UIApplication.shared.connectedScenes {
            guard let windowScene = scene as? UIWindowScene else { continue }
            windowScene.keyWindow?.endEditing(true)
        }
    }
}

private struct DismissKeyboardKey: EnvironmentKey {
    static var defaultValue: DismissKeyboardAction { .keyWindows }
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
