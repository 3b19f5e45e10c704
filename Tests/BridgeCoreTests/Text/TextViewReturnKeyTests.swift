import BridgeCore
import BridgeDoubles
import Foundation
import Testing

/// Return in a multi-line view: UIKit proposes "\n" as an edit; by default it is
/// one, with `returnKeySubmits` it submits instead (a chat composer). Fed to the
/// session event by event, then played on a headless text view.
@Suite("Text view: Return inserts a newline or submits")
struct TextViewReturnKeyTests {
    func caret(_ offset: Int) -> NSRange { NSRange(location: offset, length: 0) }

    /// A session showing `text`, first responder, caret at the end.
    func editing(_ text: String, submits: Bool) -> TextFieldSession {
        var session = TextFieldSession()
        session.returnKeySubmits = submits
        _ = session.handle(.modelChanged(text))
        _ = session.handle(.beganEditing)
        _ = session.handle(.selectionChanged(caret(text.utf16.count)))
        return session
    }

    // MARK: The session

    @Test func byDefaultReturnIsAnOrdinaryEditThatWritesTheBindingOnce() {
        var session = editing("Hi", submits: false)
        #expect(session.handle(.editProposed(TextEdit(range: caret(2), replacement: "\n"), fieldText: "Hi", isComposing: false)) == [.allowEdit])
        #expect(session.handle(.textChanged("Hi\n", selection: caret(3), isComposing: false)) == [.setBinding("Hi\n")])
        #expect(session.handle(.modelChanged("Hi\n")) == [])
    }

    @Test func aSubmittingReturnCommitsWithoutANewlineOrAResign() {
        var session = editing("Hi", submits: true)
        let effects = session.handle(.editProposed(TextEdit(range: caret(2), replacement: "\n"), fieldText: "Hi", isComposing: false))
        #expect(effects == [.commit])
        #expect(session.isEditing)
        #expect(Array(session.fieldText.utf16) == Array("Hi".utf16))
    }

    /// Autocorrect replaced the last word as Return was tapped, without an
    /// edit: the submit handler reads the text the view shows.
    @Test func aSubmittingReturnWritesTheBindingWithTheShownTextFirst() {
        var session = editing("teh", submits: true)
        let effects = session.handle(.editProposed(TextEdit(range: caret(3), replacement: "\n"), fieldText: "the", isComposing: false))
        #expect(effects == [.setBinding("the"), .commit])
    }

    /// Return while an input method composes confirms the composition: even a
    /// "\n" proposed then is an edit, never a submit.
    @Test func returnDuringACompositionIsNeverASubmit() {
        var session = editing("", submits: true)
        _ = session.handle(.editProposed(TextEdit(range: caret(0), replacement: "ni"), fieldText: "", isComposing: false))
        _ = session.handle(.textChanged("ni", selection: caret(2), isComposing: true))
        let effects = session.handle(.editProposed(TextEdit(range: NSRange(location: 0, length: 2), replacement: "\n"), fieldText: "ni", isComposing: true))
        #expect(effects.contains(.allowEdit))
        #expect(!effects.contains(.commit))
    }

    /// An inline prediction ("lo" after "Hel", the caret before it) is marked
    /// text too, but Return does not confirm it: where the keyboard may show
    /// predictions, a submitting Return drops it and submits "Hel", as a
    /// field's Return does. A composition whose caret is at its end is still
    /// the input method's to confirm.
    @Test func aSubmittingReturnDropsAnInlinePredictionAndSubmits() {
        var session = editing("Hel", submits: true)
        session.showsInlinePredictions = true
        _ = session.handle(.editProposed(TextEdit(range: caret(3), replacement: "lo"), fieldText: "Hel", isComposing: false))
        _ = session.handle(.textChanged("Hello", selection: caret(3), isComposing: true))
        let effects = session.handle(.editProposed(TextEdit(range: caret(3), replacement: "\n"), fieldText: "Hello", isComposing: true))
        #expect(effects == [.endComposition, .setFieldText("Hel", selection: caret(3)), .commit])

        var kana = editing("", submits: true)
        kana.showsInlinePredictions = true
        _ = kana.handle(.editProposed(TextEdit(range: caret(0), replacement: "に"), fieldText: "", isComposing: false))
        _ = kana.handle(.textChanged("に", selection: caret(1), isComposing: true))
        let confirming = kana.handle(.editProposed(TextEdit(range: caret(1), replacement: "\n"), fieldText: "に", isComposing: true))
        #expect(!confirming.contains(.commit))
    }

