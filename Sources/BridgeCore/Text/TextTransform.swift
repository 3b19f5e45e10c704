/// A formatting step applied to the whole text after each user change, such as
/// upper-casing a code or keeping only digits.
///
/// The caret follows the text: it goes where the transformed text before the
/// caret ends, so upper-casing keeps it in place and dropping a letter moves it
/// back by one. A transform should be idempotent (applying it twice changes
/// nothing more); BridgeKit applies it once per change. Text the model sets is
/// shown as it is until the user edits it.
///
/// ```swift
/// TextFieldWrapper("Code", text: $code)
///     .transform(.uppercased)
/// TextFieldWrapper("Card", text: $card)
///     .transform(TextTransform { $0.filter(\.isNumber) })
/// ```
public struct TextTransform: Sendable {
    private let body: @Sendable (String) -> String

    /// A transform running `body`.
    public init(_ body: @escaping @Sendable (String) -> String) {
        self.body = body
    }

    /// Applies the transform.
    public func callAsFunction(_ text: String) -> String {
        body(text)
    }

    /// Upper-cases the text (`String.uppercased()`).
    public static let uppercased = TextTransform { $0.uppercased() }

    /// Lower-cases the text (`String.lowercased()`).
    public static let lowercased = TextTransform { $0.lowercased() }

    /// Keeps the ASCII digits 0–9 and drops everything else.
    public static let digitsOnly = TextTransform { text in
        String(String.UnicodeScalarView(text.unicodeScalars.filter { ("0"..."9").contains($0) }))
    }
}
