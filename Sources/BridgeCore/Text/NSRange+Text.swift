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
