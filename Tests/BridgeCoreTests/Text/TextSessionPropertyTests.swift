import BridgeCore
import BridgeDoubles
import Foundation
import PropertyBased
import Testing

private let pieces = ["a", "Z", " ", "你", "😀", "🇨🇳", "👨‍👩‍👧", "e\u{301}", "\u{301}", "\u{915}\u{94D}", "\u{1100}", "\n"]
private let filters: [CharacterSet?] = [nil, CharacterSet(charactersIn: "a"..."z"), CharacterSet.letters.union(.whitespaces)]

private func units(_ text: String) -> [UInt16] { Array(text.utf16) }

/// Random sequences that mix typing and app writes with what issue 29 and 30
/// added: Writing Tools sessions (kept or reverted, edits proposed or not, an
/// app write in the middle), edits of several ranges through the new delegate
/// method and through the old one with the union, app writes under marked
/// text and predictions, and predictive-bar words the app rewrites at once.
@Suite("Text sessions: properties over Writing Tools, several ranges and own writes")
struct TextSessionPropertyTests {

    @Test(arguments: TextControl.allCases)
    func randomSessionsKeepFieldAndBindingTogether(control: TextControl) async {
        await check(control.kind)
    }

    private func check<Kind: PropertyTestedTextInput>(_: Kind.Type) async {
        let text = Kind.text(of: pieces, count: 0...6)
        let rulesGen = zip(Gen.int(in: -1...8), Gen.int(in: 0...2), Gen.int(in: 0...1))
        let step = zip(Gen.int(in: 0...6), zip(Gen.int(in: 0...40), Gen.int(in: 0...40)), text)
        await propertyCheck(count: 300, input: text, rulesGen, step.array(of: 1...10)) { start, ruleChoice, steps in
            let uppercased = ruleChoice.2 == 1
            let rules = TextInputRules(maxLength: ruleChoice.0 < 0 ? nil : ruleChoice.0,
                                       allowedCharacters: filters[ruleChoice.1], transform: uppercased ? .uppercased : nil)
            func appValue(_ text: String) -> String { uppercased ? text.uppercased() : text }
            var input = Kind.make(model: appValue(start), rules: rules)
            input.tap()
            for (code, numbers, piece) in steps {
                let offsets = boundaries(input.text)
                let caret = offsets[numbers.0 % offsets.count]
                let fitsBefore = rules.maxLength.map { input.text.count <= $0 } ?? true
                switch code {
                case 0:
                    input.select(NSRange(location: caret, length: 0))
                    input.type(piece)
                case 1:
                    // Writing Tools over the whole text (a field: the panel's Replace).
                    let before = input.text, writes = input.bindingWrites
                    let choice: HeadlessTextInput<Kind>.WritingToolsChoice = numbers.1 % 2 == 0 ? .rewrite : .revert
                    input.select(NSRange(location: 0, length: 0))
                    guard Kind.self == MultiLineTextInput.self else {
                        input.playWritingTools(rewrite: piece + piece, choose: choice)
                        break
                    }
                    input.beginWritingTools()
                    input.showWritingToolsText(piece + piece, in: NSRange(location: 0, length: before.utf16.count), proposing: numbers.1 % 3 == 0)
                    if numbers.1 % 5 == 0 { input.setModel(appValue(piece)) }
                    if choice == .revert {
                        input.showWritingToolsText(before, in: NSRange(location: 0, length: (piece + piece).utf16.count), proposing: numbers.1 % 3 == 0)
                    }
                    #expect(input.bindingWrites == writes, "the binding was written during the session")
                    input.endWritingTools()
                    if choice == .revert {
                        #expect(units(input.text) == units(before))
                    } else if rules.allowedCharacters == nil {
                        // Whole, beyond any limit; a transform formats it.
                        #expect(units(input.text) == units(appValue(piece + piece)))
                    }
                case 2, 3:
                    // Two ranges replaced at once, asked with the ranges or their union.
                    let picks = Set([numbers.0, numbers.1, numbers.0 + 7, numbers.1 + 13].map { offsets[$0 % offsets.count] }).sorted()
                    guard picks.count == 4 else { continue }
                    let ranges = [NSRange(location: picks[0], length: picks[1] - picks[0]),
                                  NSRange(location: picks[2], length: picks[3] - picks[2])]
                    var twin = input
                    input.replace(ranges: ranges, with: piece, asking: code == 2 ? .ranges : .union)
                    twin.replace(ranges: ranges, with: piece, asking: code == 2 ? .union : .ranges)
                    // The same result, unless the text was over the limit already
                    // (an app write): the old method then judges a replacement of
                    // the union, which the limit refuses, where the real edit fits.
                    if rules.allowedCharacters == nil, fitsBefore {
                        #expect(units(input.text) == units(twin.text), "the two delegate paths disagree")
                    }
                case 4:
                    // The app writes under marked text or an inline prediction (a
                    // value it already holds is no write: the composition goes on).
                    guard units(appValue(piece + "!")) != units(input.model) else { continue }
                    input.select(NSRange(location: caret, length: 0))
                    if numbers.1 % 2 == 0 { input.compose("ni") } else { input.suggest("xt") }
                    input.setModel(appValue(piece + "!"))
                    #expect(input.markedRange == nil)
                case 5:
                    // Return or Send while a prediction shows.
                    input.select(NSRange(location: caret, length: 0))
                    input.suggest("xt")
                    input.finishComposition()
                default:
                    // A predictive-bar word the app rewrites in the same turn.
                    input.select(NSRange(location: caret, length: 0))
                    input.tapPredictiveBarWord("word", replacing: NSRange(location: caret, length: 0), appWrite: appValue(piece))
                    #expect(units(input.text) == units(appValue(piece)), "the word landed again")
                }
                #expect(units(input.model) == units(input.text), "after action \(code)")
                #expect(input.writesUnderMarkedText == 0)
                #expect(!input.isWritingToolsActive)
                if code == 0 || code == 2 || code == 3, fitsBefore, let limit = rules.maxLength {
                    #expect(input.text.count <= limit, "an edit broke the limit")
                }
                let selection = input.selection
                #expect(boundaries(input.text).contains(selection.location))
            }
        }
    }
}
