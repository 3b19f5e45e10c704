import BridgeCore
import Foundation
import Testing

/// A whole-text US phone format: digits grouped as (555) 123-4567, idempotent.
private let usPhone = TextTransform { text in
    let digits = Array(text.filter(\.isNumber).prefix(10))
    guard digits.count > 3 else { return String(digits) }
    let area = "(" + String(digits[0..<3]) + ") "
    guard digits.count > 6 else { return area + String(digits[3...]) }
    return area + String(digits[3..<6]) + "-" + String(digits[6...])
}

@Suite("TextFieldSession: a transform applied to the app's writes (appliesToAppWrites)")
struct TextTransformAppWriteTests {
    func caret(_ offset: Int) -> NSRange { NSRange(location: offset, length: 0) }

    @Test func byDefaultTheAppsValueIsShownAsItIs() {
        var session = TextFieldSession(rules: TextInputRules(transform: usPhone))
        #expect(session.handle(.modelChanged("5551234567")) == [.setFieldText("5551234567", selection: nil)])
    }

    @Test func optedInTheFieldShowsTheFormattedValueAndTheBindingIsWrittenBackOnce() {
        var session = TextFieldSession(rules: TextInputRules(transform: usPhone))
        session.formatsAppWrites = true
        #expect(session.handle(.modelChanged("5551234567"))
            == [.setFieldText("(555) 123-4567", selection: nil), .setBinding("(555) 123-4567")])
        // The next update brings the formatted value: nothing more.
        #expect(session.handle(.modelChanged("(555) 123-4567")) == [])
        #expect(session.fieldText == "(555) 123-4567")
    }

    @Test func duringAViewUpdateTheWriteBackWaitsAndAStaleUpdateDoesNotUndoIt() {
        var session = TextFieldSession(rules: TextInputRules(transform: usPhone))
        session.formatsAppWrites = true
        _ = session.handle(.viewUpdateBegan)
        #expect(session.handle(.modelChanged("5551234567"))
            == [.setFieldText("(555) 123-4567", selection: nil), .scheduleDeferredWork])
        _ = session.handle(.viewUpdateEnded)
        #expect(session.handle(.modelChanged("5551234567")) == [])   // the update before the write landed
        #expect(session.handle(.deferredWorkDue) == [.setBinding("(555) 123-4567")])
    }

    @Test func anAlreadyFormattedValueWritesNothingBack() {
        var session = TextFieldSession(rules: TextInputRules(transform: usPhone))
        session.formatsAppWrites = true
        #expect(session.handle(.modelChanged("(555) 123-4567")) == [.setFieldText("(555) 123-4567", selection: nil)])
    }

    /// While editing, the caret is carried through the formatted write as
    /// through any app write: at the end it stays at the end.
    @Test func aCaretAtTheEndStaysAtTheEndOfTheFormattedText() {
        var session = TextFieldSession(rules: TextInputRules(transform: usPhone))
        session.formatsAppWrites = true
        _ = session.handle(.modelChanged("555"))
        _ = session.handle(.beganEditing)
        _ = session.handle(.selectionChanged(caret(3)))
        let effects = session.handle(.modelChanged("5551234"))
        #expect(effects.first == .setFieldText("(555) 123-4", selection: caret(11)))
        #expect(effects.contains(.setBinding("(555) 123-4")))
    }

    @Test func aTransformCanBeCalledOnAStringDirectly() {
        #expect(usPhone("5551234567") == "(555) 123-4567")
        #expect(TextTransform.digitsOnly("(555) 123-4567") == "5551234567")
    }
}
