import Foundation

/// The selection in a wrapped text field: an insertion point (the caret) or a
/// range of characters, as `String.Index` values into the text binding's value.
///
/// Shaped like SwiftUI's `TextSelection` (iOS 18), which BridgeKit's users
/// cannot use on iOS 16 and 17: `init(insertionPoint:)`, `init(range:)` and
/// `isInsertion` read the same. A field has one selection, so there is no
/// multi-selection case.
///
/// UIKit counts UTF-16 units; a `String.Index` does not. The wrapper converts
/// at the edge, with the text it converts against, and a value it writes never
/// splits a character (an emoji, a flag, "e" with its accent):
///
/// ```swift
/// @State private var text = "👍 ok"
/// @State private var selection: TextFieldSelection?
///
/// TextFieldWrapper("Message", text: $text, selection: $selection)
/// Button("Select all") { selection = TextFieldSelection(range: text.startIndex..<text.endIndex) }
/// ```
///
/// A value the app sets is read against the binding's text: an index past its
/// end counts as the end, a caret inside a character moves to its start, and
/// a range's bound inside a character moves out of it (the start back, the end
/// forward), so the whole character is selected.
public struct TextFieldSelection: Hashable, Sendable {
    /// The selected characters; empty for an insertion point.
    public var range: Range<String.Index>

    /// A caret before the character at `insertionPoint` (the text's `endIndex`
    /// for a caret at the end).
    ///
    /// ```swift
    /// selection = TextFieldSelection(insertionPoint: text.endIndex)
    /// ```
    public init(insertionPoint: String.Index) {
        range = insertionPoint..<insertionPoint
    }

    /// The characters in `range` selected.
    ///
    /// ```swift
    /// selection = TextFieldSelection(range: text.startIndex..<text.endIndex)
    /// ```
    public init(range: Range<String.Index>) {
        self.range = range
    }

    /// Whether this is a caret rather than selected characters, as
    /// `TextSelection.isInsertion` reads.
    ///
    /// ```swift
    /// if selection?.isInsertion == false { showFormattingBar() }
    /// ```
    public var isInsertion: Bool { range.isEmpty }

    // MARK: UTF-16 at the edge

    /// The selection UIKit reports (`range`, UTF-16 units) as indices into
    /// `text`, clamped to it and moved back to character boundaries. Cheap near
    /// the text's last edit (see `FieldText`).
    package init(utf16 range: NSRange, in text: FieldText) {
        let aligned = range.clamped(to: text)
        // On character boundaries, so on scalar boundaries.
        let lower = text.scalarIndex(atUTF16Offset: aligned.location)!
        let upper = aligned.length == 0 ? lower : text.scalarIndex(atUTF16Offset: NSMaxRange(aligned))!
        self.init(range: lower..<upper)
    }

    /// This selection as UTF-16 units of `text`, on character boundaries: an
    /// index past the end counts as the end, a caret or a lower bound inside a
    /// character moves to its start and an upper bound to its end. Walks the text up to
    /// the selection: done when the app sets the binding, not per keystroke.
    package func utf16Range(in text: FieldText) -> NSRange {
        let string = text.string
        func offset(_ index: String.Index) -> Int {
            // An index this text does not have (past its end, from a longer
            // text) counts as the end; `min` with `endIndex` would compare raw
            // offsets of possibly different encodings.
            guard let valid = String.Index(index, within: string.utf16) else { return text.utf16Count }
            return string.utf16.distance(from: string.utf16.startIndex, to: valid)
        }
        let lower = text.characterBoundaryOffset(atOrBefore: offset(range.lowerBound))
        // A caret inside a character goes to its start, as a caret does.
        if range.isEmpty { return NSRange(location: lower, length: 0) }
        let upperUnits = Swift.max(offset(range.upperBound), lower)
        var upper = text.characterBoundaryOffset(atOrBefore: upperUnits)
        if upper < upperUnits, let start = text.scalarIndex(atUTF16Offset: upper) {
            upper += string.utf16.distance(from: start, to: string.index(after: start))
        }
        return NSRange(location: lower, length: upper - lower)
    }
}
