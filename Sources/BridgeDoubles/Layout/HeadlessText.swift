import BridgeCore
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A deterministic text layout for tests and the demo, where no font renderer exists.
///
/// Every character (grapheme) advances by ``characterAdvance``; lines are
/// ``lineHeight`` tall. Wrapping is greedy: words separated by spaces move to the
/// next line whole, a CJK character may break anywhere, and a word longer than a
/// line is broken between characters, as `UILabel` does with
/// `.byWordWrapping`.
///
/// ```swift
/// let metrics = HeadlessTextMetrics(characterAdvance: 10, lineHeight: 20)
/// metrics.lines(of: "hello big world", width: 90)  // ["hello big", "world"]
/// ```
public struct HeadlessTextMetrics: Hashable, Sendable {
    /// The width of every character.
    public var characterAdvance: CGFloat
    /// The height of every line.
    public var lineHeight: CGFloat

    /// Metrics with 8-point characters and 20-point lines unless told otherwise.
    public init(characterAdvance: CGFloat = 8, lineHeight: CGFloat = 20) {
        self.characterAdvance = characterAdvance
        self.lineHeight = lineHeight
    }

    /// The lines `text` wraps into at `width`; `nil` or infinite width never wraps.
    /// Explicit newlines always break.
    public func lines(of text: String, width: CGFloat?) -> [String] {
        let capacity: Int? = width.flatMap { width in
            guard width.isFinite else { return nil }
            return Swift.max(1, Int((width / characterAdvance).rounded(.down)))
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            capacity.map { wrap(paragraph, capacity: $0) } ?? [String(paragraph)]
        }
    }

    /// The size of `text` laid out at `width`: the longest line by the number of lines.
    public func size(of text: String, width: CGFloat?) -> CGSize {
        guard !text.isEmpty else { return .zero }
        return size(ofLines: lines(of: text, width: width))
    }

    /// The size of lines already broken: the longest line by the number of lines.
    public func size(ofLines lines: [String]) -> CGSize {
        let longest = lines.map(\.count).max() ?? 0
        return CGSize(width: CGFloat(longest) * characterAdvance, height: CGFloat(lines.count) * lineHeight)
    }

    private func wrap(_ paragraph: Substring, capacity: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineLength = 0
        for token in Self.tokens(of: paragraph) {
            let separatorLength = (lineLength > 0 && token.spaced) ? 1 : 0
            if lineLength > 0, lineLength + separatorLength + token.text.count > capacity {
                lines.append(line)
                line = ""
                lineLength = 0
            }
            if lineLength > 0, token.spaced {
                line += " "
                lineLength += 1
            }
            // A word longer than a whole line breaks between characters.
            for character in token.text {
                if lineLength == capacity {
                    lines.append(line)
                    line = ""
                    lineLength = 0
                }
                line.append(character)
                lineLength += 1
            }
        }
        lines.append(line)
        return lines
    }

    /// Words and CJK characters, each marked with whether a space came before it.
    private static func tokens(of paragraph: Substring) -> [(text: String, spaced: Bool)] {
        var tokens: [(text: String, spaced: Bool)] = []
        var word = ""
        var wordSpaced = false
        var pendingSpace = false
        func flush() {
            if !word.isEmpty { tokens.append((word, wordSpaced)) }
            word = ""
        }
        for character in paragraph {
            if character == " " {
                flush()
                pendingSpace = true
            } else if character.isCJK {
                flush()
                tokens.append((String(character), pendingSpace))
                pendingSpace = false
            } else {
                if word.isEmpty {
                    wordSpaced = pendingSpace
                    pendingSpace = false
                }
                word.append(character)
            }
        }
        flush()
        return tokens
    }
}

extension Character {
    /// Han, kana, Hangul and CJK punctuation: scripts a line may break inside.
    var isCJK: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3000...0x303F, 0x3040...0x309F, 0x30A0...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x2FA1F:
            return true
        default:
            return false
        }
    }
}
