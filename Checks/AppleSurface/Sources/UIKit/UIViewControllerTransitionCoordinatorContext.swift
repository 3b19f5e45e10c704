// Only the member BridgeKit reads. The protocol's other requirements are not
// mirrored: BridgeKit never adopts it ("Don't adopt this protocol").

// Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {

    // Mirrors: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
    var isCancelled: Bool { get }
}
