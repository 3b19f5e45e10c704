import BridgeCore
import BridgeDoubles
import Foundation
import Testing

/// Writing Tools (iOS 18.1+) changes a text view's text repeatedly during a
/// session; the session applies no rule, takes no app write and writes no
/// binding until it ends, then writes the final text once.
@Suite struct WritingToolsTests {

    private func editing(_ model: String, rules: TextInputRules = TextInputRules(), bindsSelection: Bool = false) -> HeadlessTextView {
        var view = HeadlessTextView(model: model, rules: rules, bindsSelection: bindsSelection)
        view.tap()
        view.clearLog()
        return view
    }

    @Test(arguments: [false, true])
    func theRewriteReachesTheBindingOnceAtTheEnd(proposesEdits: Bool) {
        var view = editing("teh cat sat")
        view.playWritingTools(rewrite: "The cat sat.", proposesEdits: proposesEdits)
        #expect(view.text == "The cat sat.")
        #expect(view.model == "The cat sat.")
        #expect(view.log == ["binding ← The cat sat."])
        #expect(!view.isWritingToolsActive)
        #expect(!view.session.isWritingToolsActive)
    }

    @Test(arguments: [false, true])
    func theLengthLimitDoesNotCutARewrite(proposesEdits: Bool) {
        var view = editing("hi there", rules: TextInputRules(maxLength: 10))
        let writes = view.fieldWrites
        view.playWritingTools(rewrite: "Hello there, my friend!", proposesEdits: proposesEdits)
        #expect(view.text == "Hello there, my friend!")
        #expect(view.model == "Hello there, my friend!")
        #expect(view.fieldWrites == writes)
        // Typing after it is held to the limit again.
        view.select(NSRange(location: view.text.utf16.count, length: 0))
        view.type("x")
        #expect(view.model == "Hello there, my friend!")
    }

    @Test func revertRestoresTheOriginalWithoutABindingWrite() {
        var view = editing("teh cat", rules: TextInputRules(maxLength: 7))
        let writes = view.fieldWrites
        view.playWritingTools(rewrite: "The cat is on the mat.", choose: .revert, proposesEdits: true)
        #expect(view.text == "teh cat")
        #expect(view.model == "teh cat")
        #expect(view.bindingWrites == 0)
        #expect(view.fieldWrites == writes)
    }

    @Test func anAppWriteDuringASessionLeavesTheTextAndTheChoiceWins() {
        var view = editing("teh cat")
        let writes = view.fieldWrites
        view.beginWritingTools()
        view.showWritingToolsText("The cat.", in: NSRange(location: 0, length: 7), proposing: false)
        view.setModel("teh cat!")           // an onChange normalisation, a sync
        #expect(view.text == "The cat.")
        #expect(view.fieldWrites == writes)
        view.endWritingTools()
        #expect(view.model == "The cat.")
        #expect(view.text == "The cat.")
    }

    @Test func revertAfterAnAppWriteReachesTheBinding() {
        var view = editing("teh cat")
        view.beginWritingTools()
        view.showWritingToolsText("The cat.", in: NSRange(location: 0, length: 7), proposing: false)
        view.setModel("something else")
        view.showWritingToolsText("teh cat", in: NSRange(location: 0, length: 8), proposing: false)
        view.endWritingTools()
        #expect(view.text == "teh cat")
        #expect(view.model == "teh cat")
    }

    @Test func aTransformFormatsTheResultOnceItEnds() {
        var view = editing("HELLO", rules: TextInputRules(transform: .uppercased))
        view.beginWritingTools()
        view.showWritingToolsText("Hello, world", in: NSRange(location: 0, length: 5), proposing: true)
        #expect(view.text == "Hello, world")        // not rewritten mid-session
        #expect(view.bindingWrites == 0)
        view.endWritingTools()
        #expect(view.text == "HELLO, WORLD")
        #expect(view.model == "HELLO, WORLD")
        #expect(view.bindingWrites == 1)
    }

    @Test func aFilterJudgesTheResultAsOneEdit() {
        var view = editing("abc", rules: TextInputRules(allowedCharacters: .letters.union(.whitespaces)))
        view.playWritingTools(rewrite: "abc 123 def")
        #expect(view.text == "abc  def")
        #expect(view.model == "abc  def")
    }

