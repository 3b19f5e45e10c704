import Foundation

// Undo. UIKit records the edits it applies (typing, pasting, an input
// method's commit, `replace(_:withText:)`) in the view's undo manager and
// replays them by range. `text =` clears that history only when no undo
// group is open (Runestone#144 mirrors `UITextView`); a write made inside a
// callback, while the keystroke's group is open, leaves steps that replay
// ranges of text that is gone, and may crash (openradar 16570390, 32508213;
// JSQMessagesViewController#507/#508). The session keeps the history true
// instead of relying on when UIKit clears or how it groups:
// - a rule's rewrite of what was just typed replaces it without a step of its
//   own (``Effect/replaceFieldText(_:with:selection:)``), so the keystroke stays
//   one step: undoing it removes the rewritten text, which has the typed
//   text's length;
// - after any other write the recorded steps describe other text, and the
//   history is cleared: every `text =` (``Effect/setFieldText(_:selection:)``
//   clears as part of the write: an app write, a whole-text rewrite, a secure
//   field's keystroke the session applied, a dropped prediction), and a
//   rewrite that changed the typed text's length (``Effect/clearUndoHistory``
//   after it). Undo then goes back no further than that write, and never
//   replays a stale range;
// - a refused edit whose range is out of bounds or splits a character clears
//   it too: a keyboard proposes such a range only from a stale step, and once
//   UIKit took that step off, the steps under it are stale as well.
extension TextFieldSession {

    /// `effects` with ``Effect/clearUndoHistory`` after each replacement that
    /// left UIKit's undo step for the keystroke describing other text, and
    /// after a refused bad range.
    func clearingStaleUndo(after effects: [Effect]) -> [Effect] {
        guard effects.contains(where: Self.outdatesUndo) else { return effects }
        return effects.flatMap { Self.outdatesUndo($0) ? [$0, .clearUndoHistory] : [$0] }
    }

    private static func outdatesUndo(_ effect: Effect) -> Bool {
        switch effect {
        case .replaceFieldText(let range, let replacement, _):
            // UIKit's step for the keystroke removes `range.length` units.
            replacement.utf16.count != range.length
        case .editRejected:
            true
        default:
            false
        }
    }
}

extension TextFieldSession {
    /// Whether and when the shell may empty the view's undo history
    /// (`removeAllActions()`).
    ///
    /// - Only the view's own manager: UIKit records a text view's or a focused
    ///   field's typing in a manager of the view's own (`_UITextUndoManager`,
    ///   TextExpander SDK #8; `UIResponder.undoManager`: a field has its own
    ///   while first responder). A manager shared with the window holds other
    ///   views' steps and is never cleared.
    /// - Not inside UIKit's undo: the undo proposes its step to the delegate, a
    ///   stale range is refused (``Effect/editRejected(_:)``) and
    ///   ``Effect/clearUndoHistory`` follows. Removing every action while the
    ///   manager replays a step or has a group open raises
    ///   `NSInternalInconsistencyException` (openradar 46395110), so the clear
    ///   waits for the next main-actor turn, and clears what the replay left.
    ///   There a group an event left open no longer holds it back (apps clear
    ///   the text's manager inside typing events: JSQMessagesViewController#507),
    ///   so it waits once at most.
    package enum UndoHistoryClear: Sendable, Equatable {
        /// Clear at once.
        case now
        /// Clear on the next turn: UIKit is replaying or grouping.
        case afterUndo
        /// Leave it: the manager is not the view's own.
        case never

        /// The timing for a manager in this state (`isUndoing`, `isRedoing`,
        /// `groupingLevel`); `hasWaited` on the turn after a wait.
        package init(isViewsOwn: Bool = true, isUndoing: Bool, isRedoing: Bool, groupingLevel: Int, hasWaited: Bool = false) {
            if !isViewsOwn {
                self = .never
            } else if isUndoing || isRedoing || (groupingLevel > 0 && !hasWaited) {
                self = .afterUndo
            } else {
                self = .now
            }
        }
    }
}
