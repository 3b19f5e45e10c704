import BridgeCore
import BridgeDoubles
import Testing

/// The focus article's examples on a ``HeadlessFocusForm``, which plays UIKit's
/// first-responder order and the app's `@State` binding around a `FocusSession`.
@Suite("Focus: the focus article's examples")
struct FocusSessionTests {
    enum Field: String, Hashable, Sendable, CustomStringConvertible {
        case name, email, phone, address
        var description: String { rawValue }
    }

    /// The article's form: name, email and phone on screen, nothing focused.
    static func form(initial: Field? = nil) -> HeadlessFocusForm<Field> {
        var form = HeadlessFocusForm<Field>(order: [.name, .email, .phone], initial: initial)
        [Field.name, .email, .phone].forEach { form.show($0) }
        return form
    }

    /// The article's `onSubmit` that moves name → email → phone and submits on the
    /// last field when all three are filled.
    static func nextOnSubmit(filled: Bool, submitted: @escaping @Sendable () -> Void) -> HeadlessFocusForm<Field>.SubmitHandler {
        { form in
            switch form.binding {
            case .name: form.setFocus(.email)
            case .email: form.setFocus(.phone)
            case .phone: if filled { submitted() }
            default: break
            }
        }
    }

    @Test("Return moves name → email → phone; the keyboard stays up and the binding never passes through nil")
    func returnChain() {
        var form = Self.form()
        let submits = Counter()
        let handler = Self.nextOnSubmit(filled: true) { submits.increment() }
        form.tap(.name)
        form.pressReturn(in: .name, running: [handler])
        #expect(form.firstResponder == .email)
        form.pressReturn(in: .email, running: [handler])
        #expect(form.firstResponder == .phone)
        #expect(form.binding == .phone)
        // Only the user's tap wrote the binding; the app wrote .email and .phone.
        #expect(form.bindingWrites == [.name])
        #expect(form.transitions == [.gained(.name), .lost(.name), .gained(.email), .lost(.email), .gained(.phone)])
        form.pressReturn(in: .phone, running: [handler])
        #expect(submits.value == 1)
        // The last return ends editing, as a native TextField does.
        #expect(form.firstResponder == nil)
        #expect(form.binding == nil)
        #expect(form.transitions.last == .lost(.phone))
    }

