import BridgeCore
import BridgeDoubles
import Foundation
import Testing

/// What UIKit's input methods, dictation and app writes do to a wrapped field on
/// a device, played by `HeadlessTextField`: each test failed before the session
/// learned the rule it names.
@Suite("Text on a device: input methods, dictation, predictions and app writes")
struct TextOnADeviceTests {

    /// `.onChange(of: phone) { phone = format(phone) }` while the user types.
    private mutating func typeFormatting(_ field: inout HeadlessTextField, _ digit: String) {
        field.type(digit)
        let digits = field.model.filter(\.isNumber)
        let formatted = digits.count > 2 ? "\(digits.prefix(2))-\(digits.dropFirst(2))" : String(digits)
        if formatted != field.model { field.setModel(formatted) }
    }

    @Test mutating func anAppReformattingTheTextKeepsTheCaretAfterWhatWasTyped() {
        var field = HeadlessTextField(model: "")
        field.tap()
        for digit in ["1", "2", "3", "4"] { typeFormatting(&field, digit) }
        #expect(field.text == "12-34")
        #expect(field.selection == NSRange(location: 5, length: 0))   // the end stays the end
        typeFormatting(&field, "5")
        #expect(field.model == "12-345")                               // not "12-354"
    }

    @Test func aSendThatClearsTheFieldDuringACompositionLeavesNothingToWipeLater() {
        var field = HeadlessTextField(model: "")
        field.tap()
        field.compose("こんにちは")
        #expect(field.model == "")               // the marked text is not the user's yet
        field.setModel("")                       // Send: sends the binding, clears it
        field.setModel("sent")
        field.setModel("")
        #expect(field.text == "")
        #expect(field.markedRange == nil)        // the composition ended with the app's write
        // Whatever the user types next is kept: no deferred write wipes it.
        field.compose("ka")
        field.commitComposition("か")
        #expect(field.model == "か")
        #expect(field.text == "か")
    }

    @Test func finishingTheCompositionBeforeSendingPutsTheMarkedTextInTheBinding() {
        var field = HeadlessTextField(model: "Hi ")
        field.tap()
        field.compose("こんにちは")
        field.finishComposition()                // Send's first line: finishTextComposition()
        #expect(field.model == "Hi こんにちは")
        #expect(field.markedRange == nil)
        field.setModel("")
        #expect(field.text == "")
    }

    @Test(arguments: [
        TextInputRules(),
        TextInputRules(maxLength: 8),
        TextInputRules(allowedCharacters: .letters.union(.whitespaces)),
        TextInputRules(transform: .uppercased),
    ])
    func dictationKeepsItsPlaceholderUntilTheWordsArrive(rules: TextInputRules) {
        var field = HeadlessTextField(model: "Hi ", rules: rules)
        field.tap()
        field.startDictation()
        #expect(field.text.contains("\u{FFFC}"))          // nothing rewrote the placeholder
        #expect(!field.model.contains("\u{FFFC}"))        // and the binding never saw it
        field.finishDictation("there")
        let expected = rules.transform != nil ? "HI THERE" : "Hi there"
        #expect(field.text == expected)
        #expect(field.model == expected)
        #expect(field.log.allSatisfy { !$0.contains("\u{FFFC}") })
    }

    @Test func dictationOverTheLimitIsCutOnceTheWordsArrive() {
        var field = HeadlessTextField(model: "Hi ", rules: TextInputRules(maxLength: 5))
        field.tap()
        field.startDictation()
        field.finishDictation("there")
        #expect(field.text == "Hi th")
        #expect(field.model == "Hi th")
    }

    @Test func anAppWriteDuringDictationWaitsAndTheWordsLandInIt() {
        var field = HeadlessTextField(model: "Hi ")
        field.tap()
        field.startDictation()
        field.setModel("")                       // Send while recognition runs
        #expect(field.text.contains("\u{FFFC}")) // the placeholder stays for the words
        field.finishDictation("there")
        #expect(field.text == "there")
        #expect(field.model == "there")
    }

    @Test func anInlineSuggestionNeverReachesTheBindingOrTheCommit() {
        var field = HeadlessTextField(model: "")
        field.tap()
        for letter in ["H", "e", "l"] { field.type(letter) }
        field.suggest("lo")                      // grey "lo" after the caret, as marked text
        #expect(field.text == "Hello")
        #expect(field.model == "Hel")
        field.tapReturn()
        #expect(field.model == "Hel")
        #expect(field.text == "Hel")
        #expect(!field.log.contains("binding ← Hello"))
    }

    @Test func typingOverASuggestionKeepsOnlyWhatWasTyped() {
        var field = HeadlessTextField(model: "")
        field.tap()
        field.type("H")
        field.suggest("ello")
        field.type("i")
        #expect(field.text == "Hi")
        #expect(field.model == "Hi")
    }

