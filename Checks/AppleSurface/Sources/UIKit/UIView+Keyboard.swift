// The UIView members BridgeKit's keyboard shell uses. None is overridden, so
// they live in an extension (see UIView.swift).

extension UIView {

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/endediting(_:)
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    // (page not in the docs corpus; UIKit's `@property UIViewAutoresizing autoresizingMask`,
    // typed as the struct below.)
    public var autoresizingMask: UIView.AutoresizingMask {
        get { fatalError() }
        set { fatalError() }
    }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    // (an OptionSet over UInt, as UIKit imports UIViewAutoresizing.)
    public struct AutoresizingMask: OptionSet, Sendable {

        public let rawValue: UInt

        public init(rawValue: UInt) { fatalError() }

        // Mirrors: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        public static var flexibleHeight: UIView.AutoresizingMask { fatalError() }
    }
}
