import BridgeCore
import Foundation
import Testing

/// The session fed event by event, effects compared exactly (TCA style).
@Suite("TextFieldSession: events in, effects out")
struct TextFieldSessionTests {
    func caret(_ offset: Int) -> NSRange { NSRange(location: offset, length: 0) }
    func insert(_ string: String, at offset: Int) -> TextEdit {
        TextEdit(range: caret(offset), replacement: string)
    }

    /// A session showing `text`, first responder, caret at the end.
    func editing(_ text: String, rules: TextInputRules = TextInputRules()) -> TextFieldSession {
        var session = TextFieldSession(rules: rules)
        _ = session.handle(.modelChanged(text))
        _ = session.handle(.beganEditing)
        _ = session.handle(.selectionChanged(caret(text.utf16.count)))
        return session
    }

    @Test func theFirstUpdateWritesTheModelIntoTheFieldOnlyWhenItDiffers() {
        var empty = TextFieldSession()
        #expect(empty.handle(.modelChanged("")) == [])
        var named = TextFieldSession()
        #expect(named.handle(.modelChanged("Tom")) == [.setFieldText("Tom", selection: nil)])
        #expect(named.handle(.modelChanged("Tom")) == [])
    }

    @Test func anAllowedKeystrokeIsLeftToUIKitAndWritesTheBindingOnce() {
        var session = editing("To")
        #expect(session.handle(.editProposed(insert("m", at: 2), fieldText: "To", isComposing: false)) == [.allowEdit])
        #expect(session.handle(.textChanged("Tom", selection: caret(3), isComposing: false)) == [.setBinding("Tom")])
        // SwiftUI's update brings the value back: no echo into the field.
        #expect(session.handle(.modelChanged("Tom")) == [])
    }

    @Test func eventsComeInSwiftUIsOrder() {
        var session = TextFieldSession()
        _ = session.handle(.modelChanged(""))
        #expect(session.handle(.beganEditing) == [.editingChanged(true)])
        #expect(session.handle(.returnPressed("", selection: nil, marked: nil)) == [.commit, .resignFirstResponder])
        #expect(session.handle(.endedEditing("")) == [.editingChanged(false)])
    }

    @Test func returnSyncsTextChangedWithoutAKeystrokeBeforeCommitting() {
        var session = editing("teh")
        #expect(session.handle(.returnPressed("the", selection: nil, marked: nil)) == [.setBinding("the"), .commit, .resignFirstResponder])
    }

    @Test func endingEditingLeavesTheAppsTextAloneWhenTheUserChangedNothing() {
        var session = editing("abc", rules: TextInputRules(transform: .uppercased))
        #expect(session.handle(.endedEditing("abc")) == [.editingChanged(false)])
    }

    @Test func endingEditingSyncsTextChangedWithoutAKeystrokeBeforeReportingTheEnd() {
        var session = editing("teh")
        // Autocorrect replaced "teh" as the field resigned; no edit was proposed.
        #expect(session.handle(.endedEditing("the")) == [.setBinding("the"), .editingChanged(false)])
    }

    @Test func nothingReachesTheBindingOrTheFieldWhileAnInputMethodComposes() {
        var session = editing("")
        #expect(session.handle(.editProposed(insert("n", at: 0), fieldText: "", isComposing: false)) == [.allowEdit])
        #expect(session.handle(.textChanged("n", selection: caret(1), isComposing: true)) == [])
        let ni = TextEdit(range: NSRange(location: 0, length: 1), replacement: "ni")
        #expect(session.handle(.editProposed(ni, fieldText: "n", isComposing: true)) == [.allowEdit])
        #expect(session.handle(.textChanged("ni", selection: caret(2), isComposing: true)) == [])
        // The model is not written over the marked text either.
        #expect(session.handle(.modelChanged("")) == [])
        let committed = TextEdit(range: NSRange(location: 0, length: 2), replacement: "你")
        #expect(session.handle(.editProposed(committed, fieldText: "ni", isComposing: true)) == [.allowEdit])
        #expect(session.handle(.textChanged("你", selection: caret(1), isComposing: false)) == [.setBinding("你")])
        #expect(session.handle(.modelChanged("你")) == [])
    }

