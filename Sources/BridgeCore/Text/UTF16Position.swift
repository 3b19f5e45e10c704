import Foundation

// UTF-16 offsets (what UIKit and `NSRange` count) translated into `String.Index`,
// checked, and never computed with `String.count`.
extension String {

    /// The index `offset` UTF-16 units from the start, if it is one of the text's
    /// character boundaries; otherwise the error that says why not.
    func characterBoundary(atUTF16Offset offset: Int) throws(TextEditError) -> String.Index {
        let index = utf16.index(utf16.startIndex, offsetBy: offset)
        guard index.samePosition(in: unicodeScalars) != nil else {
            throw .splitsSurrogatePair(utf16Offset: offset)
        }
        guard index.samePosition(in: self) != nil else {
            throw .splitsCharacter(utf16Offset: offset)
        }
        return index
    }

    /// The index `offset` UTF-16 units from the start, if it lies between two
    /// Unicode scalars (it may still be inside a character).
    func scalarBoundary(atUTF16Offset offset: Int) -> String.Index? {
        let index = utf16.index(utf16.startIndex, offsetBy: offset)
        return index.samePosition(in: unicodeScalars)
    }

    /// The number of UTF-16 units before `index`.
    func utf16Offset(of index: String.Index) -> Int {
        utf16.distance(from: utf16.startIndex, to: index)
    }

    /// The largest character boundary at or before `offset` UTF-16 units, with
    /// `offset` first clamped to the text. Keeps a caret valid after the text
    /// under it changed.
    func characterBoundaryOffset(atOrBefore offset: Int) -> Int {
        let clamped = Swift.min(Swift.max(offset, 0), utf16.count)
        var index = utf16.index(utf16.startIndex, offsetBy: clamped)
        // Back to a scalar boundary (at most one unit: the low half of a pair)…
        while index.samePosition(in: unicodeScalars) == nil {
            index = utf16.index(before: index)
        }
        // …then scalar by scalar to a character boundary: as many steps as the
        // character has scalars, whatever the length of the text.
        while index.samePosition(in: self) == nil {
            index = unicodeScalars.index(before: index)
        }
        return utf16Offset(of: index)
    }
}

extension StringProtocol {
    /// Counts characters, but stops once the count passes `limit`: what a maximum
    /// length needs, in time proportional to the limit instead of the text.
    func characterCount(upTo limit: Int) -> Int {
        var count = 0
        var index = startIndex
        while index < endIndex, count <= limit {
            index = self.index(after: index)
            count += 1
        }
        return count
    }
}
