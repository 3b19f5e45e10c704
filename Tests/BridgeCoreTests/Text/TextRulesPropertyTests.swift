import BridgeCore
import BridgeDoubles
import Foundation
import PropertyBased
import Testing

/// Pieces texts are made of: ASCII, CJK, surrogate pairs, flags and lone
/// regional indicators, ZWJ families, skin tones alone and on emoji, combining
/// accents alone and on letters, Thai and Devanagari marks and conjuncts, and
/// the scalars that join across pieces: a lone ZWJ, Hangul jamo, a prepended
/// mark, CR and LF.
private let pieces = [
    "a", "Z", " ", "你", "好", "😀", "🇨🇳", "🇺", "👨‍👩‍👧", "👍", "🏽", "e\u{301}", "\u{301}",
    "\u{E17}\u{E35}\u{E48}", "\u{915}\u{94D}", "\u{937}", "\u{200D}", "\u{1100}", "\u{1161}\u{11A8}", "\u{600}", "\r", "\n",
]
private let piece = Gen.element(of: pieces).map { $0 ?? "" }
private let text = piece.array(of: 0...8).map { $0.joined() }

private let filters: [CharacterSet?] = [nil, CharacterSet(charactersIn: "a"..."z"), CharacterSet.letters.union(.whitespaces)]

/// What the rules must let in, found the slow way: each typed character judged
/// alone by the filter, then, when the joined text does not fit, the replaced
/// text itself (a replacement is refused whole) or the longest prefix that fits.
private func referenceAdmitted(_ replacement: String, before: String, replaced: String = "", after: String, rules: TextInputRules) -> String {
    var kept = replacement.filter { character in
        rules.allowedCharacters.map { set in character.unicodeScalars.allSatisfy(set.contains) } ?? true
    }
    guard let limit = rules.maxLength, !kept.isEmpty, (before + kept + after).count > limit else { return kept }
    if !replaced.isEmpty { return replaced }
    while !kept.isEmpty, (before + kept + after).count > limit { kept.removeLast() }
    return kept
}

/// The UTF-16 units of `text` (its character boundaries: `boundaries(_:)`).
private func units(_ text: String) -> [UInt16] { Array(text.utf16) }

/// `text` with `range` (UTF-16, on scalar boundaries) replaced.
private func replacing(_ range: NSRange, in text: String, with replacement: String) -> String {
    let u = units(text)
    return String(decoding: u[..<range.location] + Array(replacement.utf16) + u[(range.location + range.length)...], as: UTF16.self)
}

/// The one scalar-aligned replacement turning `old` into `new`: the longest
/// common start, then the longest common end that does not overlap it.
private func scalarDifference(_ old: String, _ new: String) -> (range: NSRange, replacement: String) {
    let a = Array(old.unicodeScalars), b = Array(new.unicodeScalars)
    var start = 0
    while start < min(a.count, b.count), a[start] == b[start] { start += 1 }
    var end = 0
    while end < min(a.count, b.count) - start, a[a.count - 1 - end] == b[b.count - 1 - end] { end += 1 }
    func width(_ scalars: ArraySlice<Unicode.Scalar>) -> Int { scalars.reduce(0) { $0 + ($1.value > 0xFFFF ? 2 : 1) } }
    var replacement = String.UnicodeScalarView()
    replacement.append(contentsOf: b[start..<(b.count - end)])
    return (NSRange(location: width(a[..<start]), length: width(a[start..<(a.count - end)])), String(replacement))
}

@Suite("Text rules: properties over random texts, rules and actions")
struct TextRulesPropertyTests {

    @Test func theRulesAdmitWhatTheReferenceAdmits() async {
        await propertyCheck(count: 1000, input: text, zip(Gen.int(in: 0...20), Gen.int(in: 0...20)), text, zip(Gen.int(in: -1...8), Gen.int(in: 0...2))) { text, picks, replacement, limits in
            let offsets = boundaries(text)
            let a = offsets[picks.0 % offsets.count], b = offsets[picks.1 % offsets.count]
            let lower = text.utf16.index(text.utf16.startIndex, offsetBy: min(a, b))
            let upper = text.utf16.index(text.utf16.startIndex, offsetBy: max(a, b))
            let rules = TextInputRules(maxLength: limits.0 < 0 ? nil : limits.0, allowedCharacters: filters[limits.1])
            let admitted = rules.admitted(replacement, replacing: lower..<upper, in: text)
            let expected = referenceAdmitted(replacement, before: String(text[..<lower]), replaced: String(text[lower..<upper]), after: String(text[upper...]), rules: rules)
            #expect(units(admitted) == units(expected))
        }
    }

    /// A ZWJ and an emoji typed after an emoji join it, and a "\r" before a
    /// "\n" joins that: three characters of the typed text fit in no room.
    @Test func joinsAtBothEndsLetMoreCharactersThanTheRoomFit() {
        let text = "😀\n"
        let caret = text.utf16.index(text.utf16.startIndex, offsetBy: 2)
        let typed = "\u{200D}😀👍🇺👍\r"
        let admitted = TextInputRules(maxLength: 5).admitted(typed, replacing: caret..<caret, in: text)
        #expect(units(admitted) == units(typed))   // 😀‍😀, 👍, 🇺, 👍, \r\n: five
    }

