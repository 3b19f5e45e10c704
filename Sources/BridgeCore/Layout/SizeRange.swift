import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// `min … ideal … max` on both axes, and the size chosen for any proposal.
public struct SizeRange: Hashable, Sendable {
    /// The width's range.
    public var horizontal: AxisRange
    /// The height's range.
    public var vertical: AxisRange

    /// Both axes' ranges.
    public init(horizontal: AxisRange, vertical: AxisRange) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The range along `axis`.
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
