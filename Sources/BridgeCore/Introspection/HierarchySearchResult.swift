/// Why a ``HierarchySearch`` stopped.
public enum HierarchySearchOutcome: Hashable, Sendable {
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

    @usableFromInline
    init(node: Wanted?, visits: Int, outcome: Outcome, limits: HierarchySearchLimits) {
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

/// A search that found nothing: what it looked for, how far it looked and which
/// limit stopped it. BridgeKit prints it in debug builds, so a modifier that
/// cannot find its view says so instead of silently doing nothing.
///
/// ```swift
/// print(diagnostic)
/// // BridgeKit: no UIScrollView found near the marker: stopped at the visit limit
/// // after 2000 views (limits: 8 levels up, 16 levels down, 2000 views). ...
/// ```
public struct HierarchySearchDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What was looked for, e.g. `"UIScrollView"`.
    public let wanted: String
    /// Why the search stopped; never ``HierarchySearchOutcome/found(ancestorLevel:depth:)``.
    public let outcome: HierarchySearchOutcome
    public let visits: Int
    public let limits: HierarchySearchLimits

    public var description: String {
        let reason = switch outcome {
        case .visitLimitReached: "stopped at the visit limit after \(visits) views"
        case .ancestorLimitReached: "stopped at the ancestor limit after \(visits) views"
        case .reachedRoot, .found: "searched all \(visits) views up to the root"
        }
        return "BridgeKit: no \(wanted) found near the marker: \(reason) "
            + "(limits: \(limits.ancestorLevels) levels up, \(limits.depth) levels down, \(limits.visits) views). "
            + "Apply the modifier to the view itself or to one next to it."
    }
}