    @Test func clearingWhileASuggestionShowsClearsAtOnce() {
        var field = HeadlessTextField(model: "")
        field.tap()
        field.type("Hel")
        field.suggest("lo")
        field.setModel("")                       // clear after send
        #expect(field.text == "")
        #expect(field.markedRange == nil)
    }

    @Test func finishingTheCompositionDropsASuggestion() {   // the keyboard may show predictions (iOS 17)
        var field = HeadlessTextField(model: "")
        field.tap()
        field.type("Hel")
        field.suggest("lo")
        field.finishComposition()
        #expect(field.text == "Hel")
        #expect(field.model == "Hel")
    }

    @Test func aKoreanSyllableRebuiltAtTheLimitIsRefusedNotCut() {
        var field = HeadlessTextField(model: "", rules: TextInputRules(maxLength: 2))
        field.tap()
        field.type("가")
        field.type("한")
        // ㅏ after "한": the keyboard proposes "하나" for "한".
        field.replace(NSRange(location: 1, length: 1), with: "하나")
        #expect(field.text == "가한")            // not "가하": the ㄴ typed earlier stays
        #expect(field.model == "가한")
    }

    @Test func aKoreanSyllableRebuiltWithRoomIsApplied() {
        var field = HeadlessTextField(model: "", rules: TextInputRules(maxLength: 3))
        field.tap()
        field.type("한")
        field.replace(NSRange(location: 0, length: 1), with: "하나")
        #expect(field.model == "하나")
    }
}

@Suite("Text on a device: what a review of the device's behaviour found")
struct TextOnADeviceReviewTests {

    @Test func dictationCancelledAfterAnAppWriteShowsTheAppsValue() {
        var field = HeadlessTextField(model: "ab")
        field.tap()
        field.startDictation()
        field.setModel("")
        field.cancelDictation()
        #expect(field.text == "")
        #expect(field.model == "")
    }

    @Test func wordsTheRulesRefuseAfterAnAppWriteLeaveTheAppsValueShown() {
        var field = HeadlessTextField(model: "12", rules: TextInputRules(allowedCharacters: .decimalDigits))
        field.tap()
        field.startDictation()
        field.setModel("")
        field.finishDictation("hello")
        #expect(field.text == "")
        #expect(field.model == "")
    }

    @Test func aPastedObjectReplacementCharacterDoesNotFreezeTheBinding() {
        var field = HeadlessTextField(model: "")
        field.tap()
        field.type("a\u{FFFC}b")
        field.replaceWithoutProposal("a\u{FFFC}bc")   // autocorrect, say
        #expect(field.model == "a\u{FFFC}bc")
        field.setModel("x")
        #expect(field.text == "x")
    }

    @Test(arguments: [false, true])
    func finishingDropsMarkedTextBeforeTheCaretOnlyWhenPredictionsMayShow(predictions: Bool) {
        var field = HeadlessTextField(model: "", showsInlinePredictions: predictions)
        field.tap()
        field.compose("かな")
        field.select(NSRange(location: 0, length: 0))   // the caret moved to the start of the marked text
        field.finishComposition()
        #expect(field.model == (predictions ? "" : "かな"))
        field.setModel("")
        field.compose("かな")                             // the caret at its end: always kept
        field.finishComposition()
        #expect(field.model == "かな")
    }

    @Test func withoutInlinePredictionsReturnCommitsMarkedText() {
        var field = HeadlessTextField(model: "", showsInlinePredictions: false)
        field.tap()
        field.type("Hel")
        field.suggest("lo")
        field.tapReturn()
        #expect(field.model == "Hello")
    }

    @Test func returnDuringDictationWritesTheBindingAndLeavesThePlaceholder() {
        var field = HeadlessTextField(model: "ab", rules: TextInputRules(transform: .uppercased))
        field.tap()
        field.startDictation()
        field.tapReturn()
        #expect(field.model == "ab")
        #expect(field.text.contains("\u{FFFC}"))
    }

    @Test func aKeyboardSettingChangedWhileFocusedReloadsTheKeyboardAfterTheUpdate() {
        var field = HeadlessTextField(model: "")
        field.changeKeyboardSettings()
        #expect(field.keyboardReloads == 0)        // not first responder: UIKit reads it on focus
        field.tap()
        field.changeKeyboardSettings()
        #expect(field.keyboardReloads == 1)
    }

    @Test func aKeyboardReloadWaitsForTheCompositionToEnd() {
        var field = HeadlessTextField(model: "")
        field.tap()
        field.compose("ni")
        field.changeKeyboardSettings()
        #expect(field.keyboardReloads == 0)        // reloading would cut the composition short
        field.commitComposition("你")
        #expect(field.keyboardReloads == 1)
    }

    @Test func aKeyboardReloadWaitsForDictationToEnd() {
        var field = HeadlessTextField(model: "")
        field.tap()
        field.startDictation()
        field.changeKeyboardSettings()
        #expect(field.keyboardReloads == 0)
        field.finishDictation("hi")
        #expect(field.keyboardReloads == 1)
    }
}
