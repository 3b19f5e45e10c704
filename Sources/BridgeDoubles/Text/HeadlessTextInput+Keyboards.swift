import BridgeCore
import Foundation

// Edits a keyboard proposes for text before the caret, the caret staying
// after it: the shape of edit a refusal must not turn into a selection
// (UIKit leaves the selection alone when the delegate refuses).
extension HeadlessTextInput {

    /// The Korean 2-set keyboard rebuilds the syllable before the caret: "한"
    /// then ㅏ proposes "하나" for the range of "한", the caret after it (the
    /// project's input-method article; `replace(_:with:)` with that range).
    package mutating func rebuildSyllableBeforeCaret(as replacement: String) {
        guard selection.length == 0, let before = characterRange(endingAt: selection.location) else { return }
        replace(before, with: replacement)
    }

    /// Autocorrect as the user taps Space after a word: UIKit proposes the
    /// correction for the word before the caret ("dont" → "don't"), the caret
    /// after the word, then the space. Assumed from UIKit's delegate contract
    /// (the correction is an edit the delegate may refuse), not traced on a
    /// device; `replaceWithoutProposal(_:)` plays a change made without asking.
    package mutating func autocorrectWordBeforeCaret(to correction: String) {
        guard selection.length == 0 else { return }
        let prefix = FieldText(text).substring(NSRange(location: 0, length: selection.location)) ?? ""
        let word = prefix.reversed().prefix { !$0.isWhitespace }
        let range = NSRange(location: selection.location - String(word).utf16.count, length: String(word).utf16.count)
        if range.length > 0 { replace(range, with: correction) }
        type(" ")
    }

    /// The range of the character that ends at `location`, if any.
    private func characterRange(endingAt location: Int) -> NSRange? {
        guard location > 0, location <= text.utf16.count else { return nil }
        let end = text.utf16.index(text.utf16.startIndex, offsetBy: location)
        guard end.samePosition(in: text) != nil else { return nil }
        let start = text.index(before: end)
        return NSRange(location: text.utf16Offset(of: start), length: location - text.utf16Offset(of: start))
    }
}
