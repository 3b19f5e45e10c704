import Foundation

/// One edit as UIKit reports it: replace the characters in `range` (UTF-16 code
/// units, like every `NSRange` UIKit hands out) with `replacement`.
///
/// A hand-written wrapper applies it with `NSString.replacingCharacters(in:with:)`. That traps
/// on a range past the end and quietly damages text when a bound lands inside a
/// character. `applied(to:)` checks the range first and throws a
/// ``TextEditError`` instead, leaving the text as it was:
///
/// ```swift
/// let edit = TextEdit(range: NSRange(location: 5, length: 0), replacement: "!")
/// let result = try edit.applied(to: "hello")   // result.text == "hello!", result.caret == 6
/// try TextEdit(range: NSRange(location: 9, length: 0), replacement: "!")
///     .applied(to: "hello")                       // throws .outOfBounds
/// ```
///
/// One refusal is relaxed on purpose: Backspace inside a character of a script
/// that edits by code point is accepted. Deleting the trailing combining marks of
/// a character (Thai tone marks, Devanagari vowel signs, an accent typed as
/// U+0301), or the consonant after a virama in an Indic conjunct (क्ष → क्), is
/// what Backspace does in those scripts, and refusing it would leave those users
/// unable to correct a letter. Emoji sequences, flags and variation selectors
/// never come apart.
public struct TextEdit: Hashable, Sendable {
    /// The replaced range, in UTF-16 code units of the text before the edit.
    public var range: NSRange
    /// The text put in its place; empty for a deletion.
    public var replacement: String

    /// An edit replacing `range` with `replacement`.
    public init(range: NSRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// The text after an edit, and where the caret goes: right after the replacement.
    package struct Result: Hashable, Sendable {
        /// The edited text.
        package var text: String
        /// The caret's UTF-16 offset in `text`.
        package var caret: Int
    }

    /// The replaced part of `text` as string indices, checked.
    ///
    /// - Throws: ``TextEditError`` when the range is malformed, ends past the text
    ///   or splits a character (see the type's note on trailing marks).
    public func bounds(in text: String) throws(TextEditError) -> Range<String.Index> {
        try bounds(in: FieldText(text))
    }

    /// The replaced part of `text` as string indices, checked; found from the
    /// position `text` knows, so an edit near the last one costs the same at any length.
    package func bounds(in text: FieldText) throws(TextEditError) -> Range<String.Index> {
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0 else {
            throw .invalidRange(range)
        }
        let length = text.utf16Count
        guard range.location <= length, range.length <= length - range.location else {
            throw .outOfBounds(range, utf16Length: length)
        }
        let lower: String.Index
        do {
            lower = try text.characterBoundary(atUTF16Offset: range.location)
        } catch .splitsCharacter where isBackspaceWithinCharacter(of: text) {
            // Safe to unwrap: `splitsCharacter` means the offset is a scalar boundary.
            lower = text.scalarIndex(atUTF16Offset: range.location)!
        }
        return lower..<(try text.characterBoundary(atUTF16Offset: range.location + range.length))
    }

    /// Applies the edit to `text`.
    ///
    /// - Throws: ``TextEditError``; `text` is never modified (it is a value).
    package func applied(to text: String) throws(TextEditError) -> Result {
        let bounds = try bounds(in: text)
        var edited = text
        edited.replaceSubrange(bounds, with: replacement)
        return Result(text: edited, caret: range.location + replacement.utf16.count)
    }

    /// Backspace by code point: nothing inserted, and either every deleted
    /// scalar a non-spacing or spacing mark that is not a variation selector, or
    /// the deletion starting right after a virama (an Indic conjunct's linker).
    private func isBackspaceWithinCharacter(of text: FieldText) -> Bool {
        guard replacement.isEmpty, range.length > 0,
              let lower = text.scalarIndex(atUTF16Offset: range.location),
              let upper = text.scalarIndex(atUTF16Offset: range.location + range.length)
        else { return false }
        let scalars = text.string.unicodeScalars
        if lower > scalars.startIndex,
           scalars[scalars.index(before: lower)].properties.canonicalCombiningClass == .virama {
            return true
        }
        return scalars[lower..<upper].allSatisfy { scalar in
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark: return !properties.isVariationSelector
            default: return false
            }
        }
    }
}
