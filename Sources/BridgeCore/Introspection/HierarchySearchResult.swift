/// Why a hierarchy search stopped.
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
    /// A ``BracketedHierarchySearch`` found several matches between its markers and
    /// took none: the modifier sits on a container of several views.
    case ambiguous(candidates: Int)
    /// A ``BracketedHierarchySearch`` found no match between its markers.
    case nothingBetween
    /// The markers of a ``BracketedHierarchySearch`` are not in one tree within the
    /// limits, or not in drawing order (SwiftUI has not inserted both yet).
    case notBracketed
}

/// A search that found nothing: what it looked for, how far it looked and which
/// limit stopped it. BridgeKit prints it in debug builds, so a modifier that
/// cannot find its view says so instead of silently doing nothing.
///
/// ```swift
/// print(diagnostic)
/// // BridgeKit: no single UIScrollView found for the modified view: 2 of them lie
/// // between the markers, so none was taken (limits: ...). ...
/// ```
public struct HierarchySearchDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What was looked for, e.g. `"UIScrollView"`.
    public let wanted: String
    /// Why the search stopped; never ``HierarchySearchOutcome/found(ancestorLevel:depth:)``.
    public let outcome: HierarchySearchOutcome
    public let visits: Int
    public let limits: HierarchySearchLimits

    package init(wanted: String, outcome: HierarchySearchOutcome, visits: Int, limits: HierarchySearchLimits) {
        self.wanted = wanted
        self.outcome = outcome
        self.visits = visits
        self.limits = limits
    }

    public var description: String {
        let reason = switch outcome {
        case .visitLimitReached: "stopped at the visit limit after \(visits) views"
        case .ancestorLimitReached: "stopped at the ancestor limit after \(visits) views"
        case .reachedRoot, .found: "searched all \(visits) views up to the root"
        case .ambiguous(let count): "\(count) of them lie between the markers, so none was taken"
        case .nothingBetween: "none lies between the markers (\(visits) views searched)"
        case .notBracketed: "the markers are not both in the view tree yet"
        }
        return "BridgeKit: no single \(wanted) found for the modified view: \(reason) "
            + "(limits: \(limits.ancestorLevels) levels up, \(limits.depth) levels down, \(limits.visits) views). "
            + "Apply the modifier to the view itself, not to a container of several."
    }
}
