/// How far a ``BracketedHierarchySearch`` may look. Every search is bounded, so a marker
/// placed somewhere unexpected costs a few hundred visits, not the whole window.
///
/// ```swift
/// let limits = try HierarchySearchLimits(ancestorLevels: 4, depth: 8, visits: 500)
/// BracketedHierarchySearch(limits: limits).find(between: back, and: front) { $0 as? UIScrollView }
/// ```
public struct HierarchySearchLimits: Hashable, Sendable {
    /// How many ancestors above the marker are searched (0: only the marker's own subtree).
    public let ancestorLevels: Int
    /// How deep below each searched ancestor the search goes (0: the ancestor only).
    public let depth: Int
    /// How many nodes the search may visit in total before it gives up.
    public let visits: Int

    /// Enough for the SwiftUI hierarchies BridgeKit targets: a `.background` marker
    /// sits a few levels below the view it shares an ancestor with the scroll view
    /// behind a `List`; a `List` in a `NavigationStack` in a `TabView`, with the
    /// modifier on the `TabView`, is 12 levels below that ancestor. The search goes
    /// nearest first, so the visit limit, not the depth, bounds its cost.
    public static let standard = HierarchySearchLimits(unchecked: 8, 16, 2_000)

    /// Throws when a limit is negative or when `visits` is zero.
    public init(ancestorLevels: Int, depth: Int, visits: Int) throws(HierarchySearchLimitsError) {
        guard ancestorLevels >= 0 else { throw .negativeAncestorLevels(ancestorLevels) }
        guard depth >= 0 else { throw .negativeDepth(depth) }
        guard visits > 0 else { throw .visitsNotPositive(visits) }
        self.init(unchecked: ancestorLevels, depth, visits)
    }

    private init(unchecked ancestorLevels: Int, _ depth: Int, _ visits: Int) {
        self.ancestorLevels = ancestorLevels
        self.depth = depth
        self.visits = visits
    }
}

/// Bad input for ``HierarchySearchLimits``.
public enum HierarchySearchLimitsError: Error, Hashable, Sendable {
    case negativeAncestorLevels(Int)
    case negativeDepth(Int)
    case visitsNotPositive(Int)
}
