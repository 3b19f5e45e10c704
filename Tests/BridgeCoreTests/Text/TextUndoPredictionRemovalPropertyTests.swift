import BridgeCore
import BridgeDoubles
import Foundation
import PropertyBased
import Testing

private let pieces = ["a", "Z", " ", "你", "😀", "🇨🇳", "e\u{301}", "\u{301}", "ß", "12", "\u{915}\u{94D}"]

/// Rules whose rewrites UIKit's undo cannot know of: none, a per-character
/// transform (whose rewrite may change the typed length: "ß" → "SS"), a
/// whole-text one. (Limits are left to `TextRulesPropertyTests`: a prediction
/// proposed into a full field is judged as typed text.)
private let ruleSets: [TextInputRules] = [
    TextInputRules(),
    TextInputRules(transform: .uppercased),
    TextInputRules(transform: TextTransform { $0.replacingOccurrences(of: " ", with: "-") }),
]

@Suite("Text: undo and redo after app writes and rule rewrites, predictions, removal, over random actions")
struct TextUndoPredictionRemovalPropertyTests {

    /// Whatever the user, the app, the rules and the keyboard did: undo and
    /// redo only ever show a text the control showed before (or that text as
    /// the rules rewrite it: undo re-inserts text an app wrote unformatted, and
    /// the rule formats it), the binding follows; a prediction never reaches the binding and goes when the app
    /// moves the caret; removing the view while editing ends editing exactly
    /// once, with the text it shows and a `nil` selection.
    @Test(arguments: TextControl.allCases)
    func undoPredictionsAndRemovalKeepTheBindingTrue(control: TextControl) async {
        await check(control.kind)
    }

    private func check<Kind: PropertyTestedTextInput>(_: Kind.Type) async {
        let step = zip(Gen.int(in: 0...8), Gen.int(in: 0...40), Kind.piece(of: pieces))
        await propertyCheck(count: 400, input: Gen.int(in: 0...(ruleSets.count - 1)), step.array(of: 1...16), zip(Gen.bool, Gen.bool)) { rules, steps, removal in
            var input = Kind.make(model: "", rules: ruleSets[rules], bindsSelection: true)
            let transform = ruleSets[rules].transform
            input.tap()
            var shown: Set<[UInt16]> = [Array(input.text.utf16)]
            for (code, number, piece) in steps {
                let offsets = [0] + input.text.indices.dropFirst().map { input.text.utf16Offset(of: $0) } + [input.text.utf16.count]
                let caret = offsets[number % offsets.count]
                switch code {
                case 0, 1:
                    input.select(NSRange(location: caret, length: 0))
                    input.type(piece)
                case 2:
                    input.setModel(piece + input.model)
                case 3, 4:
                    let before = Array(input.text.utf16)
                    let ran = code == 3 ? input.undo() : input.redo()
                    if ran || Array(input.text.utf16) != before {
                        let now = Array(input.text.utf16)
                        let known = shown.contains(now) || shown.contains { Array((transform?(String(decoding: $0, as: UTF16.self)) ?? "").utf16) == now }
                        #expect(known, "\(code == 3 ? "undo" : "redo") showed \(Array(input.text.unicodeScalars))")
                    }
                case 5:
                    // A prediction shows, then the app moves the caret: it goes.
                    // (In an empty field the start is where the binding is: no write.)
                    let typed = input.model
                    guard !typed.isEmpty else { continue }
                    input.select(NSRange(location: input.text.utf16.count, length: 0))
                    // Proposed to the delegate or not: UIKit need not ask.
                    if number.isMultiple(of: 2) { input.suggest(piece) } else { input.suggestWithoutProposal(piece) }
                    #expect(Array(input.model.utf16) == Array(typed.utf16))
                    input.setSelectionModel(TextFieldSelection(insertionPoint: input.model.startIndex))
                    #expect(input.markedRange == nil)
                    #expect(input.selection == NSRange(location: 0, length: 0))
                case 6:
                    // A prediction the user types through.
                    input.select(NSRange(location: input.text.utf16.count, length: 0))
                    input.suggest(piece)
                    input.type("a")
                case 7:
                    input.select(NSRange(location: caret, length: 0))
                    input.compose("n")
                    input.commitComposition(piece)
                default:
                    input.select(NSRange(location: caret, length: 0))
                    input.deleteBackward()
                }
                #expect(input.markedRange == nil)
                #expect(Array(input.model.utf16) == Array(input.text.utf16), "after action \(code)")
                shown.insert(Array(input.text.utf16))
            }
            input.clearLog()
            let final = input.text
            input.remove(resignReachesDelegate: removal.0, leavesWindowFirst: removal.1)
            #expect(input.log.filter { $0 == "isEditing false" }.count == 1, "\(input.log)")
            #expect(input.log.last == "isEditing false")
            #expect(Array(input.model.utf16) == Array(final.utf16))
            #expect(input.selectionModel == nil)
        }
    }
}
