import BridgeCore
import BridgeDoubles
import Foundation
import Testing

/// `text`'s index `offset` UTF-16 units from its start (inside a character or
/// a surrogate pair when the offset says so).
private func index(_ offset: Int, in text: String) -> String.Index {
    text.utf16.index(text.utf16.startIndex, offsetBy: offset)
}

private func caret(_ offset: Int) -> NSRange { NSRange(location: offset, length: 0) }

@Suite("Selection binding: written when it changes, set by the app, never inside a character")
struct TextFieldSelectionTests {

    /// A field with a selection binding, focused, showing `text` with the caret at its end.
    private func editing(_ text: String = "", rules: TextInputRules = TextInputRules()) -> HeadlessTextField {
        var field = HeadlessTextField(model: text, rules: rules, bindsSelection: true)
        field.tap()
        field.select(caret(text.utf16.count))
        return field
    }

    @Test func typingWritesTheCaretOncePerKeystroke() {
        var field = editing()
        #expect(field.selectionWrites.count == 1)   // the caret appeared
        field.type("a")
        field.type("😀")
        #expect(field.selectionModelUTF16 == caret(3))
        #expect(field.selectionModel == TextFieldSelection(insertionPoint: field.model.endIndex))
        #expect(field.selectionWrites.count == 3)
    }

    @Test func theSameSelectionAgainWritesNothing() {
        var field = editing("hello")
        let writes = field.selectionWrites.count
        field.select(caret(5))
        field.setModel("hello")
        #expect(field.selectionWrites.count == writes)
        field.select(NSRange(location: 1, length: 2))
        #expect(field.selectionModelUTF16 == NSRange(location: 1, length: 2))
        #expect(field.selectionWrites.count == writes + 1)
    }

    @Test func markedTextNeverReachesTheSelectionBinding() {
        var field = editing()
        let writes = field.selectionWrites.count
        field.compose("n")
        field.compose("ni")
        #expect(field.selectionWrites.count == writes)
        field.commitComposition("你")
        #expect(field.selectionWrites.count == writes + 1)
        #expect(field.selectionModelUTF16 == caret(1))
    }

    @Test func dictationWritesTheSelectionOnlyOnceTheWordsAreIn() {
        var field = editing("a")
        let writes = field.selectionWrites.count
        field.startDictation()
        #expect(field.selectionWrites.count == writes)
        field.finishDictation("hello")
        #expect(field.selectionWrites.count == writes + 1)
        #expect(field.selectionModelUTF16 == caret(6))
    }

    /// "ab|" written as "你b|": the caret keeps its UTF-16 offset, but its
    /// index moves (你 is three UTF-8 bytes): the binding gets the new index.
    @Test func anAppWriteBeforeTheCaretRewritesTheIndices() {
        var field = editing("ab")
        field.setModel("你b")
        #expect(field.selection == caret(2))
        #expect(field.selectionModel == TextFieldSelection(insertionPoint: field.model.endIndex))
    }

    @Test func anAppWriteCarriesTheSelectionThroughTheChange() {
        var field = editing("1234")
        field.setModel("12-34")
        #expect(field.selectionModelUTF16 == caret(5))
    }

    @Test func aRuleThatCutsAPasteLeavesTheBindingAtTheCaret() {
        var field = editing(rules: TextInputRules(maxLength: 3))
        field.type("abcdef")
        #expect(field.model == "abc")
        #expect(field.selectionModelUTF16 == caret(3))
    }

    @Test func settingTheBindingSelectsInTheField() {
        var field = editing("hello")
        let writes = field.selectionWrites.count
        field.setSelectionModel(TextFieldSelection(range: index(1, in: "hello")..<index(3, in: "hello")))
        #expect(field.selection == NSRange(location: 1, length: 2))
        #expect(field.selectionWrites.count == writes)   // the app's value stands
    }

    /// A caret inside "é" (e + U+0301) or inside 😀's surrogate pair moves to
    /// the character's start; the binding gets the moved value.
    @Test func aCaretInsideACharacterMovesToItsStart() {
        for text in ["e\u{301}x", "😀x", "🇨🇳x"] {
            var field = editing(text)
            field.setSelectionModel(TextFieldSelection(insertionPoint: index(1, in: text)))
            #expect(field.selection == caret(0), "\(text)")
            #expect(field.selectionModel == TextFieldSelection(insertionPoint: field.model.startIndex))
        }
    }

    /// A range whose bounds split characters selects them whole.
    @Test func aRangeSplittingCharactersSelectsThemWhole() {
        let text = "a👨‍👩‍👧b"
        var field = editing(text)
        field.setSelectionModel(TextFieldSelection(range: index(2, in: text)..<index(4, in: text)))
        #expect(field.selection == NSRange(location: 1, length: 8))
        #expect(field.selectionModelUTF16 == NSRange(location: 1, length: 8))
    }

    @Test func anIndexPastTheEndIsTheEnd() {
        let longer = "hello, world"
        var field = editing("hello")
        field.setSelectionModel(TextFieldSelection(range: index(2, in: longer)..<index(9, in: longer)))
        #expect(field.selection == NSRange(location: 2, length: 3))
        #expect(field.selectionModelUTF16 == NSRange(location: 2, length: 3))
    }

