#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// A `UITextField` in SwiftUI that behaves like SwiftUI's `TextField`.
///
/// ```swift
/// struct Demo: View {
///     @State private var name = ""
///
///     var body: some View {
///         VStack {
///             TextFieldWrapper("name:", text: $name)
///                 .clearButtonMode(.whileEditing)
///                 .onCommit { print("commit") }
///                 .foregroundColor(.red)
///                 .font(.preferredFont(forTextStyle: .title1))
///             Text("name:\(name)")
///         }
///     }
/// }
/// ```
///
/// Typing writes `text` once per change; setting `text` from code writes the
/// field and carries the caret through the change (the end stays the end). What a hand-written wrapper usually
/// gets wrong and this one does instead:
///
/// - While an input method composes (pinyin "ni" on the way to "你"), the binding
///   does not receive the Latin letters; a value the app writes then wins at once
///   and ends the composition (`finishTextComposition` commits it instead).
/// - Dictation's placeholder is left alone until the words arrive, and never
///   reaches the binding; an inline prediction never reaches it or `onCommit`.
/// - The field is written only when the model differs from what it shows, never
///   on every update, so the caret does not jump to the end.
/// - Binding writes and callbacks that arrive during a SwiftUI update wait for the
///   next turn of the main actor, decided in one place instead of scattered
///   `DispatchQueue.main.async`.
/// - `onCommit`, `onEditingChanged` and the binding are refreshed on every update.
/// - Ranges UIKit reports are checked: an edit that would split an emoji is
///   refused, never applied half-way.
///
/// Settings are chainable modifiers that return `TextFieldWrapper`, so they can
/// come in any order; SwiftUI modifiers (`.disabled`, `.padding`) go after them.
/// A modifier on the wrapper wins over the environment (`.disabled` through
/// `isEnabled`, `View.uiFont(_:)`, `autocorrectionDisabled`), which wins over
/// UIKit's defaults.
///
/// Sizing: any width, exactly the field's height (it hugs vertically and may
/// be compressed horizontally), answered in one layout pass as an
/// ``AdaptiveUIViewRepresentable`` with `Flexibility.horizontal` answers.
@MainActor
public struct TextFieldWrapper: View {
    let placeholder: TextFieldPlaceholder
    let text: Binding<String>
    /// The selection binding of `init(_:text:selection:)`, or a constant
    /// without one (`bindsSelection`). A plain `Binding` field, as `text` is:
    /// SwiftUI refreshes a view's `Binding` fields (`DynamicProperty`s) before
    /// its body and updates the view when they change; a `Binding?` it neither
    /// refreshes nor follows, and inside `updateUIView` it gives the value the
    /// app's body made it with (a caret moved back after each keystroke).
    var selectionBinding = Binding<TextFieldSelection?>.constant(nil)
    var bindsSelection = false
    /// The selection binding, if the wrapper has one.
    var selection: Binding<TextFieldSelection?>? { bindsSelection ? selectionBinding : nil }
    /// What the modifiers set; each modifier returns a copy with one change.
    var options = TextFieldOptions()
    /// `.horizontal`: a `UITextField`; `.vertical`: a `UITextView` that grows.
    let axis: Axis

    /// A field showing a localized placeholder while empty, editing `text`;
    /// with `axis: .vertical`, a multi-line field that grows with its text.
    ///
    /// ```swift
    /// TextFieldWrapper("name:", text: $name)   // looks "name:" up in Localizable.strings
    /// TextFieldWrapper("Message", text: $message, axis: .vertical)
    ///     .lineLimit(1...5)
    /// ```
    ///
    /// A string literal picks this initializer, as `TextField("name:", text:)`
    /// picks SwiftUI's localized one. It takes a `LocalizedStringResource`
    /// (SwiftUI's `TextField` has the same overload) rather than a
    /// `LocalizedStringKey`: a `UITextField` needs a `String`, and SwiftUI
    /// offers no public way to resolve a `LocalizedStringKey` outside `Text`.
    /// The placeholder is resolved in the environment's `locale`.
    ///
    /// A vertical field is a `UITextView` on the same text session, with the
    /// same modifiers, focus, submit and selection; see
    /// <doc:MultiLineText> for how it grows, scrolls and treats Return.
    public init(_ placeholderResource: LocalizedStringResource, text: Binding<String>, axis: Axis = .horizontal) {
        self.placeholder = .localized(placeholderResource)
        self.text = text
        self.axis = axis
    }

