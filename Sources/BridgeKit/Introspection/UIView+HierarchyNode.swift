#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// `UIView` is a node of BridgeCore's hierarchy searches: its parent is its
/// `superview`, its children its `subviews`.
///
/// ```swift
/// let result = BracketedHierarchySearch().find(between: backMarker, and: frontMarker) { $0 as? UIScrollView }
/// result.node?.refreshControl = control
/// ```
extension UIView: HierarchyNode {
    public var parentNode: UIView? { superview }
    public var childNodes: [UIView] { subviews }
}
#endif
