import BridgeCore
import BridgeDoubles
import Foundation
import PropertyBased
import Testing

/// An independent model of UIKit's ranges: the text as an array of UTF-16 units,
/// with the offsets where characters and scalars start listed by walking it once.
private struct ReferenceText {
    let units: [UInt16]
    let characterBoundaries: Set<Int>
    let scalarBoundaries: Set<Int>
    let markOffsets: Set<Int>   // where a combining mark (not a variation selector) starts
    let viramaEnds: Set<Int>    // where a virama ends

    init(_ text: String) {
        units = Array(text.utf16)
        var offset = 0
        var characters: Set<Int> = [0]
        for character in text {
            offset += character.utf16.count
            characters.insert(offset)
        }
        characterBoundaries = characters
        offset = 0
        var scalars: Set<Int> = [0], marks: Set<Int> = [], viramas: Set<Int> = []
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            if (category == .nonspacingMark || category == .spacingMark) && !scalar.properties.isVariationSelector {
                marks.insert(offset)
            }
            offset += scalar.utf16.count
            scalars.insert(offset)
            if scalar.properties.canonicalCombiningClass == .virama { viramas.insert(offset) }
        }
        scalarBoundaries = scalars
        markOffsets = marks
        viramaEnds = viramas
    }

    /// What replacing the marked text produces: its range is the input
    /// method's, so it needs only scalar boundaries (marked text can join the
    /// character after it).
    func applyingMarked(_ edit: TextEdit) -> String? {
        let start = edit.range.location, end = start + edit.range.length
        guard scalarBoundaries.contains(start), scalarBoundaries.contains(end) else { return nil }
        return String(decoding: units[..<start] + Array(edit.replacement.utf16) + units[end...], as: UTF16.self)
    }

    /// What the edit must produce, or `nil` when it must be refused.
    func applying(_ edit: TextEdit) -> String? {
        let start = edit.range.location, end = start + edit.range.length
        guard start >= 0, edit.range.length >= 0, end <= units.count,
              characterBoundaries.contains(end) else { return nil }
        if !characterBoundaries.contains(start) {
            // Backspace by code point: every deleted scalar a mark, or the
            // deletion right after a virama.
            let deleted = scalarBoundaries.filter { $0 >= start && $0 < end }
            guard edit.replacement.isEmpty, scalarBoundaries.contains(start), !deleted.isEmpty,
                  deleted.allSatisfy(markOffsets.contains) || viramaEnds.contains(start) else { return nil }
        }
        return String(decoding: units[..<start] + Array(edit.replacement.utf16) + units[end...], as: UTF16.self)
    }
}

/// Pieces texts are made of: ASCII, CJK, surrogate pairs, flags, ZWJ families,
/// skin tones, variation selectors, combining accents, Thai and Devanagari marks.
private let pieces = ["a", "Z", " ", "你", "好", "😀", "🇨🇳", "👨‍👩‍👧", "👍🏽", "\u{2764}\u{FE0F}", "e\u{301}", "\u{301}", "\u{E17}\u{E35}\u{E48}", "\u{915}\u{93F}", "\u{915}\u{94D}\u{937}"]
private let piece = Gen.element(of: pieces).map { $0 ?? "" }
private let text = piece.array(of: 0...8).map { $0.joined() }

@Suite("TextEdit and TextFieldSession: properties over random texts and edits")
struct TextEditPropertyTests {

    @Test func anEditMatchesTheReferenceOrIsRefusedLeavingTheTextAlone() async {
        await propertyCheck(count: 500, input: text, zip(Gen.int(in: -1...40), Gen.int(in: -1...12)), text) { text, range, replacement in
            let (location, length) = range
            let edit = TextEdit(range: NSRange(location: location, length: length), replacement: replacement)
            let expected = ReferenceText(text).applying(edit)
            do {
                let result = try edit.applied(to: text)
                #expect(expected.map { Array($0.utf16) } == Array(result.text.utf16))
                #expect(result.caret == location + replacement.utf16.count)
            } catch {
                #expect(expected == nil, "refused \(edit) on \(Array(text.unicodeScalars)): \(error)")
            }
        }
    }

    @Test func theRecoveredDifferenceTurnsOneTextIntoTheOther() async {
        await propertyCheck(count: 300, input: text, text) { old, new in
            let edit = TextEdit.difference(from: old, to: new)
            #expect((try? edit.applied(to: old).text).map { Array($0.utf16) } == Array(new.utf16))
        }
    }

    /// Random user actions on a headless field or text view with no rules: after
    /// each one the control shows exactly what a reference applying the same
    /// edits shows (no text lost, nothing invented), and when no composition is
    /// open the binding agrees with it.
    @Test(arguments: TextControl.allCases)
    func controlAndBindingFollowTheReferenceThroughRandomActions(control: TextControl) async {
        await followsTheReference(control.kind)
    }

