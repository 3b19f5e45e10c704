import BridgeCore
import BridgeDoubles
import Foundation
import Testing

/// Delegate calls UIKit makes inside the shell's own writes (openradar
/// 50206546: a predictive-bar word inserted again from inside `text =`).
@Suite struct OwnWritesTests {

    @Test(arguments: TextControl.allCases)
    func aPredictiveBarWordLandsOnceWhenTheAppRewritesTheText(control: TextControl) {
        func check<Kind: PropertyTestedTextInput>(_: Kind.Type) {
            var input = Kind.make(model: "hello wor")
            input.tap()
            // The app capitalises what it gets, in the same turn.
            input.tapPredictiveBarWord("world", replacing: NSRange(location: 6, length: 3), appWrite: "Hello world ")
            #expect(input.text == "Hello world ")
            #expect(input.model == "Hello world ")
        }
        check(control.kind)
    }

    @Test func aPredictiveBarWordAloneLandsOnce() {
        var field = HeadlessTextField(model: "hello wor")
        field.tap()
        field.tapPredictiveBarWord("world", replacing: NSRange(location: 6, length: 3))
        #expect(field.text == "hello world ")
        #expect(field.model == "hello world ")
    }

    @Test func theShellsOwnReplacementsAndUnmarkingAreAllowed() {
        #expect(!TextFieldSession.allowsEdit(during: .settingText))
        #expect(TextFieldSession.allowsEdit(during: .endingComposition))
        #expect(TextFieldSession.allowsEdit(during: .replacing))
    }
}
