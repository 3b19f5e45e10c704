// NSLayoutAnchor is generic over the anchor kind and inherits from NSObject.
// Only the one factory method BridgeKit uses is mirrored.

// Mirrors: https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor
open class NSLayoutAnchor<AnchorType>: NSObject where AnchorType: AnyObject {

    // Mirrors: https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
}

// Mirrors: https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

// Mirrors: https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
