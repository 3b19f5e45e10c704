import BridgeCore

/// A headless stand-in for a `UIView` in a hierarchy: a class name and children.
/// Used by tests, benchmarks and `bridgekit demo` to build trees shaped like the
/// ones SwiftUI builds.
///
/// ```swift
/// let marker = HeadlessNode("PlatformViewHost")
/// let root = HeadlessNode("UIHostingView", [
///     HeadlessNode("UICollectionView"),
///     HeadlessNode("_UIHostingView", [marker]),
/// ])
/// HierarchySearch().nearest(from: marker) { $0.kind == "UICollectionView" }.node  // the list
/// ```
@MainActor
public final class HeadlessNode: HierarchyNode {
    /// The class name the node stands for, e.g. `"UICollectionView"`.
    public nonisolated let kind: String
    /// Names the node for tests and logs.
    public nonisolated let label: String?
    public private(set) weak var parentNode: HeadlessNode?
    public private(set) var childNodes: [HeadlessNode] = []
    /// Whether the node is the root view of a view controller a container holds
    /// (a navigation page): out of the window, it is kept, not discarded.
    package var isControllerView = false
    /// Whether the node is the root view of a view controller no container
    /// holds any more (a child hosting controller SwiftUI removed).
    package var isReleasedControllerView = false

    /// What the shell tells `CachedHierarchySearch.isKeptOffScreen` about UIKit's
    /// views: held, released, or not a controller's view (`nil`).
    package static func isKeptOffScreen(_ node: AnyObject) -> Bool? {
        guard let node = node as? HeadlessNode else { return nil }
        if node.isControllerView { return true }
        return node.isReleasedControllerView ? false : nil
    }

    public init(_ kind: String, label: String? = nil, _ children: [HeadlessNode] = []) {
        self.kind = kind
        self.label = label
        for child in children { addChild(child) }
    }

    /// Appends `child`, taking it from its previous parent.
    public func addChild(_ child: HeadlessNode) {
        child.removeFromParent()
        child.parentNode = self
        childNodes.append(child)
    }

    /// Detaches the node from its parent.
    public func removeFromParent() {
        guard let parent = parentNode else { return }
        parent.childNodes.removeAll { $0 === self }
        parentNode = nil
    }

    /// The node and all its descendants, depth first.
    public var subtree: [HeadlessNode] {
        [self] + childNodes.flatMap(\.subtree)
    }
}

extension HeadlessNode: CustomStringConvertible {
    public nonisolated var description: String {
        label.map { "\(kind) \"\($0)\"" } ?? kind
    }
}
