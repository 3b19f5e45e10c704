import Foundation

extension TextEdit {
    /// The one replacement that turns `old` into `new`, keeping their longest
    /// common start and end, with both bounds on character boundaries of both texts.
    ///
    /// UIKit changes text without proposing an edit when an input method commits
    /// its composition, when autocorrect or a text replacement fires as editing
    /// ends, and for dictation. The session recovers the edit this way so the same
    /// input rules apply to it.
    ///
    /// ```swift
    /// TextEdit.difference(from: "ni", to: "你")   // range {0, 2}, replacement "你"
    /// ```
    package static func difference(from old: String, to new: String) -> TextEdit {
        difference(from: old, to: new, onCharacterBoundaries: true)
    }

    /// The one replacement that turns `old` into `new`, with both bounds between
    /// scalars, and on character boundaries too when `onCharacterBoundaries`.
    /// Between scalars, the replacement holds only what changed: an accent added
    /// to "e" is inserted alone, so a rule that drops it leaves the "e".
    static func difference(from old: String, to new: String, onCharacterBoundaries: Bool) -> TextEdit {
        let oldBytes = old.utf8, newBytes = new.utf8
        let shorter = Swift.min(oldBytes.count, newBytes.count)

        // The common start, compared as UTF-8 bytes (equal bytes are equal
        // scalars), then moved back to a scalar and a character boundary of
        // both: what follows a position decides whether it is a boundary.
        let prefixLength = commonPrefixLength(oldBytes, newBytes, limit: shorter)
        var oldStart = oldBytes.index(oldBytes.startIndex, offsetBy: prefixLength)
        var newStart = newBytes.index(newBytes.startIndex, offsetBy: prefixLength)
        while oldStart.samePosition(in: old.unicodeScalars) == nil || newStart.samePosition(in: new.unicodeScalars) == nil {
            oldBytes.formIndex(before: &oldStart)
            newBytes.formIndex(before: &newStart)
        }
        while onCharacterBoundaries, oldStart.samePosition(in: old) == nil || newStart.samePosition(in: new) == nil {
            old.unicodeScalars.formIndex(before: &oldStart)
            new.unicodeScalars.formIndex(before: &newStart)
        }

        // The common end, not overlapping the start, moved forward the same way.
        let start = oldBytes.distance(from: oldBytes.startIndex, to: oldStart)
        let suffixLength = commonSuffixLength(oldBytes, newBytes, limit: shorter - start)
        var oldEnd = oldBytes.index(oldBytes.endIndex, offsetBy: -suffixLength)
        var newEnd = newBytes.index(newBytes.endIndex, offsetBy: -suffixLength)
        while oldEnd.samePosition(in: old.unicodeScalars) == nil || newEnd.samePosition(in: new.unicodeScalars) == nil {
            oldBytes.formIndex(after: &oldEnd)
            newBytes.formIndex(after: &newEnd)
        }
        while onCharacterBoundaries, oldEnd.samePosition(in: old) == nil || newEnd.samePosition(in: new) == nil {
            old.unicodeScalars.formIndex(after: &oldEnd)
            new.unicodeScalars.formIndex(after: &newEnd)
        }

        let location = old.utf16Offset(of: oldStart)
        return TextEdit(
            range: NSRange(location: location, length: old.utf16Offset(of: oldEnd) - location),
            replacement: String(new.unicodeScalars[newStart..<newEnd])
        )
    }

    private static func commonPrefixLength(_ a: String.UTF8View, _ b: String.UTF8View, limit: Int) -> Int {
        let fast = a.withContiguousStorageIfAvailable { a in
            b.withContiguousStorageIfAvailable { b in
                var length = 0
                while length < limit, a[length] == b[length] { length += 1 }
                return length
            }
        }
        if let fast = fast ?? nil { return fast }
        return zip(a, b).prefix(limit).prefix { $0 == $1 }.count
    }

    private static func commonSuffixLength(_ a: String.UTF8View, _ b: String.UTF8View, limit: Int) -> Int {
        let fast = a.withContiguousStorageIfAvailable { a in
            b.withContiguousStorageIfAvailable { b in
                var length = 0
                while length < limit, a[a.count - 1 - length] == b[b.count - 1 - length] { length += 1 }
                return length
            }
        }
        if let fast = fast ?? nil { return fast }
        return zip(a.reversed(), b.reversed()).prefix(limit).prefix { $0 == $1 }.count
    }
}
