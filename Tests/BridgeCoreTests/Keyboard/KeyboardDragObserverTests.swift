import BridgeCore
import BridgeDoubles
import Testing

/// `dismissesKeyboardOnDrag()` as the user swipes: in empty space, over a list
/// on iOS 18, outside the view, in the field (issue 30, items 3 and 4).
@Suite("Keyboard: the drag observer sees every swipe and takes none")
struct KeyboardDragObserverTests {
    typealias Frame = KeyboardDragDismissal.Frame
    static let screen = Frame(x: 0, y: 0, width: 400, height: 800)
    static let field = Frame(x: 16, y: 100, width: 368, height: 44)
    static let label = Frame(x: 16, y: 160, width: 200, height: 20)
    static let rows = (0..<18).map { Frame(x: 0, y: Double($0) * 44, width: 400, height: 44) }

    @Test("A swipe that starts in empty space of a VStack that does not scroll dismisses the keyboard")
    func emptySpaceSwipe() {
        var window = HeadlessTouchWindow(area: Self.screen, drawn: [Self.field, Self.label], editingField: Self.field)
        window.swipe(from: (200, 600), by: (0, 80))
        #expect(!window.isKeyboardShown)
    }

    @Test("Over a List on iOS 18, a swipe on a row scrolls the list and dismisses the keyboard")
    func listStillScrollsOnIOS18() {
        var window = HeadlessTouchWindow(
            os: .iOS18, area: Self.screen, drawn: Self.rows, scrollView: Self.screen, editingField: Self.rows[2])
        window.swipe(from: (200, 400), by: (0, -120))
        #expect(window.scrolled)
        #expect(!window.isKeyboardShown)
    }

    @Test("A swipe that starts outside the view with the modifier leaves the keyboard up")
    func outsideTheView() {
        let top = Frame(x: 0, y: 0, width: 400, height: 300)
        var window = HeadlessTouchWindow(area: top, drawn: [Self.field], editingField: Self.field)
        window.swipe(from: (200, 600), by: (0, 80))
        #expect(window.isKeyboardShown)
    }

    /// The presenter's view stays in the window under a page sheet: before, a
    /// swipe in the sheet started inside the modified view's frame and ended
    /// editing in the sheet's own field.
    @Test("A swipe in a sheet presented over the view leaves the sheet's keyboard up")
    func swipeInASheetOverTheView() {
        let sheet = Frame(x: 0, y: 60, width: 400, height: 740)
        let sheetField = Frame(x: 16, y: 120, width: 368, height: 44)
        var window = HeadlessTouchWindow(area: Self.screen, drawn: [Self.field], editingField: sheetField, sheet: sheet)
        window.swipe(from: (200, 600), by: (0, 80))
        #expect(window.isKeyboardShown)
    }

    @Test("A caret drag in the editing field, or a sideways slide, leaves the keyboard up")
    func caretAndSidewaysDrags() {
        var window = HeadlessTouchWindow(area: Self.screen, drawn: [Self.field], editingField: Self.field)
        window.swipe(from: (40, 120), by: (0, 60))
        window.swipe(from: (200, 600), by: (120, 20))
        #expect(window.isKeyboardShown)
    }

    @Test("The observer never takes a touch, so no scroll view or button loses one")
    func observerTakesNothing() {
        #expect(!KeyboardDragDismissal.observer.takesTouches)
        #expect(!KeyboardDragDismissal.observer.canBePrevented)
    }
}

/// Issue 37, item 5: the modifier put `scrollDismissesKeyboard(.immediately)`
/// in the environment of everything inside it, which a `TextEditor` reads.
@Suite("Keyboard: dismissing on drag leaves the scroll dismissal mode of what is inside alone")
struct KeyboardDragEnvironmentTests {
    typealias Frame = KeyboardDragDismissal.Frame
    static let screen = Frame(x: 0, y: 0, width: 400, height: 800)
    static let editor = Frame(x: 16, y: 100, width: 368, height: 300)

    @Test("Scrolling the TextEditor being typed in keeps the keyboard")
    func scrollingTheEditorKeepsTheKeyboard() {
        var window = HeadlessTouchWindow(
            area: Self.screen, drawn: [Self.editor], scrollView: Self.editor, scroller: .textEditor, editingField: Self.editor)
        window.swipe(from: (200, 300), by: (0, -120))
        #expect(window.scrolled)
        #expect(window.isKeyboardShown)
    }

    @Test("Scrolling a TextEditor in a sheet declared inside keeps the sheet's keyboard")
    func scrollingInASheetKeepsItsKeyboard() {
        let sheet = Frame(x: 0, y: 60, width: 400, height: 740)
        let sheetEditor = Frame(x: 16, y: 120, width: 368, height: 400)
        var window = HeadlessTouchWindow(
            area: Self.screen, drawn: [Self.editor], editingField: sheetEditor, sheet: sheet, sheetScroller: .textEditor)
        window.swipe(from: (200, 400), by: (0, -120))
        #expect(window.scrolled)
        #expect(window.isKeyboardShown)
    }

    @Test("A List inside still dismisses as it scrolls")
    func aListStillDismisses() {
        var window = HeadlessTouchWindow(
            area: Self.screen, drawn: [Self.editor], scrollView: Self.screen, scroller: .list, editingField: Frame(x: 16, y: 0, width: 368, height: 44))
        window.swipe(from: (200, 400), by: (0, -120))
        #expect(!window.isKeyboardShown)
    }

    @Test("The modifier writes no scroll dismissal mode")
    func noEnvironmentWrite() {
        #expect(!KeyboardDragDismissal.observer.setsImmediateScrollDismissal)
    }
}