    private func followsTheReference<Kind: PropertyTestedTextInput>(_: Kind.Type) async {
        let text = Kind.text(of: pieces, count: 0...8)
        let step = zip(Gen.int(in: 0...6), Gen.int(in: 0...40), Kind.piece(of: pieces))
        await propertyCheck(count: 200, input: text, step.array(of: 1...25)) { start, steps in
            var field = Kind.make(model: start)
            var expected = start
            field.tap()
            for (code, number, piece) in steps {
                switch code {
                case 0, 1:
                    // Type over a random, possibly invalid, selection.
                    if field.markedRange == nil {
                        let range = NSRange(location: number % (expected.utf16.count + 3), length: number % 3)
                        field.select(range)
                        let reference = ReferenceText(expected).applying(TextEdit(range: range, replacement: piece))
                        field.type(piece)
                        // UIKit never leaves a selection like a refused one; put the caret back.
                        if reference == nil { field.select(NSRange(location: 0, length: 0)) }
                        expected = reference ?? expected
                    } else {
                        expected = ReferenceText(expected).applyingMarked(TextEdit(range: field.markedRange!, replacement: piece)) ?? expected
                        field.type(piece)
                    }
                case 2:
                    if field.markedRange == nil, field.selection.location > 0, field.selection.length == 0 {
                        // Backspace deletes the character before the caret.
                        let reference = ReferenceText(expected)
                        let start = reference.characterBoundaries.filter { $0 < field.selection.location }.max()!
                        let range = NSRange(location: start, length: field.selection.location - start)
                        expected = reference.applying(TextEdit(range: range, replacement: "")) ?? expected
                        field.deleteBackward()
                    }
                case 3:
                    let reference = ReferenceText(expected), edit = TextEdit(range: field.markedRange ?? field.selection, replacement: "ni")
                    expected = (field.markedRange == nil ? reference.applying(edit) : reference.applyingMarked(edit)) ?? expected
                    field.compose("ni")
                case 4:
                    if field.markedRange == nil {
                        field.setModel(piece + String(number))
                        expected = field.model
                    }
                case 5:
                    field.resign()
                    field.tap()
                default:
                    if Kind.returnInsertsNewline {
                        // A newline over the selection; while composing, the
                        // input method confirms the marked text instead.
                        if field.markedRange == nil {
                            expected = ReferenceText(expected).applying(TextEdit(range: field.selection, replacement: "\n")) ?? expected
                        }
                        Kind.tapReturn(&field)
                        #expect(field.markedRange == nil)
                    } else {
                        Kind.tapReturn(&field)
                        field.tap()
                    }
                }
                #expect(Array(field.text.utf16) == Array(expected.utf16))
                if field.markedRange == nil {
                    #expect(Array(field.model.utf16) == Array(field.text.utf16))
                }
                // The caret is always between characters.
                let selection = field.selection
                #expect(ReferenceText(field.text).characterBoundaries.contains(selection.location))
                #expect(ReferenceText(field.text).characterBoundaries.contains(selection.location + selection.length))
            }
        }
    }

    /// With a maximum length, random typing and pasting never takes the text
    /// past it, and whatever was refused leaves the field and the binding agreeing.
    @Test(arguments: TextControl.allCases)
    func maxLengthHoldsForRandomEditsOfAnyCharacters(control: TextControl) async {
        await maxLengthHolds(control.kind)
    }

    private func maxLengthHolds<Kind: PropertyTestedTextInput>(_: Kind.Type) async {
        let text = Kind.text(of: pieces, count: 0...8)
        await propertyCheck(count: 200, input: Gen.int(in: 0...6), zip(text, Gen.int(in: 0...30)).array(of: 1...12)) { limit, typed in
            var field = Kind.make(model: "", rules: TextInputRules(maxLength: limit))
            field.tap()
            for (piece, number) in typed {
                let before = field.text
                let boundaries = ReferenceText(before).characterBoundaries.sorted()
                let location = boundaries[number % boundaries.count]
                let range = NSRange(location: location, length: number % 2 == 0 ? 0 : before.utf16.count - location)
                field.select(range)
                field.type(piece)
                #expect(field.text.count <= limit)
                #expect(Array(field.model.utf16) == Array(field.text.utf16))
                // Whatever fits is taken whole, and the text is never shortened.
                let whole = ReferenceText(before).applying(TextEdit(range: range, replacement: piece))!
                if whole.count <= limit { #expect(Array(field.text.utf16) == Array(whole.utf16)) }
                if range.length == 0 { #expect(field.text.count >= before.count) }
            }
        }
    }
}
