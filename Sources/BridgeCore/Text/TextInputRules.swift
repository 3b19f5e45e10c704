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
///   a paste is cut to what fits rather than refused.
/// - `allowedCharacters` keeps a typed or pasted character only when every one
///   of its scalars is in the set.
/// - `transform` runs on the whole text after each change; see ``TextTransform``.
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
    public func admitted(_ replacement: String, replacing bounds: Range<String.Index>, in text: String) -> String {
        var admitted = replacement
        if let allowedCharacters {
            admitted = String(admitted.filter { $0.unicodeScalars.allSatisfy(allowedCharacters.contains) })
        }
        guard let maxLength, !admitted.isEmpty else { return admitted }
        let before = text[..<bounds.lowerBound], after = text[bounds.upperBound...]
        let kept = before.characterCount(upTo: maxLength) + after.characterCount(upTo: maxLength)
        let room = maxLength - kept
        guard room > 0 else { return "" }
        // Joining texts never adds characters: it can merge two (a mark onto a
        // letter, two regional indicators into a flag), never split one. So the
        // parts' counts bound the result, and checking them is enough.
        return admitted.characterCount(upTo: room) > room ? String(admitted.prefix(room)) : admitted
    }

    /// Whether the rules can refuse or shorten anything; when not, a change
    /// needs no checking.
    var limitsInput: Bool {
        maxLength != nil || allowedCharacters != nil
    }
}
