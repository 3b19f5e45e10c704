import Foundation

/// What a text field lets the user type: a maximum length, the characters
/// allowed, and a formatting step.
///
/// Rules shape user input only. A value the model sets is shown as it is, so
/// the binding and the field never disagree about text the app wrote itself.
///
/// - `maxLength` counts characters as people see them (👨‍👩‍👧 and 🇨🇳 are one
///   each), and is checked against the text that will remain once the edited
///   range is replaced: a full field still accepts a new selection replaced, and
///   an insertion (typing, a paste at the caret) is cut to what fits rather than
///   refused. A replacement of text already there that does not fit (a Korean
///   syllable rebuilt at the limit, a paste over a selection) is refused whole,
///   so no character the user typed earlier is lost.
/// - `allowedCharacters` keeps a typed or pasted character only when every one
///   of its scalars is in the set. It judges what was typed, on its own: a
///   combining accent typed after "e" is dropped when the set lacks it, and the
///   "e" stays.
/// - `transform` formats the text after each change; a per-character one (the
///   built-in ones) runs on what the user typed only, a custom whole-text one on
///   the whole text; see ``TextTransform``.
///
/// ```swift
/// let pin = TextInputRules(maxLength: 4, allowedCharacters: .decimalDigits)
/// ```
public struct TextInputRules: Sendable {
    /// The most characters the user can bring the text to; `nil` for no limit.
    /// Zero or less allows deleting only.
    public var maxLength: Int?
    /// The characters the user can type or paste; `nil` for all.
    public var allowedCharacters: CharacterSet?
    /// A formatting step run after each user change; `nil` for none.
    public var transform: TextTransform?

    /// Rules with the given limits; all `nil` means none.
    public init(maxLength: Int? = nil, allowedCharacters: CharacterSet? = nil, transform: TextTransform? = nil) {
        self.maxLength = maxLength
        self.allowedCharacters = allowedCharacters
        self.transform = transform
    }

    /// The part of `replacement` these rules let in when it replaces `bounds` of
    /// `text`: disallowed characters dropped, then cut to the room `maxLength` leaves.
    package func admitted(_ replacement: String, replacing bounds: Range<String.Index>, in text: String) -> String {
        var field = FieldText(text)
        return admitted(replacement, replacing: bounds, in: &field)
    }

    /// ``admitted(_:replacing:in:)`` on a text that keeps its character count,
    /// so that only the characters around the edit are counted.
    func admitted(_ replacement: String, replacing bounds: Range<String.Index>, in text: inout FieldText) -> String {
        let allowed = filtered(replacement)
        guard let maxLength, !allowed.isEmpty else { return allowed }
        if text.characterCount(replacing: bounds, with: allowed, upTo: maxLength) <= maxLength { return allowed }
        // Cutting a replacement of text already there would change that text
        // (Korean replaces the last syllable: "한" + ㅏ proposes "하나", cut to
        // "하" it would lose the ㄴ): such an edit is refused, the text kept.
        if !bounds.isEmpty { return String(text.string[bounds]) }
        let room = maxLength - text.characterCount(replacing: bounds, with: "", upTo: maxLength)
        func fits(_ length: Int) -> Bool {
            text.characterCount(replacing: bounds, with: String(allowed.prefix(length)), upTo: maxLength) <= maxLength
        }
        // Joins let more characters than `room` fit: a mark onto a letter, a
        // ZWJ and the emoji after it into the emoji before, "\r" into a "\n"
        // after. Start near `room`, grow while the next one still fits, then
        // shrink to the longest that does.
        let count = allowed.count
        var length = Swift.min(count, Swift.max(room, 0) + 2)
        while length < count, fits(length + 1) { length += 1 }
        while length > 0, !fits(length) { length -= 1 }
        return String(allowed.prefix(length))
    }

    /// `text` without the characters `allowedCharacters` excludes.
    func filtered(_ text: String) -> String {
        allowedCharacters == nil ? text : String(text.filter(allows))
    }

    /// Whether the filter would drop any character of `text`.
    func dropsCharacters(of text: String) -> Bool {
        !text.allSatisfy(allows)
    }

    /// A character is allowed when every one of its scalars is.
    private func allows(_ character: Character) -> Bool {
        allowedCharacters.map { set in character.unicodeScalars.allSatisfy(set.contains) } ?? true
    }

    /// Whether the rules can refuse or shorten anything; when not, a change
    /// needs no checking.
    var limitsInput: Bool {
        maxLength != nil || allowedCharacters != nil
    }
}
