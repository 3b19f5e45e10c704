/// Finds the UIKit view behind *the modified SwiftUI view*: the one SwiftUI puts
/// between the modifier's `.background` marker and its `.overlay` marker.
///
/// SwiftUI hosts platform views in drawing order, back to front: a view's
/// background, then the view, then its overlay. A modifier that adds a marker
/// behind the view (`back`) and one in front of it (`front`) brackets the view's
/// UIKit counterpart: it is what lies after `back` and before `front` in the
/// common ancestor's depth-first order. A sibling next to the modified view (a
/// horizontal `ScrollView` above a `List` in a `VStack`, a second `TextField`)
/// lies outside the bracket, however near it is. SwiftUI-Introspect finds its
/// receivers the same way.
///
/// The search never guesses. It reports ``HierarchySearchOutcome/ambiguous(candidates:)``
/// when more than one outermost match lies between the markers (the modifier sits
/// on a container of several), and ``HierarchySearchOutcome/notBracketed`` while the
/// markers are not yet in one tree within the limits. Ancestors of either marker are
/// not between them. Every node visited counts against ``HierarchySearchLimits/visits``.
///
/// ```swift
/// let result = BracketedHierarchySearch().find(between: backMarker, and: frontMarker) { $0 as? UIScrollView }
/// result.node?.refreshControl = control      // the List this modifier is on
/// ```
public struct BracketedHierarchySearch: Hashable, Sendable {
    public var limits: HierarchySearchLimits

    public init(limits: HierarchySearchLimits = .standard) {
        self.limits = limits
    }

    /// Every outermost match between `back` and `front` (a match's own subtree is
    /// not searched), in depth-first order, and the search's outcome.
    @MainActor @inlinable
    public func find<Node: HierarchyNode, Wanted>(
        between back: Node,
        and front: Node,
        as wanted: (Node) -> Wanted?
    ) -> BracketedSearchResult<Wanted> where Node.Node == Node {
        var visits = 0
        var matches: [Wanted] = []
        var matchDepth = 0
        func result(_ outcome: HierarchySearchOutcome) -> BracketedSearchResult<Wanted> {
            BracketedSearchResult(matches: matches, visits: visits, outcome: outcome, limits: limits)
        }
        guard let bracket = bracket(between: back, and: front) else { return result(.notBracketed) }
        // Walks `node`'s subtree, `depth` levels below the common ancestor; false at the visit limit.
        func walk(_ node: Node, depth: Int) -> Bool {
            guard visits < limits.visits else { return false }
            visits += 1
            if let match = wanted(node) {
                if matches.isEmpty { matchDepth = depth }
                matches.append(match)
                return true
            }
            guard depth < limits.depth else { return true }
            for child in node.childNodes where !walk(child, depth: depth + 1) { return false }
            return true
        }
        for root in bracket.roots where !walk(root.node, depth: root.depth) {
            return result(.visitLimitReached)
        }
        switch matches.count {
        case 0: return result(.nothingBetween)
        case 1: return result(.found(ancestorLevel: bracket.ancestorLevel, depth: matchDepth))
        default: return result(.ambiguous(candidates: matches.count))
        }
    }
}

/// What a ``BracketedHierarchySearch`` found between the markers, and what it cost.
public struct BracketedSearchResult<Wanted> {
    /// Every outermost match between the markers, in depth-first order.
    public let matches: [Wanted]
    /// How many nodes were looked at.
    public let visits: Int
    public let outcome: HierarchySearchOutcome
    public let limits: HierarchySearchLimits

    @usableFromInline
    init(matches: [Wanted], visits: Int, outcome: HierarchySearchOutcome, limits: HierarchySearchLimits) {
        self.matches = matches
        self.visits = visits
        self.outcome = outcome
        self.limits = limits
    }

    /// The one match, `nil` unless exactly one lies between the markers.
    public var node: Wanted? {
        if case .found = outcome { return matches.first }
        return nil
    }

