import BridgeCore
import BridgeDoubles
import Foundation
import Testing

/// Rules judge the edit the user made, as UIKit reported it, and never what a
/// comparison of the old and new text guesses it was; caret and text agree
/// with the field unit by unit.
@Suite("Text rules judge the typed edit, compared in UTF-16 units")
struct TextRulesJudgeTheTypedEditTests {
    private func units(_ text: String) -> [UInt16] { Array(text.utf16) }

    @Test func aDroppedMarkLeavesTheLetterBeforeIt() {
        var field = HeadlessTextField(model: "", rules: TextInputRules(allowedCharacters: CharacterSet(charactersIn: "a"..."z")))
        field.tap()
        for letter in ["c", "a", "f", "e", "\u{301}"] { field.type(letter) }
        #expect(units(field.text) == units("cafe"))
        #expect(units(field.model) == units("cafe"))
    }

    @Test func aDroppedSkinToneLeavesTheEmojiBeforeIt() {
        var field = HeadlessTextField(model: "ok 👍", rules: TextInputRules(allowedCharacters: CharacterSet.letters.union(.whitespaces)))
        field.tap()
        field.type("🏽")
        #expect(units(field.text) == units("ok 👍"))
        #expect(units(field.model) == units("ok 👍"))
    }

    @Test func anAccentAddedWithoutAKeystrokeIsDroppedAloneToo() {
        // Dictation or autocorrect changes the text without proposing an edit.
        var field = HeadlessTextField(model: "cafe", rules: TextInputRules(allowedCharacters: CharacterSet(charactersIn: "a"..."z")))
        field.tap()
        field.replaceWithoutProposal("cafe\u{301}")
        #expect(units(field.text) == units("cafe"))
        #expect(units(field.model) == units("cafe"))
    }

    @Test func anInputMethodCommitThatDoesNotFitIsCutWhereItWasComposed() {
        var field = HeadlessTextField(model: "你好", rules: TextInputRules(maxLength: 3))
        field.tap()
        field.select(NSRange(location: 0, length: 0))
        field.compose("n")
        field.compose("nihaoma")
        field.commitComposition("你好吗")
        #expect(units(field.text) == units("你你好"))
        #expect(units(field.model) == units("你你好"))
        #expect(field.selection == NSRange(location: 1, length: 0))
    }

    @Test func aCommitUIKitDoesNotProposeIsStillCutWhereItWasComposed() {
        var session = TextFieldSession(rules: TextInputRules(maxLength: 3))
        _ = session.handle(.modelChanged("你好"))
        _ = session.handle(.beganEditing)
        _ = session.handle(.selectionChanged(NSRange(location: 0, length: 0)))
        let n = TextEdit(range: NSRange(location: 0, length: 0), replacement: "n")
        #expect(session.handle(.editProposed(n, fieldText: "你好", isComposing: false)) == [.allowEdit])
        #expect(session.handle(.textChanged("n你好", selection: NSRange(location: 1, length: 0), isComposing: true)) == [])
        // The input method replaces its marked text and unmarks it without asking.
        #expect(session.handle(.textChanged("你好吗你好", selection: NSRange(location: 3, length: 0), isComposing: false))
                == [.setFieldText("你你好", selection: NSRange(location: 1, length: 0)), .setBinding("你你好")])
    }

    @Test(arguments: [
        ("\u{E17}\u{E35}\u{E48}\u{E19}\u{E35}\u{E48}", 1, NSRange(location: 2, length: 1), "\u{E17}\u{E35}\u{E19}\u{E35}\u{E48}"),
        ("e\u{301}", 0, NSRange(location: 1, length: 1), "e"),
        ("ab\u{915}\u{94D}\u{937}", 2, NSRange(location: 4, length: 1), "ab\u{915}\u{94D}"),
    ])
    func deletingInsideAnAppValueOverTheLimitRemovesOnlyWhatWasDeleted(text: String, limit: Int, deleted: NSRange, expected: String) {
        var field = HeadlessTextField(model: text, rules: TextInputRules(maxLength: limit))
        field.tap()
        field.select(deleted)
        field.deleteBackward()
        #expect(units(field.text) == units(expected))
        #expect(units(field.model) == units(expected))
    }

    @Test func backspaceOnASpaceBetweenFlagLettersKeepsEveryLetter() {
        // 🇨, a space, 🇺🇸, "ab": five characters with a limit of three.
        var field = HeadlessTextField(model: "🇨 🇺🇸ab", rules: TextInputRules(maxLength: 3))
        field.tap()
        field.select(NSRange(location: 3, length: 0))
        field.deleteBackward()
        #expect(units(field.text) == units("🇨🇺🇸ab"))
        #expect(units(field.model) == units("🇨🇺🇸ab"))
    }

    @Test func retypingTheSelectedLetterInASecureFieldMovesTheCaretPastIt() {
        var field = HeadlessTextField(model: "abc", isSecure: true)
        field.tap()
        field.select(NSRange(location: 1, length: 1))
        field.type("b")
        #expect(field.text == "abc")
        #expect(field.selection == NSRange(location: 2, length: 0))
        #expect(field.session.selection == field.selection)
    }

    /// The paste does not fit and is refused whole: UIKit keeps the selection
    /// when a delegate refuses (issue 30, item 15).
    @Test func aPasteThatDoesNotFitOverASelectionKeepsTheSelection() {
        var field = HeadlessTextField(model: "你a👨b", rules: TextInputRules(maxLength: 4))
        field.tap()
        field.select(NSRange(location: 0, length: 1))
        field.type("你\u{E9}😀")
        #expect(field.text == "你a👨b")
        #expect(field.selection == NSRange(location: 0, length: 1))
        #expect(field.session.selection == field.selection)
    }

    @Test func anAppValueSpelledDifferentlyIsWrittenIntoTheField() {
        var field = HeadlessTextField(model: "\u{E9}")
        field.setModel("e\u{301}")
        #expect(units(field.text) == units("e\u{301}"))
    }

    @Test func aFieldChangeToADifferentSpellingReachesTheBinding() {
        var field = HeadlessTextField(model: "e\u{301}")
        field.tap()
        field.replaceWithoutProposal("\u{E9}")
        #expect(units(field.model) == units("\u{E9}"))
    }

    /// A caret never sits inside a character. Typing "e" before a lone accent
    /// makes "é" of both, and the caret stays before that character, so the next
    /// letter goes in front of it: the order is reversed, as the docs say.
    @Test func typingBeforeAJoiningMarkLeavesTheCaretBeforeTheJoinedCharacter() {
        var field = HeadlessTextField(model: "\u{301}")
        field.tap()
        field.select(NSRange(location: 0, length: 0))
        field.type("e")
        #expect(field.selection == NSRange(location: 0, length: 0))
        field.type("f")
        #expect(units(field.text) == units("fe\u{301}"))
        #expect(units(field.model) == units("fe\u{301}"))
    }
}
