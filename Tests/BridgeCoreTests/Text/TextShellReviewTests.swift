import BridgeCore
import BridgeDoubles
import Foundation
import Testing

/// The text shell review (items 2–6, 9, 11): what a device would do with the
/// round's text changes, played by the headless field and text view. Each
/// test failed before the session learned the rule it names.
@Suite("Text, shell review: undo while replaying, secure toggles, removal with marked text, Writing Tools, predictions")
struct TextShellReviewTests {

    // MARK: 2 — never empty the history while UIKit replays a step

    @Test func aStaleStepRefusedDuringUndoClearsTheHistoryAfterTheUndo() {
        var field = HeadlessTextField(model: "")
        field.tap()
        for letter in ["a", "b", "c"] { field.type(letter) }
        field.replaceWithoutProposal("a")       // autocorrect: UIKit's steps now describe other text
        field.undo()                            // proposes (2, 1) of "a": refused, history cleared
        #expect(field.undoClearsDuringUndo == 0)
        #expect(field.undoSteps.isEmpty && field.redoSteps.isEmpty)
        #expect(field.text == "a" && field.model == "a")
    }

    @Test func theUndoClearWaitsOnlyWhileUIKitReplaysOrGroups() {
        typealias Timing = TextFieldSession.UndoHistoryClear
        #expect(Timing(isUndoing: false, isRedoing: false, groupingLevel: 0) == .now)
        #expect(Timing(isUndoing: true, isRedoing: false, groupingLevel: 0) == .afterUndo)
        #expect(Timing(isUndoing: false, isRedoing: true, groupingLevel: 0) == .afterUndo)
        #expect(Timing(isUndoing: false, isRedoing: false, groupingLevel: 1) == .afterUndo)
        // A group still open on later turns keeps it waiting, a bounded number
        // of turns; then the clear is skipped, never run with the group open.
        #expect(Timing(isUndoing: false, isRedoing: false, groupingLevel: 1, turnsWaited: 1) == .afterUndo)
        #expect(Timing(isUndoing: false, isRedoing: false, groupingLevel: 1, turnsWaited: Timing.maximumWaits - 1) == .afterUndo)
        #expect(Timing(isUndoing: false, isRedoing: false, groupingLevel: 1, turnsWaited: Timing.maximumWaits) == .never)
        #expect(Timing(isUndoing: true, isRedoing: false, groupingLevel: 0, turnsWaited: Timing.maximumWaits) == .never)
        #expect(Timing(isUndoing: false, isRedoing: false, groupingLevel: 0, turnsWaited: 3) == .now)
        // A manager found up the chain, or a field that records no typing of its own.
        #expect(Timing(isSuperviewsManager: true, isUndoing: false, isRedoing: false, groupingLevel: 0) == .never)
        #expect(Timing(recordsOwnTyping: false, isUndoing: false, isRedoing: false, groupingLevel: 0) == .never)
    }

    /// `UIResponder.undoManager` walks the chain: an unfocused field answers
    /// its view controller's (or document's) manager, which is not the
    /// window's and holds the app's own steps.
    @Test func anAppWriteNeverClearsAManagerFoundUpTheResponderChain() {
        var chain = HeadlessUndoResponders(viewControllersManager: 7)
        chain.steps = [7: 3]
        #expect(chain.clearUndoHistory() == .never)
        #expect(chain.steps[7] == 3)
        chain.isFirstResponder = true              // the field's own manager now
        #expect(chain.clearUndoHistory() == .now)
        #expect(chain.steps[7] == 3)
        var textView = HeadlessUndoResponders(isTextView: true)
        textView.steps = [1: 2]
        #expect(textView.clearUndoHistory() == .now && textView.steps[1] == 0)
    }

    // MARK: 3, 4 — a secure field never loses its text to UIKit's clear

    @Test(arguments: [false, true])
    func turningSecureOnWhileEditingKeepsTheTextThroughTyping(clearOutlivesWrites: Bool) {
        var field = HeadlessTextField(model: "")
        field.secureClearOutlivesTextWrites = clearOutlivesWrites
        field.tap()
        field.type("pw")
        field.setSecure(true)                   // "hide password" while typing
        field.type("1")
        field.type("2")
        field.type("3")
        #expect(field.text == "pw123" && field.model == "pw123")
    }

