import BridgeCore
import BridgeDoubles
import Foundation
import Testing

/// The text items of the second device read (issue 30: 8, 10–15), played by
/// the headless field and text view: each test failed before the session
/// learned the rule it names.
@Suite("Text, second device read: undo, removal, marked carets, secure fields, predictions, refusals")
struct TextSecondDeviceReadTests {

    /// "1234" becomes "123-4": a whole-text rule inserts the dash.
    private static let dashAfterThree = TextTransform { text in
        let digits = text.filter(\.isNumber)
        return digits.count > 3 ? "\(digits.prefix(3))-\(digits.dropFirst(3))" : digits
    }

    // MARK: 8 — undo after the app or a rule rewrote the text

    @Test func undoAfterARuleReformatsNeverShowsTextTheFieldNeverShowed() {
        var field = HeadlessTextField(model: "", rules: TextInputRules(transform: Self.dashAfterThree))
        field.tap()
        var shown: Set<String> = [""]
        for digit in ["1", "2", "3", "4"] {
            field.type(digit)
            shown.insert(field.text)
        }
        #expect(field.text == "123-4")
        while field.undo() {
            #expect(shown.contains(field.text), "undo showed \(field.text)")
            #expect(field.model == field.text)
        }
    }

    @Test func undoAfterAnAppWriteGoesBackNoFurtherThanTheWrite() {
        var field = HeadlessTextField(model: "")
        field.tap()
        field.type("Hello")
        field.setModel("")                     // Send clears the composer
        field.type("Hi")
        let undid = field.undo()
        #expect(undid)
        #expect(field.text == "")
        let undidMore = field.undo()
        #expect(!undidMore)                 // "Hello" is gone with its ranges
        #expect(field.text == "" && field.model == "")
        let redid = field.redo()
        #expect(redid)
        #expect(field.text == "Hi" && field.model == "Hi")
    }

    @Test func anUppercasedLetterIsOneUndoStep() {
        var field = HeadlessTextField(model: "", rules: TextInputRules(transform: .uppercased))
        field.tap()
        field.type("a")
        field.type("b")
        #expect(field.text == "AB")
        let first = field.undo()
        #expect(first)
        #expect(field.text == "A" && field.model == "A")
        let second = field.undo()
        #expect(second)
        #expect(field.text == "" && field.model == "")
        let redid = field.redo()
        #expect(redid)
        #expect(field.text == "A" && field.model == "A")
    }

    @Test func aRewriteThatChangesTheTypedLengthStartsTheHistoryAfterIt() {
        var field = HeadlessTextField(model: "", rules: TextInputRules(transform: .uppercased))
        field.tap()
        field.type("ß")                        // "SS": UIKit's step would remove one unit
        #expect(field.text == "SS")
        let undid = field.undo()
        #expect(!undid)
        #expect(field.text == "SS" && field.model == "SS")
    }

    // MARK: 10 — the view removed while editing

    @Test(arguments: [false, true], [false, true])
    func removingTheViewWhileEditingEndsEditingOnce(resignReachesDelegate: Bool, leavesWindowFirst: Bool) {
        var field = HeadlessTextField(model: "", bindsSelection: true)
        field.tap()
        field.type("teh")
        field.clearLog()
        field.remove(resignReachesDelegate: resignReachesDelegate, textAtRemoval: "the", leavesWindowFirst: leavesWindowFirst)
        #expect(field.log == ["binding ← the", "isEditing false"])
        #expect(field.model == "the")
        #expect(field.selectionModel == nil)
        #expect(field.selectionWrites.last == .some(nil))
    }

    @Test func removingAViewThatIsNotEditingWritesNothing() {
        var view = HeadlessTextView(model: "draft", bindsSelection: true)
        view.clearLog()
        view.remove(resignReachesDelegate: true)
        #expect(view.log.isEmpty)
        #expect(view.selectionWrites.isEmpty)
    }

    // MARK: 11 — the caret of marked text reported before the text

