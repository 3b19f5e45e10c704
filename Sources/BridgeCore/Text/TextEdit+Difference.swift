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
    public static func difference(from old: String, to new: String) -> TextEdit {
        let oldScalars = old.unicodeScalars, newScalars = new.unicodeScalars
        var oldStart = oldScalars.startIndex, newStart = newScalars.startIndex
        while oldStart < oldScalars.endIndex, newStart < newScalars.endIndex,
              oldScalars[oldStart] == newScalars[newStart] {
            oldScalars.formIndex(after: &oldStart)
            newScalars.formIndex(after: &newStart)
        }
        // Back to a boundary of both: the next scalar decides whether a
        // position is a boundary, and after the common start they differ.
        while oldStart.samePosition(in: old) == nil || newStart.samePosition(in: new) == nil {
            oldScalars.formIndex(before: &oldStart)
            newScalars.formIndex(before: &newStart)
        }

        var oldEnd = oldScalars.endIndex, newEnd = newScalars.endIndex
        while oldEnd > oldStart, newEnd > newStart {
            let oldPrevious = oldScalars.index(before: oldEnd), newPrevious = newScalars.index(before: newEnd)
            guard oldScalars[oldPrevious] == newScalars[newPrevious] else { break }
            oldEnd = oldPrevious
            newEnd = newPrevious
        }
        while oldEnd.samePosition(in: old) == nil || newEnd.samePosition(in: new) == nil {
            oldScalars.formIndex(after: &oldEnd)
            newScalars.formIndex(after: &newEnd)
        }

        let location = old.utf16Offset(of: oldStart)
        return TextEdit(
            range: NSRange(location: location, length: old.utf16Offset(of: oldEnd) - location),
            replacement: String(new[newStart..<newEnd])
        )
    }
}
