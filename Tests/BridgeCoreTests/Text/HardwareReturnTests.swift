import BridgeCore
import BridgeDoubles
import Foundation
import Testing

/// A hardware keyboard in a multi-line wrapper that submits on Return: Return
/// submits, Shift-Return (or Option-Return) inserts a newline, as chat apps do
/// (FB17642828). UIKit tells the first responder of the key press
/// (`pressesBegan`) before it proposes the "\n"; the session judges that edit
/// by the modifiers the press carried.
@Suite("Hardware keyboard: Shift-Return breaks the line, Return submits")
struct HardwareReturnTests {

    private func composer(_ model: String = "", submits: Bool = true) -> HeadlessTextView {
        var view = HeadlessTextView(model: model, returnKeySubmits: submits)
        view.tap()
        view.clearLog()
        return view
    }

    @Test func modifierRule() {
        #expect(HardwareKeyModifiers.shift.makesReturnANewline)
        #expect(HardwareKeyModifiers.option.makesReturnANewline)
        #expect(HardwareKeyModifiers([.shift, .option]).makesReturnANewline)
        #expect(!HardwareKeyModifiers().makesReturnANewline)
        #expect(!HardwareKeyModifiers.command.makesReturnANewline)
        #expect(!HardwareKeyModifiers.control.makesReturnANewline)
        #expect(!HardwareKeyModifiers([.shift, .command]).makesReturnANewline)
    }

    @Test func shiftReturnInsertsANewlineAndReturnSubmits() {
        var view = composer()
        view.type("Hi")
        view.pressHardwareReturn(.shift)
        view.type("there")
        #expect(view.model == "Hi\nthere")
        #expect(!view.log.contains("return"))
        view.pressHardwareReturn()
        #expect(view.log.last == "return")
        #expect(view.model == "Hi\nthere")
        #expect(view.isFirstResponder)
    }

    @Test func commandReturnSubmitsLikeReturn() {
        var view = composer("Hi")
        view.pressHardwareReturn(.command)
        #expect(view.log == ["return"])
        #expect(view.model == "Hi")
    }

    /// Held, the key repeats without a new press: every "\n" while Shift-Return
    /// is down is a newline; after the release, Return submits again.
    @Test func aHeldShiftReturnRepeatsNewlinesAndTheReleaseEndsIt() {
        var view = composer("a")
        view.pressHardwareReturnDown(.shift)
        view.repeatHardwareReturn()
        view.releaseHardwareReturn()
        #expect(view.model == "a\n\n")
        view.tapReturn()                        // the on-screen Return
        #expect(view.log.last == "return")
        #expect(view.model == "a\n\n")
    }

    /// A release the view never heard (focus moved while the key was down)
    /// does not leave the next Return inserting newlines.
    @Test func endingEditingForgetsAKeyStillDown() {
        var view = composer("a")
        view.pressHardwareReturnDown(.shift)
        view.resign()
        view.tap()
        view.clearLog()
        view.tapReturn()
        #expect(view.log == ["return"])
        #expect(view.model == "a\n")
    }

    /// While an input method composes, Return confirms the composition, with
    /// or without Shift: nothing is submitted.
    @Test func shiftReturnDuringACompositionConfirmsIt() {
        var view = composer()
        view.compose("に")
        view.pressHardwareReturn(.shift)
        #expect(view.model == "に")
        #expect(!view.log.contains("return"))
    }

    /// Without `submitsOnReturn()`, every Return inserts a newline, as before.
    @Test func withoutSubmitsOnReturnBothInsertNewlines() {
        var view = composer("a", submits: false)
        view.pressHardwareReturn()
        view.pressHardwareReturn(.shift)
        #expect(view.model == "a\n\n")
        #expect(!view.log.contains("return"))
    }

    /// The session event by event, in UIKit's order.
    @Test func theSessionJudgesTheNewlineByThePress() {
        var session = TextFieldSession()
        session.returnKeySubmits = true
        _ = session.handle(.modelChanged("Hi"))
        _ = session.handle(.beganEditing)
        let caret = NSRange(location: 2, length: 0)
        _ = session.handle(.selectionChanged(caret))
        let newline = TextEdit(range: caret, replacement: "\n")
        #expect(session.handle(.hardwareReturnKeyDown(.shift)) == [])
        #expect(session.handle(.editProposed(newline, fieldText: "Hi", isComposing: false)) == [.allowEdit])
        _ = session.handle(.textChanged("Hi\n", selection: NSRange(location: 3, length: 0), isComposing: false))
        #expect(session.handle(.hardwareReturnKeyUp) == [])
        let end = NSRange(location: 3, length: 0)
        #expect(session.handle(.hardwareReturnKeyDown([])) == [])
        #expect(session.handle(.editProposed(TextEdit(range: end, replacement: "\n"), fieldText: "Hi\n", isComposing: false)) == [.commit])
    }
}
