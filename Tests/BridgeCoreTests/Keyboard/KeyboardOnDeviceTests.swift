import BridgeCore
import Testing

/// Keyboard dismissal and the accessory bar as a device shows them: several
/// scenes on screen, caret drags, a hardware keyboard.
@Suite("Keyboard: dismissal scope, drags and the accessory bar")
struct KeyboardOnDeviceTests {
    typealias Editing = KeyboardDismissalScope.Editing<String>

    @Test("Done in window A ends editing in A only, though B's field is editing in another scene")
    func callerWindowOnly() {
        let editing = [Editing("A", isKeyInForegroundScene: true), Editing("B", isKeyInForegroundScene: true)]
        #expect(KeyboardDismissalScope.windows(caller: "A", typingIn: "B", editing: editing) == ["A"])
    }

    @Test("Without a caller, the window the user is typing in, though both Split View scenes are key and active")
    func typingWindowOnly() {
        let editing = [Editing("A", isKeyInForegroundScene: true), Editing("B", isKeyInForegroundScene: true)]
        #expect(KeyboardDismissalScope.windows(caller: nil, typingIn: "B", editing: editing) == ["B"])
    }

    @Test("A typing window that no longer edits falls back to the key windows of foreground scenes")
    func typingWindowThatStoppedEditing() {
        let editing = [Editing("A", isKeyInForegroundScene: true), Editing("B", isKeyInForegroundScene: false)]
        #expect(KeyboardDismissalScope.windows(caller: nil, typingIn: "C", editing: editing) == ["A"])
        #expect(KeyboardDismissalScope.windows(caller: nil, typingIn: nil, editing: editing) == ["A"])
    }

    @Test("Without a caller, an editing window that is not key is left alone, even when it is the only one")
    func notKeyIsLeftAlone() {
        #expect(KeyboardDismissalScope.windows(caller: nil, typingIn: nil, editing: [Editing("B", isKeyInForegroundScene: false)]) == [])
        let twice = [Editing("A", isKeyInForegroundScene: true), Editing("A", isKeyInForegroundScene: true)]
        #expect(KeyboardDismissalScope.windows(caller: nil, typingIn: nil, editing: twice) == ["A"])
    }

    static let field = KeyboardDragDismissal.Frame(x: 0, y: 100, width: 300, height: 44)

    @Test("A caret or selection drag in the editing field does not dismiss the keyboard")
    func caretDrag() {
        #expect(!KeyboardDragDismissal.dismisses(start: (20, 120), translation: (80, 2), editingField: Self.field))
        #expect(!KeyboardDragDismissal.dismisses(start: (20, 120), translation: (0, 60), editingField: Self.field))
    }

    @Test("A 10 pt drag, or a sideways one, does not dismiss the keyboard")
    func shortOrSidewaysDrag() {
        #expect(!KeyboardDragDismissal.dismisses(start: (20, 400), translation: (0, 10), editingField: Self.field))
        #expect(!KeyboardDragDismissal.dismisses(start: (20, 400), translation: (60, 40), editingField: Self.field))
    }

    @Test("A vertical swipe outside the field dismisses the keyboard")
    func verticalSwipe() {
        #expect(KeyboardDragDismissal.dismisses(start: (20, 400), translation: (5, 40), editingField: Self.field))
        #expect(KeyboardDragDismissal.dismisses(start: (20, 400), translation: (0, -40), editingField: nil))
    }

    @Test("The accessory bar keeps the screen-edge safe area and draws the keyboard's background")
    func accessoryBar() {
        #expect(InputAccessoryLayout.bar.insets == .screenEdges)
        #expect(InputAccessoryLayout.bar.background == .keyboard)
    }
}

@Suite("Keyboard: a drag is decided once")
struct KeyboardDragDecidedOnceTests {
    @Test("A long swipe asks for the editing field once; the next drag asks again")
    func oncePerDrag() {
        var drag = KeyboardDragDismissal.Drag()
        var asked: [Bool] = []
        for distance in [10.0, 40, 300] { asked.append(drag.needsCheck(start: (20, 400), translation: (0, distance))) }
        #expect(asked == [false, true, false])   // not a swipe yet; the swipe; the same drag scrolling on
        drag.ended()
        let next = drag.needsCheck(start: (20, 400), translation: (0, 40))
        #expect(next)
    }

    @Test("A drag SwiftUI cancelled without ending it does not stop the next swipe")
    func cancelledDrag() {
        var drag = KeyboardDragDismissal.Drag()
        let first = drag.needsCheck(start: (20, 400), translation: (0, 40))   // then cancelled: no ended()
        let second = drag.needsCheck(start: (30, 500), translation: (0, 40))
        #expect(first && second)
    }
}
