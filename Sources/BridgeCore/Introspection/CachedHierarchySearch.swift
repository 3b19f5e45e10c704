/// Searches once, keeps the result weakly, and searches again only when it is gone.
///
/// SwiftUI calls `updateUIView` on every state change. Seed 003 walks the view
/// tree each time; a cached search walks it once, and again only after the found
/// view was deallocated (SwiftUI rebuilt the `List`) or ``forget()`` was called.
/// The reference is weak so the cache never keeps a discarded scroll view alive.
///
/// ```swift
/// var cache = CachedHierarchySearch<UIScrollView>()
/// // in updateUIView, every time:
/// if let scrollView = cache.resolve(from: marker, as: { $0 as? UIScrollView }) { ... }
/// cache.searches  // 1, however many updates ran
/// ```
@MainActor
public struct CachedHierarchySearch<Target: AnyObject> {
    public var search: HierarchySearch
    /// The view found last, while it is alive.
    public private(set) weak var target: Target?
    /// How many searches ran (for tests and benchmarks).
    public private(set) var searches = 0
    /// The result of the last search that ran.
    public private(set) var lastOutcome: HierarchySearchResult<Target>.Outcome?

    public init(search: HierarchySearch = HierarchySearch()) {
        self.search = search
    }

    /// The kept target if it is still alive; otherwise the result of a new search from `marker`.
    public mutating func resolve<Node: HierarchyNode>(
        from marker: Node,
        as wanted: (Node) -> Target?
    ) -> Target? where Node.Node == Node {
        if let target { return target }
        searches += 1
        let result = search.nearest(from: marker, as: wanted)
        lastOutcome = result.outcome
        target = result.node
        return result.node
    }

    /// Drops the kept target; the next ``resolve(from:as:)`` searches again.
    public mutating func forget() {
        target = nil
    }
}
