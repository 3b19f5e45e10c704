// An NS_OPTIONS type (NSUInteger) imported as an OptionSet; nested in UIControl
// by name only, so not main-actor isolated.

extension UIControl {

    // Mirrors: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    public struct State: OptionSet, Sendable {

        // Mirrors: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/init(rawvalue:)
        public init(rawValue: UInt) { fatalError() }

        // Plumbing: the OptionSet requirement, `UInt` as in the NS_OPTIONS declaration.
        public let rawValue: UInt

        // Mirrors: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
        public static var normal: UIControl.State { fatalError() }
    }
}
