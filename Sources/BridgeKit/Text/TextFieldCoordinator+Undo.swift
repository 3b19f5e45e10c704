#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import UIKit

// Which undo history the session's `setFieldText` and `clearUndoHistory`
// empty, and when (`TextFieldSession+Undo` says why; `UndoHistoryClear` decides).
extension TextFieldCoordinator {
    /// Empties the view's own undo history: the manager UIKit records its
    /// typing in, `undoManager` (a text view's own; a field's own while it is
    /// first responder, cleared by UIKit as it resigns). A manager that is the
    /// window's holds other views' steps and is left alone. Inside UIKit's
    /// undo, or while a group is open, it waits for the next main-actor turn:
    /// `removeAllActions()` there raises (openradar 46395110).
    func clearUndoHistory(of field: any SessionTextView, hasWaited: Bool = false) {
        guard let manager = field.undoManager else { return }
        let timing = TextFieldSession.UndoHistoryClear(
            isViewsOwn: manager !== field.window?.undoManager,
            isUndoing: manager.isUndoing,
            isRedoing: manager.isRedoing,
            groupingLevel: manager.groupingLevel,
            hasWaited: hasWaited
        )
        switch timing {
        case .now:
            manager.removeAllActions()
        case .afterUndo:
            // Weak: a view SwiftUI removed meanwhile has no history to keep true.
            DeferredWork.schedule { [weak self, weak field] in
                guard let self, let field else { return }
                self.clearUndoHistory(of: field, hasWaited: true)
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