    @Test func theSelectionBindingWaitsForTheEnd() {
        var view = editing("teh cat", bindsSelection: true)
        let before = view.selectionWrites.count
        view.beginWritingTools()
        view.showWritingToolsText("The cat.", in: NSRange(location: 0, length: 7), proposing: false)
        #expect(view.selectionWrites.count == before)
        view.endWritingTools()
        #expect(view.selectionModelUTF16 == NSRange(location: 0, length: 8))
    }

    @Test func editingThatEndsDuringASessionWaitsForItsEnd() {
        var view = editing("teh cat")
        view.beginWritingTools()
        view.showWritingToolsText("The cat.", in: NSRange(location: 0, length: 7), proposing: false)
        view.resign()
        #expect(view.model == "teh cat")
        #expect(view.log == ["isEditing false"])
        view.endWritingTools()
        #expect(view.model == "The cat.")
    }

    @Test func aFieldsPanelResultIsOneEdit() {
        var field = HeadlessTextField(model: "teh cat")
        field.tap()
        field.clearLog()
        field.playWritingTools(rewrite: "The cat.")
        #expect(field.model == "The cat.")
        #expect(field.log == ["binding ← The cat."])
        field.playWritingTools(rewrite: "Other", choose: .revert)
        #expect(field.model == "The cat.")
    }

    /// A field cannot tell the panel's Replace from a paste: a rewrite of the
    /// whole text that does not fit the limit is refused whole, never cut.
    @Test func aFieldsPanelResultOverTheLimitIsRefusedWhole() {
        var field = HeadlessTextField(model: "hi there", rules: TextInputRules(maxLength: 10))
        field.tap()
        field.playWritingTools(rewrite: "Hello there, my friend!")
        #expect(field.text == "hi there")
        #expect(field.model == "hi there")
    }
}

@Suite struct WritingToolsSettingTests {
    @Test func aTextViewNeverGetsTables() {
        let options: TextWritingTools.ResultOptions = [.richText, .table]
        #expect(options.supported(byTextView: true) == [.richText])
        #expect(options.supported(byTextView: false) == [.richText, .table])
    }

    /// `presentationIntent` "implies `RichText`, `List`, and `Table`"
    /// (UITextInputTraits.h), and a text view throws for tables (UITextView.h):
    /// whether it throws for the option that implies them is not documented,
    /// so a text view never gets it.
    @Test func aTextViewNeverGetsPresentationIntentsWhichImplyTables() {
        let options: TextWritingTools.ResultOptions = [.list, .presentationIntent]
        #expect(options.supported(byTextView: true) == [.list])
        #expect(options.supported(byTextView: false) == [.list, .presentationIntent])
        #expect(TextWritingTools.ResultOptions.presentationIntent.supported(byTextView: true) == [.list])
    }

    /// Before iOS 26 UIKit has no presentation-intent option: neither view gets
    /// the bit, and a text view still gets the lists it stands for.
    @Test func beforeIOS26NoViewGetsPresentationIntents() {
        let options: TextWritingTools.ResultOptions = [.richText, .presentationIntent]
        #expect(options.supported(byTextView: false, presentationIntentAvailable: false) == [.richText])
        #expect(options.supported(byTextView: true, presentationIntentAvailable: false) == [.richText, .list])
        #expect(options.supported(byTextView: false, presentationIntentAvailable: true) == [.richText, .presentationIntent])
    }

    @Test func theModifierWinsOverTheEnvironmentOverUIKit() {
        let setting = TextFieldSetting.writingToolsBehavior
        #expect(setting.resolve(modifier: TextWritingTools.Behavior.limited, environment: .complete, uiKitDefault: .default) == .limited)
        #expect(setting.resolve(modifier: nil, environment: TextWritingTools.Behavior.none, uiKitDefault: .default) == TextWritingTools.Behavior.none)
        #expect(setting.resolve(modifier: nil, environment: nil, uiKitDefault: TextWritingTools.Behavior.default) == .default)
    }
}
