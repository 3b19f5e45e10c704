import BridgeCore
import BridgeDoubles
import Foundation
import Testing

/// The text items of the third device read (issue 37: 1–4), played by the
/// headless field and text view: each test failed before the session or the
/// double learned the rule it names.
@Suite("Text, third device read: refusals, missed Writing Tools ends, Return over ranges, the app's first selection")
struct TextThirdDeviceReadTests {

    private func caret(_ location: Int) -> NSRange { NSRange(location: location, length: 0) }

    // MARK: 1 — a refused replacement leaves the selection where it was

    @Test func aKoreanSyllableRefusedAtTheLimitLeavesTheCaretAfterIt() {
        var field = HeadlessTextField(model: "", rules: TextInputRules(maxLength: 2))
        field.tap()
        field.type("가")
        field.type("한")
        field.rebuildSyllableBeforeCaret(as: "하나")   // ㅏ: "하나" for "한", refused whole
        #expect(field.text == "가한" && field.selection == caret(2))
        #expect(field.session.selection == caret(2))
        field.type("ㅋ")                               // the next jamo does not land on "한"
        #expect(field.text == "가한" && field.model == "가한")
    }

    @Test func autocorrectRefusedAtTheLimitLeavesTheWordAndTheCaret() {
        var field = HeadlessTextView(model: "so I dont", rules: TextInputRules(maxLength: 9))
        field.tap()
        field.autocorrectWordBeforeCaret(to: "don't")  // then Space
        #expect(field.text == "so I dont" && field.model == "so I dont")
        #expect(field.selection == caret(9))
    }

    @Test func aPasteRefusedOverTheSelectionStillKeepsIt() {
        var field = HeadlessTextField(model: "abc", rules: TextInputRules(maxLength: 3))
        field.tap()
        field.select(NSRange(location: 1, length: 1))
        field.type("xyz")
        #expect(field.text == "abc" && field.selection == NSRange(location: 1, length: 1))
    }

    // MARK: 2 — a Writing Tools session whose end never arrives

    @Test func aPanelClosedWithNothingChangedAndItsEndMissedEndsAtTheNextUpdate() {
        var view = HeadlessTextView(model: "draft")
        view.tap()
        view.openAndCloseWritingTools(endArrives: false)
        view.setModel("sent")                         // the app's write shows
        #expect(!view.session.isWritingToolsActive)
        #expect(view.text == "sent")
        view.type("!")
        #expect(view.model == "sent!")
    }

    @Test func thePanelClosedWithNothingChangedEndsWithItsEndToo() {
        var view = HeadlessTextView(model: "draft")
        view.tap()
        view.openAndCloseWritingTools(endArrives: true)
        #expect(!view.session.isWritingToolsActive && view.model == "draft")
    }

    /// Limit 10: the rewrite is kept whole past it; a paste over Writing Tools'
    /// own selection of the rewrite, its end missed, is judged by the limit.
    @Test func aPasteAfterAMissedEndIsHeldToTheLimit() {
        var view = HeadlessTextView(model: "hi there", rules: TextInputRules(maxLength: 10))
        view.tap()
        view.beginWritingTools()
        view.showWritingToolsText("there my friend", in: NSRange(location: 3, length: 5), proposing: false)
        view.missWritingToolsEnd()
        view.type("everyone at the office")
        #expect(view.model == "hi there my friend")
        #expect(view.text == "hi there my friend")
    }

    @Test func aResignDuringASessionLeavesNoIndicesPastTheRewrite() {
        var view = HeadlessTextView(model: "a long first draft", bindsSelection: true)
        view.tap()
        view.select(NSRange(location: 18, length: 0))
        view.beginWritingTools()
        view.showWritingToolsText("Short.", in: NSRange(location: 0, length: 18), proposing: false)
        view.resign()
        view.endWritingTools()
        #expect(view.model == "Short.")
        #expect(view.selectionModel == nil)          // as any end of editing writes it
    }

    // MARK: 3 — iOS 26: Return over several ranges submits where Return submits

    @Test func returnOverSeveralRangesSubmitsInAComposer() {
        var composer = HeadlessTextView(model: "abc def", returnKeySubmits: true)
        composer.tap()
        composer.clearLog()
        composer.replace(ranges: [NSRange(location: 0, length: 1), NSRange(location: 4, length: 1)], with: "\n")
        #expect(composer.log == ["return"])
        #expect(composer.text == "abc def" && composer.model == "abc def")
        #expect(composer.isFirstResponder)
    }

    // MARK: 4 — the app's selection set before editing wins over the tap's caret

    @Test func anAppSelectionSetBeforeEditingEndsInTheBindingToo() {
        var field = HeadlessTextField(model: "hello", bindsSelection: true)
        let all = TextFieldSelection(utf16: NSRange(location: 0, length: 5), in: FieldText("hello"))
        field.setSelectionModel(all)                 // select-all on focus
        field.tap()
        #expect(field.selection == NSRange(location: 0, length: 5))
        #expect(field.selectionModel == all)
        #expect(!field.selectionWrites.contains(TextFieldSelection(utf16: caret(5), in: FieldText("hello"))))
    }
}
