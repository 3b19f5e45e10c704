import Foundation

/// A field's text with what finding a UTF-16 offset in it needs, so that an edit
/// near the caret costs the same in a text of any length.
///
/// Swift stores text as UTF-8; UIKit counts UTF-16 units. Converting an offset
/// from the start walks (or indexes) the whole text, and a text UIKit hands out
/// is new at every keystroke, so nothing Swift caches survives. This type keeps
/// the UTF-16 length and one known position (where the last edit ended, as UTF-16
/// and UTF-8 offsets) and walks scalar by scalar from the nearest of the start,
/// that position and the end. A bridged text (UTF-16 inside, as `NSString` on
/// Apple platforms) is indexed directly, which is cheap for it.
package struct FieldText: Sendable {
    /// The text.
    package private(set) var string: String
    /// Its length in UTF-16 units.
    package private(set) var utf16Count: Int
    /// A scalar boundary whose UTF-16 and UTF-8 offsets are known.
    private var known: Position
    /// Whether `string` is stored as UTF-8, so a UTF-8 offset is an index.
    private var isUTF8: Bool
    /// The number of characters, once something asked for it.
    private var cachedCharacterCount: Int?

    struct Position: Hashable, Sendable {
        var utf16: Int
        var utf8: Int
    }

    /// Measures `string` once: its UTF-16 length.
    package init(_ string: String) {
        self.string = string
        utf16Count = string.utf16.count
        known = Position(utf16: 0, utf8: 0)
        isUTF8 = string.isStoredAsUTF8
    }

    private init(string: String, utf16Count: Int, known: Position, characterCount: Int?) {
        self.string = string
        self.utf16Count = utf16Count
        self.known = known
        isUTF8 = string.isStoredAsUTF8
        cachedCharacterCount = characterCount
    }

    // MARK: Offsets

    /// The index `offset` UTF-16 units from the start when it lies between two
    /// scalars; `nil` inside a surrogate pair. `offset` must be in `0...utf16Count`.
    package func scalarIndex(atUTF16Offset offset: Int) -> String.Index? {
        guard isUTF8 else {
            return string.utf16.index(string.utf16.startIndex, offsetBy: offset).samePosition(in: string.unicodeScalars)
        }
        var (index, units) = nearestKnown { abs($0.utf16 - offset) }
        let scalars = string.unicodeScalars
        while units < offset {
            units += UTF16.width(scalars[index])
            scalars.formIndex(after: &index)
        }
        while units > offset {
            scalars.formIndex(before: &index)
            units -= UTF16.width(scalars[index])
        }
        return units == offset ? index : nil
    }

    /// Of the start, the known position and the end, the one nearest by
    /// `distance` (UTF-16 or UTF-8 units from the target), as an index and its
    /// UTF-16 offset: where a scalar-by-scalar walk starts.
    private func nearestKnown(by distance: (Position) -> Int) -> (index: String.Index, utf16: Int) {
        let end = Position(utf16: utf16Count, utf8: string.utf8.count)
        let nearest = [Position(utf16: 0, utf8: 0), known, end].min { distance($0) < distance($1) }!
        return (string.utf8.index(string.utf8.startIndex, offsetBy: nearest.utf8), nearest.utf16)
    }

    /// The UTF-8 offset of `index`.
    func utf8Offset(of index: String.Index) -> Int {
        string.utf8.distance(from: string.utf8.startIndex, to: index)
    }

    /// The largest character boundary at or before `offset` UTF-16 units, with
    /// `offset` first clamped to the text: where a caret can go.
    package func characterBoundaryOffset(atOrBefore offset: Int) -> Int {
        var units = Swift.min(Swift.max(offset, 0), utf16Count)
        // Inside a surrogate pair: one unit back is a scalar boundary.
        var index: String.Index
        if let found = scalarIndex(atUTF16Offset: units) { index = found } else {
            units -= 1
            index = scalarIndex(atUTF16Offset: units)!
        }
        let scalars = string.unicodeScalars
        // Scalar by scalar: as many steps as the character has scalars.
        while index.samePosition(in: string) == nil {
            scalars.formIndex(before: &index)
            units -= UTF16.width(scalars[index])
        }
        return units
    }

    // MARK: Characters

    /// How many characters the text would have with `bounds` replaced by
    /// `replacement`: exact up to `limit`, and some number above `limit` beyond it.
    ///
    /// The whole text is counted once, and no further than the limit needs, so
    /// a long text under a short limit costs the limit; edits keep an exact
    /// count up to date. Joining changes characters only next to the edit (a
    /// mark joins the letter before it, regional indicators pair up, a virama
    /// links two consonants), so only a window from the character before the edit
    /// to the first character after it that the edited text does not join is
    /// counted; a run of regional indicators is taken whole, as its pairing
    /// depends on all of it.
    mutating func characterCount(replacing bounds: Range<String.Index>, with replacement: String, upTo limit: Int) -> Int {
        if let exact = exactCharacterCount(replacing: bounds, with: replacement) { return exact }
        let (old, new) = windowCounts(replacing: bounds, with: replacement)
        // The result is at most `limit` exactly when the text has at most `needed` characters.
        let needed = limit + old - new
        let counted = string.characterCount(upTo: needed)
        guard counted <= needed else { return limit + 1 }
        cachedCharacterCount = counted
        return counted - old + new
    }

    /// The exact count with `bounds` replaced, when the text's count is known.
    private func exactCharacterCount(replacing bounds: Range<String.Index>, with replacement: String) -> Int? {
        guard let cachedCharacterCount else { return nil }
        let (old, new) = windowCounts(replacing: bounds, with: replacement)
        return cachedCharacterCount - old + new
    }

    /// The characters of the window around the edit, before and after it.
    private func windowCounts(replacing bounds: Range<String.Index>, with replacement: String) -> (old: Int, new: Int) {
        let scalars = string.unicodeScalars
        var lower = bounds.lowerBound
        while lower.samePosition(in: string) == nil { scalars.formIndex(before: &lower) }
        if lower > string.startIndex { string.formIndex(before: &lower) }
        var upper = bounds.upperBound
        while upper.samePosition(in: string) == nil { scalars.formIndex(after: &upper) }
        if upper < string.endIndex { string.formIndex(after: &upper) }
        let head = String(string[lower..<bounds.lowerBound]) + replacement
        while upper < string.endIndex {
            let next = string.index(after: upper)
            if !scalars[upper].isRegionalIndicator, !scalars[scalars.index(before: upper)].isRegionalIndicator {
                // Stop where the edited window and the next character stay apart.
                let window = head + string[bounds.upperBound..<upper]
                let joined = window + string[upper..<next]
                if joined.utf8.index(joined.utf8.startIndex, offsetBy: window.utf8.count).samePosition(in: joined) != nil { break }
            }
            upper = next
        }
        return (string[lower..<upper].count, (head + string[bounds.upperBound..<upper]).count)
    }

    // MARK: Edits

    /// Replaces `bounds` (which is `range` in UTF-16 units) with `replacement`;
    /// the known position moves to the end of the replacement.
    mutating func replace(_ bounds: Range<String.Index>, range: NSRange, with replacement: String) {
        let count = exactCharacterCount(replacing: bounds, with: replacement)
        let lower = utf8Offset(of: bounds.lowerBound)
        string.replaceSubrange(bounds, with: replacement)
        utf16Count += replacement.utf16.count - range.length
        known = Position(utf16: range.location + replacement.utf16.count, utf8: lower + replacement.utf8.count)
        cachedCharacterCount = count
    }

    /// `text` as this text with `bounds` (`range` in UTF-16 units) replaced by
    /// `replacement`, measured from this one, when its length and the replaced
    /// part say it is; `nil` when they do not (`text` is more than that edit).
    ///
    /// UIKit reports the text once it applied an edit the session approved; this
    /// takes the report as that edit without reading the whole text. A change
    /// elsewhere in the text that keeps its length is not noticed.
    func adopting(_ text: String, replacing bounds: Range<String.Index>, range: NSRange, with replacement: String) -> FieldText? {
        func count() -> Int? { exactCharacterCount(replacing: bounds, with: replacement) }
        let newCount = utf16Count + replacement.utf16.count - range.length
        guard text.isStoredAsUTF8, isUTF8 else {
            // Bridged UTF-16 text: its length and offsets are cheap in UTF-16.
            let units = text.utf16
            guard units.count == newCount else { return nil }
            let lower = units.index(units.startIndex, offsetBy: range.location)
            let upper = units.index(lower, offsetBy: replacement.utf16.count)
            guard units[lower..<upper].elementsEqual(replacement.utf16) else { return nil }
            return FieldText(string: text, utf16Count: newCount, known: Position(utf16: 0, utf8: 0), characterCount: count())
        }
        let lower = utf8Offset(of: bounds.lowerBound), upper = utf8Offset(of: bounds.upperBound)
        let inserted = replacement.utf8.count
        guard text.utf8.count == string.utf8.count - (upper - lower) + inserted else { return nil }
        // The replacement in its place, and a few bytes either side as they were.
        let margin = 8
        let before = Swift.max(lower - margin, 0), after = Swift.min(upper + margin, string.utf8.count)
        let newText = text.utf8, oldText = string.utf8
        func slice(_ view: String.UTF8View, _ from: Int, _ to: Int) -> Substring.UTF8View {
            view[view.index(view.startIndex, offsetBy: from)..<view.index(view.startIndex, offsetBy: to)]
        }
        guard slice(newText, lower, lower + inserted).elementsEqual(replacement.utf8),
              slice(newText, before, lower).elementsEqual(slice(oldText, before, lower)),
              slice(newText, lower + inserted, lower + inserted + after - upper).elementsEqual(slice(oldText, upper, after))
        else { return nil }
        return FieldText(
            string: text,
            utf16Count: newCount,
            known: Position(utf16: range.location + replacement.utf16.count, utf8: lower + inserted),
            characterCount: count()
        )
    }

    /// `range` (UTF-16 units) as indices when both bounds lie between scalars,
    /// even inside a character; `nil` otherwise.
    package func scalarBounds(_ range: NSRange) -> Range<String.Index>? {
        guard range.location >= 0, range.length >= 0, range.location + range.length <= utf16Count,
              let lower = scalarIndex(atUTF16Offset: range.location),
              let upper = scalarIndex(atUTF16Offset: range.location + range.length)
        else { return nil }
        return lower..<upper
    }

    /// Whether this text starts with the first `prefix` and ends with the last
    /// `suffix` UTF-16 units of `other`. Reads both parts.
    func sharesEnds(with other: FieldText, prefix: Int, suffix: Int) -> Bool {
        guard prefix >= 0, suffix >= 0, prefix + suffix <= Swift.min(utf16Count, other.utf16Count),
              let start = scalarIndex(atUTF16Offset: prefix), let otherStart = other.scalarIndex(atUTF16Offset: prefix),
              let end = scalarIndex(atUTF16Offset: utf16Count - suffix),
              let otherEnd = other.scalarIndex(atUTF16Offset: other.utf16Count - suffix)
        else { return false }
        return string.utf8[..<start].elementsEqual(other.string.utf8[..<otherStart])
            && string.utf8[end...].elementsEqual(other.string.utf8[otherEnd...])
    }

    /// The text from `range` (UTF-16 units, on scalar boundaries), or `nil` when
    /// a bound is not a scalar boundary.
    package func substring(_ range: NSRange) -> String? {
        scalarBounds(range).map { String(string.unicodeScalars[$0]) }
    }
}

