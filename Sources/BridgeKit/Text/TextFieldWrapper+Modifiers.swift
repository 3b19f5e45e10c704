#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

// Every modifier returns `TextFieldWrapper`, not `some View`, so they chain in any
// order, SwiftUI style. Where SwiftUI has a `View` modifier of the
// same name (`foregroundColor`, `keyboardType`, `textContentType`,
// `autocapitalization`, and BridgeKit's own `clearButtonMode` for native
// `TextField`), the wrapper's method wins on a wrapper, as `Text`'s own
// `foregroundColor(_:)` does on a `Text`.

// MARK: Appearance

extension TextFieldWrapper {
    /// The text color, from a SwiftUI `Color`; `nil` restores UIKit's default.
    ///
    /// ```swift
    /// TextFieldWrapper("name:", text: $name)
    ///     .foregroundColor(.red)
    /// ```
    ///
    /// SwiftUI's `View.foregroundColor(_:)` sets an environment value a
    /// `UITextField` never reads; this one sets the field's `textColor`.
    public func foregroundColor(_ color: Color?) -> Self {
        with { $0.textColor = color.map(UIColor.init) }
    }

    /// The text color, from a `UIColor`; `nil` restores UIKit's default.
    ///
    /// ```swift
    /// @State private var color: UIColor = .red
    ///
    /// TextFieldWrapper("name:", text: $name)
    ///     .foregroundColor(color)
    /// ```
    ///
    /// A color written as `.red` picks the `Color` overload: both types have a
    /// `red`, and this one is marked as the less preferred of the two so the
    /// call is not ambiguous.
    @_disfavoredOverload
    public func foregroundColor(_ color: UIColor?) -> Self {
        with { $0.textColor = color }
    }

    /// The font; `nil` falls back to `View.uiFont(_:)` from the environment, then
    /// to UIKit's default (body text).
    ///
    /// ```swift
    /// TextFieldWrapper("name:", text: $name)
    ///     .font(.preferredFont(forTextStyle: .title1))
    /// ```
    ///
    /// A SwiftUI `Font` (`.font(.title)`) is SwiftUI's own `View.font(_:)`, which
    /// a `UITextField` ignores: SwiftUI offers no conversion from `Font` to `UIFont`.
    public func font(_ font: UIFont?) -> Self {
        with { $0.font = font }
    }

    /// When the clear button shows; UIKit's default is `.never`.
    ///
    /// ```swift
    /// TextFieldWrapper("name:", text: $name)
    ///     .clearButtonMode(.whileEditing)
    /// ```
    ///
    /// Tapping it empties the field and the binding together.
    public func clearButtonMode(_ mode: UITextField.ViewMode) -> Self {
        with { $0.clearButtonMode = mode }
    }
}

// MARK: Events

extension TextFieldWrapper {
    /// Runs `action` when the user taps return, before the field resigns, like
    /// `TextField`'s `onCommit`: not when focus moves elsewhere.
    ///
    /// ```swift
    /// TextFieldWrapper("name:", text: $name)
    ///     .onCommit { print("commit") }
    /// ```
    public func onCommit(_ action: @escaping @MainActor () -> Void) -> Self {
        with { $0.onCommit = action }
    }

    /// Runs `action` with `true` when the field gains focus and `false` when it
    /// loses it: it reports focus, not typing.
    ///
    /// ```swift
    /// TextFieldWrapper("name:", text: $name)
    ///     .onEditingChanged { editing in print("isEditing \(editing)") }
    /// ```
    ///
    /// The binding is synchronised before `false` is reported, so the closure
    /// sees the final text, including autocorrect's last change.
    public func onEditingChanged(_ action: @escaping @MainActor (Bool) -> Void) -> Self {
        with { $0.onEditingChanged = action }
    }
}

// MARK: Keyboard

extension TextFieldWrapper {
    /// The keyboard to show.
    ///
    /// ```swift
    /// TextFieldWrapper("PIN", text: $pin)
    ///     .keyboardType(.numberPad)
    /// ```
    public func keyboardType(_ type: UIKeyboardType) -> Self {
        with { $0.keyboardType = type }
    }

    /// What the text means, so the system can offer AutoFill and fitting
    /// suggestions; `nil` for none (UIKit's default).
    ///
    /// ```swift
    /// TextFieldWrapper("Code", text: $code)
    ///     .textContentType(.oneTimeCode)
    /// ```
    public func textContentType(_ type: UITextContentType?) -> Self {
        with { $0.textContentType = type }
    }

