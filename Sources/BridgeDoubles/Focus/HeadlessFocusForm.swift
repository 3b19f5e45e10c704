import BridgeCore

/// A form of fields with UIKit's first-responder rules and an app's focus
/// binding around a ``FocusSession``: the stand-in for UIKit and SwiftUI that
/// the tests, the demo and the benchmarks drive on Linux.
///
/// It plays UIKit's part the way UIKit orders it: `becomeFirstResponder()` asks
/// the new field first (`willGain`), then the old field ends editing, then the
/// new one begins; a field not in a window, or disabled, refuses. Every binding
/// write is followed by a view update that forwards the binding to the session,
/// as the shell does.
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

    private var inWindow: Set<Field> = []
    private var disabled: Set<Field> = []

    /// A form whose session has `order` and focuses `initial` when it appears.
    package init(order: [Field] = [], initial: Field? = nil) {
        session = FocusSession(order: order, initial: initial)
        binding = initial
    }

    // MARK: Views coming and going

    /// Creates the field's view (`makeUIView`) without putting it in a window.
    package mutating func create(_ field: Field, isEmpty: Bool = true) {
        send(.registered(field, isEmpty: isEmpty))
    }

    /// Puts the field's view in a window (`didMoveToWindow`).
    package mutating func moveToWindow(_ field: Field) {
        inWindow.insert(field)
        send(.appeared(field))
    }

    /// Creates the field and puts it in a window.
    package mutating func show(_ field: Field, isEmpty: Bool = true) {
        create(field, isEmpty: isEmpty)
        moveToWindow(field)
    }

    /// Takes the field out of its window and dismantles it. UIKit ends editing
    /// of a first responder that leaves its window.
    package mutating func remove(_ field: Field) {
        inWindow.remove(field)
        if firstResponder == field { resign(field) }
        send(.disappeared(field))
        send(.unregistered(field))
    }

    /// Disables or enables the field; a disabled field refuses first responder.
    package mutating func setDisabled(_ field: Field, _ isDisabled: Bool) {
        if isDisabled { disabled.insert(field) } else { disabled.remove(field) }
    }

    // MARK: The user

    /// The user taps the field.
    package mutating func tap(_ field: Field) {
        becomeFirstResponder(field)
    }

    /// The user types into or clears the field.
    package mutating func edit(_ field: Field, isEmpty: Bool) {
        send(.contentChanged(field, isEmpty: isEmpty))
    }

    /// The user presses return in `field`: the submit handlers run, then the
    /// field resigns if it is still first responder (a native `TextField` ends
    /// editing on return).
    package mutating func pressReturn(in field: Field, running handlers: [SubmitHandler]) {
        guard firstResponder == field else { return }
        for handler in handlers { handler(&self) }
        resign(field)
    }

    // MARK: The app

    /// The app writes the focus binding (`focus = .email`); the next view update
    /// forwards it to the session.
    package mutating func setFocus(_ field: Field?) {
        binding = field
        send(.requested(field))
    }

    /// The app asks for the next, previous or first empty field.
    package mutating func move(_ move: FocusMove) {
        send(.move(move))
    }

    // MARK: UIKit

    private mutating func becomeFirstResponder(_ field: Field) {
        guard firstResponder != field else { return }
        guard inWindow.contains(field), !disabled.contains(field) else {
            send(.refused(field))
            return
        }
        send(.willGain(field))
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
                bindingWrites.append(field)
                setFocus(field)
            case .transition(let transition):
                transitions.append(transition)
            case .diagnostic(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
    }
}
