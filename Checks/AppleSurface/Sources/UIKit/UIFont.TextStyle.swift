// An NS_TYPED_ENUM over NSString (UIFontTextStyle), imported as a
// RawRepresentable struct nested in UIFont. Only the styles the documented
// examples name.

extension UIFont {

    // Mirrors: https://developer.apple.com/documentation/uikit/uifont/textstyle
    // (declaration as printed at https://onestack.dev/ios-reference/UIKit/UIFont.TextStyle:
    // `struct TextStyle` with `static let` members.)
    public struct TextStyle: Hashable, RawRepresentable, Sendable {

        // Plumbing: the RawRepresentable initializer of an NS_TYPED_ENUM.
        public init(rawValue: String) { fatalError() }

        // Plumbing: the RawRepresentable requirement.
        public var rawValue: String { fatalError() }

        // Mirrors: https://developer.apple.com/documentation/uikit/uifont/textstyle/body
        // (same shape as `title1` below; `static let body: UIFont.TextStyle` in the listing above.)
        public static let body: UIFont.TextStyle = { fatalError() }()

        // Mirrors: https://developer.apple.com/documentation/uikit/uifont/textstyle/title1
        public static let title1: UIFont.TextStyle = { fatalError() }()
    }
}
