/// A formatting step applied after each user change, such as upper-casing a
/// code or keeping only digits.
///
/// A per-character transform (``perCharacter(_:)``, and every built-in one) gives
/// the same result on a text's pieces joined as on the whole text, so BridgeKit
/// runs it on what the user typed only and a keystroke costs the same in a text
/// of any length. A transform made with ``init(_:)`` may look at the whole text
/// (a card number grouped in fours); it runs on the whole text after each
/// change, so its cost grows with the text.
///
/// The caret follows the text: it goes where the transformed text before the
/// caret ends, so upper-casing keeps it in place and dropping a letter moves it
/// back by one; after a whole-text transform reformats an edit in the middle
/// (a digit typed into a grouped card number), it goes after the characters the
/// transform made of the text before it. A transform should be idempotent
/// (applying it twice changes nothing more). Text the model sets is shown as it
/// is until the user edits it (unless the wrapper says
/// `transform(_:appliesToAppWrites: true)`); the first edit formats all of it,
/// as does the first edit after a transform is added. Call a transform to
/// format a string yourself: `grouped("42424242")` is `"4242 4242"`. Replacing one per-character transform with another formats only what
/// is typed from then on.
///
/// ```swift
/// TextFieldWrapper("Code", text: $code)
///     .transform(.uppercased)
/// TextFieldWrapper("Card", text: $card)
///     .transform(.perCharacter { $0.filter(\.isNumber) })
/// // Whole-text: every 4 digits followed by a space.
/// let grouped = TextTransform { text in
///     let digits = text.filter(\.isNumber)
///     return stride(from: 0, to: digits.count, by: 4).map { start in
///         String(digits.dropFirst(start).prefix(4))
///     }.joined(separator: " ")
/// }
/// ```
public struct TextTransform: Sendable {
    private let body: @Sendable (String) -> String
    /// Whether the transform treats each character on its own.
    let isPerCharacter: Bool

    /// A whole-text transform running `body` on the whole text after each change.
    public init(_ body: @escaping @Sendable (String) -> String) {
        self.body = body
        isPerCharacter = false
    }

    private init(perCharacter body: @escaping @Sendable (String) -> String) {
        self.body = body
        isPerCharacter = true
    }

    /// A transform that treats each character on its own: `body(a + b)` must
    /// equal `body(a) + body(b)`, as case mapping and dropping characters do.
    /// BridgeKit runs it on the typed text only.
    ///
    /// ```swift
    /// let noSpaces = TextTransform.perCharacter { $0.filter { $0 != " " } }
    /// ```
    public static func perCharacter(_ body: @escaping @Sendable (String) -> String) -> TextTransform {
        TextTransform(perCharacter: body)
    }

    /// Applies the transform.
    public func callAsFunction(_ text: String) -> String {
        body(text)
    }

    /// Upper-cases the text (`String.uppercased()`).
    public static let uppercased = TextTransform.perCharacter { $0.uppercased() }

    /// Lower-cases the text (`String.lowercased()`).
    public static let lowercased = TextTransform.perCharacter { $0.lowercased() }

    /// Keeps the ASCII digits 0–9 and drops everything else.
    public static let digitsOnly = TextTransform.perCharacter { text in
        String(String.UnicodeScalarView(text.unicodeScalars.filter { ("0"..."9").contains($0) }))
    }
}
