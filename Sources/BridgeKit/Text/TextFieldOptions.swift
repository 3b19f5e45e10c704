#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// What a ``TextFieldWrapper``'s modifiers set. `nil` means "not set here": the
/// environment, then UIKit's default, decide.
@MainActor
struct TextFieldOptions {
    var textColor: UIColor?
    var font: UIFont?
    var clearButtonMode: UITextField.ViewMode?
    var keyboardType: UIKeyboardType?
    var textContentType: UITextContentType?
    var submitLabel: BridgedSubmitLabel?
    var autocapitalization: UITextAutocapitalizationType?
    var autocorrection: UITextAutocorrectionType?
    var isSecure: Bool?
    var rules = TextInputRules()
    var onCommit: (@MainActor () -> Void)?
    var onEditingChanged: (@MainActor (Bool) -> Void)?
    /// `onBridgedSubmit(of:_:)` handlers, in the order they were attached.
    var submitHandlers: [TextFieldSubmitHandler] = []
    /// `focused(_:equals:)`: the focus binding and this field's value in it.
    var focus: (any TextFieldFocusLink)?
    /// `inputAccessory(_:)`: the SwiftUI content of the bar above the keyboard.
    var accessory: (any TextFieldAccessory)?
}

/// The UIKit properties a ``TextFieldWrapper`` controls, as values, so an update
/// can compute them all and then write only the ones that changed.
@MainActor
struct TextFieldTraits {
    var placeholder: String?
    var textColor: UIColor
    var font: UIFont
    var clearButtonMode: UITextField.ViewMode
    var keyboardType: UIKeyboardType
    var returnKeyType: UIReturnKeyType
    var autocapitalizationType: UITextAutocapitalizationType
    var autocorrectionType: UITextAutocorrectionType
    var textContentType: UITextContentType?
    var isSecureTextEntry: Bool
    var isEnabled: Bool

    /// What a new field shows: UIKit's defaults, read once after `makeUIView`
    /// creates it, so removing a modifier restores exactly what UIKit had.
    init(defaultsOf field: UITextField) {
        placeholder = field.placeholder
        // UIKit raises when `textColor` or `font` is set to nil, so a default that
        // reads as nil is kept as the value an unstyled field draws with.
        textColor = field.textColor ?? .label
        font = field.font ?? .preferredFont(forTextStyle: .body)
        clearButtonMode = field.clearButtonMode
        keyboardType = field.keyboardType
        returnKeyType = field.returnKeyType
        autocapitalizationType = field.autocapitalizationType
        autocorrectionType = field.autocorrectionType
        textContentType = field.textContentType
        isSecureTextEntry = field.isSecureTextEntry
        isEnabled = field.isEnabled
    }

    /// These defaults under the environment, under the wrapper's own modifiers,
    /// each setting resolved by BridgeCore's `TextFieldSetting`. This method
    /// only reads the SwiftUI values.
    func resolved(placeholder: String, options: TextFieldOptions, environment: EnvironmentValues) -> TextFieldTraits {
        var traits = self
        traits.placeholder = TextFieldSetting.placeholder.resolve(
            modifier: placeholder, environment: nil, uiKitDefault: self.placeholder ?? "")
        traits.textColor = TextFieldSetting.textColor.resolve(
            modifier: options.textColor, environment: nil, uiKitDefault: textColor)
        traits.font = TextFieldSetting.font.resolve(
            modifier: options.font, environment: environment.uiFont, uiKitDefault: font)
        traits.clearButtonMode = TextFieldSetting.clearButtonMode.resolve(
            modifier: options.clearButtonMode, environment: nil, uiKitDefault: clearButtonMode)
        traits.keyboardType = TextFieldSetting.keyboardType.resolve(
            modifier: options.keyboardType, environment: nil, uiKitDefault: keyboardType)
        traits.returnKeyType = TextFieldSetting.returnKey.resolve(
            modifier: options.submitLabel?.returnKeyType, environment: nil, uiKitDefault: returnKeyType)
        traits.autocapitalizationType = TextFieldSetting.autocapitalization.resolve(
            modifier: options.autocapitalization, environment: nil, uiKitDefault: autocapitalizationType)
        traits.autocorrectionType = TextFieldSetting.autocorrection.resolve(
            modifier: options.autocorrection,
            environment: environment.autocorrectionDisabled ? UITextAutocorrectionType.no : nil,
            uiKitDefault: autocorrectionType)
        traits.textContentType = TextFieldSetting.textContentType.resolve(
            modifier: options.textContentType.map(Optional.some), environment: nil, uiKitDefault: textContentType)
        traits.isSecureTextEntry = TextFieldSetting.isSecure.resolve(
            modifier: options.isSecure, environment: nil, uiKitDefault: isSecureTextEntry)
        traits.isEnabled = TextFieldSetting.isEnabled.resolve(
            modifier: nil, environment: environment.isEnabled, uiKitDefault: isEnabled)
        return traits
    }

    /// Writes every property whose value differs from what `field` holds.
    func apply(to field: UITextField) {
        field.assign(placeholder, to: \.placeholder)
        field.assign(textColor, to: \.textColor)
        field.assign(font, to: \.font)
        field.assign(clearButtonMode, to: \.clearButtonMode)
        field.assign(keyboardType, to: \.keyboardType)
        field.assign(returnKeyType, to: \.returnKeyType)
        field.assign(autocapitalizationType, to: \.autocapitalizationType)
        field.assign(autocorrectionType, to: \.autocorrectionType)
        field.assign(textContentType, to: \.textContentType)
        field.assign(isSecureTextEntry, to: \.isSecureTextEntry)
        field.assign(isEnabled, to: \.isEnabled)
    }
}

extension UITextField {
    /// Sets the property at `keyPath` only when it holds a different value.
    /// SwiftUI calls `updateUIView` for every state change around the field, and
    /// each UIKit setter may relayout or, for the keyboard traits of a focused
    /// field, reload the keyboard.
    func assign<Value: Equatable>(_ value: Value, to keyPath: ReferenceWritableKeyPath<UITextField, Value>) {
        if self[keyPath: keyPath] != value {
            self[keyPath: keyPath] = value
        }
    }
}
#endif