    @Test func anAppWriteDuringACompositionWinsAtOnceAndEndsIt() {
        var session = editing("")
        _ = session.handle(.editProposed(insert("n", at: 0), fieldText: "", isComposing: false))
        _ = session.handle(.textChanged("n", selection: caret(1), isComposing: true))
        #expect(session.handle(.modelChanged("")) == [])          // the model as it was: composition left alone
        #expect(session.handle(.modelChanged("57")) == [.endComposition, .setFieldText("57", selection: caret(2))])
        #expect(!session.isComposing)
        // UIKit may report the write and the unmarking; neither reaches the binding.
        #expect(session.handle(.textChanged("57", selection: caret(2), isComposing: false)) == [])
        #expect(session.handle(.modelChanged("57")) == [])
    }

    @Test func aModelChangeWhileEditingCarriesTheCaretThroughTheChange() {
        var session = editing("hello")
        _ = session.handle(.selectionChanged(caret(2)))
        // "he|llo" → "he|LLO": before the change, the caret stays.
        #expect(session.handle(.modelChanged("heLLO")) == [.setFieldText("heLLO", selection: caret(2))])
        // "heLLO|" → "HELLO!|": the end stays the end.
        _ = session.handle(.selectionChanged(caret(5)))
        #expect(session.handle(.modelChanged("HELLO!")) == [.setFieldText("HELLO!", selection: caret(6))])
        // "H|ELLO!" → "H|ey": inside the replaced part, it goes to the end of the replacement.
        _ = session.handle(.selectionChanged(caret(3)))
        #expect(session.handle(.modelChanged("Hey")) == [.setFieldText("Hey", selection: caret(3))])
        // The end of "Hey" becomes the end of a flag: never inside the character.
        #expect(session.handle(.modelChanged("🇨🇳")) == [.setFieldText("🇨🇳", selection: caret(4))])
        // A selection keeps the text it covered: "he[ll]o" → "Xhe[ll]o".
        _ = session.handle(.modelChanged("hello"))
        _ = session.handle(.selectionChanged(NSRange(location: 2, length: 2)))
        #expect(session.handle(.modelChanged("Xhello")) == [.setFieldText("Xhello", selection: NSRange(location: 3, length: 2))])
    }

