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
                if let y { form.send(.positioned(field, y: y, x: 0)) }
                form.send(.appeared(field))
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
                if form.firstResponder == field { form.resign(field) }
                form.send(.disappeared(field))
                form.send(.unregistered(field))
            }
        }
    }

    /// A layout pass moved the field to `y` points from the top (a row was
    /// inserted above it); the shell reports positions before a move.
    package mutating func layOut(_ field: Field, y: Double) {
        turn { $0.send(.positioned(field, y: y, x: 0)) }
    }

    /// Runs `action` as one turn of the main actor: work the session deferred
    /// runs after it, as `DeferredWork` does.
    private mutating func turn(_ action: (inout Self) -> Void) {
        turnDepth += 1
        action(&self)
        turnDepth -= 1
        guard turnDepth == 0 else { return }
        while isWorkScheduled {
            isWorkScheduled = false
            turnDepth += 1
            send(.deferredWorkDue)
            turnDepth -= 1
        }
    }

    /// Runs `change` as SwiftUI runs a view insertion or removal.
    private mutating func updatingViews(_ change: (inout Self) -> Void) {
        isUpdatingViews = true
        change(&self)
        isUpdatingViews = false
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
        turn { $0.send(.move(move)) }
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
        guard inWindow.contains(field), !disabled.contains(field) else {
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
