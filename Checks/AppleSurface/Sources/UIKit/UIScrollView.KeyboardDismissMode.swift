// An NS_ENUM over NSInteger imported as a Swift enum; nested in UIScrollView by
// name only, so not main-actor isolated. Cases in the header's order, so raw
// values match; the two `...WithAccessory` cases that follow are not mirrored.

extension UIScrollView {

    // Mirrors: https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum
    public enum KeyboardDismissMode: Int, Sendable {

        // Mirrors: https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/none
        case none

        // Mirrors: https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/ondrag
        case onDrag

        // Mirrors: https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/interactive
        case interactive
    }
}
