/// Searches once, keeps the result weakly, and searches again only when it is
/// gone or the marker moved.
///
/// SwiftUI calls `updateUIView` on every state change. A naive bridge walks the view
/// tree each time; a cached search walks it once, and again only after the found
/// view was deallocated (SwiftUI rebuilt the `List`), after the marker moved
/// (`markerMoved`, or a different ancestor above it than at the search),
/// or after `forget()`. The reference is weak so the cache never keeps a
/// discarded scroll view alive.
///
/// ```swift
/// var cache = CachedHierarchySearch<UIScrollView>()
/// // in updateUIView, every time:
/// if let scrollView = cache.resolve(from: marker, as: { $0 as? UIScrollView }) { ... }
/// // in the marker's didMoveToWindow():
/// cache.handle(.markerMoved)
/// ```
@MainActor
public struct CachedHierarchySearch<Target: AnyObject> {
    /// What the shell observed about the marker.
    package enum Event: Hashable, Sendable {
        /// The marker moved to another superview or window (`didMoveToSuperview`,
        /// `didMoveToWindow`): the kept target may not be the nearest any more.
        case markerMoved
    }

    package var search: HierarchySearch
    /// The view found last, while it is alive.
    package private(set) weak var target: Target?
    /// How many searches ran (for tests and benchmarks).
    public private(set) var searches = 0
    /// The outcome of the last search that ran.
    package private(set) var lastOutcome: HierarchySearchOutcome?

    /// The ancestor of the marker the target was found under, and how far up it was.
    private weak var foundUnder: AnyObject?
    private var foundLevel = 0
    private var unreported: HierarchySearchDiagnostic?
    private var isFailureReported = false

    public init(search: HierarchySearch = HierarchySearch()) {
        self.search = search
    }

    /// The kept target if it is alive and the marker still sits under the ancestor
    /// it was found from; otherwise the result of a new search from `marker`.
    public mutating func resolve<Node: HierarchyNode>(
        from marker: Node,
        as wanted: (Node) -> Target?
    ) -> Target? where Node.Node == Node {
        if let target, let foundUnder, Self.ancestor(of: marker, levelsUp: foundLevel) === foundUnder {
            return target
        }
        searches += 1
        let result = search.nearest(from: marker, as: wanted)
        lastOutcome = result.outcome
        target = result.node
        if case .found(let level, _) = result.outcome {
            foundLevel = level
            foundUnder = Self.ancestor(of: marker, levelsUp: level)
            unreported = nil
            isFailureReported = false
        } else if !isFailureReported {
            unreported = result.diagnostic(lookingFor: String(describing: Target.self))
        }
        return result.node
    }

    /// Takes in what the shell observed.
    package mutating func handle(_ event: Event) {
        switch event {
        case .markerMoved:
            forget()
            unreported = nil
            isFailureReported = false
        }
    }

    /// Drops the kept target; the next ``resolve(from:as:)`` searches again.
    package mutating func forget() {
        target = nil
        foundUnder = nil
    }

    /// Why the last search found nothing, once per run of failed searches: `nil`
    /// after a match, and after it was taken until a search finds something or the
    /// marker moves. The shell prints it in debug builds when a search that should
    /// have succeeded (the marker is in a window) failed.
    package mutating func takeDiagnostic() -> HierarchySearchDiagnostic? {
        guard let diagnostic = unreported else { return nil }
        unreported = nil
        isFailureReported = true
        return diagnostic
    }

    private static func ancestor<Node: HierarchyNode>(of node: Node, levelsUp: Int) -> Node? where Node.Node == Node {
        var current: Node? = node
        for _ in 0..<levelsUp { current = current?.parentNode }
        return current
    }
}