extension Unicode.Scalar {
    /// One of the 26 letters flags are made of.
    var isRegionalIndicator: Bool { (0x1F1E6...0x1F1FF).contains(value) }
}

extension String {
    /// Whether the text is stored as UTF-8 (native Swift), so that a UTF-8
    /// offset becomes an index at once.
    var isStoredAsUTF8: Bool {
        utf8.withContiguousStorageIfAvailable { _ in true } ?? false
    }

    /// Whether both texts are the same UTF-16 units (so the same scalars).
    ///
    /// `==` compares canonical equivalence: `"é"` (U+00E9) equals `"e\u{301}"`,
    /// yet UIKit's ranges over the two differ. The same storage is recognised at once.
    func hasSameUnits(as other: String) -> Bool {
        let fast = utf8.withContiguousStorageIfAvailable { a in
            other.utf8.withContiguousStorageIfAvailable { b in
                a.count == b.count && (a.count == 0 || a.baseAddress == b.baseAddress || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
            }
        }
        if let fast = fast ?? nil { return fast }
        // Bridged text (an `NSString` on Apple platforms): the same object is the same text.
        if !isStoredAsUTF8, !other.isStoredAsUTF8, (self as NSString) === (other as NSString) { return true }
        return utf16.elementsEqual(other.utf16)
    }
}
