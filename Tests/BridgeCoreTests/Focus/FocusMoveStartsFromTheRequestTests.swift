import BridgeCore
import BridgeDoubles
import Testing

/// A relative move starts from where focus is going, not where it is: a
/// request UIKit has not carried out yet (the field is not on screen yet) is
/// the starting point, so two moves in one action advance two fields.
@Suite("Focus: a relative move starts from a pending request")
struct FocusMoveStartsFromTheRequestTests {
    enum Field: Hashable, Sendable { case name, email, phone }

    @Test func nextAfterARequestForAFieldNotOnScreenYetGoesPastThatField() {
        var form = HeadlessFocusForm<Field>(order: [.name, .email, .phone])
        form.show(.name)
        form.create(.email)   // built, not in a window yet
        form.show(.phone)
        form.tap(.name)
        form.setFocus(.email)
        // The keyboard does not stay in name while the binding says email.
        #expect(form.firstResponder == nil)
        #expect(form.diagnostics == [.waitingForField(.email)])
        form.move(.next)
        #expect(form.firstResponder == .phone)
        #expect(form.binding == .phone)
    }
}