    /// UIKit's mark to clear may survive the session's own write of the first
    /// keystroke; the second then comes back as the keystroke alone.
    @Test(arguments: [false, true])
    func aSecureFieldKeepsItsTextWhicheverKeystrokeUIKitClearsOn(clearOutlivesWrites: Bool) {
        var field = HeadlessTextField(model: "pw", isSecure: true)
        field.secureClearOutlivesTextWrites = clearOutlivesWrites
        field.tap()
        for digit in ["1", "2", "3", "4"] { field.type(digit) }
        #expect(field.text == "pw1234" && field.model == "pw1234")
        #expect(!field.log.contains("binding ← 2"))
        if !clearOutlivesWrites { #expect(field.revealedCharacters == 3) }
    }

    // MARK: 5 — removal with marked text

    @Test func removingTheViewDuringACompositionKeepsTheBindingWithoutIt() {
        var field = HeadlessTextField(model: "Tokyo ")
        field.tap()
        field.compose("に")
        field.compose("にほ")
        field.remove(resignReachesDelegate: true)
        #expect(field.model == "Tokyo ")
        #expect(field.writesUnderMarkedText == 0)
    }

    @Test func removingTheViewAfterTheAppClearedTheQueryKeepsTheAppsValue() {
        var field = HeadlessTextField(model: "")
        field.tap()
        field.type("Hel")
        field.suggest("lo")
        field.model = ""                        // Cancel: the app clears the query, then removes the field
        field.remove(resignReachesDelegate: false)
        #expect(field.model == "")
        #expect(field.writesUnderMarkedText == 0)
    }

    @Test func removingTheViewDuringACompositionStillEndsEditingOnce() {
        var field = HeadlessTextField(model: "")
        field.tap()
        field.compose("n")
        field.clearLog()
        field.remove(resignReachesDelegate: true)
        #expect(field.log == ["isEditing false"])
        #expect(field.model == "")
    }

    // MARK: 6 — removal during Writing Tools

    @Test func removingTheViewDuringWritingToolsWritesTheBindingAfterTheUpdate() {
        var view = HeadlessTextView(model: "teh cat")
        view.tap()
        view.beginWritingTools()
        view.showWritingToolsText("The cat.", in: NSRange(location: 0, length: 7), proposing: false)
        view.remove(resignReachesDelegate: true)
        #expect(view.bindingWritesDuringUpdate == 0)
        #expect(view.model == "The cat.")
    }

    // MARK: 7 — a missed end of Writing Tools, recovered at the next change or selection

    @Test func aMissedWritingToolsEndEndsAtTheNextSelectionMove() {
        var view = HeadlessTextView(model: "teh cat", rules: TextInputRules(maxLength: 9))
        view.tap()
        view.beginWritingTools()
        view.showWritingToolsText("The cat sat.", in: NSRange(location: 0, length: 7), proposing: false)
        view.missWritingToolsEnd()
        view.select(NSRange(location: 12, length: 0))
        #expect(view.model == "The cat sat.")      // the rewrite, whole past the limit
        view.type("!")                               // typing is held to the limit again
        #expect(view.text == "The cat sat." && view.model == "The cat sat.")
    }

    @Test func aMissedWritingToolsEndEndsAtTheNextChange() {
        var view = HeadlessTextView(model: "teh cat")
        view.tap()
        view.beginWritingTools()
        view.showWritingToolsText("The cat.", in: NSRange(location: 0, length: 7), proposing: false)
        view.missWritingToolsEnd()
        view.replaceWithoutProposal("The cat!")      // autocorrect, say: UIKit reports a change
        #expect(!view.session.isWritingToolsActive)
        #expect(view.model == "The cat!")
    }

    /// `isWritingToolsActive` is true from the moment
    /// `textViewWritingToolsWillBegin(_:)` completes (UITextView.h, iOS 26.2
    /// SDK): an update right after the start does not end the session, and
    /// an inactive view after a missed end does, seen active or not (issue 37,
    /// item 2; before, a session never seen active never ended).
    @Test func aSessionRunsUntilTheViewSaysInactiveThenEndsAsMissed() {
        var view = HeadlessTextView(model: "teh cat")
        view.tap()
        view.beginWritingTools()
        view.update()                                // SwiftUI updates while UIKit says active
        #expect(view.session.isWritingToolsActive)
        view.showWritingToolsText("The cat.", in: NSRange(location: 0, length: 7), proposing: false)
        #expect(view.session.isWritingToolsActive && view.model == "teh cat")
        view.missWritingToolsEnd()
        view.updateThenRunMainQueue()                // now inactive: a missed end
        #expect(!view.session.isWritingToolsActive)
        #expect(view.model == "The cat.")
    }

    // MARK: 11 — a composition is not a prediction because of where its caret is

    @Test func aCompositionWhoseCaretMovedToItsStartSurvivesAnAppSelection() {
        var field = HeadlessTextField(model: "ab", bindsSelection: true)
        field.tap()
        field.compose("に")
        field.compose("にほん")
        field.select(NSRange(location: 2, length: 0))   // the user moves the caret to the composition's start
        field.setSelectionModel(TextFieldSelection(insertionPoint: field.model.startIndex))
        #expect(field.text == "abにほん")
        #expect(field.markedRange == NSRange(location: 2, length: 3))
        field.commitComposition("日本")
        #expect(field.model == "ab日本")
    }

    @Test func aCompositionWhoseCaretMovedToItsStartHoldsTheKeyboardReload() {
        var field = HeadlessTextField(model: "")
        field.tap()
        field.compose("にほ")
        field.select(NSRange(location: 0, length: 0))
        field.changeKeyboardSettings()
        #expect(field.text == "にほ" && field.markedRange != nil)
        #expect(field.keyboardReloads == 0)
    }
}