    @Test(arguments: TextControl.allCases)
    func aCompositionStartedMidTextWritesNoSelectionUntilItEnds(control: TextControl) {
        func check<Kind: PropertyTestedTextInput>(_: Kind.Type) {
            var input = Kind.make(model: "abcd", rules: TextInputRules(), bindsSelection: true)
            input.tap()
            input.select(NSRange(location: 2, length: 0))
            let writes = input.selectionWrites.count
            input.composeWithoutProposal("n")
            #expect(input.markedRange == NSRange(location: 2, length: 1))
            #expect(input.selectionWrites.count == writes)
            #expect(input.selectionModelUTF16 == NSRange(location: 2, length: 0))
            input.commitCompositionWithoutProposal("你")
            #expect(input.model == "ab你cd")
            #expect(input.selectionModelUTF16 == NSRange(location: 3, length: 0))
        }
        check(control.kind)
    }

    // MARK: 12 — a secure field reveals what UIKit types

    @Test func aSecureFieldLetsUIKitTypeAfterTheKeystrokeThatWouldClearIt() {
        var field = HeadlessTextField(model: "pw", isSecure: true)
        field.tap()
        let writes = field.fieldWrites
        field.type("1")                        // UIKit would clear "pw": the session applies it
        field.type("2")
        field.type("3")
        #expect(field.text == "pw123" && field.model == "pw123")
        #expect(field.revealedCharacters == 2)
        #expect(field.fieldWrites == writes + 1)
    }

    @Test func anEmptySecureFieldRevealsEveryTypedCharacter() {
        var field = HeadlessTextField(model: "", isSecure: true)
        field.tap()
        field.type("a")
        field.type("b")
        #expect(field.model == "ab")
        #expect(field.revealedCharacters == 2)
        #expect(field.fieldWrites == 0)
        field.resign()
        field.tap()
        field.type("c")                        // regained focus with text: the session keeps it
        #expect(field.model == "abc")
    }

    // MARK: 14 — predictions are not compositions

    @Test func anAppSelectionWhilePredictionShowsDropsItAndApplies() {
        var field = HeadlessTextField(model: "", bindsSelection: true)
        field.tap()
        field.type("Hel")
        field.suggest("lo")
        #expect(field.markedRange != nil)
        field.setSelectionModel(TextFieldSelection(insertionPoint: field.model.startIndex))
        #expect(field.text == "Hel" && field.model == "Hel")
        #expect(field.markedRange == nil)
        #expect(field.selection == NSRange(location: 0, length: 0))
        #expect(field.selectionModelUTF16 == NSRange(location: 0, length: 0))
    }

    /// UIKit need not ask the delegate before marked text: the range the shell
    /// reports with the caret tells the session where the prediction is.
    @Test func aPredictionUIKitDidNotProposeIsStillDroppedForAnAppSelection() {
        var field = HeadlessTextField(model: "Hel", bindsSelection: true)
        field.tap()
        field.suggestWithoutProposal("lo")
        #expect(field.model == "Hel")
        field.setSelectionModel(TextFieldSelection(insertionPoint: field.model.startIndex))
        #expect(field.text == "Hel" && field.model == "Hel")
        #expect(field.markedRange == nil)
        #expect(field.selection == NSRange(location: 0, length: 0))
    }

    @Test func aKeyboardReloadDoesNotWaitForAPrediction() {
        var field = HeadlessTextField(model: "")
        field.tap()
        field.type("Hel")
        field.suggest("lo")
        field.changeKeyboardSettings()
        #expect(field.keyboardReloads == 1)
        #expect(field.text == "Hel" && field.markedRange == nil)
    }

    @Test func aCompositionStillHoldsTheAppSelectionAndTheReload() {
        var field = HeadlessTextField(model: "ab", bindsSelection: true)
        field.tap()
        field.compose("n")                      // the caret after the marked text: a composition
        field.setSelectionModel(TextFieldSelection(insertionPoint: field.model.startIndex))
        field.changeKeyboardSettings()
        #expect(field.markedRange != nil)
        #expect(field.keyboardReloads == 0)
        field.commitComposition("你")
        #expect(field.keyboardReloads == 1)
    }

    // MARK: 15 — a refused replacement keeps the selection

    @Test func aRefusedReplacementKeepsTheUsersSelection() {
        var field = HeadlessTextField(model: "abc", rules: TextInputRules(maxLength: 3))
        field.tap()
        field.select(NSRange(location: 0, length: 3))
        field.type("wxyz")                     // does not fit: refused whole
        #expect(field.text == "abc" && field.model == "abc")
        #expect(field.selection == NSRange(location: 0, length: 3))
    }
}
