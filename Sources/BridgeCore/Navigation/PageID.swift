/// The identity of one page (one view controller) in a navigation stack.
///
/// The stack model works on identities, not on view controllers, so every
/// decision can be tested without UIKit. The shell keeps the table from
/// identity to controller; a page that stays in the stack keeps its identity
/// and therefore its controller, which is how a replaced stack reuses pages.
///
/// ```swift
/// let stack = PageStack(root: "home")
/// let detail: PageID = "detail-42"
/// ```
public struct PageID: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public static func < (lhs: PageID, rhs: PageID) -> Bool { lhs.rawValue < rhs.rawValue }
}
