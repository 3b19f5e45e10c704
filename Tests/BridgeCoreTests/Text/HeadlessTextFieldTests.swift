import BridgeCore
import BridgeDoubles
import Foundation
import Testing

/// The text field article's demo views and the cases every public wrapper gets wrong, played
/// on a headless field: UIKit's delegate order, a binding whose writes cause an
/// update, and a main queue for deferred work.
@Suite("TextFieldWrapper scenarios on a headless field")
struct HeadlessTextFieldTests {

    @Test func typingMirrorsIntoTheBindingOneWritePerKeystrokeAndNeverEchoes() {
        var field = HeadlessTextField(model: "")
        field.tap()
        field.type("T")
        field.type("o")
        field.type("m")
        #expect(field.model == "Tom")   // Text("name:\(name)") shows "name:Tom"
        #expect(field.bindingWrites == 3)
        #expect(field.fieldWrites == 0)
        #expect(field.log == ["isEditing true", "binding ← T", "binding ← To", "binding ← Tom"])
    }

    @Test func randomNameWhileEditingShowsInTheFieldAndTheCaretStaysValid() {
        var field = HeadlessTextField(model: "")
        field.tap()
        field.type("Tommy")
        field.select(NSRange(location: 2, length: 0))
        field.setModel("42")   // Button("Random Name") { name = String(Int.random(in: 0...100)) }
        #expect(field.text == "42")
        // All of the text changed, so a caret inside it goes to the end of the new text.
        #expect(field.selection == NSRange(location: 2, length: 0))
        field.select(NSRange(location: 1, length: 0))
        field.setModel("4200")
        #expect(field.selection == NSRange(location: 1, length: 0))   // "4|2" kept: the change is after it
        field.type("0")
        #expect(field.model == "40200")
    }

    @Test func printsComeInOrder() {
        var field = HeadlessTextField(model: "")
        field.tap()
        field.type("a")
        field.tapReturn()
        #expect(field.log.filter { !$0.hasPrefix("binding") } == ["isEditing true", "return", "isEditing false"])
        #expect(!field.isFirstResponder)
    }

    @Test func pinyinCompositionReachesTheBindingOnlyWhenCommitted() {
        var field = HeadlessTextField(model: "")
        field.tap()
        field.compose("n")
        field.compose("ni")
        #expect(field.text == "ni")
        #expect(field.model == "")
        field.commitComposition("你")
        #expect(field.text == "你")
        #expect(field.model == "你")
        #expect(field.log == ["isEditing true", "binding ← 你"])
    }

    @Test func rulesApplyToWhatAnInputMethodCommits() {
        var field = HeadlessTextField(model: "", rules: TextInputRules(maxLength: 3))
        field.tap()
        field.type("a")
        field.compose("n")
        field.compose("nihao")            // longer than the limit while marked: allowed
        field.commitComposition("你好吗")   // one too many
        #expect(field.text == "a你好")
        #expect(field.model == "a你好")
        #expect(field.selection == NSRange(location: 3, length: 0))
    }

    @Test func typingEmojiAndDeletingThemWholeKeepsFieldAndBindingInStep() {
        var field = HeadlessTextField(model: "")
        field.tap()
        for piece in ["👨‍👩‍👧", "🇨🇳", "你", "e\u{301}"] { field.type(piece) }
        #expect(field.model == "👨‍👩‍👧🇨🇳你e\u{301}")
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.model == "👨‍👩‍👧🇨🇳")
        field.deleteBackward()
        #expect(field.model == "👨‍👩‍👧")
    }

    @Test func aRangeInsideAnEmojiIsRefusedAndNoTextIsLost() {
        var field = HeadlessTextField(model: "👨‍👩‍👧")
        field.tap()
        field.select(NSRange(location: 3, length: 2))
        field.type("x")
        #expect(field.text == "👨‍👩‍👧")
        #expect(field.model == "👨‍👩‍👧")
        #expect(field.log.last == "refused: splitsCharacter(utf16Offset: 3)")
    }

    @Test func backspaceFromInsideTheFirstCharacterIsRefusedNotACrash() {
        for (text, caret) in [("🇨🇳", 2), ("e\u{301}", 1), ("👋🏽", 3)] {
            var field = HeadlessTextField(model: text)
            field.tap()
            field.select(NSRange(location: caret, length: 0))
            field.deleteBackward()
            #expect(field.text == text)
            #expect(field.log.last?.hasPrefix("refused: ") == true)
        }
    }

    @Test func autocorrectOnEndReachesTheBindingBeforeEditingEnds() {
        var field = HeadlessTextField(model: "")
        field.tap()
        field.type("teh")
        field.clearLog()
        field.replaceWithoutProposal("the")
        field.resign()
        #expect(field.model == "the")
        #expect(field.log == ["binding ← the", "isEditing false"])
    }

    @Test func disablingWhileEditingDefersTheWritesItCausesUntilAfterTheUpdate() {
        var field = HeadlessTextField(model: "draft")
        field.tap()
        field.clearLog()
        field.disableWhileUpdating()
        #expect(!field.isFirstResponder)
        #expect(field.log == ["isEditing false"])
        #expect(field.model == "draft")
    }

    @Test func aSecureFieldKeepsItsTextWhenTypingResumes() {
        var field = HeadlessTextField(model: "secret", isSecure: true)
        field.tap()
        field.type("!")
        #expect(field.text == "secret!")
        #expect(field.model == "secret!")
    }

    @Test func pastingMixedTextInTheMiddleKeepsEveryCharacterAndTheCaretAfterIt() {
        var field = HeadlessTextField(model: "ab")
        field.tap()
        field.select(NSRange(location: 1, length: 0))
        field.type("👨‍👩‍👧🇨🇳你e\u{301}")
        #expect(field.model == "a👨‍👩‍👧🇨🇳你e\u{301}b")
        #expect(field.selection == NSRange(location: 1 + "👨‍👩‍👧🇨🇳你e\u{301}".utf16.count, length: 0))
    }

    @Test func clearingDuringACompositionEndsItAndTypingGoesOn() {
        var field = HeadlessTextField(model: "ab")
        field.tap()
        field.compose("ni")
        field.tapClearButton()
        field.type("x")
        #expect(field.text == "x")
        #expect(field.model == "x")
    }

    @Test func theClearButtonEmptiesBoth() {
        var field = HeadlessTextField(model: "Tom")
        field.tap()
        field.tapClearButton()
        #expect(field.text == "")
        #expect(field.model == "")
    }
}
