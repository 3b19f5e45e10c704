import BridgeCore
import BridgeDoubles
import Testing

/// A move to a field that is not on screen waits and leaves focus where it is;
/// the next move starts from where focus *is*, the field the user sees the
/// keyboard in, not from the field the wait is for (issue 30, item 6).
@Suite("Focus: a move after a waiting move starts from the focused field")
struct FocusMoveAfterAWaitTests {
    /// Fields 0–3 with field 1 not on screen (a lazy row), the user in field 2,
    /// and a previous move waiting for field 1.
    static func formWaitingForOne() -> HeadlessFocusForm<Int> {
        var form = HeadlessFocusForm<Int>(order: [0, 1, 2, 3])
        form.show(0, y: 0)
        form.create(1)
        form.show(2, y: 88)
        form.show(3, y: 132)
        form.tap(2)
        form.move(.previous)
        return form
    }

    @Test("Return → next in field 2 while a previous move waits for field 1 focuses field 3")
    func returnMovesOnFromTheFocusedField() {
        var form = Self.formWaitingForOne()
        #expect(form.session.waiting == 1)
        #expect(form.firstResponder == 2)
        form.pressReturn(in: 2, running: [{ $0.move(.next) }])
        #expect(form.firstResponder == 3)
        #expect(form.binding == 3)
        #expect(form.bindingWrites == [2, 3])
        #expect(form.session.waiting == nil)
    }

    @Test("Next while a previous move waits moves from the focused field")
    func nextMovesFromTheFocusedField() {
        var form = Self.formWaitingForOne()
        form.move(.next)
        #expect(form.firstResponder == 3)
        #expect(form.bindingWrites == [2, 3])
    }

    @Test("Previous again while it waits for field 1 keeps waiting for field 1, not further back")
    func previousAgainKeepsTheWait() {
        var form = Self.formWaitingForOne()
        form.move(.previous)
        #expect(form.firstResponder == 2)
        #expect(form.session.waiting == 1)
        form.moveToWindow(1, y: 44)
        #expect(form.firstResponder == 1)
    }

    @Test("With a first-empty move waiting, Return → next in the last field ends editing, as with no wait")
    func firstEmptyWaitDoesNotRedirectReturn() {
        var form = HeadlessFocusForm<Int>(order: [0, 1, 2, 3])
        form.show(0, isEmpty: false, y: 0)
        form.create(1, isEmpty: true)
        form.show(2, isEmpty: false, y: 88)
        form.show(3, isEmpty: false, y: 132)
        form.tap(3)
        form.move(.firstEmpty)
        #expect(form.session.waiting == 1)
        form.pressReturn(in: 3, running: [{ $0.move(.next) }])
        #expect(form.firstResponder == nil)
        #expect(form.bindingWrites == [3, nil])
    }
}
