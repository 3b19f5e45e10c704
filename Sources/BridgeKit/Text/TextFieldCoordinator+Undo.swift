#if canImport(UIKit) && canImport(SwiftUI)
import UIKit

// Which undo history the session's `setFieldText` and `clearUndoHistory`
// empty (`TextFieldSession+Undo` says when and why).
extension TextFieldCoordinator {
    /// Empties the view's own undo history. A text view owns one
    /// (`GrowingTextView`); a field has its own while it is first responder,
    /// and UIKit clears it as the field resigns (`UIResponder.undoManager`).
    /// Otherwise `undoManager` answers with the window's, which holds other
    /// views' steps and is not the field's to clear.
    func clearUndoHistory(of field: any SessionTextView) {
        guard field is GrowingTextView || field.isFirstResponder else { return }
        field.undoManager?.removeAllActions()
    }
}
#endif
