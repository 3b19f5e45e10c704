import BridgeCore
import BridgeDoubles
import Foundation
import Testing

/// The content-state binding (`TextFieldWrapper.contentState(_:)`): whether the
/// field holds anything, composition included, and whether an input method
/// composes. A Send button disabled by it is enabled while the first word is
/// composed, and never by a prediction or dictation's placeholder alone.
@Suite("Content state: what a Send button sees")
struct ContentStateTests {
    typealias State = TextFieldContentState
    static let empty = State()
    static let typed = State(hasContent: true)
    static let composing = State(hasContent: true, isComposing: true)

    private func composer(_ model: String = "", submits: Bool = false) -> HeadlessTextView {
        var view = HeadlessTextView(model: model, returnKeySubmits: submits, bindsContentState: true)
        view.tap()
        return view
    }

    @Test func typingAndDeletingFlipItOneWritePerChange() {
        var view = composer()
        #expect(view.contentStateWrites.isEmpty)   // the binding already says empty
        view.type("a")
        #expect(view.contentStateModel == Self.typed)
        view.type("b")
        view.deleteBackward()
        view.deleteBackward()
        #expect(view.contentStateModel == Self.empty)
        #expect(view.contentStateWrites == [Self.typed, Self.empty])
    }

    @Test func aDraftTheAppRestoredCountsFromTheFirstUpdate() {
        let view = HeadlessTextView(model: "Hello", bindsContentState: true)
        #expect(view.contentStateModel == Self.typed)
    }

    /// A value the binding merely holds is not answered: a binding that cannot
    /// hold the view's value (or another view's write to a shared one) would
    /// be rewritten on every update. The field's next change writes it.
    @Test func anAppWriteOfTheTextMovesItAndAStrayWriteOfTheStateWaitsForTheFieldsNextChange() {
        var view = composer("Hi")
        view.setModel("")                           // Send took the draft
        #expect(view.contentStateModel == Self.empty)
        let writes = view.contentStateWrites.count
        view.setContentStateModel(Self.composing)   // the view's to write
        #expect(view.contentStateWrites.count == writes)
        view.type("a")
        #expect(view.contentStateModel == Self.typed)
    }

    /// Before, the view wrote "composing", read back "not composing", wrote
    /// again on the next turn, and so on: one write and one update per turn.
    @Test func aBindingThatCannotHoldIsComposingIsWrittenOncePerChange() {
        var view = HeadlessTextView(model: "", bindsContentState: true)
        view.contentStateBindingDropsComposing = true
        view.tap()
        view.compose("に")
        #expect(!view.runLoopNeverSettled)
        #expect(view.contentStateWrites == [Self.composing])
        view.commitComposition("日本")
        #expect(!view.runLoopNeverSettled)
        #expect(view.contentStateWrites == [Self.composing, Self.typed])
    }

    /// The first word in Japanese: the binding stays "" while it is marked,
    /// so `draft.isEmpty` would keep Send disabled.
    @Test func markedTextCountsFromItsFirstKeystrokeAndTheCommitEndsComposing() {
        var view = composer()
        view.compose("に")
        #expect(view.model == "")
        #expect(view.contentStateModel == Self.composing)
        view.compose("にほ")
        #expect(view.contentStateModel == Self.composing)
        view.commitComposition("日本")
        #expect(view.model == "日本")
        #expect(view.contentStateModel == Self.typed)
        #expect(view.contentStateWrites == [Self.composing, Self.typed])
    }

    @Test func markedTextStartedWithoutAProposalCountsToo() {
        var view = composer()
        view.composeWithoutProposal("ni")
        #expect(view.contentStateModel == Self.composing)
        view.commitCompositionWithoutProposal("你")
        #expect(view.contentStateModel == Self.typed)
    }

    @Test func finishingTheCompositionForSendKeepsTheContentAndEndsComposing() {
        var view = composer()
        view.compose("ni")
        view.finishComposition()
        #expect(view.model == "ni")
        #expect(view.contentStateModel == Self.typed)
    }

    /// A prediction is marked text too, but the keyboard's: alone in the
    /// field it does not count, whichever order UIKit reports it in.
    @Test(arguments: [false, true])
    func aPredictionAloneIsNotContent(reportsCaretFirst: Bool) {
        var view = composer()
        if reportsCaretFirst { view.suggestWithoutProposal("Hello") } else { view.suggest("Hello") }
        #expect(view.markedRange != nil)
        #expect(view.contentStateModel == Self.empty)
        #expect(view.contentStateWrites.isEmpty)    // one write per turn: never a moment of "composing"
    }

    @Test func typedTextWithAPredictionAfterItCountsAndIsNotComposing() {
        var view = composer()
        view.type("Hel")
        view.suggest("lo")
        #expect(view.contentStateModel == Self.typed)
        view.type("p")                              // typing replaces the prediction
        #expect(view.contentStateModel == Self.typed)
    }

    @Test func dictationsPlaceholderAloneIsNotContentTheWordsAre() {
        var view = composer()
        view.startDictation()
        #expect(view.text == "\u{FFFC}")
        #expect(view.contentStateModel == Self.empty)
        view.finishDictation("hello")
        #expect(view.contentStateModel == Self.typed)
        view.setModel("")
        view.startDictation()
        view.cancelDictation()
        #expect(view.contentStateModel == Self.empty)
    }

    @Test func aWritingToolsRewriteKeepsItAndTheResultCounts() {
        var view = composer("teh cat")
        view.beginWritingTools()
        view.showWritingToolsText("The cat.", in: NSRange(location: 0, length: 7), proposing: false)
        #expect(view.model == "teh cat")            // the binding waits for the end
        #expect(view.contentStateModel == Self.typed)
        view.endWritingTools()
        #expect(view.contentStateModel == Self.typed)
        #expect(view.contentStateWrites == [Self.typed])
    }

    @Test func aSingleLineFieldReportsTheSameWay() {
        var field = HeadlessTextField(model: "", bindsContentState: true)
        field.tap()
        field.compose("か")
        #expect(field.contentStateModel == Self.composing)
        field.tapReturn()
        #expect(field.model == "か")
        #expect(field.contentStateModel == Self.typed)
    }

    @Test func withoutABindingNothingIsWritten() {
        var view = HeadlessTextView(model: "")
        view.tap()
        view.type("a")
        #expect(view.contentStateWrites.isEmpty)
    }

    /// The session event by event: inside a view update the write waits, and
    /// a write waits for the scheduler in any case, once per turn.
    @Test func theWriteWaitsForTheSchedulersTurn() {
        var session = TextFieldSession()
        session.tracksContentState = true
        _ = session.handle(.viewUpdateBegan)
        _ = session.handle(.contentStateBindingChanged(Self.empty))
        #expect(session.handle(.modelChanged("Hi")) == [.setFieldText("Hi", selection: nil), .scheduleDeferredWork])
        #expect(session.handle(.viewUpdateEnded) == [])
        #expect(session.handle(.deferredWorkDue) == [.setContentState(Self.typed)])
        #expect(session.handle(.deferredWorkDue) == [])
    }
}