    @Test("onFocus is called once per transition: an OnFocusView without storeLastFocus")
    func oncePerTransition() {
        var form = HeadlessFocusForm<Field>()
        [Field.name, .email, .address].forEach { form.show($0) }
        form.tap(.name)
        form.tap(.email)
        form.tap(.address)
        form.setFocus(nil)
        let printed = form.transitions.map { "\($0.value): \($0.isGained)" }
        #expect(printed == [
            "name: true", "name: false",
            "email: true", "email: false",
            "address: true", "address: false",
        ])
        // A tap from one field to another writes the binding once, not nil first.
        #expect(form.bindingWrites == [.name, .email, .address])
    }

    @Test("FocusTransition.between turns FocusState's successive values into the same once-each calls")
    func transitionsBetweenValues() {
        let values: [Field?] = [nil, .name, .email, .email, .address, nil]
        let transitions = zip(values, values.dropFirst()).flatMap { FocusTransition.between($0, $1) }
        #expect(transitions.map { "\($0.value): \($0.isGained)" } == [
            "name: true", "name: false", "email: true", "email: false", "address: true", "address: false",
        ])
        #expect(FocusTransition<Field>.between(nil, nil).isEmpty)
    }

    @Test("Focus on appear: a request made before the field is in a window is honoured when it gets there, with no delay")
    func focusOnAppear() {
        var form = HeadlessFocusForm<Field>(order: [.name, .email], initial: .name)
        form.create(.name)
        #expect(form.firstResponder == nil)   // makeUIView: not in a window yet
        form.moveToWindow(.name)
        #expect(form.firstResponder == .name)
        #expect(form.transitions == [.gained(.name)])
        #expect(form.diagnostics.isEmpty)
    }

    @Test("A request for a declared field that is not on screen yet waits for it, and the keyboard leaves the field it no longer names")
    func requestForFieldNotYetCreated() {
        var form = HeadlessFocusForm<Field>(order: [.name, .email, .phone])
        form.show(.name)
        form.tap(.name)
        form.setFocus(.phone)
        #expect(form.firstResponder == nil)
        #expect(form.binding == .phone)
        #expect(form.session.pending == .phone)
        #expect(form.diagnostics == [.waitingForField(.phone)])
        form.show(.phone)
        #expect(form.firstResponder == .phone)
        #expect(form.session.pending == nil)
        #expect(form.bindingWrites == [.name])
    }

    @Test("A value nobody registered is ignored with a diagnostic and the binding is set back")
    func unregisteredValue() {
        var form = HeadlessFocusForm<Field>()
        form.show(.name)
        form.tap(.name)
        form.setFocus(.address)
        #expect(form.diagnostics == [.unregisteredValue(.address)])
        #expect(form.firstResponder == .name)
        #expect(form.binding == .name)
        #expect(form.diagnostics[0].description.contains("address"))
    }

    @Test("A field UIKit refuses (disabled) is reported and the binding set back")
    func refusedField() {
        var form = Self.form()
        form.setDisabled(.email, true)
        form.setFocus(.email)
        #expect(form.diagnostics == [.refusedByUIKit(.email)])
        #expect(form.binding == nil)
        #expect(form.firstResponder == nil)
    }

    @Test("Setting the binding to nil dismisses the keyboard: `nameIsFocused = false`")
    func dismissByFocus() {
        var form = Self.form()
        form.tap(.email)
        form.setFocus(nil)
        #expect(form.firstResponder == nil)
        #expect(form.responderCalls == ["resign email"])
        #expect(form.transitions == [.gained(.email), .lost(.email)])
    }

    @Test("Next and previous follow the focus order and stop at the ends")
    func nextAndPrevious() {
        var form = Self.form()
        form.move(.next)
        #expect(form.firstResponder == .name)   // nothing focused: the first field
        form.move(.next)
        form.move(.next)
        #expect(form.firstResponder == .phone)
        form.move(.next)                        // the last field: nothing happens
        #expect(form.firstResponder == .phone)
        form.move(.previous)
        #expect(form.firstResponder == .email)
        form.setFocus(nil)
        form.move(.previous)
        #expect(form.firstResponder == .phone)  // nothing focused: the last field
    }

    @Test("Focus the first empty field, in focus order; nothing when all have text")
    func firstEmpty() {
        var form = HeadlessFocusForm<Field>(order: [.name, .email, .phone])
        form.show(.phone, isEmpty: true)
        form.show(.name, isEmpty: false)
        form.show(.email, isEmpty: true)
        form.move(.firstEmpty)
        #expect(form.firstResponder == .email)
        form.edit(.email, isEmpty: false)
        form.edit(.phone, isEmpty: false)
        form.setFocus(nil)
        form.move(.firstEmpty)
        #expect(form.firstResponder == nil)
    }

    @Test("Fields not in the declared order follow it in the order they were created")
    func undeclaredOrder() {
        var form = HeadlessFocusForm<Field>(order: [.email])
        form.show(.address)
        form.show(.name)
        form.show(.email)
        #expect(form.session.fields == [.email, .address, .name])
    }

    @Test("Removing the focused field reports the loss once and clears the binding")
    func removeFocused() {
        var form = Self.form()
        form.tap(.phone)
        form.remove(.phone)
        #expect(form.transitions == [.gained(.phone), .lost(.phone)])
        #expect(form.binding == nil)
        // Still declared: a request waits for the field to come back.
        form.setFocus(.phone)
        #expect(form.diagnostics.isEmpty)
        #expect(form.session.pending == .phone)
        form.show(.phone)
        #expect(form.firstResponder == .phone)
    }

    @Test("Duplicate reports from UIKit are reported once")
    func duplicateReports() {
        var session = FocusSession<Field>()
        _ = session.handle(.registered(.name, isEmpty: true))
        _ = session.handle(.appeared(.name))
        #expect(session.handle(.gained(.name)) == [.transition(.gained(.name)), .setBinding(.name)])
        #expect(session.handle(.gained(.name)).isEmpty)
        #expect(session.handle(.lost(.name)) == [.transition(.lost(.name)), .scheduleDeferredWork])
        #expect(session.handle(.lost(.name)).isEmpty)
        #expect(session.handle(.deferredWorkDue) == [.setBinding(nil)])
    }

    @Test("A field whose view is recreated before the old one is dismantled stays registered")
    func recreatedView() {
        var session = FocusSession<Field>()
        _ = session.handle(.registered(.name, isEmpty: true))
        _ = session.handle(.registered(.name, isEmpty: true))
        _ = session.handle(.unregistered(.name))
        #expect(session.knows(.name))
        _ = session.handle(.unregistered(.name))
        #expect(!session.knows(.name))
        #expect(session.handle(.unregistered(.name)).isEmpty)
    }

    @Test("The binding's value, forwarded on every view update, is not a new request")
    func repeatedBindingIsNotARequest() {
        var session = FocusSession<Field>(order: [.name])
        _ = session.handle(.appeared(.name))
        #expect(session.handle(.requested(.name)) == [.becomeFirstResponder(.name)])
        #expect(session.handle(.requested(.name)).isEmpty)
    }
}

