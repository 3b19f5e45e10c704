import BridgeCore
import BridgeDoubles
import Testing

/// A next/previous move to a field that is not on screen waits with focus left
/// where it is. If that field then loses focus with nothing gaining it (Done,
/// the keyboard dragged down), the user has left the form: the wait ends, the
/// binding follows the keyboard to `nil`, and the target takes nothing later.
@Suite("Focus: a blur ends a move that waits for its field")
struct FocusWaitEndsOnBlurTests {
    enum Field: Hashable, Sendable { case name, email, phone }

    static func formWaitingForPhone() -> HeadlessFocusForm<Field> {
        var form = HeadlessFocusForm<Field>(order: [.name, .email, .phone])
        form.show(.name, y: 0)
        form.show(.email, y: 44)
        form.create(.phone)   // a lazy row below the screen
        form.tap(.email)
        form.move(.next)
        return form
    }

    @Test func dismissingTheKeyboardWhileAMoveWaitsPublishesNil() {
        var form = Self.formWaitingForPhone()
        #expect(form.session.waiting == .phone)
        form.dismissKeyboard()
        #expect(form.firstResponder == nil)
        #expect(form.binding == nil)
        #expect(form.bindingWrites == [.email, nil])
        #expect(form.session.waiting == nil)
        #expect(form.appCodeDuringViewUpdate.isEmpty)
    }

    @Test func theWaitedForFieldAppearingAfterTheBlurTakesNothing() {
        var form = Self.formWaitingForPhone()
        form.dismissKeyboard()
        form.moveToWindow(.phone, y: 88)
        #expect(form.firstResponder == nil)
        #expect(form.binding == nil)
        #expect(!form.responderCalls.contains("become phone"))
    }

    @Test func aTapOnAnotherFieldWhileAMoveWaitsFocusesItAndEndsTheWait() {
        var form = Self.formWaitingForPhone()
        form.tap(.name)
        #expect(form.binding == .name)
        form.moveToWindow(.phone, y: 88)
        #expect(form.firstResponder == .name)
        #expect(form.binding == .name)
    }

    @Test func theWaitedForFieldAppearingWhileFocusStaysTakesIt() {
        var form = Self.formWaitingForPhone()
        form.moveToWindow(.phone, y: 88)
        #expect(form.firstResponder == .phone)
        #expect(form.binding == .phone)
        #expect(!form.bindingWrites.contains(nil))
        #expect(form.session.waiting == nil)
    }
}
