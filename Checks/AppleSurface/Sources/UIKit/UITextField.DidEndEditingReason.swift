// An NS_ENUM over NSInteger imported as a Swift enum (the page lists
// RawRepresentable, Hashable, Sendable); nested in UITextField by name only, so
// not main-actor isolated. Cases in the header's order, so raw values match.

extension UITextField {

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextfield/didendeditingreason
    public enum DidEndEditingReason: Int, Sendable {

        // Mirrors: https://developer.apple.com/documentation/uikit/uitextfield/didendeditingreason/committed
        case committed

        // Mirrors: https://developer.apple.com/documentation/uikit/uitextfield/didendeditingreason/cancelled
        case cancelled
    }
}
