import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The five rows of the table that maps Auto Layout inputs to a SwiftUI size range.
///
/// `UIViewRepresentable` turns a view's intrinsic content size `x`, compression
/// resistance and content hugging into `min … ideal … max`:
///
/// | intrinsic | compression resistance | hugging | range | rule |
/// | --- | --- | --- | --- | --- |
/// | none (-1) | – | – | `0 … 0 … ∞` | ``noIntrinsicMetric`` |
/// | x | < 750 | < 750 | `0 … x … ∞` | ``flexible`` |
/// | x | < 750 | ≥ 750 | `0 … x … x` | ``hugging`` |
/// | x | ≥ 750 | < 750 | `x … x … ∞` | ``compressionResistant`` |
/// | x | ≥ 750 | ≥ 750 | `x … x … x` | ``rigid`` |
public enum SizingRule: Int, CaseIterable, Hashable, Sendable {
    case noIntrinsicMetric = 1
    case flexible
    case hugging
    case compressionResistant
    case rigid

    /// The rule for one axis' inputs.
    public init(hasIntrinsicMetric: Bool, compressionResistance: LayoutPriority, hugging: LayoutPriority) {
        guard hasIntrinsicMetric else {
            self = .noIntrinsicMetric
            return
        }
        switch (compressionResistance.isRigid, hugging.isRigid) {
        case (false, false): self = .flexible
        case (false, true): self = .hugging
        case (true, false): self = .compressionResistant
        case (true, true): self = .rigid
        }
    }

    /// The row's number in the sizing table (1 … 5).
    public var row: Int { rawValue }

    /// The row as the table writes it, e.g. `x | >= 750 | < 750 | x … x … ∞`.
    public var tableRow: String {
        switch self {
        case .noIntrinsicMetric: "(-1) | - | - | 0 … 0 … ∞"
        case .flexible: "x | < 750 | < 750 | 0 … x … ∞"
        case .hugging: "x | < 750 | >= 750 | 0 … x … x"
        case .compressionResistant: "x | >= 750 | < 750 | x … x … ∞"
        case .rigid: "x | >= 750 | >= 750 | x … x … x"
        }
    }

    /// The range this row gives for an intrinsic length `x`.
    public func range(intrinsic x: CGFloat) -> AxisRange {
        switch self {
        case .noIntrinsicMetric: AxisRange(min: 0, ideal: 0, max: .infinity)
        case .flexible: AxisRange(min: 0, ideal: x, max: .infinity)
        case .hugging: AxisRange(min: 0, ideal: x, max: x)
        case .compressionResistant: AxisRange(min: x, ideal: x, max: .infinity)
        case .rigid: .fixed(x)
        }
    }
}
