// UIMenuElement inherits from NSObject: the base of UIAction.

// Mirrors: https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor
open class UIMenuElement: NSObject {}

extension UIMenuElement {

    // Mirrors: https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    public struct Attributes: OptionSet, Sendable {

        // Mirrors: https://developer.apple.com/documentation/uikit/uimenuelement/attributes/init(rawvalue:)
        public init(rawValue: UInt) { fatalError() }

        // Plumbing: the OptionSet requirement (NS_OPTIONS over NSUInteger).
        public let rawValue: UInt
    }

    // Mirrors: https://developer.apple.com/documentation/uikit/uimenuelement/state
    public enum State: Int, Sendable {

        // Mirrors: https://developer.apple.com/documentation/uikit/uimenuelement/state/off
        case off

        // Mirrors: https://developer.apple.com/documentation/uikit/uimenuelement/state/on
        case on

        // Mirrors: https://developer.apple.com/documentation/uikit/uimenuelement/state/mixed
        case mixed
    }
}
