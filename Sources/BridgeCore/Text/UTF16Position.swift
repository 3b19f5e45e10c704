import Foundation

// UTF-16 offsets (what UIKit and `NSRange` count) translated into `String.Index`,
// checked, and never computed with `String.count`.
extension FieldText {

    /// The index `offset` UTF-16 units from the start, if it is one of the text's
    /// character boundaries; otherwise the error that says why not.
    func characterBoundary(atUTF16Offset offset: Int) throws(TextEditError) -> String.Index {
        guard let index = scalarIndex(atUTF16Offset: offset) else {
            throw .splitsSurrogatePair(utf16Offset: offset)
        }
        guard index.samePosition(in: string) != nil else {
            throw .splitsCharacter(utf16Offset: offset)
        }
        return index
    }
}

extension String {
    /// The number of UTF-16 units before `index`.
    package func utf16Offset(of index: String.Index) -> Int {
        utf16.distance(from: utf16.startIndex, to: index)
    }

    /// The largest character boundary at or before `offset` UTF-16 units, with
    /// `offset` first clamped to the text. Keeps a caret valid after the text
    /// under it changed.
    package func characterBoundaryOffset(atOrBefore offset: Int) -> Int {
        FieldText(self).characterBoundaryOffset(atOrBefore: offset)
    }
}

extension StringProtocol {
    /// Counts characters, but stops once the count passes `limit`: exact when
    /// the result is at most `limit`, in time proportional to the limit.
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
