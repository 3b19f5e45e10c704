/// Whether a text field holds anything the user could send, an input method's
/// composition included, and whether an input method is composing.
///
/// The text binding leaves out marked text: while a Japanese or Chinese input
/// method composes the first word, the binding is still `""`, so a Send
/// button disabled by `draft.isEmpty` cannot be tapped. This value counts
/// what the field shows, less what the user has not typed:
///
/// | The field shows | `hasContent` | `isComposing` |
/// | --- | --- | --- |
/// | nothing | `false` | `false` |
/// | typed text (spaces and newlines count, as in `isEmpty`) | `true` | `false` |
/// | an input method's marked text ("に", "ni") | `true` | `true` |
/// | only an inline prediction (iOS 17, grey text after the caret) | `false` | `false` |
/// | typed text and a prediction after it | `true` | `false` |
/// | only dictation's placeholder, words not recognised yet | `false` | `false` |
/// | a Writing Tools rewrite in progress | whether the shown text is empty | `false` |
///
/// A prediction is the keyboard's guess, not the user's text: it never enables
/// Send by itself, and Return drops it. Dictation's placeholder holds no word
/// until recognition ends. Both are told apart exactly as the session tells
/// them apart for the binding.
///
/// ```swift
/// @State private var draft = ""
/// @State private var content = TextFieldContentState()
///
/// TextFieldWrapper("Message", text: $draft, axis: .vertical)
///     .contentState($content)
/// Button("Send") { … }
///     .disabled(!content.hasContent)
/// ```
public struct TextFieldContentState: Hashable, Sendable {
    /// Whether the field holds text the user typed or is composing.
    public var hasContent: Bool
    /// Whether an input method's marked text shows (not an inline prediction).
    public var isComposing: Bool

    /// An empty field, not composing: the value to start a `@State` with.
    public init(hasContent: Bool = false, isComposing: Bool = false) {
        self.hasContent = hasContent
        self.isComposing = isComposing
    }
}