    /// A field showing `placeholder` as it is, not localized, while empty;
    /// with `axis: .vertical`, a multi-line field that grows with its text.
    ///
    /// ```swift
    /// TextFieldWrapper(user.nickname, text: $nickname)
    /// TextFieldWrapper(prompt, text: $notes, axis: .vertical)
    /// ```
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>, axis: Axis = .horizontal) {
        self.placeholder = .verbatim(String(placeholder))
        self.text = text
        self.axis = axis
    }

    /// The `UITextField` (or, vertical, the `UITextView`), created once and
    /// updated with these settings and the environment it is placed in
    /// (`.disabled`, `View.uiFont(_:)`, `locale`, `lineLimit`).
    public var body: some View {
        if axis == .vertical {
            TextViewRepresentable(wrapper: self)
        } else {
            TextFieldRepresentable(wrapper: self)
        }
    }

    /// A copy with one change to the options: the copy-and-change
    /// pattern that keeps every modifier returning `TextFieldWrapper`.
    func with(_ change: (inout TextFieldOptions) -> Void) -> Self {
        var copy = self
        change(&copy.options)
        return copy
    }
}

/// The `UIViewRepresentable` behind ``TextFieldWrapper``: creates the field and
/// hands each update to its coordinator. Internal, so that the representable's
/// requirements and the delegate methods stay out of an app's autocomplete.
@MainActor
struct TextFieldRepresentable: AdaptiveUIViewRepresentable {
    /// The settings to apply: the placeholder, the binding and the options.
    let wrapper: TextFieldWrapper

    /// Any width, exactly the ideal height: `Flexibility.horizontal`, which gives
    /// the usual priorities of a wrapped field (high vertical hugging, low horizontal
    /// compression resistance).
    var flexibility: Flexibility { .horizontal }

    /// The field's intrinsic content size is its ideal size (`.none`), as for a
    /// plain `UIViewRepresentable`: its text's width and one line's height.
    var idealSizeCalculator: IdealSizeCalculator<WindowReportingTextField> { .none }

    /// Creates the coordinator that is the field's delegate.
    func makeCoordinator() -> TextFieldCoordinator {
        TextFieldCoordinator()
    }

    /// Creates the field once, with those sizing priorities. It is a
    /// `UITextField` that also reports entering a window, which is when a focus
    /// request made before it appeared is honoured.
    func makeUIView(context: Context) -> WindowReportingTextField {
        let field = WindowReportingTextField()
        field.apply(flexibility: flexibility)
        context.coordinator.attach(to: field)
        return field
    }

    /// Hands the newest binding, settings and environment to the coordinator,
    /// which writes only what changed.
    func updateUIView(_ field: WindowReportingTextField, context: Context) {
        context.coordinator.update(
            field,
            placeholder: wrapper.placeholder.resolved(in: context.environment.locale),
            text: wrapper.text,
            selection: wrapper.selection,
            options: wrapper.options,
            environment: context.environment
        )
    }

    /// Unbinds the field from its focus state before SwiftUI discards it.
    static func dismantleUIView(_ field: WindowReportingTextField, coordinator: TextFieldCoordinator) {
        coordinator.dismantle(field)
    }
}

/// A wrapper's placeholder as given: looked up in the app's strings, or shown as it is.
enum TextFieldPlaceholder {
    case localized(LocalizedStringResource)
    case verbatim(String)

    /// The text the `UITextField` shows, localized for `locale`.
    func resolved(in locale: Locale) -> String {
        switch self {
        case .localized(let resource): resource.resolved(in: locale)
        case .verbatim(let text): text
        }
    }
}

extension LocalizedStringResource {
    /// The string for `locale`, the environment's: what a SwiftUI `Text` would show.
    func resolved(in locale: Locale) -> String {
        var resource = self
        resource.locale = locale
        return String(localized: resource)
    }
}
#endif
