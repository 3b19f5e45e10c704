import Foundation

extension NSRange {
    /// This range moved inside `text`: each bound clamped to the text and moved
    /// back to a character boundary, so a caret kept across a model change is
    /// always a valid place to type.
    func clamped(to text: FieldText) -> NSRange {
        let count = text.utf16Count
        let lower = Swift.min(Swift.max(location, 0), count)
        let upper = lower + Swift.min(Swift.max(length, 0), count - lower)
        let start = text.characterBoundaryOffset(atOrBefore: lower)
        return NSRange(location: start, length: text.characterBoundaryOffset(atOrBefore: upper) - start)
    }

    /// This range carried through `change`, an edit of `text` (`text` before it):
    /// a bound before the change stays, one after it moves with the text after
    /// it, one inside it goes to the end of the replacement, and the end of
    /// `text` stays the end. A caret kept across an app's write stays with the
    /// text it was next to ("1234|" reformatted to "12-34" gives "12-34|").
    func carried(through change: TextEdit, of text: FieldText) -> NSRange {
        let oldLength = text.utf16Count
        let delta = change.replacement.utf16.count - change.range.length
        func carry(_ offset: Int) -> Int {
            if offset >= oldLength { return oldLength + delta }
            if offset <= change.range.location { return offset }
            if offset >= NSMaxRange(change.range) { return offset + delta }
            return change.range.location + change.replacement.utf16.count
        }
        let range = clamped(to: text)
        let start = carry(range.location)
        return NSRange(location: start, length: Swift.max(0, carry(NSMaxRange(range)) - start))
    }

    /// This range, in `original`, carried into `transformed`: each bound goes
    /// where the transformed text before it ends.
    func carried(from original: String, to transformed: String, by transform: TextTransform) -> NSRange {
        let originalLength = original.utf16.count
        func carry(_ offset: Int) -> Int {
            // The end maps to the end: no need to transform the whole text again.
            if offset >= originalLength { return transformed.utf16.count }
            let boundary = original.characterBoundaryOffset(atOrBefore: offset)
            let prefix = original[..<original.utf16.index(original.utf16.startIndex, offsetBy: boundary)]
            return transformed.characterBoundaryOffset(atOrBefore: transform(String(prefix)).utf16.count)
        }
        let range = clamped(to: FieldText(original))
        let start = carry(range.location)
        guard range.length > 0 else { return NSRange(location: start, length: 0) }
        return NSRange(location: start, length: Swift.max(0, carry(range.location + range.length) - start))
    }
}
