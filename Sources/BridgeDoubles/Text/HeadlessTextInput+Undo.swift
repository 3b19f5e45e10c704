import BridgeCore
import Foundation

// UIKit's undo in a text field or text view, as the double plays it: UIKit
// records each edit it applies and replays it by range, asking the delegate
// first (the range checks in `shouldChangeCharactersIn` that openradar
// 32508213 recommends exist because undo asks it); `text =` records nothing,
// and the double leaves the clearing to the shell, as UIKit does for a write
// inside a callback (openradar 16570390). One step per edit: the double does
// not coalesce typing as UIKit does, which only makes steps finer.
extension HeadlessTextInput {

    /// One step: put `replacement` in place of `range` (UTF-16) of the text.
    package struct UndoStep: Hashable, Sendable {
        package var range: NSRange
        package var replacement: String
    }

    /// UIKit records the inverse of an edit it applied; a new edit forgets what
    /// could be redone, as `UndoManager` does.
    mutating func record(_ step: UndoStep) {
        undoSteps.append(step)
        redoSteps.removeAll()
    }

    /// ⌘Z or shake: UIKit proposes the last step's edit to the delegate and
    /// applies it when allowed. Returns whether a step ran.
    @discardableResult
    package mutating func undo() -> Bool {
        guard let step = undoSteps.popLast() else { return false }
        defer { finishReplay() }
        guard let inverse = replay(step) else { return false }
        redoSteps.append(inverse)
        return true
    }

    /// ⇧⌘Z: the last undone step again.
    @discardableResult
    package mutating func redo() -> Bool {
        guard let step = redoSteps.popLast() else { return false }
        defer { finishReplay() }
        guard let inverse = replay(step) else { return false }
        undoSteps.append(inverse)
        return true
    }

    /// Applies `step` as UIKit's undo does; returns the step that reverts it,
    /// or `nil` when the delegate refused it or its range no longer fits.
    private mutating func replay(_ step: UndoStep) -> UndoStep? {
        isUndoing = true
        defer { isUndoing = false }
        markedRange = nil
        let effects = session.handle(.editProposed(TextEdit(range: step.range, replacement: step.replacement), fieldText: text, isComposing: false))
        guard effects.contains(.allowEdit), let bounds = FieldText(text).scalarBounds(step.range) else {
            perform(effects)
            return nil
        }
        let inverse = UndoStep(range: NSRange(location: step.range.location, length: step.replacement.utf16.count), replacement: String(text[bounds]))
        text.replaceSubrange(bounds, with: step.replacement)
        selection = NSRange(location: text.characterBoundaryOffset(atOrBefore: NSMaxRange(inverse.range)), length: 0)
        reportChange(isComposing: false)
        return inverse
    }

    /// The shell empties the history (`removeAllActions()`): at once, unless
    /// UIKit is replaying a step, when removing raises (openradar 46395110).
    mutating func clearUndoHistory() {
        switch TextFieldSession.UndoHistoryClear(isUndoing: isUndoing, isRedoing: false, groupingLevel: 0) {
        case .afterUndo:
            isUndoClearPending = true
        case .never:
            break
        case .now:
            if isUndoing { undoClearsDuringUndo += 1 }
            undoSteps.removeAll()
            redoSteps.removeAll()
        }
    }

    /// The replay returned: the main queue runs.
    private mutating func finishReplay() {
        if isUndoClearPending {
            isUndoClearPending = false
            clearUndoHistory()
        }
        runLoop()
    }
}