    /// What to report when no single match was found, `nil` after a match.
    public func diagnostic(lookingFor wanted: String) -> HierarchySearchDiagnostic? {
        if case .found = outcome { return nil }
        return HierarchySearchDiagnostic(wanted: wanted, outcome: outcome, visits: visits, limits: limits)
    }
}

/// Where a ``BracketedHierarchySearch`` looks: the roots of the subtrees between
/// the markers, and the markers' common ancestor.
public struct HierarchyBracket<Node: AnyObject> {
    /// The subtrees after the back marker and before the front one, in depth-first
    /// order, each with its depth below ``ancestor``.
    public let roots: [(node: Node, depth: Int)]
    /// The markers' nearest common ancestor.
    public let ancestor: Node
    /// How many levels above the back marker ``ancestor`` is.
    public let ancestorLevel: Int

    @usableFromInline
    init(roots: [(node: Node, depth: Int)], ancestor: Node, ancestorLevel: Int) {
        self.roots = roots
        self.ancestor = ancestor
        self.ancestorLevel = ancestorLevel
    }

    /// The ancestor's and the roots' identities: it changes when a view is inserted
    /// or removed next to the markers' branches, or the markers move. Keeps no view alive.
    @MainActor
    public var signature: [ObjectIdentifier] {
        [ObjectIdentifier(ancestor)] + roots.map { ObjectIdentifier($0.node) }
    }
}

extension BracketedHierarchySearch {
    /// The bracket between `back` and `front`, `nil` while they are not in one tree
    /// within the limits or `front` does not come after `back` in drawing order.
    /// Costs one climb per marker; visits nothing.
    @MainActor @inlinable
    public func bracket<Node: HierarchyNode>(between back: Node, and front: Node) -> HierarchyBracket<Node>?
    where Node.Node == Node {
        // The back marker's ancestors, nearest first, within the ancestor limit.
        var backPath: [Node] = [back]
        while backPath.count <= limits.ancestorLevels, let parent = backPath[backPath.count - 1].parentNode {
            backPath.append(parent)
        }
        // The front marker's ancestors up to the first one on the back marker's path.
        var frontPath: [Node] = [front]
        var commonLevel: Int?
        while commonLevel == nil, frontPath.count <= limits.depth + 1 {
            let top = frontPath[frontPath.count - 1]
            if let level = backPath.firstIndex(where: { $0 === top }) {
                commonLevel = level
            } else if let parent = top.parentNode {
                frontPath.append(parent)
            } else {
                break
            }
        }
        guard let commonLevel, commonLevel > 0, frontPath.count > 1 else { return nil }
        let ancestor = backPath[commonLevel]
        let branches = ancestor.childNodes
        guard let backBranch = branches.firstIndex(where: { $0 === backPath[commonLevel - 1] }),
              let frontBranch = branches.firstIndex(where: { $0 === frontPath[frontPath.count - 2] }),
              backBranch < frontBranch
        else { return nil }
        var roots: [(node: Node, depth: Int)] = []
        // Back side, deepest first: what follows the back marker's branch at each level.
        for level in 0..<commonLevel {
            let children = backPath[level + 1].childNodes
            guard let index = children.firstIndex(where: { $0 === backPath[level] }) else { continue }
            let end = level + 1 == commonLevel ? frontBranch : children.count
            for sibling in children[(index + 1)..<max(index + 1, end)] {
                roots.append((sibling, commonLevel - level))
            }
        }
        // Front side, from the top: what precedes the front marker's branch at each level.
        for level in stride(from: frontPath.count - 2, to: 0, by: -1) {
            let children = frontPath[level].childNodes
            guard let index = children.firstIndex(where: { $0 === frontPath[level - 1] }) else { continue }
            for sibling in children[..<index] {
                roots.append((sibling, frontPath.count - level))
            }
        }
        return HierarchyBracket(roots: roots, ancestor: ancestor, ancestorLevel: commonLevel)
    }
}

extension BracketedSearchResult: Sendable where Wanted: Sendable {}
