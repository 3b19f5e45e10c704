#if canImport(UIKit) && canImport(SwiftUI)
import UIKit

/// The windows BridgeKit's views have been in, held weakly: where the default
/// `dismissKeyboard` looks for an editing field. App extensions cannot reach
/// `UIApplication.shared` to list windows, and a view's window is all BridgeKit
/// needs.
@MainActor
enum KnownWindows {
    private static let windows = NSHashTable<UIWindow>.weakObjects()

    /// Remembers `window` (nothing for `nil`).
    static func insert(_ window: UIWindow?) {
        if let window { windows.add(window) }
    }

    /// The windows still alive.
    static var all: [UIWindow] { windows.allObjects }
}

extension UIView {
    /// The first responder in this view's subtree, depth first, if any.
    func firstResponderInSubtree() -> UIView? {
        if isFirstResponder { return self }
        for subview in subviews {
            if let responder = subview.firstResponderInSubtree() { return responder }
        }
        return nil
    }
}
#endif
