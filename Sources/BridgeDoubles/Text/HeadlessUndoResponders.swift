import BridgeCore

/// UIKit's `UIResponder.undoManager` for a text view in a hierarchy: "the
/// nearest shared undo manager in the responder chain". A `UITextField` has a
/// manager of its own only while it is first responder; a `UITextView` always
/// records in its own; otherwise the request goes up the chain (superview,
/// view controller, a `UIDocument` the controller answers, the window).
/// Managers are numbered; the window's is 0.
package struct HeadlessUndoResponders: Sendable {
    /// The view is a `UITextView` (always its own manager).
    package var isTextView = false
    /// The field is first responder (a `UITextField`'s own manager exists).
    package var isFirstResponder = false
    /// A manager a view controller (or its document) up the chain answers.
    package var viewControllersManager: Int?
    /// Undo steps per manager: what `removeAllActions()` would empty.
    package var steps: [Int: Int] = [:]

    private static let windowsManager = 0
    private static let viewsOwnManager = 1

    package init(isTextView: Bool = false, isFirstResponder: Bool = false, viewControllersManager: Int? = nil) {
        self.isTextView = isTextView
        self.isFirstResponder = isFirstResponder
        self.viewControllersManager = viewControllersManager
    }

    /// What the superview answers: the chain above the view.
    package var superviewsManager: Int { viewControllersManager ?? Self.windowsManager }

    /// What the view answers.
    package var viewsManager: Int {
        isTextView || isFirstResponder ? Self.viewsOwnManager : superviewsManager
    }

    /// The shell's clear (`TextFieldCoordinator.clearUndoHistory`): the
    /// decision from what UIKit answers, then `removeAllActions()` on `.now`.
    package mutating func clearUndoHistory(isUndoing: Bool = false, groupingLevel: Int = 0, turnsWaited: Int = 0) -> TextFieldSession.UndoHistoryClear {
        let manager = viewsManager
        let timing = TextFieldSession.UndoHistoryClear(
            recordsOwnTyping: isTextView || isFirstResponder,
            isSuperviewsManager: manager == superviewsManager,
            isUndoing: isUndoing,
            isRedoing: false,
            groupingLevel: groupingLevel,
            turnsWaited: turnsWaited
        )
        if timing == .now { steps[manager] = 0 }
        return timing
    }
}
