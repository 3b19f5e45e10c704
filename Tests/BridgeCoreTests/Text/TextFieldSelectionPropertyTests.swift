import BridgeCore
import BridgeDoubles
import Foundation
import PropertyBased
import Testing

/// ASCII, CJK, surrogate pairs, flags, a ZWJ family, skin tones, combining
/// accents alone and on letters, Hangul jamo, CR and LF.
private let pieces = ["a", " ", "你", "好", "😀", "🇨🇳", "👨‍👩‍👧", "👍🏽", "🏽", "e\u{301}", "\u{301}", "\u{1100}", "\u{1161}", "\r", "\n"]

/// Where the field must select for an app's range of UTF-16 offsets `a...b`
/// (either may be past the end): a caret at the boundary at or before it; a
/// range from the boundary at or before its start to the one at or after its end.
private func referenceSelection(_ a: Int, _ b: Int, in text: String) -> NSRange {
    let offsets = boundaries(text), length = text.utf16.count
    let lower = offsets.filter { $0 <= min(a, length) }.max()!
    guard a != b else { return NSRange(location: lower, length: 0) }
    let upper = max(offsets.filter { $0 >= min(b, length) }.min()!, lower)
    return NSRange(location: lower, length: upper - lower)
}

@Suite("Selection binding: properties over random edits")
struct TextFieldSelectionPropertyTests {

    /// Random typing, pasting, Backspace, compositions, app writes, user
    /// selections and app selections (inside characters, past the end), and in
    /// a text view Return, multi-line pastes, autocorrect and dictation: after each, the binding's
    /// indices, as UTF-16 units of the binding's text, are the control's
    /// selection, on character boundaries; what the app set is selected where
    /// the reference says.
    @Test(arguments: TextControl.allCases)
    func theSelectionBindingFollowsTheControlThroughRandomEdits(control: TextControl) async {
        await selectionBindingFollowsRandomEdits(control.kind)
    }

    private func selectionBindingFollowsRandomEdits<Kind: PropertyTestedTextInput>(_: Kind.Type) async {
        let text = Kind.text(of: pieces, count: 0...6)
        let step = zip(Gen.int(in: 0...(Kind.returnInsertsNewline ? 9 : 6)), zip(Gen.int(in: 0...40), Gen.int(in: 0...40)), text)
        await propertyCheck(count: 500, input: text, step.array(of: 1...14)) { start, steps in
            var field = Kind.make(model: start, rules: TextInputRules(), bindsSelection: true)
            field.tap()
            field.select(NSRange(location: start.utf16.count, length: 0))
            for (code, numbers, piece) in steps {
                let offsets = boundaries(field.text)
                let first = offsets[numbers.0 % offsets.count], second = offsets[numbers.1 % offsets.count]
                let range = NSRange(location: min(first, second), length: abs(first - second))
                switch code {
                case 0:
                    // Type or paste over a caret or a selection.
                    field.select(range)
                    field.type(piece)
                case 1:
                    field.select(NSRange(location: range.location, length: 0))
                    field.deleteBackward()
                case 2:
                    // An input method composes, then commits `piece`.
                    field.select(NSRange(location: range.location, length: 0))
                    field.compose("n")
                    field.compose("ni")
                    #expect(field.markedRange != nil)
                    field.commitComposition(piece)
                case 3:
                    field.setModel(piece + field.model)
                case 4:
                    field.select(range)
                case 5:
                    // The app selects by UTF-16 offsets: anywhere, inside a
                    // character or a surrogate pair, or past the end.
                    let padded = field.model + "xyz"
                    let a = numbers.0 % (padded.utf16.count + 1), b = numbers.1 % (padded.utf16.count + 1)
                    let lower = padded.utf16.index(padded.utf16.startIndex, offsetBy: min(a, b))
                    let upper = padded.utf16.index(padded.utf16.startIndex, offsetBy: max(a, b))
                    field.setSelectionModel(TextFieldSelection(range: lower..<upper))
                    #expect(field.selection == referenceSelection(min(a, b), max(a, b), in: field.text), "\(Array(field.text.unicodeScalars)) \(a) \(b)")
                case 7:
                    // Return over a caret or a selection: a newline in its place.
                    field.select(range)
                    let newline = Array(field.text.utf16)[..<range.location] + Array("\n".utf16) + Array(field.text.utf16)[NSMaxRange(range)...]
                    Kind.tapReturn(&field)
                    #expect(Array(field.text.utf16) == Array(newline))
                    #expect(field.selection == NSRange(location: range.location + 1, length: 0))
                case 8:
                    // Autocorrect inserts `piece` without a proposal; a text
                    // view reports the caret before the text.
                    let units = Array(field.text.utf16)
                    field.replaceWithoutProposal(String(decoding: units[..<range.location] + Array(piece.utf16) + units[range.location...], as: UTF16.self))
                case 9:
                    // Dictation at the caret: the placeholder, then the words.
                    field.select(NSRange(location: range.location, length: 0))
                    field.startDictation()
                    field.finishDictation(piece)
                default:
                    field.setModel(piece)
                }
                #expect(field.markedRange == nil)
                #expect(Array(field.model.utf16) == Array(field.text.utf16))
                let bound = field.selectionModelUTF16
                #expect(bound == field.selection, "after action \(code) on \(Array(field.text.unicodeScalars))")
                if let bound {
                    #expect(boundaries(field.model).contains(bound.location))
                    #expect(boundaries(field.model).contains(NSMaxRange(bound)))
                }
            }
        }
    }
}
