#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI

// The selection binding is an initializer, as SwiftUI's is on iOS 18
// (`TextField(_:text:selection:)`): the call reads the same, and moving to
// `TextField` later is a rename. A modifier would let a second `.selection`
// silently replace the first.

extension TextFieldWrapper {
    /// A field editing `text` whose selection is two-way bound to `selection`,
    /// with a localized placeholder: SwiftUI's `TextField(_:text:selection:)`
    /// from iOS 16.
    ///
    /// ```swift
    /// @State private var message = ""
    /// @State private var selection: TextFieldSelection?
    ///
    /// TextFieldWrapper("Message", text: $message, selection: $selection)
    /// Button("👍 at the caret") {
    ///     let range = selection?.range ?? message.endIndex..<message.endIndex
    ///     let head = String(message[..<range.lowerBound]) + "👍"
    ///     message = head + message[range.upperBound...]
    ///     selection = TextFieldSelection(insertionPoint: String.Index(utf16Offset: head.utf16.count, in: message))
    /// }
    /// ```
    ///
    /// The indices are into `text`'s current value and never split a
    /// character. The binding is written when the caret or the selection
    /// moves, and again when a write of `text` or an input rule changes the
    /// text before it; never for an input method's marked text or while
    /// dictation runs (it is written when they end). It is `nil` once editing
    /// ends. Setting it selects in the field: a caret inside a character goes
    /// to its start, a range's bounds move out to whole characters, an index
    /// past the end counts as the end, and the binding gets the moved value. A
    /// value set while the field is not editing applies when it begins (unless
    /// the text changed first); one set during a composition is replaced by the
    /// field's selection when the composition ends. Build a value from the
    /// text's current value, after writing the text: as with SwiftUI's
    /// `TextSelection`, indices kept from an earlier text can trap.
    ///
    /// `axis: .vertical` binds the selection of a multi-line field the same way.
    public init(
        _ placeholderResource: LocalizedStringResource,
        text: Binding<String>,
        selection: Binding<TextFieldSelection?>,
        axis: Axis = .horizontal
    ) {
        self.init(placeholderResource, text: text, axis: axis)
        selectionBinding = selection
        bindsSelection = true
    }

    /// A field editing `text` whose selection is two-way bound to `selection`,
    /// showing `placeholder` as it is, not localized.
    ///
    /// ```swift
    /// TextFieldWrapper(user.nickname, text: $nickname, selection: $selection)
    /// ```
    ///
    /// The selection rules are those of the initializer with a localized placeholder.
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>, selection: Binding<TextFieldSelection?>, axis: Axis = .horizontal) {
        self.init(placeholder, text: text, axis: axis)
        selectionBinding = selection
        bindsSelection = true
    }
}
#endif
