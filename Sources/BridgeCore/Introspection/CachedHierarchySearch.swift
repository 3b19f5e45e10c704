/// Searches between a view's two markers once, keeps the result weakly, and
/// searches again when what lies between the markers changed.
///
/// SwiftUI calls `updateUIView` on every state change. A cached search walks the
/// bracket (see ``BracketedHierarchySearch``) once, and again when the kept view
/// was deallocated, when it left the markers' common ancestor (removed from the
/// window), when a view was inserted or removed next to the markers' branches
/// (``HierarchyBracket/signature``), after `Event.markerMoved` or after
/// `forget()`. Checking that costs two climbs, no walk.
///
/// When SwiftUI swaps the modified view with an animation (`if showsA { ListA }
/// else { ListB }`), it keeps the old view in the tree until the transition ends
/// (about 0.35 s) and inserts the new one first: two matches lie between the
/// markers. When one of them is the view found before, the other is taken,
/// **provisionally**: UIKit cannot tell a view animating out from one that stays
/// (`VStack { if showsCarousel { ScrollView(.horizontal) {…} }; List {…} }.pullToRefresh`).
/// Later checks (updates, and the timed checks the shell schedules, see
/// `LookupRetry`) keep it while the previous view is still there and confirm the
/// swap once it left. When the checks' time is up and both are still there
/// (`endProvisional()`), nothing is kept and the ambiguity is reported
/// (`takeDiagnostic()`), rather than a guess kept for good. Any other case of
/// several matches is reported, not guessed.
///
/// A kept target whose branch left the markers' tree, and whose nearest view
/// controller (the first view up from the target that is a controller's root
/// view) a container still holds (`isKeptOffScreen`), is covered, not gone: a page pushed over it in `NavigationStack { List {…} }
/// .pullToRefresh`, an unselected tab. It stays the target (`isCovered`) and
/// the pushed page's own `List`, now the only one between the markers, is not
/// taken; when the page is popped it is back. A view SwiftUI removed (a swap,
/// an `if`) is searched for again, whatever keeps it alive.
///
/// ```swift
/// var cache = CachedHierarchySearch<UIScrollView>()
/// // in updateUIView, and at the checks `LookupRetry` schedules:
/// if let scrollView = cache.resolve(between: back, and: front, as: { $0 as? UIScrollView }) { ... }
/// // in a marker's didMoveToWindow():
/// cache.handle(.markerMoved)
/// ```
@MainActor
public struct CachedHierarchySearch<Target: AnyObject> {
    /// What the shell observed about the markers.
    package enum Event: Hashable, Sendable {
        /// A marker moved to another superview or window: the kept target may not
        /// be the modified view any more.
        case markerMoved
    }

    package var search: BracketedHierarchySearch
    /// The view found last, while it is alive.
    package private(set) weak var target: Target?
    /// How many searches ran (for tests and benchmarks).
    public private(set) var searches = 0
    /// The outcome of the last search that ran.
    package private(set) var lastOutcome: HierarchySearchOutcome?

    /// Whether the kept target still hangs under the bracket it was found in.
    private var isStillPlaced: () -> Bool = { false }
    /// Whether the kept target is alive in a branch a controller keeps off screen.
    private var isOutsideMarkersTree: () -> Bool = { false }
    /// For a view that is a view controller's root view, whether a container
    /// (navigation, tab) still holds that controller; `nil` for any other view.
    /// The shell asks UIKit (`next as? UIViewController`, then its `parent`).
    /// The search asks it from the target up and the first answer decides: the
    /// root of the detached branch may be a wrapper above the controller's view,
    /// or a held controller's view above a child controller SwiftUI removed.
    /// Never a controller's view, by default.
    package var isKeptOffScreen: @MainActor (AnyObject) -> Bool? = { _ in nil }
    /// Set while the target was taken in a swap: whether the view it replaced
    /// still lies between the markers.
    private var isPreviousStillBetween: (() -> Bool)?
    /// Set while the target was taken in a swap: the view it replaced.
    private weak var replaced: AnyObject?
    private var unreported: HierarchySearchDiagnostic?
    private var isFailureReported = false

    public init(search: BracketedHierarchySearch = BracketedHierarchySearch()) {
        self.search = search
    }