    /// When the keyboard's shift key turns on by itself.
    ///
    /// ```swift
    /// TextFieldWrapper("Full name", text: $name)
    ///     .autocapitalization(.words)
    /// ```
    ///
    /// SwiftUI's `textInputAutocapitalization(_:)` cannot reach a wrapped field:
    /// Apple documents no readable environment value for it. Use this modifier.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> Self {
        with { $0.autocapitalization = style }
    }

    /// Whether the keyboard corrects words as they are typed.
    ///
    /// ```swift
    /// TextFieldWrapper("Username", text: $username)
    ///     .autocorrection(.no)
    /// ```
    ///
    /// Without it, SwiftUI's `autocorrectionDisabled()` from any ancestor applies
    /// (`EnvironmentValues.autocorrectionDisabled`), then UIKit's default.
    public func autocorrection(_ type: UITextAutocorrectionType) -> Self {
        with { $0.autocorrection = type }
    }

    /// Hides the text as a `SecureField` does. The same `UITextField` is kept
    /// and only `isSecureTextEntry` flips, so toggling keeps the text and the
    /// focus (UIKit may move the caret as it redraws the text). UIKit's habit of
    /// clearing a secure field when the user types after refocusing it is undone:
    /// the session applies those edits itself.
    ///
    /// ```swift
    /// @State private var isHidden = true
    ///
    /// TextFieldWrapper("Password", text: $password)
    ///     .secure(isHidden)
    /// ```
    public func secure(_ isSecure: Bool = true) -> Self {
        with { $0.isSecure = isSecure }
    }
}

// MARK: Input rules

extension TextFieldWrapper {
    /// The most characters the user can bring the text to, counted as people see
    /// them (👨‍👩‍👧 is one), against the text left once the edited range is
    /// replaced: a full field still accepts a selection typed over, and a paste
    /// is cut to what fits. `nil` for no limit.
    ///
    /// ```swift
    /// TextFieldWrapper("Nickname", text: $nickname)
    ///     .maxLength(12)
    /// ```
    ///
    /// Like every rule here it shapes what the user types; text your code puts
    /// in the binding is shown as it is.
    public func maxLength(_ length: Int?) -> Self {
        with { $0.rules.maxLength = length }
    }

    /// The characters the user can type or paste; others are dropped from the
    /// edit. `nil` for all.
    ///
    /// ```swift
    /// TextFieldWrapper("PIN", text: $pin)
    ///     .allowedCharacters(.decimalDigits)
    /// ```
    public func allowedCharacters(_ characters: CharacterSet?) -> Self {
        with { $0.rules.allowedCharacters = characters }
    }

    /// A formatting step run after each change the user makes, with the caret
    /// carried through it: on the typed text only for a per-character transform
    /// (the built-in ones, `TextTransform.perCharacter(_:)`), on the whole text
    /// for one made with `TextTransform { ... }`. `nil` for none.
    ///
    /// ```swift
    /// TextFieldWrapper("Code", text: $code)
    ///     .transform(.uppercased)
    /// TextFieldWrapper("Phone", text: $model.phone)   // "5551234567" from the model shows as "(555) 123-4567"
    ///     .transform(usPhone, appliesToAppWrites: true)
    /// ```
    ///
    /// By default a value your code writes to the binding is shown as it is, and
    /// formatted at the user's first edit. With `appliesToAppWrites: true` the
    /// transform formats it at once: the field shows the formatted text and the
    /// binding is written back with it after the view update (once; the
    /// transform must be idempotent). The caret is carried through the change as
    /// for any app write: before the changed part it stays, after it it moves with
    /// the text that follows, at the end it stays at the end. To format a string
    /// yourself (to compare, or to save), call the transform: `usPhone("5551234567")`.
    ///
    /// - Parameters:
    ///   - transform: The formatting step; `nil` for none.
    ///   - appliesToAppWrites: Whether values the app writes are formatted too.
    public func transform(_ transform: TextTransform?, appliesToAppWrites: Bool = false) -> Self {
        with {
            $0.rules.transform = transform
            $0.formatsAppWrites = appliesToAppWrites
        }
    }
}
#endif
