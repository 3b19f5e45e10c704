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
    /// `transform(_:appliesToAppWrites:)`: the transform formats app writes too.
    var formatsAppWrites = false
    var onCommit: (@MainActor () -> Void)?
    var onEditingChanged: (@MainActor (Bool) -> Void)?
    /// `onBridgedSubmit(of:_:)` handlers, in the order they were attached.
    var submitHandlers: [TextFieldSubmitHandler] = []
    /// `focused(_:equals:)`: the focus binding and this field's value in it.
    var focus: (any TextFieldFocusLink)?
    /// `inputAccessory(_:)`: the SwiftUI content of the bar above the keyboard.
    var accessory: (any TextFieldAccessory)?
    /// `lineLimit(_:)` of a multi-line wrapper; `nil`: the environment's `lineLimit`.
    var lineLimit: LineLimit?
    /// `contentState(_:)`: the binding the view writes whether it holds anything.
    /// Nested here, SwiftUI does not refresh it before the wrapper's body (only a
    /// view's own `Binding` fields are), so inside an update it reads the value
    /// the app's body made it with. The session uses only the first value it
    /// reads (made by that same body); read it more often and it must become a
    /// field of the wrapper, as `selectionBinding` is.
    var contentState: Binding<TextFieldContentState>?
    /// `submitsOnReturn(_:)`: Return submits instead of inserting a newline.
    var returnKeySubmits = false
    /// `writingToolsBehavior(_:)` and `allowedWritingToolsResultOptions(_:)`.
    var writingToolsBehavior: TextWritingTools.Behavior?
    var writingToolsResultOptions: TextWritingTools.ResultOptions?
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

    /// What a new field or text view shows: UIKit's defaults, read once after
    /// `makeUIView` creates it, so removing a modifier restores exactly what UIKit had.
    init(defaultsOf view: some SessionTextView) {
        let field = view as? UITextField
        placeholder = field?.placeholder ?? (view as? GrowingTextView)?.placeholder
        // UIKit raises when `textColor` or `font` is set to nil, so a default that
        // reads as nil is kept as the value an unstyled field draws with.
        textColor = view.textColor ?? .label
        // SwiftUI's TextField draws with the body style and scales with Dynamic
        // Type; a new UITextField or UITextView has a fixed system font.
        font = .preferredFont(forTextStyle: .body)
        clearButtonMode = field?.clearButtonMode ?? .never
        keyboardType = view.keyboardType
        returnKeyType = view.returnKeyType
        autocapitalizationType = view.autocapitalizationType
        autocorrectionType = view.autocorrectionType
        textContentType = view.textContentType
        isSecureTextEntry = view.isSecureTextEntry
        isEnabled = field?.isEnabled ?? (view as? UITextView)?.isEditable ?? true
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
            .scaled(for: environment.dynamicTypeSize, legibilityWeight: environment.legibilityWeight)
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

    /// Writes each property whose value changed since `previous` (the values
    /// last written; `nil` the first time) and differs from what `view` holds,
    /// and returns the settings it wrote. What UIKit or the app changed on the
    /// view since (a font Dynamic Type adjusted, a property set through
    /// introspection) stays until the wrapper's own value changes. A text view
    /// has no clear button; `isEnabled` is its `isEditable`.
    func apply(to view: some SessionTextView, after previous: TextFieldTraits?) -> Set<TextFieldSetting> {
        var written: Set<TextFieldSetting> = []
        func needs<Value: Equatable>(_ setting: TextFieldSetting, _ value: KeyPath<TextFieldTraits, Value>, shown: Value?) -> Bool {
            guard TextFieldSetting.needsWrite(self[keyPath: value], lastWritten: previous?[keyPath: value], shown: shown) else { return false }
            written.insert(setting)
            return true
        }
        if let field = view as? UITextField {
            if needs(.placeholder, \.placeholder, shown: field.placeholder) { field.placeholder = placeholder }
            if needs(.clearButtonMode, \.clearButtonMode, shown: field.clearButtonMode) { field.clearButtonMode = clearButtonMode }
            if needs(.isEnabled, \.isEnabled, shown: field.isEnabled) { field.isEnabled = isEnabled }
        } else if let textView = view as? GrowingTextView {
            if needs(.placeholder, \.placeholder, shown: textView.placeholder) { textView.placeholder = placeholder }
            if needs(.isEnabled, \.isEnabled, shown: textView.isEditable) {
                // Like a disabled field: no editing, no selecting (a selectable
                // text view takes first responder without beginning to edit).
                textView.isEditable = isEnabled
                textView.isSelectable = isEnabled
                // A disabled field resigns; whether a text view does is not
                // documented. Inside the update bracket: the callbacks wait.
                if !isEnabled, textView.isFirstResponder { _ = textView.resignFirstResponder() }
            }
        }
        if needs(.textColor, \.textColor, shown: view.textColor) { view.textColor = textColor }
        if needs(.font, \.font, shown: view.font) { view.font = font }
        if needs(.keyboardType, \.keyboardType, shown: view.keyboardType) { view.keyboardType = keyboardType }
        if needs(.returnKey, \.returnKeyType, shown: view.returnKeyType) { view.returnKeyType = returnKeyType }
        if needs(.autocapitalization, \.autocapitalizationType, shown: view.autocapitalizationType) {
            view.autocapitalizationType = autocapitalizationType
        }
        if needs(.autocorrection, \.autocorrectionType, shown: view.autocorrectionType) { view.autocorrectionType = autocorrectionType }
        if needs(.textContentType, \.textContentType, shown: view.textContentType) { view.textContentType = textContentType }
        if !(view is UITextView), needs(.isSecure, \.isSecureTextEntry, shown: view.isSecureTextEntry) {
            view.isSecureTextEntry = isSecureTextEntry
        }
        return written
    }
}

extension UIFont {
    /// This font at `size`: a system text-style font (`preferredFont(forTextStyle:)`,
    /// the default) in that style at that size and legibility weight (Bold
    /// Text), with its own bold or italic; any other font as it is, as SwiftUI
    /// keeps `.system(size:)`. Both come from SwiftUI's environment, which has
    /// them before the field is in a window and has already applied
    /// `.dynamicTypeSize(_:)` limits.
    func scaled(for size: DynamicTypeSize, legibilityWeight: LegibilityWeight?) -> UIFont {
        let traits = UITraitCollection(legibilityWeight: UILegibilityWeight(legibilityWeight))
        guard let style = fontDescriptor.object(forKey: .textStyle) as? UIFont.TextStyle else { return self }
        let category = UIContentSizeCategory(size)
        let sized: UITraitCollection
        if #available(iOS 17.0, *) {
            sized = traits.modifyingTraits { $0.preferredContentSizeCategory = category }
        } else {
            sized = UITraitCollection(traitsFrom: [traits, UITraitCollection(preferredContentSizeCategory: category)])
        }
        // A custom font scaled with UIFontMetrics may carry a style too: keep it.
        // (Compared at the view's own size: the system's family changes with size.)
        guard UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).familyName == familyName else { return self }
        let base = UIFont.preferredFont(forTextStyle: style, compatibleWith: sized)
        guard let descriptor = base.fontDescriptor.withSymbolicTraits(fontDescriptor.symbolicTraits) else { return base }
        return UIFont(descriptor: descriptor, size: 0)
    }
}
#endif
