#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import UIKit

// Which undo history the session's `setFieldText` and `clearUndoHistory`
// empty, and when (`TextFieldSession+Undo` says why; `UndoHistoryClear` decides).
extension TextFieldCoordinator {
    /// Empties the view's own undo history: the manager UIKit records its
    /// typing in, `undoManager` (a text view's own; a field's own while it is
    /// first responder, cleared by UIKit as it resigns). `undoManager` is "the
    /// nearest shared undo manager in the responder chain": one the superview
    /// answers too (a view controller's, a document's, the window's) holds the
    /// app's steps and is left alone. Inside UIKit's undo, or while a group is
    /// open, it waits a turn at a time, at most `maximumWaits` turns, then
    /// skips: `removeAllActions()` there raises (openradar 46395110).
    func clearUndoHistory(of field: any SessionTextView, turnsWaited: Int = 0) {
        guard let manager = field.undoManager else { return }
        let timing = TextFieldSession.UndoHistoryClear(
            recordsOwnTyping: field is GrowingTextView || field.isFirstResponder,
            isSuperviewsManager: manager === field.superview?.undoManager,
            isUndoing: manager.isUndoing,
            isRedoing: manager.isRedoing,
            groupingLevel: manager.groupingLevel,
            turnsWaited: turnsWaited
        )
        switch timing {
        case .now:
            manager.removeAllActions()
        case .afterUndo:
            // Weak: a view SwiftUI removed meanwhile has no history to keep true.
            DeferredWork.schedule { [weak self, weak field] in
                guard let self, let field else { return }
                self.clearUndoHistory(of: field, turnsWaited: turnsWaited + 1)
            }
        case .never:
            break
        }
    }

    /// Replaces `range` with `replacement` through UIKit without an undo step
    /// of its own: UIKit's step for the keystroke undoes it.
    func replaceWithoutUndoStep(_ textRange: UITextRange, with replacement: String, in field: any SessionTextView) {
        let manager = field.undoManager
        manager?.disableUndoRegistration()
        field.replace(textRange, withText: replacement)
        // `enableUndoRegistration()` raises when no disable is in effect, and
        // `removeAllActions()` (which UIKit's own writes may call) re-enables.
        if let manager, !manager.isUndoRegistrationEnabled { manager.enableUndoRegistration() }
    }
}
#endif
