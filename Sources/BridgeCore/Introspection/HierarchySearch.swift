/// Finds the view nearest to a marker: the UIKit view SwiftUI keeps behind a
/// `List`, a `ScrollView` or a `TextField`.
///
/// A marker is a small view BridgeKit places next to the SwiftUI view
/// (`.background { marker }`). The search looks at the marker's own subtree, then
/// climbs one ancestor at a time and looks at that ancestor and the rest of its
/// subtree, breadth first. The first match is the nearest one: fewest levels up,
/// then fewest levels down, then earliest child. It also finds the wanted view
/// when it is an ancestor of the marker (a marker inside a `ScrollView`'s content).
///
/// Seed 003 instead walks `superview?.superview` depth first and takes the first
/// `UITableView` anywhere below, with no bound: a different list deeper in the
/// first branch wins, and a missing one costs a walk of the whole subtree.
///
/// ```swift
/// let search = HierarchySearch()
/// if let scrollView = search.nearest(UIScrollView.self, from: marker).node {
///     scrollView.refreshControl = control
/// }
/// ```
public struct HierarchySearch: Hashable, Sendable {
    public var limits: HierarchySearchLimits

    public init(limits: HierarchySearchLimits = .standard) {
        self.limits = limits
    }

    /// The nearest node that `wanted` turns into a value (a cast, usually).
    ///
    /// `@inlinable` so that callers get a walk specialized for their node type.
    @MainActor @inlinable
    public func nearest<Node: HierarchyNode, Wanted>(
        from marker: Node,
        as wanted: (Node) -> Wanted?
    ) -> HierarchySearchResult<Wanted> where Node.Node == Node {
        var visits = 0
        var root = marker
        var searchedChild: Node?
        for level in 0...limits.ancestorLevels {
            var frontier = [root]
            var depth = 0
            while !frontier.isEmpty {
                var next: [Node] = []
                for node in frontier {
                    guard visits < limits.visits else {
                        return HierarchySearchResult(node: nil, visits: visits, outcome: .visitLimitReached)
                    }
                    visits += 1
                    if let match = wanted(node) {
                        return HierarchySearchResult(node: match, visits: visits, outcome: .found(ancestorLevel: level, depth: depth))
                    }
                    guard depth < limits.depth else { continue }
                    // The subtree we climbed out of was searched at the level below.
                    for child in node.childNodes where child !== searchedChild {
                        next.append(child)
                    }
                }
                frontier = next
                depth += 1
            }
            guard let parent = root.parentNode else {
                return HierarchySearchResult(node: nil, visits: visits, outcome: .reachedRoot)
            }
            searchedChild = root
            root = parent
        }
        return HierarchySearchResult(node: nil, visits: visits, outcome: .ancestorLimitReached)
    }

    /// The nearest node that satisfies `matches`.
    @MainActor @inlinable
    public func nearest<Node: HierarchyNode>(
        from marker: Node,
        where matches: (Node) -> Bool
    ) -> HierarchySearchResult<Node> where Node.Node == Node {
        nearest(from: marker) { matches($0) ? $0 : nil }
    }

    /// The nearest node of type `type`, subclasses included
    /// (`UIScrollView.self` finds a `UICollectionView`).
    @MainActor @inlinable
    public func nearest<Node: HierarchyNode, Wanted>(
        _ type: Wanted.Type,
        from marker: Node
    ) -> HierarchySearchResult<Wanted> where Node.Node == Node {
        nearest(from: marker) { $0 as? Wanted }
    }
}

/// What a ``HierarchySearch`` found, and what it cost.
public struct HierarchySearchResult<Wanted> {
    /// Why the search stopped.
    public enum Outcome: Hashable, Sendable {
        /// Found `ancestorLevel` levels above the marker (0: in the marker's own
        /// subtree) and `depth` levels below that ancestor.
        case found(ancestorLevel: Int, depth: Int)
        /// Searched everything up to the root within the depth limit; no match.
        case reachedRoot
        /// Climbed ``HierarchySearchLimits/ancestorLevels`` levels; no match.
        case ancestorLimitReached
        /// Used up ``HierarchySearchLimits/visits``; no match so far.
        case visitLimitReached
    }

    /// The match, `nil` when none was found.
    public let node: Wanted?
    /// How many nodes were looked at.
    public let visits: Int
    public let outcome: Outcome

    @usableFromInline
    init(node: Wanted?, visits: Int, outcome: Outcome) {
        self.node = node
        self.visits = visits
        self.outcome = outcome
    }
}

extension HierarchySearchResult: Sendable where Wanted: Sendable {}

/// Seed 003's search, kept as the baseline that benchmarks and `bridgekit demo`
/// compare ``HierarchySearch`` against: depth first over `root`'s descendants,
/// first match wins, no bound, the root itself and its ancestors never checked.
/// Do not use it to find views.
public enum SeedHierarchySearch {
    /// The first descendant of `root`, depth first, that satisfies `matches`,
    /// and how many nodes were visited. `@inlinable` like ``HierarchySearch``, so
    /// benchmarks compare the algorithms, not specialization.
    @MainActor @inlinable
    public static func firstDescendant<Node: HierarchyNode>(
        of root: Node,
        where matches: (Node) -> Bool
    ) -> (node: Node?, visits: Int) where Node.Node == Node {
        var visits = 0
        func walk(_ node: Node) -> Node? {
            for child in node.childNodes {
                visits += 1
                if matches(child) { return child }
                if let found = walk(child) { return found }
            }
            return nil
        }
        let node = walk(root)
        return (node, visits)
    }
}
