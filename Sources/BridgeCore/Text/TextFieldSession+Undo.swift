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
    ///   TextExpander SDK #8; `UIResponder.undoManager`: "instances of
    ///   UITextField have their own undo manager that's cleared when the text
    ///   field resigns first-responder status"). Otherwise `undoManager` is
    ///   "the nearest shared undo manager in the responder chain": a view
    ///   controller's, a `UIDocument`'s or the window's, holding the app's own
    ///   steps. So the view owns its manager only when it records its own
    ///   typing (a text view, or a field while first responder) and the
    ///   manager differs from the one its superview answers; anything else is
    ///   never cleared.
    /// - Not inside UIKit's undo: the undo proposes its step to the delegate, a
    ///   stale range is refused (``Effect/editRejected(_:)``) and
    ///   ``Effect/clearUndoHistory`` follows. Removing every action while the
    ///   manager replays a step or has a group open raises
    ///   `NSInternalInconsistencyException` (openradar 46395110), so the clear
    ///   waits for the next main-actor turn, and clears what the replay left.
    ///   UIKit closes the group it opens per event at the end of the run-loop
    ///   pass (`beginUndoGrouping()`: "undo groups are begun automatically at
    ///   the start of the event loop"), so a group still open turn after turn
    ///   is someone else's: after ``maximumWaits`` turns the clear is skipped,
    ///   never run with a group open.
    package enum UndoHistoryClear: Sendable, Equatable {
        /// Clear at once.
        case now
        /// Clear on the next turn: UIKit is replaying or grouping.
        case afterUndo
        /// Leave it: the manager is not the view's own, or it stayed busy.
        case never

        /// How many main-actor turns a clear waits for a replay or an open
        /// group to end before it is skipped.
        package static let maximumWaits = 10

        /// The timing for a manager in this state (`isUndoing`, `isRedoing`,
        /// `groupingLevel`).
        /// - Parameters:
        ///   - recordsOwnTyping: the view is a text view, or a field that is
        ///     first responder (the views UIKit gives a manager of their own).
        ///   - isSuperviewsManager: the manager is the one the view's superview
        ///     answers: found up the responder chain, not the view's.
        ///   - turnsWaited: main-actor turns this clear has already waited.
        package init(
            recordsOwnTyping: Bool = true,
            isSuperviewsManager: Bool = false,
            isUndoing: Bool,
            isRedoing: Bool,
            groupingLevel: Int,
            turnsWaited: Int = 0
        ) {
            if !recordsOwnTyping || isSuperviewsManager {
                self = .never
            } else if isUndoing || isRedoing || groupingLevel > 0 {
                self = turnsWaited < Self.maximumWaits ? .afterUndo : .never
            } else {
                self = .now
            }
        }
    }
}
