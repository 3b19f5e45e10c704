#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// `UIView` is a node of BridgeCore's `HierarchySearch`: its parent is its
/// `superview`, its children its `subviews`.
///
/// ```swift
/// let result = HierarchySearch().nearest(UIScrollView.self, from: markerView)
/// result.node?.refreshControl = control
/// ```
extension UIView: HierarchyNode {
    public var parentNode: UIView? { superview }
    public var childNodes: [UIView] { subviews }
}
#endif
