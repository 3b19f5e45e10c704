#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI

extension TextFieldWrapper {
    /// Keeps `state` telling whether the field holds anything, an input
    /// method's composition included, and whether an input method composes.
    ///
    /// The text binding leaves marked text out until the input method commits
    /// it, so a Send button disabled by `draft.isEmpty` stays disabled while
    /// the first word is composed in Japanese or Chinese. Disable it by this
    /// state instead:
    ///
    /// ```swift
    /// @State private var draft = ""
    /// @State private var content = TextFieldContentState()
    /// @Environment(\.finishTextComposition) private var finishTextComposition
    ///
    /// var body: some View {
    ///     HStack {
    ///         TextFieldWrapper("Message", text: $draft, axis: .vertical)
    ///             .contentState($content)
    ///         Button("Send") {
    ///             finishTextComposition()   // the marked text joins `draft`
    ///             send(draft)
    ///             draft = ""
    ///         }
    ///         .disabled(!content.hasContent)
    ///     }
    /// }
    /// ```
    ///
    /// An inline prediction (iOS 17, grey text after the caret) and dictation's
    /// placeholder do not count: neither is the user's text yet. The view
    /// writes `state` once per turn of the main actor, after the field's
    /// state changed, and only then: a value your code writes stays until the
    /// field's next change (so a binding that cannot hold `isComposing`, or one
    /// shared by two views, is never rewritten in a loop). See
    /// ``TextFieldContentState`` for every case.
    public func contentState(_ state: Binding<TextFieldContentState>) -> Self {
        with { $0.contentState = state }
    }
}
#endif
