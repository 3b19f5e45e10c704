import BridgeCore
import BridgeDoubles
import Testing

/// A field whose only view is a cell a collection view keeps hidden for reuse is
/// not on screen yet: a request or a move for it waits until the cell is shown.
/// Before, the field counted as on screen because its view was in a window; the
/// shell, which asks only a shown view to become first responder, refused, and
/// the binding snapped back.
@Suite("Focus waits for a field whose only view is hidden")
struct FocusWaitsForHiddenCellTests {
    enum Field: Hashable, Sendable { case a, b }

    @Test func aHiddenCellIsNotOnScreenSoTheRequestWaitsAndIsHonouredWhenShown() {
        var views = FocusedFieldViews<Field, Int>()
        var session = FocusSession<Field>(order: [.a, .b])
        for event in views.attach(1, as: .a, isEmpty: true, isInWindow: true, isShown: true, isFirstResponder: true) {
            _ = session.handle(event)
        }
        let attached = views.attach(2, as: .b, isEmpty: true, isInWindow: true, isShown: false, isFirstResponder: false)
        #expect(attached == [.registered(.b, isEmpty: true)])
        for event in attached { _ = session.handle(event) }
        #expect(views.isHiddenInWindow(.b))

        let requested = session.handle(.requested(.b))
        #expect(!requested.contains(.becomeFirstResponder(.b)))
        #expect(!requested.contains { if case .setBinding = $0 { true } else { false } })
        #expect(session.binding == .b && session.pending == .b)

        // The cell is shown; the shell's next measurement reports it.
        let measured = views.visibilityMeasured(isShown: { _ in true }, focused: session.focused)
        #expect(measured == [.appeared(.b)])
        #expect(!views.isHiddenInWindow(.b))
        #expect(session.handle(.appeared(.b)) == [.scheduleDeferredWork])
        #expect(session.handle(.deferredWorkDue) == [.becomeFirstResponder(.b)])
    }

    @Test func aFieldHiddenLaterDisappearsButTheFocusedOneStays() {
        var views = FocusedFieldViews<Field, Int>()
        views.attach(1, as: .a, isEmpty: true, isInWindow: true, isShown: true, isFirstResponder: true)
        views.attach(2, as: .b, isEmpty: true, isInWindow: true, isShown: true, isFirstResponder: false)
        let measured = views.visibilityMeasured(isShown: { _ in false }, focused: .a)
        #expect(measured == [.disappeared(.b)])
        #expect(views.visibilityMeasured(isShown: { _ in false }, focused: .a).isEmpty)
    }

    @Test func aMoveToAHiddenCellWaitsInsteadOfBeingRefused() {
        var form = HeadlessFocusForm<Field>(order: [.a, .b])
        form.show(.a, y: 0)
        form.create(.b)
        form.setHidden(.b, true)          // a cell kept for reuse
        form.moveToWindow(.b, y: 44)
        form.tap(.a)
        form.move(.next)
        #expect(form.session.waiting == .b)
        #expect(form.firstResponder == .a)
        #expect(form.bindingWrites == [.a])
        #expect(!form.responderCalls.contains("become b"))
        form.setHidden(.b, false)
        form.remeasure()
        #expect(form.firstResponder == .b)
        #expect(form.binding == .b)
    }

    @Test func aRequestForAHiddenCellKeepsTheBinding() {
        var form = HeadlessFocusForm<Field>(order: [.a, .b])
        form.show(.a, y: 0)
        form.create(.b)
        form.setHidden(.b, true)
        form.moveToWindow(.b, y: 44)
        form.setFocus(.b)
        #expect(form.binding == .b)
        #expect(form.bindingWrites.isEmpty)
        #expect(form.firstResponder == nil)
        form.setHidden(.b, false)
        form.remeasure()
        #expect(form.firstResponder == .b)
        #expect(form.binding == .b)
    }
}