    @Test func theAppSetsTextAndSelectionInOneAction() {
        var field = editing("hi")
        let text = "hi 👋 there"
        field.setSelectionModel(TextFieldSelection(insertionPoint: index(5, in: text)), text: text)
        #expect(field.text == text)
        #expect(field.selection == caret(5))
        #expect(field.selectionModelUTF16 == caret(5))
    }

    @Test func aSelectionSetWhileComposingWaitsForTheCommit() {
        var field = editing("ab")
        field.compose("ni")
        field.setSelectionModel(TextFieldSelection(insertionPoint: "ab".startIndex))
        #expect(field.markedRange != nil)
        field.commitComposition("你")
        #expect(field.selectionModelUTF16 == field.selection)
        #expect(field.selection == caret(3))
    }

    @Test func nilWhileEditingIsAnsweredWithTheFieldsSelection() {
        var field = editing("abc")
        field.setSelectionModel(nil)
        #expect(field.selectionModelUTF16 == caret(3))
    }

    @Test func theBindingIsNilOnceEditingEnds() {
        var field = editing("abc")
        field.resign()
        #expect(field.selectionModel == nil)
    }

    @Test func aValueSetBeforeEditingAppliesAsEditingBegins() {
        var field = HeadlessTextField(model: "hello", bindsSelection: true)
        field.setSelectionModel(TextFieldSelection(insertionPoint: index(2, in: "hello")))
        #expect(field.selectionWrites.isEmpty)
        field.tap()
        #expect(field.selection == caret(2))
    }

    /// Indices set against one text never read another: the text changed
    /// before editing began, so the value is dropped and the field's own
    /// selection written (converting it could read past the new text's end).
    @Test func aValueSetBeforeEditingIsDroppedWhenTheTextChangesFirst() {
        var field = HeadlessTextField(model: "hello there", bindsSelection: true)
        field.setSelectionModel(TextFieldSelection(insertionPoint: index(9, in: "hello there")))
        field.setModel("hi")
        field.tap()
        #expect(field.selection == caret(2))
        #expect(field.selectionModel == TextFieldSelection(insertionPoint: "hi".endIndex))
    }

    /// The value set before editing is applied after UIKit's own caret for the
    /// tap, on the next turn, so the tap does not overwrite it.
    @Test func aValueSetBeforeEditingIsAppliedAfterBeganEditing() {
        var session = TextFieldSession()
        session.tracksSelection = true
        _ = session.handle(.modelChanged("hello"))
        _ = session.handle(.selectionBindingChanged(TextFieldSelection(insertionPoint: index(2, in: "hello"))))
        #expect(session.handle(.beganEditing).contains(.scheduleDeferredWork))
        _ = session.handle(.selectionChanged(caret(5)))               // UIKit's caret for the tap
        #expect(session.handle(.deferredWorkDue).contains(.setSelection(caret(2))))
    }

    /// A caret UIKit moves while SwiftUI updates the view is written after the
    /// update, and an update still showing the old value does not undo it.
    @Test func aWriteDuringAViewUpdateWaitsAndSurvivesAStaleUpdate() {
        var session = TextFieldSession()
        session.tracksSelection = true
        _ = session.handle(.modelChanged("abc"))
        _ = session.handle(.beganEditing)
        _ = session.handle(.viewUpdateBegan)
        #expect(session.handle(.selectionChanged(caret(1))) == [.scheduleDeferredWork])
        #expect(session.handle(.selectionBindingChanged(nil)) == [])
        _ = session.handle(.viewUpdateEnded)
        let text = session.fieldText
        #expect(session.handle(.deferredWorkDue) == [.setSelectionBinding(TextFieldSelection(insertionPoint: index(1, in: text)))])
    }

    /// UIKit reports the caret of an allowed edit before the edit's text: only
    /// the text's report writes the binding.
    @Test func theCaretOfAnAllowedEditIsWrittenOnceWithItsText() {
        var session = TextFieldSession()
        session.tracksSelection = true
        _ = session.handle(.modelChanged(""))
        _ = session.handle(.beganEditing)
        #expect(session.handle(.editProposed(TextEdit(range: caret(0), replacement: "a"), fieldText: "", isComposing: false)) == [.allowEdit])
        #expect(session.handle(.selectionChanged(caret(1))) == [])
        let effects = session.handle(.textChanged("a", selection: caret(1), isComposing: false))
        #expect(effects.filter { if case .setSelectionBinding = $0 { true } else { false } }.count == 1)
    }

    @Test func withoutASelectionBindingNothingIsWritten() {
        var field = HeadlessTextField(model: "")
        field.tap()
        field.type("abc")
        field.select(NSRange(location: 0, length: 2))
        #expect(field.selectionWrites.isEmpty)
    }
}

extension TextFieldSelectionTests {
    /// "ab|xy" written as "cd|xy": same offsets, but the indices now point into
    /// the app's text (on Apple platforms the field's text is UTF-16 inside, the
    /// app's UTF-8, and indices of one mean nothing in the other): written again.
    @Test func anAppWriteBeforeTheCaretWritesTheIndicesAgainEvenAtTheSameOffsets() {
        var field = HeadlessTextField(model: "abxy", bindsSelection: true)
        field.tap()
        field.select(caret(2))
        let writes = field.selectionWrites.count
        field.setModel("cdxy")
        #expect(field.selection == caret(2))
        #expect(field.selectionWrites.count == writes + 1)
        field.setModel("cdxyz")   // after the caret: the indices stand
        #expect(field.selectionWrites.count == writes + 1)
    }
}
