// UIAction inherits from UIMenuElement: a menu element that performs its action
// in a closure. BridgeKit attaches it to controls with addAction(_:for:).

// Mirrors: https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

// Mirrors: https://developer.apple.com/documentation/uikit/uiaction
@MainActor
open class UIAction: UIMenuElement {

    // Mirrors: https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    @MainActor @preconcurrency public convenience init(
        title: String = "",
        image: UIImage? = nil,
        identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) { fatalError() }
}

extension UIAction {

    // Mirrors: https://developer.apple.com/documentation/uikit/uiaction/identifier
    // (an NS_TYPED_EXTENSIBLE_ENUM over NSString, imported as a RawRepresentable struct.)
    public struct Identifier: Hashable, RawRepresentable, Sendable {

        // Mirrors: https://developer.apple.com/documentation/uikit/uiaction/identifier/init(rawvalue:)
        public init(rawValue: String) { fatalError() }

        // Plumbing: the RawRepresentable requirement.
        public var rawValue: String { fatalError() }
    }
}