    /// A limit equal to the joined text's character count admits the whole
    /// replacement, one less does not: the count around the edit is exact.
    @Test func theLimitIsCountedExactlyAroundTheEdit() async {
        await propertyCheck(count: 1000, input: text, zip(Gen.int(in: 0...20), Gen.int(in: 0...20)), text) { text, picks, replacement in
            let offsets = boundaries(text)
            let a = offsets[picks.0 % offsets.count], b = offsets[picks.1 % offsets.count]
            let lower = text.utf16.index(text.utf16.startIndex, offsetBy: min(a, b))
            let upper = text.utf16.index(text.utf16.startIndex, offsetBy: max(a, b))
            let joined = String(text[..<lower]) + replacement + String(text[upper...])
            let exact = TextInputRules(maxLength: joined.count)
            #expect(units(exact.admitted(replacement, replacing: lower..<upper, in: text)) == units(replacement))
            if !replacement.isEmpty, !units(replacement).elementsEqual(units(String(text[lower..<upper]))) {
                let short = TextInputRules(maxLength: joined.count - 1)
                #expect(units(short.admitted(replacement, replacing: lower..<upper, in: text)) != units(replacement))
            }
        }
    }

    /// Random typing, pasting, Backspace, input-method commits and app writes
    /// (some over the limit) on a field or a text view with random rules (the
    /// text view's add Return and multi-line pastes): after each action the
    /// control shows, unit for unit, what the reference does, and the binding agrees.
    @Test(arguments: TextControl.allCases)
    func aControlWithRulesFollowsTheReferenceThroughRandomActions(control: TextControl) async {
        await followsTheReferenceThroughRandomActions(control.kind)
    }

