/// The views bound to each field of a ``FocusSession``, and which of them are in
/// a window: it turns what one view reports into what the session hears about
/// its field.
///
/// A view is on screen when it is in a window and shown (no hidden ancestor,
/// none with alpha under 0.01): a collection view keeps cells it does not
/// display in the window, hidden, and `becomeFirstResponder()` is only asked of
/// a shown view, so a field whose only view is such a cell is not on screen
/// yet, and a request for it waits instead of being refused. Whether a view is
/// shown changes without a callback, so the shell measures it whenever the
/// session hears an event (``visibilityMeasured(isShown:focused:)``) and, while
/// a request waits for a field whose views are all hidden, again at the times
/// `LookupRetry` decides (``isHiddenInWindow(_:)``).
///
/// A field is off screen only when no view bound to its value is on screen.
/// SwiftUI often replaces a view with a new one bound to the same value (an
/// animated removal), and the old one leaves its window after the new one
/// entered: that is not the field disappearing, and a request waiting for it
/// stays. A view bound while it is already first responder is reported
/// focused, because UIKit will not say so again.
///
/// Of a field's views in a window, the one to focus is the newest that is
/// shown (a replaced view may still be leaving), measured again when asked
/// (`isShown`).
///
/// `View` stands for a text field: the shell uses a weak box compared by
/// object identity.
///
/// ```swift
/// var views = FocusedFieldViews<Field, Int>()
/// views.attach(1, as: .email, isEmpty: true, isInWindow: true, isFirstResponder: false)
/// // [.registered(.email, isEmpty: true), .appeared(.email)]
/// views.attach(2, as: .email, isEmpty: true, isInWindow: true, isFirstResponder: false)
/// views.windowChanged(1, as: .email, isInWindow: false)   // []: view 2 is still in a window
/// ```
package struct FocusedFieldViews<Field: Hashable & Sendable, View: Hashable & Sendable>: Sendable {
    package typealias Event = FocusSession<Field>.Event

    private struct Bound: Sendable {
        let view: View
        var isInWindow: Bool
        var isShown: Bool
        var isOnScreen: Bool { isInWindow && isShown }
    }

    /// The views bound to each field, oldest first.
    private var bound: [Field: [Bound]] = [:]

    package init() {}

    /// The views bound to `field`, oldest first.
    package func views(of field: Field) -> [View] {
        bound[field]?.map(\.view) ?? []
    }

    /// Each field's view on screen, for measuring where fields are laid out;
    /// a field with no view shown is left out.
    package func viewsOnScreen(isShown: (View) -> Bool) -> [(field: Field, view: View)] {
        bound.keys.compactMap { field in viewOnScreen(of: field, isShown: isShown).map { (field, $0) } }
    }

    /// The view to make first responder for `field`: the newest one in a
    /// window that is shown, or `nil`.
    package func viewOnScreen(of field: Field, isShown: (View) -> Bool = { _ in true }) -> View? {
        bound[field]?.last { $0.isInWindow && isShown($0.view) }?.view
    }

    /// Whether a view bound to `field` is in a window and shown.
    package func isOnScreen(_ field: Field) -> Bool {
        bound[field]?.contains(where: \.isOnScreen) ?? false
    }

    /// Whether `field` has views in a window, none of them shown (a cell kept for
    /// reuse): a request for it waits, and the shell measures again on a schedule.
    package func isHiddenInWindow(_ field: Field?) -> Bool {
        guard let field, let views = bound[field] else { return false }
        return views.contains(where: \.isInWindow) && !views.contains(where: \.isOnScreen)
    }

    /// `view` is bound to `field`: it registers, appears if it is in a window and
    /// shown, and is focused if it is first responder already. Binding a view
    /// that is bound already registers nothing again: the session counts each view once.
    @discardableResult
    package mutating func attach(
        _ view: View, as field: Field, isEmpty: Bool, isInWindow: Bool, isShown: Bool = true, isFirstResponder: Bool
    ) -> [Event] {
        var events: [Event]
        if let index = bound[field]?.firstIndex(where: { $0.view == view }) {
            bound[field]?[index].isInWindow = isInWindow
            bound[field]?[index].isShown = isShown
            events = [.contentChanged(field, isEmpty: isEmpty)]
        } else {
            bound[field, default: []].append(Bound(view: view, isInWindow: isInWindow, isShown: isShown))
            events = [.registered(field, isEmpty: isEmpty)]
        }
        if isInWindow, isShown { events.append(.appeared(field)) }
        if isFirstResponder { events.append(.gained(field)) }
        return events
    }

    /// `view` entered or left a window. Entering hidden, or leaving, reports the
    /// field off screen only when no other view bound to it is on screen.
    @discardableResult
    package mutating func windowChanged(_ view: View, as field: Field, isInWindow: Bool, isShown: Bool = true) -> [Event] {
        if let index = bound[field]?.firstIndex(where: { $0.view == view }) {
            bound[field]?[index].isInWindow = isInWindow
            bound[field]?[index].isShown = isShown
        }
        if isInWindow, isShown { return [.appeared(field)] }
        return isOnScreen(field) ? [] : [.disappeared(field)]
    }

    /// The shell measured which views are shown: a field whose first view was
    /// shown appears, one whose last shown view was hidden disappears, except
    /// the `focused` field: UIKit keeps a hidden first responder editing and
    /// says when it ends.
    @discardableResult
    package mutating func visibilityMeasured(isShown: (View) -> Bool, focused: Field?) -> [Event] {
        var events: [Event] = []
        for field in bound.keys {
            let wasOnScreen = isOnScreen(field)
            var views = bound[field] ?? []
            for index in views.indices { views[index].isShown = isShown(views[index].view) }
            bound[field] = views
            let isNowOnScreen = isOnScreen(field)
            if isNowOnScreen, !wasOnScreen { events.append(.appeared(field)) }
            if !isNowOnScreen, wasOnScreen, field != focused { events.append(.disappeared(field)) }
        }
        return events
    }

    /// `view` is no longer bound to `field` (dismantled, or bound to another value).
    /// When it was the field's last view in a window but others stay bound, the
    /// field is off screen too. A view that was not bound reports nothing.
    @discardableResult
    package mutating func detach(_ view: View, as field: Field) -> [Event] {
        guard let index = bound[field]?.firstIndex(where: { $0.view == view }),
              let removed = bound[field]?.remove(at: index) else { return [] }
        let remaining = bound[field] ?? []
        if remaining.isEmpty { bound[field] = nil }
        let leftTheScreen = removed.isOnScreen && !remaining.isEmpty && !remaining.contains(where: \.isOnScreen)
        return [.unregistered(field)] + (leftTheScreen ? [.disappeared(field)] : [])
    }

    /// Detaches the views that went away without being detached (their text field
    /// was freed), so the session stops counting them.
    @discardableResult
    package mutating func removeAll(where isGone: (View) -> Bool) -> [Event] {
        var events: [Event] = []
        for (field, views) in bound {
            for gone in views where isGone(gone.view) {
                events += detach(gone.view, as: field)
            }
        }
        return events
    }
}
