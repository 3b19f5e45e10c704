import BridgeCore
import BridgeDoubles
import Testing

/// Next and previous compare fields in one coordinate space, the window's,
/// measured when the move is asked for; a field out of view keeps its place
/// among the fields it was next to when last seen.
@Suite("Focus: next and previous in window coordinates")
struct FocusOrderInWindowTests {
    enum Field: Hashable, Sendable { case search, a, b, c }

    @Test func aFieldOutsideTheScrollViewIsOrderedWhereItIsOnScreen() {
        // A search field in a header at 60, above a list whose rows start at
        // the top of its content (0, 44), placed at 100 in the window: in
        // content coordinates the rows would come before the header.
        var form = HeadlessFocusForm<Field>()
        form.pin(.search, y: 60)
        form.show(.a, y: 100)
        form.show(.b, y: 144)
        form.tap(.b)
        form.move(.previous)
        #expect(form.firstResponder == .a)
        form.move(.previous)
        #expect(form.firstResponder == .search)
        #expect(form.session.fields == [.search, .a, .b])
    }

    @Test func aFieldScrolledOutOfTheWindowKeepsItsPlaceFromTheLastMove() {
        var form = HeadlessFocusForm<Field>()
        form.pin(.search, y: 60)
        form.show(.a, y: 120)
        form.show(.b, y: 520)
        form.tap(.search)
        form.move(.next)
        #expect(form.firstResponder == .a)
        form.scroll(to: 400)   // a at -280: in the window, out of view
        form.tap(.b)
        form.move(.previous)
        #expect(form.firstResponder == .a)
        #expect(form.session.fields == [.search, .a, .b])
    }

    @Test func aFieldScrolledOutOfViewKeepsItsPlaceAmongItsNeighbours() {
        var form = HeadlessFocusForm<Field>(order: [.a, .b, .c])
        form.show(.a, y: 0)
        form.show(.b, y: 400)
        form.tap(.a)
        form.move(.next)
        #expect(form.firstResponder == .b)
        // The list scrolls: a leaves the window, c is created below.
        form.scroll(to: 500)
        form.moveOutOfWindow(.a)
        form.show(.c, y: 800)
        // Measured now, b is at -100 and c at 300; a's last position (0,
        // measured at offset 0) would put it after b.
        form.move(.previous)
        #expect(form.session.fields == [.a, .b, .c])
        #expect(form.session.waiting == .a)
        #expect(form.diagnostics == [.waitingForField(.a)])
        #expect(form.firstResponder == .b)
    }

    @Test func aHiddenCellIsNotMeasuredAndKeepsItsLastPlace() {
        var form = HeadlessFocusForm<Field>()
        form.show(.a, y: 0)
        form.show(.b, y: 44)
        form.show(.c, y: 88)
        form.tap(.a)
        form.move(.next)
        form.setHidden(.a, true)   // a collection view keeps the cell, hidden
        form.scroll(to: 60)
        form.move(.next)
        #expect(form.session.fields == [.a, .b, .c])
        #expect(form.firstResponder == .c)
    }
}

@Suite("Focus: which of a field's views is on screen")
struct FocusedFieldViewOnScreenTests {
    enum Field: Hashable, Sendable { case email }

    @Test func theNewestShownViewInAWindowIsChosen() {
        var views = FocusedFieldViews<Field, Int>()
        views.attach(1, as: .email, isEmpty: true, isInWindow: true, isFirstResponder: false)
        views.attach(2, as: .email, isEmpty: true, isInWindow: true, isFirstResponder: false)
        views.attach(3, as: .email, isEmpty: true, isInWindow: true, isFirstResponder: false)
        // 1 is leaving, 3 is a hidden cell kept for reuse: 2 is on screen.
        let shown: Set<Int> = [1, 2]
        #expect(views.viewOnScreen(of: .email, isShown: shown.contains) == 2)
        #expect(views.viewOnScreen(of: .email) == 3)
        #expect(views.viewsOnScreen(isShown: shown.contains).map(\.view) == [2])
        #expect(views.viewOnScreen(of: .email, isShown: { _ in false }) == nil)
    }
}
