/// An Auto Layout priority, as `UILayoutPriority` carries it (1 … 1000).
///
/// SwiftUI reads two of a `UIView`'s priorities per axis, compression resistance
/// and content hugging, and treats a value of ``defaultHigh`` (750) or more as
/// "this side is rigid". ``isRigid`` is that rule.
///
/// ```swift
/// LayoutPriority.defaultHigh.isRigid   // true
/// LayoutPriority(749).isRigid           // false
/// ```
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority from its number, as `UILayoutPriority(_:)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: a constraint that must be satisfied.
    public static let required = LayoutPriority(1000)
    /// 999: just below required. A size held at this priority gives way to the
    /// view's own required constraints instead of breaking one of them (Auto Layout
    /// logs "Unable to simultaneously satisfy constraints" for a required conflict).
    public static let almostRequired = LayoutPriority(999)
    /// 750: the priority at and above which SwiftUI treats a side as rigid.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the default hugging priority of a view created in code.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the priority `systemLayoutSizeFitting` uses to let a dimension be as small as it needs.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// The threshold SwiftUI applies: a priority of 750 or more makes that side rigid.
    public static let rigidityThreshold = defaultHigh

    /// Whether SwiftUI treats this priority as rigid (`>= 750`).
    public var isRigid: Bool { self >= Self.rigidityThreshold }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension LayoutPriority: CustomStringConvertible {
    public var description: String {
        rawValue.rounded() == rawValue ? String(Int(rawValue)) : String(rawValue)
    }
}
