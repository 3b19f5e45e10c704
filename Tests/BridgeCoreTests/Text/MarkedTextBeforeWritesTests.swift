import BridgeCore
import BridgeDoubles
import Foundation
import Testing

/// An app write, or Return and `finishTextComposition` dropping a prediction,
/// while marked text shows: the composition ends (`unmarkText()`) before the
/// session writes `text =`, never after. Writing under marked text leaves the
/// input system a marked range into the old text (kyle-n/HighlightedTextEditor#75:
/// duplicated text, then "attempt to create backwards NSTextRange" under an
/// iOS 17 inline prediction).
@Suite struct MarkedTextBeforeWritesTests {

    @Test(arguments: TextControl.allCases)
    func anAppWriteDuringACompositionEndsItFirst(control: TextControl) {
        func check<Kind: PropertyTestedTextInput>(_: Kind.Type) {
            var input = Kind.make(model: "ab")
            input.tap()
            input.compose("ni")
            input.setModel("xyz")
            #expect(input.text == "xyz")
            #expect(input.markedRange == nil)
            #expect(input.writesUnderMarkedText == 0)
        }
        check(control.kind)
    }

    @Test(arguments: TextControl.allCases)
    func anAppWriteUnderAnInlinePredictionEndsItFirst(control: TextControl) {
        func check<Kind: PropertyTestedTextInput>(_: Kind.Type) {
            var input = Kind.make(model: "Hel")
            input.tap()
            input.suggest("lo")
            input.setModel("Help")
            #expect(input.text == "Help")
            #expect(input.model == "Help")
            #expect(input.writesUnderMarkedText == 0)
        }
        check(control.kind)
    }

    @Test(arguments: TextControl.allCases)
    func finishingACompositionDropsAPredictionAfterUnmarking(control: TextControl) {
        func check<Kind: PropertyTestedTextInput>(_: Kind.Type) {
            var input = Kind.make(model: "Hel")
            input.tap()
            input.suggest("lo")
            input.finishComposition()
            #expect(input.text == "Hel")
            #expect(input.model == "Hel")
            #expect(input.writesUnderMarkedText == 0)
        }
        check(control.kind)
    }

    @Test func returnInAFieldDropsAPredictionAfterUnmarking() {
        var field = HeadlessTextField(model: "Hel")
        field.tap()
        field.suggest("lo")
        field.tapReturn()
        #expect(field.model == "Hel")
        #expect(field.writesUnderMarkedText == 0)
    }

    @Test func returnThatSubmitsDropsAPredictionAfterUnmarking() {
        var view = HeadlessTextView(model: "Hel", returnKeySubmits: true)
        view.tap()
        view.suggest("lo")
        view.tapReturnOverSuggestion()
        #expect(view.model == "Hel")
        #expect(view.writesUnderMarkedText == 0)
    }
}

extension MarkedTextBeforeWritesTests {
    @Test func theClearButtonDuringACompositionEndsItFirst() {
        var field = HeadlessTextField(model: "ab")
        field.tap()
        field.compose("ni")
        field.tapClearButton()
        #expect(field.text == "")
        #expect(field.model == "")
        #expect(field.writesUnderMarkedText == 0)
    }
}
