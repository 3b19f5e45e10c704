import Foundation

/// `min … ideal … max` on both axes, and the size chosen for any proposal.
public struct SizeRange: Hashable, Sendable {
    public var horizontal: AxisRange
    public var vertical: AxisRange

    public init(horizontal: AxisRange, vertical: AxisRange) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public subscript(axis: LayoutAxis) -> AxisRange {
        axis == .horizontal ? horizontal : vertical
    }

    /// The size for `proposal`, each axis resolved on its own (see ``AxisRange/resolve(_:)``).
    public func size(for proposal: ProposedSize) -> CGSize {
        CGSize(width: horizontal.resolve(proposal.width), height: vertical.resolve(proposal.height))
    }

    /// The ideal size: what `.fixedSize()` gives.
    public var idealSize: CGSize { size(for: .unspecified) }
}
