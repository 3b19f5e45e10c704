import Foundation

/// Why a UIKit edit was refused. The text it was meant for is left unchanged.
///
/// UIKit describes an edit as an `NSRange` in UTF-16 code units. Applied blindly,
/// a bad range either traps (`NSString.replacingCharacters(in:with:)` past the
/// end) or silently damages the text: half a surrogate pair becomes U+FFFD, half a
/// flag becomes a lone regional indicator. BridgeKit refuses such an edit instead.
///
/// ```swift
/// // Deleting the second half of a flag: 🇨🇳 is two regional indicators, 4 UTF-16 units.
/// let edit = TextEdit(range: NSRange(location: 2, length: 2), replacement: "")
/// try edit.applied(to: "🇨🇳")   // throws TextEditError.splitsCharacter(utf16Offset: 2)
/// ```
public enum TextEditError: Error, Hashable, Sendable {
    /// The range has a negative location or length, or is `NSNotFound`.
    case invalidRange(NSRange)
    /// The range ends past the end of the text, which is `utf16Length` units long.
    case outOfBounds(NSRange, utf16Length: Int)
    /// A bound falls between the two halves of a surrogate pair (inside one
    /// Unicode scalar, such as an emoji outside the Basic Multilingual Plane).
    case splitsSurrogatePair(utf16Offset: Int)
    /// A bound falls between the scalars of one character: inside a flag, a family
    /// emoji joined by ZWJ, a skin-tone sequence or a base letter and its marks.
    case splitsCharacter(utf16Offset: Int)
}
