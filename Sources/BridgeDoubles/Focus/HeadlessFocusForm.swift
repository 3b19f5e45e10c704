import BridgeCore

/// A form of fields with UIKit's first-responder rules and an app's focus
/// binding around a ``FocusSession``: the stand-in for UIKit and SwiftUI that
/// the tests, the demo and the benchmarks drive on Linux.
///
/// It plays UIKit's part the way UIKit orders it: on `becomeFirstResponder()`
/// the old field ends editing, then the new one begins; a field not in a window,
/// or disabled, refuses. Fields are inserted and removed inside SwiftUI's view
/// update, and work the session defers runs when the current action (a turn of
/// the main actor) is over. Every binding write is followed by a view update
/// that forwards the binding to the session, as the shell does.
///
/// Fields sit in a scroll view's content (`y` from its top) or outside it at
/// a fixed place in the window (``pin(_:y:)``: a header, a toolbar). Before a
/// move it reports every field on screen in window coordinates, as the shell
/// measures them then; a field scrolled out of the window's 800 points, or
/// hidden (a cell a collection view keeps for reuse), is not on screen.
/// Nor is it for the session: as the shell, the form measures which fields are
/// shown at each action and before deferred work (`FocusedFieldViews`), and a
/// hidden field refuses first responder.
///
/// ```swift
/// var form = HeadlessFocusForm<String>(order: ["name", "email", "phone"])
/// ["name", "email", "phone"].forEach { form.show($0) }
/// form.tap("name")
/// form.pressReturn(in: "name", running: [{ $0.setFocus("email") }])
/// form.firstResponder       // "email"
/// form.transitions          // [.gained("name"), .lost("name"), .gained("email")]
/// ```
package struct HeadlessFocusForm<Field: Hashable & Sendable>: Sendable {
    /// A submit handler: it may read and set focus, as an `onSubmit` closure does.
    package typealias SubmitHandler = (inout HeadlessFocusForm) -> Void

    /// The session under test.
    package private(set) var session: FocusSession<Field>
    /// The app's focus binding (`@State var focus: Field?`).
    package private(set) var binding: Field?
    /// The field UIKit has as first responder.
    package private(set) var firstResponder: Field?
    /// Every value the session wrote into the binding, in order.
    package private(set) var bindingWrites: [Field?] = []
    /// Every focus transition the session reported, in order.
    package private(set) var transitions: [FocusTransition<Field>] = []
    /// Every request the session ignored.
    package private(set) var diagnostics: [FocusDiagnostic<Field>] = []
    /// Fields whose `resignFirstResponder()` or `becomeFirstResponder()` was called.
    package private(set) var responderCalls: [String] = []

    /// Transitions and binding writes that happened while SwiftUI was inserting
    /// or removing views: app code there is "Modifying state during view update".
    package private(set) var appCodeDuringViewUpdate: [String] = []

    private var inWindow: Set<Field> = []
    /// Where each field is laid out: in the scroll view's content, or pinned in the window.
    private var layout: [Field: Place] = [:]
    private var hidden: Set<Field> = []
    /// The fields the session was told are on screen (in a window and shown).
    private var reportedShown: Set<Field> = []
    private var scrollOffset: Double = 0
    private var disabled: Set<Field> = []
    private var isUpdatingViews = false
    private var isWorkScheduled = false
    private var turnDepth = 0

    /// A form whose session has `order` and focuses `initial` when it appears.
    package init(order: [Field] = [], initial: Field? = nil) {
        session = FocusSession(order: order, initial: initial)
        binding = initial
    }

    // MARK: Views coming and going

    /// Creates the field's view (`makeUIView`) without putting it in a window.
    package mutating func create(_ field: Field, isEmpty: Bool = true) {
        turn { $0.send(.registered(field, isEmpty: isEmpty)) }
    }

    /// Puts the field's view in a window (`didMoveToWindow`), at `y` points
    /// from the top of its scroll view's content: inside SwiftUI's insertion.
    package mutating func moveToWindow(_ field: Field, y: Double? = nil) {
        turn { form in
            form.updatingViews { form in
                form.inWindow.insert(field)
                if let y { form.layout[field] = Place(y: y, isPinned: false) }
                if !form.hidden.contains(field) { form.reportedShown.insert(field); form.send(.appeared(field)) }
            }
        }
    }

    /// Creates the field and puts it in a window, at `y` points from the top.
    package mutating func show(_ field: Field, isEmpty: Bool = true, y: Double? = nil) {
        create(field, isEmpty: isEmpty)
        moveToWindow(field, y: y)
    }

    /// Takes the field out of its window and dismantles it, inside SwiftUI's
    /// removal. UIKit ends editing of a first responder that leaves its window.
    package mutating func remove(_ field: Field) {
        turn { form in
            form.updatingViews { form in
                form.inWindow.remove(field)
                form.reportedShown.remove(field)
                form.layout[field] = nil
                if form.firstResponder == field { form.resign(field) }
                form.send(.disappeared(field))
                form.send(.unregistered(field))
            }
        }
    }

    /// Takes the field out of its window without dismantling it (a cell kept
    /// for reuse). UIKit ends editing of a first responder that leaves its window.
    package mutating func moveOutOfWindow(_ field: Field) {
        turn { form in
            form.inWindow.remove(field)
            form.reportedShown.remove(field)
            if form.firstResponder == field { form.resign(field) }
            form.send(.disappeared(field))
        }
    }

    /// A layout pass moved the field to `y` points in the scroll view's content
    /// (a row was inserted above it); a move measures it.
    package mutating func layOut(_ field: Field, y: Double) {
        layout[field] = Place(y: y, isPinned: false)
    }

    /// Creates the field outside the scroll view, `y` points from the top of
    /// the window (a header, a `safeAreaInset`), and puts it in the window.
    package mutating func pin(_ field: Field, y: Double) {
        create(field)
        moveToWindow(field)
        layout[field] = Place(y: y, isPinned: true)
    }

    /// The user scrolls the content so that `offset` is at the top of the
    /// scroll view; UIKit tells the fields nothing.
    package mutating func scroll(to offset: Double) {
        scrollOffset = offset
    }

    /// The field's view stays in its window but is hidden (a reuse cell), or is
    /// shown again; UIKit says nothing, the next action measures it.
    package mutating func setHidden(_ field: Field, _ isHidden: Bool) {
        if isHidden { hidden.insert(field) } else { hidden.remove(field) }
    }

    /// The shell's timed re-measure while a request waits for a hidden field.
    package mutating func remeasure() { turn { _ in } }

    private struct Place: Sendable {
        let y: Double
        let isPinned: Bool
    }

    /// Where the shell measures each field on screen: window coordinates.
    private func measurements() -> [(field: Field, y: Double)] {
        layout.compactMap { field, place in
            guard inWindow.contains(field), !hidden.contains(field) else { return nil }
            let y = place.isPinned ? place.y : place.y - scrollOffset
            return (0..<800).contains(y) ? (field, y) : nil
        }
    }

    /// Runs `action` as one turn of the main actor: work the session deferred
    /// runs after it, as `DeferredWork` does.
    private mutating func turn(_ action: (inout Self) -> Void) {
        turnDepth += 1
        if turnDepth == 1 { measureVisibility() }
        action(&self)
        turnDepth -= 1
        guard turnDepth == 0 else { return }
        while isWorkScheduled {
            isWorkScheduled = false
            turnDepth += 1
            measureVisibility()
            send(.deferredWorkDue)
            turnDepth -= 1
        }
    }

    /// Fields shown or hidden since the last measurement appear or disappear,
    /// all but the first responder, which UIKit keeps editing while hidden.
    private mutating func measureVisibility() {
        let shown = inWindow.subtracting(hidden)
        for field in shown.subtracting(reportedShown) { send(.appeared(field)) }
        for field in reportedShown.subtracting(shown) where field != firstResponder { send(.disappeared(field)) }
        reportedShown = shown.union(reportedShown.filter { $0 == firstResponder })
    }

    /// Runs `change` as SwiftUI runs a view insertion or removal.
    private mutating func updatingViews(_ change: (inout Self) -> Void) {
        isUpdatingViews = true
        change(&self)
        isUpdatingViews = false
    }

    /// Whether UIKit would make the field first responder now: in a window,
    /// shown and enabled.
    package func canBecomeFirstResponder(_ field: Field) -> Bool {
        inWindow.contains(field) && !hidden.contains(field) && !disabled.contains(field)
    }

    /// Disables or enables the field; a disabled field refuses first responder.
    package mutating func setDisabled(_ field: Field, _ isDisabled: Bool) {
        if isDisabled { disabled.insert(field) } else { disabled.remove(field) }
    }

    // MARK: The user

    /// The user taps the field.
    package mutating func tap(_ field: Field) {
        turn { $0.becomeFirstResponder(field) }
    }

    /// The user taps Done or drags the keyboard down: UIKit resigns the first
    /// responder, and no other field begins editing.
    package mutating func dismissKeyboard() {
        turn { form in form.firstResponder.map { form.resign($0) } }
    }

    /// The user types into or clears the field.
    package mutating func edit(_ field: Field, isEmpty: Bool) {
        turn { $0.send(.contentChanged(field, isEmpty: isEmpty)) }
    }

    /// The user presses return in `field`: the submit handlers run between
    /// `submitBegan` and `submitEnded`, and the field resigns if the session
    /// says so (a native `TextField` ends editing on return).
    package mutating func pressReturn(in field: Field, running handlers: [SubmitHandler]) {
        guard firstResponder == field else { return }
        turn { form in
            form.send(.submitBegan(field))
            for handler in handlers { handler(&form) }
            form.send(.submitEnded(field))
        }
    }

    // MARK: The app

    /// The app writes the focus binding (`focus = .email`); the next view update
    /// forwards it to the session.
    package mutating func setFocus(_ field: Field?) {
        turn { form in
            form.binding = field
            form.send(.requested(field))
        }
    }

    /// The app asks for the next, previous or first empty field.
    package mutating func move(_ move: FocusMove) {
        turn { form in
            for (field, y) in form.measurements() { form.send(.positioned(field, y: y, x: 0)) }
            form.send(.move(move))
        }
    }

    // MARK: UIKit

    /// UIKit's `canBecomeFirstResponder` check on `field` (a tap elsewhere, the
    /// keyboard's next key, a text-input query): it asks the delegate's
    /// `textFieldShouldBeginEditing`, but focus does not move.
    package mutating func askCanBecomeFirstResponder(_ field: Field) {
        // The shell forwards nothing: only did-begin and did-end move focus.
        responderCalls.append("canBecome \(field)")
    }

    private mutating func becomeFirstResponder(_ field: Field) {
        guard firstResponder != field else { return }
        guard canBecomeFirstResponder(field) else {
            send(.refused(field))
            return
        }
        if let current = firstResponder { resign(current) }
        firstResponder = field
        send(.gained(field))
    }

    private mutating func resign(_ field: Field) {
        guard firstResponder == field else { return }
        firstResponder = nil
        send(.lost(field))
    }

    private mutating func send(_ event: FocusSession<Field>.Event) {
        for effect in session.handle(event) {
            switch effect {
            case .becomeFirstResponder(let field):
                responderCalls.append("become \(field)")
                becomeFirstResponder(field)
            case .resignFirstResponder(let field):
                responderCalls.append("resign \(field)")
                resign(field)
            case .setBinding(let field):
                if isUpdatingViews { appCodeDuringViewUpdate.append("binding \(String(describing: field))") }
                bindingWrites.append(field)
                setFocus(field)
            case .transition(let transition):
                if isUpdatingViews { appCodeDuringViewUpdate.append("\(transition)") }
                transitions.append(transition)
            case .diagnostic(let diagnostic):
                diagnostics.append(diagnostic)
            case .scheduleDeferredWork:
                isWorkScheduled = true
            }
        }
    }
}
