/// A node of a view tree, as much of it as a hierarchy search needs.
///
/// `UIView` adopts it in BridgeKit (`superview`, `subviews`); `HeadlessNode` (in BridgeDoubles)
/// adopts it for tests, benchmarks and `bridgekit demo`. Main-actor isolated,
/// like the view trees it describes.
///
/// ```swift
/// extension UIView: HierarchyNode {
///     public var parentNode: UIView? { superview }
///     public var childNodes: [UIView] { subviews }
/// }
/// ```
@MainActor
public protocol HierarchyNode: AnyObject {
    /// The type of parent and children; `UIView` for every `UIView` subclass.
    associatedtype Node: HierarchyNode where Node.Node == Node
    /// The node this one is a child of, `nil` at the root or before insertion.
    var parentNode: Node? { get }
    /// The children, in order (back to front for views).
    var childNodes: [Node] { get }
}
