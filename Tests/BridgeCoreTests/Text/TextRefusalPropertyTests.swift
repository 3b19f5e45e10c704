import BridgeCore
import BridgeDoubles
import Foundation
import PropertyBased
import Testing

private let pieces = ["a", " ", "你", "한", "하나", "😀", "🇨🇳", "👨‍👩‍👧", "e\u{301}", "\u{301}", "don't", "\u{915}\u{94D}"]

/// Issue 37, items 1 and 2, over random actions: refusals of edits whose range
/// is not the selection (a Korean syllable rebuilt, a word autocorrected, the
/// caret after it) and Writing Tools sessions whose end is missed, with
/// nothing or a rewrite in between.
@Suite("Text refusals and missed Writing Tools ends: properties over random actions")
struct TextRefusalPropertyTests {

    /// After every refused edit the selection is where it was; after every
    /// edit the text stays within the limit.
    @Test(arguments: TextControl.allCases)
    func aRefusalLeavesTheSelectionWhereItWas(control: TextControl) async {
        await refusalsKeepTheSelection(control.kind)
    }

    private func refusalsKeepTheSelection<Kind: PropertyTestedTextInput>(_: Kind.Type) async {
        let step = zip(Gen.int(in: 0...2), Gen.int(in: 0...40), Gen.int(in: 0...40), Kind.piece(of: pieces))
        await propertyCheck(count: 200, input: Gen.int(in: 1...6), step.array(of: 1...20)) { limit, steps in
            var field = Kind.make(model: "", rules: TextInputRules(maxLength: limit))
            field.tap()
            for (kind, first, second, piece) in steps {
                let offsets = boundaries(field.text)
                let a = offsets[first % offsets.count], b = offsets[second % offsets.count]
                let before = field.text
                switch kind {
                case 0:                                   // typed at a caret
                    field.select(NSRange(location: b, length: 0))
                    field.type(piece)
                case 1:                                   // pasted over a selection
                    field.select(NSRange(location: min(a, b), length: abs(b - a)))
                    field.type(piece)
                default:                                  // rebuilt before the caret, which stays after it
                    let caret = NSRange(location: max(a, b), length: 0)
                    field.select(caret)
                    field.replace(NSRange(location: min(a, b), length: abs(b - a)), with: piece)
                    if Array(field.text.utf16) == Array(before.utf16) {
                        #expect(field.selection == caret, "refused \(piece) over \(min(a, b))..<\(max(a, b)) of \(before)")
                    }
                }
                #expect(field.text.count <= limit)
                #expect(Array(field.model.utf16) == Array(field.text.utf16))
            }
        }
    }

    /// Random typing, pastes and Writing Tools sessions in a text view, some
    /// ending, some whose end is missed (with nothing in between or with a
    /// rewrite): after every session and every action the text is within the
    /// limit, or within the longest rewrite the person chose; a missed end is
    /// over by the next action, and then the binding holds the text.
    @Test func theLimitHoldsAfterEveryWritingToolsSession() async {
        let step = zip(Gen.int(in: 0...4), Gen.int(in: 0...40), MultiLineTextInput.piece(of: pieces), Gen.int(in: 0...3))
        await propertyCheck(count: 200, input: Gen.int(in: 1...6), step.array(of: 1...20)) { limit, steps in
            var view = HeadlessTextView(model: "", rules: TextInputRules(maxLength: limit))
            view.tap()
            var bound = limit
            for (kind, number, piece, repeats) in steps {
                let offsets = boundaries(view.text)
                let location = offsets[number % offsets.count]
                switch kind {
                case 0:
                    view.select(NSRange(location: location, length: 0))
                    view.type(piece)
                case 1:
                    view.select(NSRange(location: location, length: view.text.utf16.count - location))
                    view.type(String(repeating: piece, count: repeats + 1))
                case 2:                                   // opened and closed, nothing in between
                    view.openAndCloseWritingTools(endArrives: number % 2 == 0)
                case 3:                                   // a rewrite of the whole text, its end missed
                    view.beginWritingTools()
                    view.showWritingToolsText(String(repeating: piece, count: repeats + 1), in: NSRange(location: 0, length: view.text.utf16.count), proposing: number % 2 == 0)
                    view.missWritingToolsEnd()
                    view.updateThenRunMainQueue()
                    bound = max(bound, view.text.count)
                default:
                    view.playWritingTools(rewrite: String(repeating: piece, count: repeats + 1))
                    bound = max(bound, view.text.count)
                }
                #expect(view.text.count <= bound, "\(view.text.count) characters past \(bound)")
                if kind != 2 {
                    #expect(!view.session.isWritingToolsActive)
                    #expect(Array(view.model.utf16) == Array(view.text.utf16))
                }
            }
        }
    }
}
