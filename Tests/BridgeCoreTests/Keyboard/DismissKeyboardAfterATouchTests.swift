import BridgeCore
import BridgeDoubles
import Testing

/// "The window touched last" never expired: a timer in scene A, seconds after
/// the user tapped in B, ended editing in B. The touched window counts only for
/// a call during a touch or right after it (a button's action at touch-up).
@Suite("Keyboard: the touched window counts only during and right after the touch")
struct DismissKeyboardAfterATouchTests {
    @Test("A timer seconds after a tap in B ends editing where typing began (A)")
    func aTimerAfterATapInBEndsA() {
        var scenes = HeadlessWindowScenes(windows: ["A", "B"])
        scenes.tapField("b", in: "B")
        scenes.tapField("a", in: "A")
        scenes.tap(in: "B")
        scenes.timerFires(after: 2) { $0.dismissKeyboard() }
        #expect(scenes.editing == ["B": "b"])
    }

    @Test("A button's action at touch-up still ends editing in its own window")
    func aButtonStillWins() {
        var scenes = HeadlessWindowScenes(windows: ["A", "B"])
        scenes.tapField("b", in: "B")
        scenes.tapField("a", in: "A")
        scenes.timerFires(after: 3) { _ in }
        scenes.tapButton(in: "B") { $0.dismissKeyboard() }
        #expect(scenes.editing == ["A": "a"])
    }

    @Test func aTouchCountsWhileDownAndBrieflyAfter() {
        var touch = KeyboardDismissalScope.RecentTouch()
        #expect(!touch.counts(at: 10))
        touch.began()
        #expect(touch.counts(at: 60))   // a long press
        touch.ended(at: 60)
        #expect(touch.counts(at: 60 + KeyboardDismissalScope.RecentTouch.afterTouch))
        #expect(!touch.counts(at: 61))
    }
}