/// A counter a `@Sendable` closure can bump from a test.
final class Counter: @unchecked Sendable {
    private(set) var value = 0
    func increment() { value += 1 }
}

@Suite("Focus: UIKit refusing a move")
struct FocusRefusalTests {
    @Test("When the new field is refused, a later loss of the old field still clears the binding, after the turn")
    func refusedThenLost() {
        var session = FocusSession<String>.nameFocused()
        #expect(session.handle(.requested("email")) == [.becomeFirstResponder("email")])
        #expect(session.handle(.refused("email")) == [.diagnostic(.refusedByUIKit("email")), .setBinding("name")])
        #expect(session.handle(.lost("name")) == [.transition(.lost("name")), .scheduleDeferredWork])
        #expect(session.handle(.deferredWorkDue) == [.setBinding(nil)])
        #expect(session.handle(.requested("name")) == [.becomeFirstResponder("name")])
    }

    @Test("Reports name optional focus values without Optional(…)")
    func optionalNames() {
        #expect(FocusDiagnostic<String?>.unregisteredValue("phone").description == "Focus request for phone ignored: no field is bound to that value.")
        #expect(FocusTransition<String?>.gained("name").description == "gained name")
        #expect(FocusValue.description(of: Optional<Optional<Int>>.some(nil)) == "nil")
    }
}

@Suite("Focus: a field that loses focus with nothing to follow")
struct FocusBlurTests {
    @Test("Writing the field's value again before the turn ends focuses it again")
    func requestBeforeTheBlurIsPublished() {
        var session = FocusSession<String>.nameFocused()
        _ = session.handle(.lost("name"))
        #expect(session.focused == nil)
        #expect(session.handle(.requested("name")) == [.becomeFirstResponder("name")])
        #expect(session.pending == "name")
        #expect(session.handle(.deferredWorkDue) == [.becomeFirstResponder("name")])
    }
}

extension FocusSession<String> {
    /// Name and email on screen, name focused by a tap: where the refusal and
    /// abandoned-begin tests start.
    static func nameFocused() -> Self {
        var session = FocusSession(order: ["name", "email"])
        for field in ["name", "email"] {
            _ = session.handle(.registered(field, isEmpty: true))
            _ = session.handle(.appeared(field))
        }
        _ = session.handle(.gained("name"))
        return session
    }
}
