import BridgeCore

// The searches BridgeKit used before it bracketed the modified view between two
// markers (nearest first from one marker) and the naive walk apps write, kept
// as the baselines the tests, the demo and the benchmarks compare against.

/// Finds the view nearest to a single marker.
///
/// BridgeKit's modifiers use ``BracketedHierarchySearch`` instead: from one
/// marker, siblings of the modified view (a second `TextField` in a `VStack`) can
/// be exactly as near as the modified view itself, and this search can then only
/// pick by child order. It stays for views that have one marker and no siblings
/// to confuse, and as the baseline the benchmarks compare against.
///
/// A marker is a small view BridgeKit places next to the SwiftUI view
/// (`.background { marker }`). The search looks at the marker's ancestors (up to
/// ``HierarchySearchLimits/ancestorLevels``) and their subtrees (down to
/// ``HierarchySearchLimits/depth``), nearest first: fewest steps from the marker,
/// up plus down. So the shallow views around every ancestor come before the deep
/// subtree of any one of them. Among views equally near, those under fewer levels
/// up come first, then those with fewer siblings (the chain of wrappers SwiftUI
/// puts around a `List` before the cells of a wide header grid), then child order.
/// It finds the wanted view when it is an ancestor of the marker too (a marker
/// inside a `ScrollView`'s content). It stops after ``HierarchySearchLimits/visits``
/// views, and says why it stopped (``HierarchySearchResult/outcome``).
///
/// A naive search instead walks `superview?.superview` depth first and takes
/// the first `UITableView` anywhere below, with no bound: a different list deeper
/// in the first branch wins, and a missing one costs a walk of the whole subtree.
///
/// ```swift
/// let result = HierarchySearch().nearest(UIScrollView.self, from: marker)
/// if let scrollView = result.node {
///     scrollView.refreshControl = control
/// } else if let problem = result.diagnostic(lookingFor: "UIScrollView") {
///     print(problem)   // what was searched, and which limit stopped it
/// }
/// ```
public struct HierarchySearch: Hashable, Sendable {
    public var limits: HierarchySearchLimits

    public init(limits: HierarchySearchLimits = .standard) {
        self.limits = limits
    }

    /// The nearest node that `wanted` turns into a value (a cast, usually).
    ///
    @MainActor
    public func nearest<Node: HierarchyNode, Wanted>(
        from marker: Node,
        as wanted: (Node) -> Wanted?
    ) -> HierarchySearchResult<Wanted> where Node.Node == Node {
        // One breadth-first frontier per ancestor level, kept as groups of siblings
        // (a parent's children, not copied). Round `step` visits, for each level
        // from the marker up, its frontier `step - level` levels down.
        var frontiers: [[(nodes: [Node], siblings: Int)]] = [[([marker], 1)]]
        var climbedFrom: [Node?] = [nil]
        var top = marker
        var climbEnd: HierarchySearchOutcome?
        var visits = 0
        var step = 0
        func result(_ node: Wanted?, _ outcome: HierarchySearchOutcome) -> HierarchySearchResult<Wanted> {
            HierarchySearchResult(node: node, visits: visits, outcome: outcome, limits: limits)
        }
        while true {
            if step > 0, climbEnd == nil {
                if let parent = top.parentNode, step <= limits.ancestorLevels {
                    frontiers.append([([parent], 1)])
                    climbedFrom.append(top)
                    top = parent
                } else {
                    climbEnd = top.parentNode == nil ? .reachedRoot : .ancestorLimitReached
                }
            }
            var isExhausted = climbEnd != nil
            for level in frontiers.indices where !frontiers[level].isEmpty {
                let depth = step - level
                var next: [(nodes: [Node], siblings: Int)] = []
                for group in frontiers[level] {
                    for node in group.nodes {
                        guard visits < limits.visits else { return result(nil, .visitLimitReached) }
                        visits += 1
                        if let match = wanted(node) {
                            return result(match, .found(ancestorLevel: level, depth: depth))
                        }
                        guard depth < limits.depth else { continue }
                        let children = node.childNodes
                        guard !children.isEmpty else { continue }
                        if depth == 0, let climbed = climbedFrom[level] {
                            // The subtree climbed out of belongs to the level below.
                            next.append((children.filter { $0 !== climbed }, children.count))
                        } else {
                            next.append((children, children.count))
                        }
                    }
                }
                // Fewer siblings first; `enumerated` keeps child order among equals.
                frontiers[level] = next.enumerated()
                    .sorted { ($0.element.siblings, $0.offset) < ($1.element.siblings, $1.offset) }
                    .map(\.element)
                if !next.isEmpty { isExhausted = false }
            }
            if isExhausted, let climbEnd { return result(nil, climbEnd) }
            step += 1
        }
    }

    /// The nearest node that satisfies `matches`.
    @MainActor
    public func nearest<Node: HierarchyNode>(
        from marker: Node,
        where matches: (Node) -> Bool
    ) -> HierarchySearchResult<Node> where Node.Node == Node {
        nearest(from: marker) { matches($0) ? $0 : nil }
    }

    /// The nearest node of type `type`, subclasses included
    /// (`UIScrollView.self` finds a `UICollectionView`).
    @MainActor
    public func nearest<Node: HierarchyNode, Wanted>(
        _ type: Wanted.Type,
        from marker: Node
    ) -> HierarchySearchResult<Wanted> where Node.Node == Node {
        nearest(from: marker) { $0 as? Wanted }
    }
}

/// The naive search a hand-written pull-to-refresh bridge does, kept only as the
/// baseline that benchmarks, tests and `bridgekit demo` compare ``HierarchySearch``
/// against: depth first over `root`'s descendants (usually the marker's
/// `superview?.superview`), first match wins, no bound, the root itself and its
/// ancestors never checked. Not for finding views in an app: BridgeKit uses
/// `BracketedHierarchySearch`.
public enum NaiveHierarchySearch {
    /// The first descendant of `root`, depth first, that satisfies `matches`,
    /// and how many nodes were visited.
    @MainActor
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

/// What a ``HierarchySearch`` found, and what it cost.
public struct HierarchySearchResult<Wanted> {
    public typealias Outcome = HierarchySearchOutcome

    /// The match, `nil` when none was found.
    public let node: Wanted?
    /// How many nodes were looked at.
    public let visits: Int
    public let outcome: Outcome
    /// The limits the search ran with.
    public let limits: HierarchySearchLimits

    package init(node: Wanted?, visits: Int, outcome: Outcome, limits: HierarchySearchLimits) {
        self.node = node
        self.visits = visits
        self.outcome = outcome
        self.limits = limits
    }

    /// What to report when nothing was found, `nil` after a match.
    /// `wanted` names what was looked for, e.g. `"UIScrollView"`.
    public func diagnostic(lookingFor wanted: String) -> HierarchySearchDiagnostic? {
        if case .found = outcome { return nil }
        return HierarchySearchDiagnostic(wanted: wanted, outcome: outcome, visits: visits, limits: limits)
    }
}

extension HierarchySearchResult: Sendable where Wanted: Sendable {}

