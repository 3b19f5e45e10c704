/// Whether a drag dismisses the keyboard (`dismissesKeyboardOnDrag()`): a
/// deliberate vertical swipe, inside the modified view, that did not start in
/// the field being edited.
///
/// A drag gesture's 10 pt minimum also matches the user moving the caret or
/// extending a selection in the field, and a short sideways slide; neither
/// means "put the keyboard away". The rule: at least ``minimumDistance`` points
/// of travel, mostly vertical (twice as far down or up as sideways), starting
/// inside the view the modifier is on, and not in a sheet or popover presented
/// over it (``Area``, ``Drag/needsCheck(start:translation:areas:)``), and
/// outside the frame of the field that is first responder.
///
/// The touches come from ``observer``: a UIKit recognizer on the window, which
/// sees every touch (empty space included) and never takes one.
///
/// ```swift
/// let field = KeyboardDragDismissal.Frame(x: 0, y: 100, width: 300, height: 44)
/// KeyboardDragDismissal.dismisses(start: (20, 120), translation: (40, 4), editingField: field)   // false: a caret drag
/// KeyboardDragDismissal.dismisses(start: (20, 400), translation: (2, 60), editingField: field)   // true
/// ```
package enum KeyboardDragDismissal {
    /// Points a drag travels before it can dismiss.
    package static let minimumDistance = 30.0

    /// A rectangle in the drag's coordinate space.
    package struct Frame: Hashable, Sendable {
        package let x, y, width, height: Double

        package init(x: Double, y: Double, width: Double, height: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        package func contains(_ point: (x: Double, y: Double)) -> Bool {
            point.x >= x && point.x <= x + width && point.y >= y && point.y <= y + height
        }
    }

    /// A view with the modifier, as one touch sees it: its frame, and whether
    /// the touch landed in the content of the view controller showing it.
    ///
    /// A sheet, popover or alert presented over the view covers it without
    /// taking it out of the window: a point-in-frame test alone would take a
    /// swipe in the sheet for a swipe in the view, and end editing in the
    /// sheet. So an area counts only for a touch whose view (`UITouch.view`,
    /// the hit-tested view) lies inside that view controller's view.
    package struct Area: Hashable, Sendable {
        package let frame: Frame
        /// Whether the touched view is in the content of the controller
        /// showing the modified view (not in something presented over it).
        package let isTouchInItsContent: Bool

        package init(frame: Frame, isTouchInItsContent: Bool) {
            self.frame = frame
            self.isTouchInItsContent = isTouchInItsContent
        }

        /// Whether a touch starting at `point` starts in this view.
        package func receives(_ point: (x: Double, y: Double)) -> Bool {
            isTouchInItsContent && frame.contains(point)
        }
    }

    /// Whether the drag so far dismisses the keyboard.
    package static func dismisses(
        start: (x: Double, y: Double),
        translation: (x: Double, y: Double),
        editingField: Frame?
    ) -> Bool {
        if let editingField, editingField.contains(start) { return false }
        let vertical = abs(translation.y)
        return vertical >= minimumDistance && vertical >= 2 * abs(translation.x)
    }

    /// One drag's decision, made once: the first movement that is a swipe
    /// (``dismisses(start:translation:editingField:)`` without a field) from
    /// inside one of the modified views asks the shell to look for the editing
    /// field; later movements of the same drag ask nothing, so a long scroll
    /// walks the view tree at most once.
    ///
    /// ```swift
    /// var drag = KeyboardDragDismissal.Drag()
    /// let area = KeyboardDragDismissal.Area(frame: .init(x: 0, y: 0, width: 400, height: 800), isTouchInItsContent: true)
    /// drag.needsCheck(start: (20, 400), translation: (0, 40), areas: [area])   // true: look once
    /// drag.needsCheck(start: (20, 400), translation: (0, 80), areas: [area])   // false
    /// drag.ended()
    /// ```
    package struct Drag: Sendable {
        /// Where the drag that was decided started; a movement from elsewhere
        /// is a new drag (SwiftUI does not end a cancelled gesture).
        private var decidedStart: (x: Double, y: Double)?

        package init() {}

        /// Whether this movement is the one to check the editing field for.
        /// `areas` are the views with the modifier as this touch sees them
        /// (`nil`: the touches come from those views alone).
        package mutating func needsCheck(
            start: (x: Double, y: Double), translation: (x: Double, y: Double), areas: [Area]? = nil
        ) -> Bool {
            if let decided = decidedStart, decided == start { return false }
            decidedStart = nil
            if let areas, !areas.contains(where: { $0.receives(start) }) { return false }
            guard KeyboardDragDismissal.dismisses(start: start, translation: translation, editingField: nil) else { return false }
            decidedStart = start
            return true
        }

        /// The finger lifted: the next drag decides anew.
        package mutating func ended() {
            decidedStart = nil
        }
    }
}
