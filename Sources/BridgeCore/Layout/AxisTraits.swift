import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The Auto Layout inputs SwiftUI reads from a `UIView` along one axis.
///
/// ```swift
/// // A UILabel's width: one line of text, default priorities.
/// let width = AxisTraits(intrinsic: 1264, compressionResistance: .defaultHigh, hugging: .defaultLow)
/// width.rule    // .compressionResistant
/// width.range   // 1264 … 1264 … ∞ — never narrower than one line
/// ```
public struct AxisTraits: Hashable, Sendable {
    /// The intrinsic content length, or `nil` for `UIView.noIntrinsicMetric`.
    public var intrinsic: CGFloat?
    /// How strongly the view resists being smaller than `intrinsic` (UIKit default 750).
    public var compressionResistance: LayoutPriority
    /// How strongly the view resists being larger than `intrinsic` (UIKit default 250).
    public var hugging: LayoutPriority

    /// One axis' inputs; the defaults are those of a `UIView` created in code.
    public init(
        intrinsic: CGFloat?,
        compressionResistance: LayoutPriority = .defaultHigh,
        hugging: LayoutPriority = .defaultLow
    ) {
        self.intrinsic = intrinsic
        self.compressionResistance = compressionResistance
        self.hugging = hugging
    }

    /// Which row of the sizing table applies.
    public var rule: SizingRule {
        SizingRule(hasIntrinsicMetric: intrinsic != nil, compressionResistance: compressionResistance, hugging: hugging)
    }

    /// `min … ideal … max` for this axis.
    public var range: AxisRange { rule.range(intrinsic: intrinsic ?? 0) }
}