    @Test func anInvalidRangeIsRefusedWithATypedErrorAndChangesNothing() {
        var session = editing("abc")
        let past = TextEdit(range: NSRange(location: 2, length: 5), replacement: "x")
        #expect(session.handle(.editProposed(past, fieldText: "abc", isComposing: false))
                == [.editRejected(.outOfBounds(past.range, utf16Length: 3)), .clearUndoHistory])
        #expect(session.fieldText == "abc")
        #expect(session.handle(.modelChanged("abc")) == [])
    }

    @Test func maxLengthAcceptsAReplacedSelectionInAFullField() {
        var session = editing("hello", rules: TextInputRules(maxLength: 5))
        // Full: one more character is refused quietly…
        #expect(session.handle(.editProposed(insert("!", at: 5), fieldText: "hello", isComposing: false)) == [])
        // …but replacing the selected "ell" with "ipp" fits.
        let replace = TextEdit(range: NSRange(location: 1, length: 3), replacement: "ipp")
        #expect(session.handle(.editProposed(replace, fieldText: "hello", isComposing: false)) == [.allowEdit])
    }

    @Test func aPasteThatDoesNotFitIsCutToTheRoomLeft() {
        var session = editing("hel", rules: TextInputRules(maxLength: 5))
        #expect(session.handle(.editProposed(insert("loooo", at: 3), fieldText: "hel", isComposing: false))
                == [.setFieldText("hello", selection: caret(5)), .setBinding("hello")])
    }

    @Test func aChangeBeyondTheAllowedEditIsCheckedAgain() {
        var session = editing("ab", rules: TextInputRules(maxLength: 3))
        #expect(session.handle(.editProposed(insert("c", at: 2), fieldText: "ab", isComposing: false)) == [.allowEdit])
        // The field reports more than the edit it was allowed (a keyboard that
        // inserted a suggestion with it): the rules see the whole change.
        #expect(session.handle(.textChanged("abcd", selection: caret(4), isComposing: false))
                == [.setFieldText("abc", selection: caret(3)), .setBinding("abc")])
    }

    @Test func theExactResultOfAnAllowedEditWritesOnlyTheBinding() {
        var session = editing("ab", rules: TextInputRules(maxLength: 3))
        _ = session.handle(.editProposed(insert("c", at: 2), fieldText: "ab", isComposing: false))
        #expect(session.handle(.textChanged("abc", selection: caret(3), isComposing: false)) == [.setBinding("abc")])
    }

    @Test func disallowedCharactersAreDroppedAndTheCaretFollowsWhatWasKept() {
        var session = editing("1", rules: TextInputRules(allowedCharacters: .decimalDigits))
        // Let through, because it could be an input method's first keystroke…
        #expect(session.handle(.editProposed(insert("2a3b", at: 1), fieldText: "1", isComposing: false)) == [.allowEdit])
        // …and filtered once UIKit reports it is not marked text: UIKit replaces
        // what was typed with what the filter keeps, and its report writes the binding.
        #expect(session.handle(.textChanged("12a3b", selection: caret(5), isComposing: false))
                == [.replaceFieldText(NSRange(location: 1, length: 4), with: "23", selection: caret(3)), .clearUndoHistory])
        #expect(session.handle(.textChanged("123", selection: caret(3), isComposing: false)) == [.setBinding("123")])
        _ = session.handle(.editProposed(insert("x", at: 3), fieldText: "123", isComposing: false))
        #expect(session.handle(.textChanged("123x", selection: caret(4), isComposing: false))
                == [.replaceFieldText(NSRange(location: 3, length: 1), with: "", selection: caret(3)), .clearUndoHistory])
        #expect(session.handle(.textChanged("123", selection: caret(3), isComposing: false)) == [])
    }

    @Test func aFilterThatRejectsLatinLettersStillLetsPinyinCompose() {
        let han = CharacterSet(charactersIn: "\u{4E00}"..."\u{9FFF}")
        var session = editing("", rules: TextInputRules(allowedCharacters: han))
        #expect(session.handle(.editProposed(insert("n", at: 0), fieldText: "", isComposing: false)) == [.allowEdit])
        #expect(session.handle(.textChanged("n", selection: caret(1), isComposing: true)) == [])
        let committed = TextEdit(range: NSRange(location: 0, length: 1), replacement: "你")
        #expect(session.handle(.editProposed(committed, fieldText: "n", isComposing: true)) == [.allowEdit])
        #expect(session.handle(.textChanged("你", selection: caret(1), isComposing: false)) == [.setBinding("你")])
    }

    @Test func maxLengthCountsCharactersNotUTF16Units() {
        var session = editing("", rules: TextInputRules(maxLength: 2))
        #expect(session.handle(.editProposed(insert("👨‍👩‍👧", at: 0), fieldText: "", isComposing: false)) == [.allowEdit])
        _ = session.handle(.textChanged("👨‍👩‍👧", selection: caret(8), isComposing: false))
        #expect(session.handle(.editProposed(insert("🇨🇳", at: 8), fieldText: "👨‍👩‍👧", isComposing: false)) == [.allowEdit])
        _ = session.handle(.textChanged("👨‍👩‍👧🇨🇳", selection: caret(12), isComposing: false))
        #expect(session.handle(.editProposed(insert("x", at: 12), fieldText: "👨‍👩‍👧🇨🇳", isComposing: false)) == [])
        // A paste is cut between characters, never inside one.
        var paste = editing("a", rules: TextInputRules(maxLength: 2))
        #expect(paste.handle(.editProposed(insert("👨‍👩‍👧🇨🇳", at: 1), fieldText: "a", isComposing: false))
                == [.setFieldText("a👨‍👩‍👧", selection: caret(9)), .setBinding("a👨‍👩‍👧")])
    }

    @Test func aMarkThatJoinsTheLastLetterStillFitsAFullField() {
        var session = editing("cafe", rules: TextInputRules(maxLength: 4))
        #expect(session.handle(.editProposed(insert("\u{301}", at: 4), fieldText: "cafe", isComposing: false)) == [.allowEdit])
        #expect(session.handle(.textChanged("cafe\u{301}", selection: caret(5), isComposing: false)) == [.setBinding("cafe\u{301}")])
    }

    @Test func aCaretTheSessionPlacesIsNeverInsideACharacter() {
        // "🇨" pasted before "🇳" makes one flag of both: the caret goes before it.
        var session = editing("🇳", rules: TextInputRules(maxLength: 3))
        _ = session.handle(.selectionChanged(caret(0)))
        #expect(session.handle(.editProposed(insert("a🇨bc", at: 0), fieldText: "🇳", isComposing: false))
                == [.setFieldText("a🇨🇳", selection: caret(1)), .setBinding("a🇨🇳")])
    }

    @Test func aTransformRewritesTheTextAndKeepsTheCaret() {
        var session = editing("AB", rules: TextInputRules(transform: .uppercased))
        _ = session.handle(.selectionChanged(caret(1)))
        #expect(session.handle(.editProposed(insert("x", at: 1), fieldText: "AB", isComposing: false)) == [.allowEdit])
        #expect(session.handle(.textChanged("AxB", selection: caret(2), isComposing: false))
                == [.setFieldText("AXB", selection: caret(2)), .setBinding("AXB")])
    }

    @Test func aTransformThatDropsCharactersMovesTheCaretBackByWhatItDropped() {
        var session = editing("12", rules: TextInputRules(transform: .digitsOnly))
        _ = session.handle(.editProposed(insert("-", at: 1), fieldText: "12", isComposing: false))
        #expect(session.handle(.textChanged("1-2", selection: caret(2), isComposing: false)) == [.setFieldText("12", selection: caret(1))])
    }

    /// UIKit would clear the regained field with the first keystroke: the
    /// session applies that one; UIKit applies the rest, revealing each.
    @Test func aSecureFieldAppliesTheKeystrokeUIKitWouldClearItWithItself() {
        var session = TextFieldSession()
        session.isSecure = true
        _ = session.handle(.modelChanged("pass"))
        _ = session.handle(.beganEditing)
        _ = session.handle(.selectionChanged(caret(4)))
        #expect(session.handle(.editProposed(insert("w", at: 4), fieldText: "pass", isComposing: false))
                == [.setFieldText("passw", selection: caret(5)), .setBinding("passw")])
        #expect(session.handle(.editProposed(insert("d", at: 5), fieldText: "passw", isComposing: false)) == [.allowEdit])
    }

    @Test func theClearButtonEmptiesFieldAndBindingTogether() {
        var session = editing("Tom")
        #expect(session.handle(.clearRequested) == [.setFieldText("", selection: caret(0)), .setBinding("")])
    }

    @Test func bindingWritesAndCallbacksDuringAViewUpdateWaitForTheScheduler() {
        var session = editing("teh")
        _ = session.handle(.viewUpdateBegan)
        #expect(session.handle(.modelChanged("teh")) == [])
        // `.disabled(true)` resigned the field inside the update.
        #expect(session.handle(.endedEditing("the")) == [.scheduleDeferredWork])
        #expect(session.handle(.viewUpdateEnded) == [])
        // A callback before the scheduler runs queues behind the waiting ones.
        #expect(session.handle(.beganEditing) == [])
        #expect(session.handle(.deferredWorkDue) == [.setBinding("the"), .editingChanged(false), .editingChanged(true)])
        #expect(session.handle(.deferredWorkDue) == [])
    }

    @Test func returnDuringAViewUpdateResignsAfterTheCommitItWaitsFor() {
        var session = editing("Tom")
        _ = session.handle(.viewUpdateBegan)
        // A submit handler run by the commit may move focus to another field;
        // resigning first would drop the keyboard and raise it again.
        #expect(session.handle(.returnPressed("Tom", selection: nil, marked: nil)) == [.scheduleDeferredWork])
        _ = session.handle(.viewUpdateEnded)
        #expect(session.handle(.deferredWorkDue) == [.commit, .resignFirstResponder])
    }

    @Test func anAppWriteInTheSameUpdateWinsOverAQueuedBindingWrite() {
        var session = editing("teh")
        _ = session.handle(.viewUpdateBegan)
        _ = session.handle(.endedEditing("the"))
        // The app set the model in the same transaction that disabled the field.
        #expect(session.handle(.modelChanged("new")) == [.setFieldText("new", selection: nil)])
        _ = session.handle(.viewUpdateEnded)
        #expect(session.handle(.deferredWorkDue) == [.editingChanged(false)])
    }

    @Test func aSchedulerThatRunsInsideTheUpdateIsAskedAgain() {
        var session = editing("teh")
        _ = session.handle(.viewUpdateBegan)
        _ = session.handle(.endedEditing("the"))
        #expect(session.handle(.deferredWorkDue) == [.scheduleDeferredWork])
        _ = session.handle(.viewUpdateEnded)
        #expect(session.handle(.deferredWorkDue) == [.setBinding("the"), .editingChanged(false)])
    }

    @Test func aWindowMoveInsideAnUpdateLeavesTheSessionInTheUpdate() {
        var session = editing("teh")
        _ = session.handle(.viewUpdateBegan)      // updateUIView
        _ = session.handle(.viewUpdateBegan)      // willMove(toWindow:)
        _ = session.handle(.viewUpdateEnded)      // didMoveToWindow
        #expect(session.handle(.endedEditing("the")) == [.scheduleDeferredWork])
        #expect(session.handle(.deferredWorkDue) == [.scheduleDeferredWork])
        _ = session.handle(.viewUpdateEnded)      // updateUIView returns
        #expect(session.handle(.deferredWorkDue) == [.setBinding("the"), .editingChanged(false)])
    }

    @Test func anUnpairedEndDoesNotKeepTheSessionOutOfOrInAnUpdate() {
        var session = editing("teh")
        _ = session.handle(.viewUpdateEnded)      // a didMoveToWindow with no willMove
        _ = session.handle(.viewUpdateBegan)
        _ = session.handle(.endedEditing("the"))
        #expect(session.handle(.deferredWorkDue) == [.scheduleDeferredWork])
        _ = session.handle(.viewUpdateEnded)
        #expect(session.handle(.deferredWorkDue) == [.setBinding("the"), .editingChanged(false)])
    }

    @Test func aStaleModelValueDoesNotOverwriteTextWhoseBindingWriteIsStillQueued() {
        var session = editing("teh")
        _ = session.handle(.viewUpdateBegan)
        _ = session.handle(.endedEditing("the"))
        // The same update goes on with the old model value.
        #expect(session.handle(.modelChanged("teh")) == [])
        _ = session.handle(.viewUpdateEnded)
        #expect(session.handle(.deferredWorkDue).first == .setBinding("the"))
        #expect(session.handle(.modelChanged("the")) == [])
    }
}
