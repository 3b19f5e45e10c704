import BridgeCore
import Foundation
import Testing

/// Transforms: per-character ones rewrite only what was typed once the text is
/// formatted; whole-text ones see all of it.
extension TextFieldSessionTests {

    @Test func onceFormattedAPerCharacterTransformRewritesOnlyWhatWasTyped() {
        var session = editing("ab", rules: TextInputRules(transform: .uppercased))
        // The first edit formats the app's text as a whole…
        _ = session.handle(.editProposed(insert("c", at: 2), fieldText: "ab", isComposing: false))
        #expect(session.handle(.textChanged("abc", selection: caret(3), isComposing: false))
                == [.setFieldText("ABC", selection: caret(3)), .setBinding("ABC")])
        // …then UIKit replaces each typed character in place; its report writes the binding once.
        #expect(session.handle(.editProposed(insert("d", at: 3), fieldText: "ABC", isComposing: false)) == [.allowEdit])
        #expect(session.handle(.textChanged("ABCd", selection: caret(4), isComposing: false))
                == [.replaceFieldText(NSRange(location: 3, length: 1), with: "D", selection: caret(4))])
        #expect(session.handle(.textChanged("ABCD", selection: caret(4), isComposing: false)) == [.setBinding("ABCD")])
        // UIKit reporting the same replacement again changes nothing.
        #expect(session.handle(.textChanged("ABCD", selection: caret(4), isComposing: false)) == [])
    }

    @Test func aTransformAddedLaterFormatsTheTextTypedWithoutIt() {
        var session = editing("AB", rules: TextInputRules(transform: .uppercased))
        _ = session.handle(.editProposed(insert("c", at: 2), fieldText: "AB", isComposing: false))
        _ = session.handle(.textChanged("ABc", selection: caret(3), isComposing: false))
        session.rules.transform = nil
        _ = session.handle(.editProposed(insert("d", at: 3), fieldText: "ABC", isComposing: false))
        #expect(session.handle(.textChanged("ABCd", selection: caret(4), isComposing: false)) == [.setBinding("ABCd")])
        session.rules.transform = .uppercased
        _ = session.handle(.editProposed(insert("e", at: 4), fieldText: "ABCd", isComposing: false))
        #expect(session.handle(.textChanged("ABCde", selection: caret(5), isComposing: false))
                == [.setFieldText("ABCDE", selection: caret(5)), .setBinding("ABCDE")])
    }

    @Test func aWholeTextTransformSeesTheWholeTextAfterEachChange() {
        let grouped = TextTransform { text in
            let digits = Array(text.filter(\.isNumber))
            return stride(from: 0, to: digits.count, by: 2).map { String(digits[$0..<min($0 + 2, digits.count)]) }.joined(separator: " ")
        }
        var session = editing("12 3", rules: TextInputRules(transform: grouped))
        _ = session.handle(.editProposed(insert("4", at: 4), fieldText: "12 3", isComposing: false))
        _ = session.handle(.textChanged("12 34", selection: caret(5), isComposing: false))
        _ = session.handle(.editProposed(insert("5", at: 5), fieldText: "12 34", isComposing: false))
        #expect(session.handle(.textChanged("12 345", selection: caret(6), isComposing: false))
                == [.setFieldText("12 34 5", selection: caret(7)), .setBinding("12 34 5")])
    }
}