    @Test func aSubmitDuringAViewUpdateWaitsForTheScheduler() {
        var session = editing("Hi", submits: true)
        _ = session.handle(.viewUpdateBegan)
        #expect(session.handle(.editProposed(TextEdit(range: caret(2), replacement: "\n"), fieldText: "Hi", isComposing: false)) == [.scheduleDeferredWork])
        _ = session.handle(.viewUpdateEnded)
        #expect(session.handle(.deferredWorkDue) == [.commit])
    }

    // MARK: A headless text view

    @Test func returnInsertsANewlineByDefaultOneBindingWritePerKeystrokeNoEcho() {
        var view = HeadlessTextView(model: "")
        view.tap()
        view.type("a")
        view.tapReturn()
        view.type("b")
        view.tapReturn()
        #expect(Array(view.text.utf16) == Array("a\nb\n".utf16))
        #expect(Array(view.model.utf16) == Array(view.text.utf16))
        #expect(view.selection == caret(4))
        #expect(view.bindingWrites == 4)
        #expect(view.fieldWrites == 0)
        #expect(view.isFirstResponder)
        #expect(!view.log.contains("return"))
    }

    @Test func returnOverASelectionReplacesItWithANewline() {
        var view = HeadlessTextView(model: "one two")
        view.tap()
        view.select(NSRange(location: 3, length: 1))
        view.tapReturn()
        #expect(view.model == "one\ntwo")
        #expect(view.selection == caret(4))
    }

    @Test func aSubmittingReturnCommitsTheTextKeepsTheKeyboardAndAddsNoNewline() {
        var view = HeadlessTextView(model: "", returnKeySubmits: true)
        view.tap()
        view.type("H")
        view.type("i")
        view.tapReturn()
        #expect(view.text == "Hi")
        #expect(view.model == "Hi")
        #expect(view.selection == caret(2))
        #expect(view.isFirstResponder)
        #expect(view.log == ["isEditing true", "binding ← H", "binding ← Hi", "return"])
        #expect(view.fieldWrites == 0)
        // The app clears the composer in its submit handler; typing goes on.
        view.setModel("")
        view.type("x")
        #expect(view.model == "x")
    }

    /// Played on the view: with a prediction showing, a composer's Return sends
    /// what the user typed, never the prediction, and never a newline; a
    /// view that does not submit gets the newline, and the prediction goes.
    @Test func returnOverAnInlinePredictionSubmitsWhatWasTyped() {
        var composer = HeadlessTextView(model: "", returnKeySubmits: true)
        composer.tap()
        composer.type("Hel")
        composer.suggest("lo")
        composer.tapReturnOverSuggestion()
        #expect(composer.text == "Hel")
        #expect(composer.model == "Hel")
        #expect(composer.log.last == "return")
        #expect(composer.isFirstResponder)

        var notes = HeadlessTextView(model: "")
        notes.tap()
        notes.type("Hel")
        notes.suggest("lo")
        notes.tapReturnOverSuggestion()
        #expect(notes.text == "Hel\n")
        #expect(notes.model == "Hel\n")
        #expect(!notes.log.contains("return"))
    }

    @Test func returnDuringPinyinConfirmsTheCompositionInsteadOfSubmitting() {
        var view = HeadlessTextView(model: "", returnKeySubmits: true)
        view.tap()
        view.compose("n")
        view.compose("ni")
        #expect(view.model == "")
        view.tapReturn()
        #expect(view.markedRange == nil)
        #expect(view.text == "ni")
        #expect(view.model == "ni")
        #expect(!view.log.contains("return"))
        // The next Return submits.
        view.tapReturn()
        #expect(view.log.last == "return")
        #expect(view.text == "ni")
    }

    @Test func pastedLinesAndCRLFCountAsCharactersForMaxLength() {
        var view = HeadlessTextView(model: "", rules: TextInputRules(maxLength: 4))
        view.tap()
        view.type("a\r\nb")   // three characters: "\r\n" is one
        view.tapReturn()       // the fourth
        view.tapReturn()       // refused: no room
        #expect(Array(view.text.utf16) == Array("a\r\nb\n".utf16))
        #expect(Array(view.model.utf16) == Array(view.text.utf16))
    }
}
