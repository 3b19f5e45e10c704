import BridgeCore
import Foundation
import Testing

@Suite("TextEdit: UIKit's UTF-16 ranges applied to Swift strings")
struct TextEditTests {
    private func edit(_ location: Int, _ length: Int, _ replacement: String = "") -> TextEdit {
        TextEdit(range: NSRange(location: location, length: length), replacement: replacement)
    }

    @Test func typingAppendsAndPutsTheCaretAfterTheReplacement() throws {
        let result = try edit(5, 0, "!").applied(to: "hello")
        #expect(result.text == "hello!")
        #expect(result.caret == 6)
    }

    @Test(arguments: [
        // (text, range, replacement, expected): emoji are counted in UTF-16 units.
        ("👨‍👩‍👧", NSRange(location: 0, length: 8), "", ""),              // the family is 8 units, deleted whole
        ("a👨‍👩‍👧b", NSRange(location: 9, length: 1), "c", "a👨‍👩‍👧c"),
        ("🇨🇳", NSRange(location: 4, length: 0), "🇯🇵", "🇨🇳🇯🇵"),
        ("你好", NSRange(location: 1, length: 1), "们", "你们"),
        ("cafe\u{301}", NSRange(location: 0, length: 5), "tea", "tea"),
        ("ab", NSRange(location: 1, length: 0), "👨‍👩‍👧", "a👨‍👩‍👧b"),
    ])
    func editsWithEmojiCJKAndMarksLandWhereUIKitMeans(text: String, range: NSRange, replacement: String, expected: String) throws {
        #expect(try TextEdit(range: range, replacement: replacement).applied(to: text).text == expected)
    }

    @Test func aRangePastTheEndIsRefusedWithItsLength() {
        #expect(throws: TextEditError.outOfBounds(NSRange(location: 4, length: 2), utf16Length: 5)) {
            try edit(4, 2).applied(to: "hello")
        }
        #expect(throws: TextEditError.outOfBounds(NSRange(location: 6, length: 0), utf16Length: 5)) {
            try edit(6, 0, "x").applied(to: "hello")
        }
    }

    @Test func malformedRangesAreRefused() {
        for range in [NSRange(location: NSNotFound, length: 0), NSRange(location: -1, length: 1), NSRange(location: 0, length: -1)] {
            #expect(throws: TextEditError.invalidRange(range)) {
                try TextEdit(range: range, replacement: "x").applied(to: "hello")
            }
        }
    }

    @Test func aHugeLengthDoesNotOverflow() {
        #expect(throws: TextEditError.outOfBounds(NSRange(location: 1, length: Int.max), utf16Length: 2)) {
            try edit(1, Int.max).applied(to: "ab")
        }
    }

    @Test func halfASurrogatePairIsRefused() {
        // 😀 is one scalar, two UTF-16 units.
        #expect(throws: TextEditError.splitsSurrogatePair(utf16Offset: 2)) { try edit(2, 0, "x").applied(to: "a😀") }
        #expect(throws: TextEditError.splitsSurrogatePair(utf16Offset: 2)) { try edit(1, 1).applied(to: "a😀") }
        #expect(throws: TextEditError.splitsSurrogatePair(utf16Offset: 2)) { try edit(2, 1).applied(to: "a😀") }
    }

    @Test func theMiddleOfAFlagIsRefused() {
        #expect(throws: TextEditError.splitsCharacter(utf16Offset: 2)) { try edit(2, 2).applied(to: "🇨🇳") }
        #expect(throws: TextEditError.splitsCharacter(utf16Offset: 2)) { try edit(2, 0, "x").applied(to: "🇨🇳") }
    }

    @Test func theMiddleOfAFamilyEmojiIsRefused() {
        // 👨 ZWJ 👩 ZWJ 👧: offset 3 is after the first ZWJ.
        #expect(throws: TextEditError.splitsCharacter(utf16Offset: 3)) { try edit(0, 3).applied(to: "👨‍👩‍👧") }
        #expect(throws: TextEditError.splitsCharacter(utf16Offset: 2)) { try edit(2, 6).applied(to: "👨‍👩‍👧") }
        #expect(throws: TextEditError.splitsCharacter(utf16Offset: 3)) { try edit(3, 2).applied(to: "👨‍👩‍👧") }
    }

    @Test func splittingALetterFromItsMarkIsRefused() {
        // e + U+0301: inserting between them, or deleting the letter alone, splits it.
        #expect(throws: TextEditError.splitsCharacter(utf16Offset: 4)) { try edit(4, 0, "x").applied(to: "cafe\u{301}") }
        #expect(throws: TextEditError.splitsCharacter(utf16Offset: 4)) { try edit(3, 1).applied(to: "cafe\u{301}") }
    }

    @Test func backspaceOverTrailingMarksIsAccepted() throws {
        // What Backspace does in Thai and Devanagari, and for a typed accent.
        #expect(try edit(4, 1).applied(to: "cafe\u{301}").text == "cafe")
        #expect(try edit(2, 1).applied(to: "\u{E17}\u{E35}\u{E48}").text == "\u{E17}\u{E35}")   // ที่ → ที
        #expect(try edit(1, 1).applied(to: "\u{915}\u{93F}").text == "\u{915}")                 // कि → क
        #expect(try edit(2, 1).applied(to: "\u{915}\u{94D}\u{937}").text == "\u{915}\u{94D}")  // क्ष → क्
    }

    @Test func typingInsideAConjunctIsRefused() {
        #expect(throws: TextEditError.splitsCharacter(utf16Offset: 2)) { try edit(2, 0, "x").applied(to: "\u{915}\u{94D}\u{937}") }
    }

    @Test func variationSelectorsAndSkinTonesStayWithTheirEmoji() {
        // ❤️ is U+2764 U+FE0F; 👍🏽 is 👍 + a skin-tone modifier.
        #expect(throws: TextEditError.splitsCharacter(utf16Offset: 1)) { try edit(1, 1).applied(to: "\u{2764}\u{FE0F}") }
        #expect(throws: TextEditError.splitsCharacter(utf16Offset: 2)) { try edit(2, 2).applied(to: "👍🏽") }
    }

    @Test func theDifferenceBetweenTwoTextsIsOneEditOnCharacterBoundaries() throws {
        #expect(TextEdit.difference(from: "ni", to: "你") == edit(0, 2, "你"))
        #expect(TextEdit.difference(from: "abc", to: "abc") == edit(3, 0, ""))
        #expect(TextEdit.difference(from: "a🇨🇳b", to: "a🇨🇦b") == edit(1, 4, "🇨🇦"))   // never half a flag
        #expect(TextEdit.difference(from: "cafe", to: "cafe\u{301}") == edit(3, 1, "e\u{301}"))
        // 你 and 佢 share their first two UTF-8 bytes; the edit still takes whole scalars.
        #expect(TextEdit.difference(from: "a你b", to: "a佢b") == edit(1, 1, "佢"))
        for (old, new) in [("teh ", "the "), ("", "👨‍👩‍👧"), ("x👨‍👩‍👧", "x👨‍👩‍👦"), ("aaa", "aa")] {
            #expect(try TextEdit.difference(from: old, to: new).applied(to: old).text == new)
        }
    }
}