    /// The kept target while the bracket is unchanged and the target is still in
    /// it; otherwise the result of a new search between `back` and `front`.
    public mutating func resolve<Node: HierarchyNode>(
        between back: Node,
        and front: Node,
        as wanted: (Node) -> Target?
    ) -> Target? where Node.Node == Node {
        if let stillBetween = isPreviousStillBetween, !stillBetween() {
            // The view the swap replaced left: the swap is confirmed.
            isPreviousStillBetween = nil
            replaced = nil
        }
        if let target, isStillPlaced() { return target }
        if let target, isCovered { return target }
        searches += 1
        let result = search.find(between: back, and: front) { node in wanted(node).map { (node, $0) } }
        lastOutcome = result.outcome
        let previous = target
        let chosen: (node: Node, target: Target)?
        var replacedNode: Node?
        switch result.outcome {
        case .found:
            chosen = result.matches.first
        case .ambiguous(candidates: 2) where previous != nil:
            let others = result.matches.filter { $0.1 !== previous }
            if isProvisional, others.count == 1, others[0].0 === replaced {
                // Searched again during a swap: the view animating out is the other one.
                chosen = result.matches.first { $0.1 === previous }
                replacedNode = others[0].0
            } else {
                // The previous target may be animating out; the other one replaced it,
                // until a later check says whether the previous one left.
                chosen = others.count == 1 ? others[0] : nil
                replacedNode = result.matches.first { $0.1 === previous }?.0
            }
        default:
            chosen = nil
        }
        guard let chosen else {
            forget()
            if !isFailureReported {
                unreported = result.diagnostic(lookingFor: String(describing: Target.self))
            }
            return nil
        }
        target = chosen.target
        unreported = nil
        isFailureReported = false
        let searchLimits = search
        let bracket = search.bracket(between: back, and: front)
        let signature = bracket?.signature
        isStillPlaced = { [weak back, weak front, weak node = chosen.node, weak ancestor = bracket?.ancestor] in
            guard let back, let front, let node, let ancestor,
                  let now = searchLimits.bracket(between: back, and: front),
                  now.signature == signature
            else { return false }
            return Self.isDescendant(node, of: ancestor, within: searchLimits.limits.depth)
        }
        let isKeptOffScreen = isKeptOffScreen
        isOutsideMarkersTree = { [weak back, weak node = chosen.node] in
            guard let back, let node else { return false }
            guard Self.root(of: node) !== Self.root(of: back) else { return false }
            return Self.isHeldByNearestController(node, isKeptOffScreen)
        }
        if let replacedNode {
            replaced = replacedNode
            isPreviousStillBetween = { [weak back, weak front, weak replacedNode] in
                guard let back, let front, let replacedNode else { return false }
                return !searchLimits.find(between: back, and: front) { $0 === replacedNode ? $0 : nil }.matches.isEmpty
            }
        } else {
            isPreviousStillBetween = nil
            replaced = nil
        }
        return chosen.target
    }

    /// Whether the kept target was taken in a swap that no check has confirmed yet.
    package var isProvisional: Bool { isPreviousStillBetween != nil }

    /// Whether the kept target is alive but out of the markers' tree: covered by
    /// a pushed page or another tab, not swapped out. It stays the target; the
    /// shell keeps checking until its run ends, since a view SwiftUI removed may
    /// be released a turn after it left.
    package var isCovered: Bool { target != nil && isOutsideMarkersTree() }
    /// Whether the lookup has its answer: a kept target, neither provisional
    /// nor covered. A retry run stops once it is (``LookupRetry/next(settled:)``).
    package var isSettled: Bool { target != nil && !isProvisional && !isCovered }

    /// The time for checks is up (`LookupRetry.Next.timeUp`): a provisional swap
    /// whose replaced view is still between the markers is rejected, since two
    /// views stay there and the modified view cannot be told. Drops the target,
    /// reports the ambiguity and returns `true`; otherwise returns `false`.
    package mutating func endProvisional() -> Bool {
        guard let stillBetween = isPreviousStillBetween else { return false }
        isPreviousStillBetween = nil
        replaced = nil
        guard stillBetween() else { return false }
        rejectSwap()
        return true
    }

    private mutating func rejectSwap() {
        forget()
        let outcome = HierarchySearchOutcome.ambiguous(candidates: 2)
        lastOutcome = outcome
        unreported = HierarchySearchDiagnostic(
            wanted: String(describing: Target.self), outcome: outcome, visits: 0, limits: search.limits
        )
        isFailureReported = false
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

    /// Drops the kept target; the next ``resolve(between:and:as:)`` searches again.
    package mutating func forget() {
        target = nil
        isStillPlaced = { false }
        isOutsideMarkersTree = { false }
        isPreviousStillBetween = nil
        replaced = nil
    }

    /// Why the last search found no single target, once per run of failed searches:
    /// `nil` after a match, and after it was taken until a search finds something or
    /// a marker moves. The shell prints it in debug builds when a search from markers
    /// in a window failed.
    package mutating func takeDiagnostic() -> HierarchySearchDiagnostic? {
        guard let diagnostic = unreported else { return nil }
        unreported = nil
        isFailureReported = true
        return diagnostic
    }

    /// The topmost ancestor of `node` (a window, for a view on screen).
    /// The answer of the first view from `node` up that is a controller's view;
    /// false when there is none (a branch SwiftUI removed).
    private static func isHeldByNearestController<Node: HierarchyNode>(
        _ node: Node, _ isKeptOffScreen: (AnyObject) -> Bool?
    ) -> Bool where Node.Node == Node {
        var current: Node? = node
        while let view = current {
            if let held = isKeptOffScreen(view) { return held }
            current = view.parentNode
        }
        return false
    }

    private static func root<Node: HierarchyNode>(of node: Node) -> Node where Node.Node == Node {
        var current = node
        while let parent = current.parentNode { current = parent }
        return current
    }

    private static func isDescendant<Node: HierarchyNode>(_ node: Node, of ancestor: Node, within levels: Int) -> Bool
    where Node.Node == Node {
        var current = node.parentNode
        for _ in 0..<levels {
            guard let parent = current else { return false }
            if parent === ancestor { return true }
            current = parent.parentNode
        }
        return false
    }
}