    private func followsTheReferenceThroughRandomActions<Kind: PropertyTestedTextInput>(_: Kind.Type) async {
        let text = Kind.text(of: pieces, count: 0...8)
        let rulesGen = zip(Gen.int(in: -1...6), Gen.int(in: 0...2), Gen.int(in: 0...1))
        let step = zip(Gen.int(in: 0...(Kind.returnInsertsNewline ? 10 : 9)), Gen.int(in: 0...40), text)
        await propertyCheck(count: 1000, input: text, rulesGen, step.array(of: 1...16)) { start, ruleChoice, steps in
            let uppercased = ruleChoice.2 == 1
            let rules = TextInputRules(
                maxLength: ruleChoice.0 < 0 ? nil : ruleChoice.0,
                allowedCharacters: filters[ruleChoice.1],
                transform: uppercased ? .uppercased : nil
            )
            func appValue(_ text: String) -> String { uppercased ? text.uppercased() : text }
            var field = Kind.make(model: appValue(start), rules: rules)
            var expected = appValue(start)
            field.tap()
            for (code, number, piece) in steps {
                let offsets = boundaries(expected)
                let caret = offsets[number % offsets.count]
                switch code {
                case 0, 1:
                    // Type or paste over a caret or a selection to the end.
                    let range = NSRange(location: caret, length: code == 0 ? 0 : expected.utf16.count - caret)
                    field.select(range)
                    let before = String(decoding: units(expected)[..<range.location], as: UTF16.self)
                    let after = String(decoding: units(expected)[(range.location + range.length)...], as: UTF16.self)
                    let replaced = String(decoding: units(expected)[range.location..<(range.location + range.length)], as: UTF16.self)
                    let kept = referenceAdmitted(piece, before: before, replaced: replaced, after: after, rules: rules)
                    field.type(piece)
                    expected = replacing(range, in: expected, with: uppercased ? kept.uppercased() : kept)
                case 2:
                    // Backspace: always allowed, whatever the limit.
                    guard caret > 0 else { continue }
                    let start = offsets.filter { $0 < caret }.max()!
                    field.select(NSRange(location: caret, length: 0))
                    field.deleteBackward()
                    expected = replacing(NSRange(location: start, length: caret - start), in: expected, with: "")
                case 3:
                    // An input method composes at the caret, then commits `piece`,
                    // proposing the commit or not.
                    field.select(NSRange(location: caret, length: 0))
                    field.compose("n")
                    field.compose("ni")
                    if number % 2 == 0 { field.commitComposition(piece) } else { field.commitCompositionWithoutProposal(piece) }
                    let before = String(decoding: units(expected)[..<caret], as: UTF16.self)
                    let after = String(decoding: units(expected)[caret...], as: UTF16.self)
                    let kept = referenceAdmitted(piece, before: before, after: after, rules: rules)
                    expected = replacing(NSRange(location: caret, length: 0), in: expected, with: uppercased ? kept.uppercased() : kept)
                case 4:
                    // Autocorrect or dictation inserts `piece` without proposing an
                    // edit: the rules judge the difference, scalar by scalar.
                    let changed = replacing(NSRange(location: caret, length: 0), in: expected, with: piece)
                    let (range, inserted) = scalarDifference(expected, changed)
                    let before = String(decoding: units(expected)[..<range.location], as: UTF16.self)
                    let after = String(decoding: units(expected)[(range.location + range.length)...], as: UTF16.self)
                    let kept = referenceAdmitted(inserted, before: before, after: after, rules: rules)
                    field.replaceWithoutProposal(changed)
                    expected = uppercased ? (before + kept + after).uppercased() : replacing(range, in: expected, with: kept)
                case 5:
                    // The app writes a value, possibly over the limit: shown as written.
                    field.setModel(appValue(piece + piece))
                    expected = appValue(piece + piece)
                case 6:
                    // Dictation: a placeholder at the caret, then the words in its
                    // place, neither proposed; the rules judge the words once in.
                    field.select(NSRange(location: caret, length: 0))
                    field.startDictation()
                    #expect(!field.model.unicodeScalars.contains("\u{FFFC}"))
                    field.finishDictation(piece)
                    let changed = replacing(NSRange(location: caret, length: 0), in: expected, with: piece)
                    let (range, inserted) = scalarDifference(expected, changed)
                    let before = String(decoding: units(expected)[..<range.location], as: UTF16.self)
                    let after = String(decoding: units(expected)[(range.location + range.length)...], as: UTF16.self)
                    let kept = referenceAdmitted(inserted, before: before, after: after, rules: rules)
                    expected = uppercased ? (before + kept + after).uppercased() : replacing(range, in: expected, with: kept)
                case 7:
                    // An inline suggestion after the caret (when the rules let it
                    // show), then dropped or typed over with "a".
                    let before = String(decoding: units(expected)[..<caret], as: UTF16.self)
                    let after = String(decoding: units(expected)[caret...], as: UTF16.self)
                    guard !piece.isEmpty, referenceAdmitted(piece, before: before, after: after, rules: rules) == piece,
                          !uppercased || piece == piece.uppercased() else { continue }
                    field.select(NSRange(location: caret, length: 0))
                    field.suggest(piece)
                    #expect(units(field.model) == units(expected))     // a suggestion is not user text
                    if number % 2 == 0 {
                        field.finishComposition()
                    } else {
                        field.type("a")
                        let kept = referenceAdmitted("a", before: before, after: after, rules: rules)
                        expected = replacing(NSRange(location: caret, length: 0), in: expected, with: uppercased ? kept.uppercased() : kept)
                    }
                case 8:
                    // A keyboard that rebuilds the character before the caret
                    // (Korean syllables) proposes it and `piece` in its place.
                    guard caret > 0 else { continue }
                    let start = offsets.filter { $0 < caret }.max()!
                    let range = NSRange(location: start, length: caret - start)
                    let previous = String(decoding: units(expected)[start..<caret], as: UTF16.self)
                    let before = String(decoding: units(expected)[..<start], as: UTF16.self)
                    let after = String(decoding: units(expected)[caret...], as: UTF16.self)
                    let kept = referenceAdmitted(previous + piece, before: before, replaced: previous, after: after, rules: rules)
                    field.select(NSRange(location: caret, length: 0))
                    field.replace(range, with: previous + piece)
                    expected = replacing(range, in: expected, with: uppercased ? kept.uppercased() : kept)
                case 10:
                    // Return in a text view: a newline at the caret or over a
                    // selection to the end, judged by the rules like typing.
                    let range = NSRange(location: caret, length: number % 2 == 0 ? 0 : expected.utf16.count - caret)
                    field.select(range)
                    let before = String(decoding: units(expected)[..<range.location], as: UTF16.self)
                    let after = String(decoding: units(expected)[(range.location + range.length)...], as: UTF16.self)
                    let replaced = String(decoding: units(expected)[range.location..<(range.location + range.length)], as: UTF16.self)
                    Kind.tapReturn(&field)
                    expected = replacing(range, in: expected, with: referenceAdmitted("\n", before: before, replaced: replaced, after: after, rules: rules))
                    #expect(field.isFirstResponder)
                default:
                    // The app writes while an input method composes: its value
                    // wins at once and the composition ends.
                    guard units(appValue(piece)) != units(expected) else { continue }
                    field.select(NSRange(location: caret, length: 0))
                    field.compose("ni")
                    field.setModel(appValue(piece))
                    #expect(field.markedRange == nil)
                    field.finishComposition()
                    expected = appValue(piece)
                }
                #expect(!field.model.unicodeScalars.contains("\u{FFFC}"))
                #expect(units(field.text) == units(expected), "after action \(code) with \(Array(piece.unicodeScalars))")
                #expect(units(field.model) == units(field.text))
                let selection = field.selection
                #expect(boundaries(field.text).contains(selection.location))
                #expect(boundaries(field.text).contains(selection.location + selection.length))
            }
        }
    }
}
