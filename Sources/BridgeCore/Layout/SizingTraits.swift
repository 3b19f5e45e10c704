import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The Auto Layout inputs of a view on both axes, and the SwiftUI size they produce.
///
/// This is what a plain `UIViewRepresentable` (one without `sizeThatFits`) does:
///
/// ```swift
/// // A UITextField configured for a form row: hugs vertically, compresses horizontally.
/// let field = SizingTraits(
///     intrinsicSize: IdealSize(width: 60, height: 34),
///     compressionResistance: (horizontal: .defaultLow, vertical: .defaultHigh),
///     hugging: (horizontal: .defaultLow, vertical: .defaultHigh)
/// )
/// field.range.size(for: ProposedSize(width: 300, height: 800))  // 300 × 34
/// ```
public struct SizingTraits: Hashable, Sendable {
    /// The width's inputs.
    public var horizontal: AxisTraits
    /// The height's inputs.
    public var vertical: AxisTraits

    /// Both axes' inputs.
    public init(horizontal: AxisTraits, vertical: AxisTraits) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Builds both axes from an intrinsic size and per-axis priorities.
    public init(
        intrinsicSize: IdealSize,
        compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh),
        hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    ) {
        self.init(
            horizontal: AxisTraits(
                intrinsic: intrinsicSize.width,
                compressionResistance: compressionResistance.horizontal,
                hugging: hugging.horizontal
            ),
            vertical: AxisTraits(
                intrinsic: intrinsicSize.height,
                compressionResistance: compressionResistance.vertical,
                hugging: hugging.vertical
            )
        )
    }

    /// Builds both axes from an ideal size and the priorities a ``Flexibility`` stands for.
    public init(idealSize: IdealSize, flexibility: Flexibility) {
        self.init(
            horizontal: AxisTraits(
                intrinsic: idealSize.width,
                compressionResistance: flexibility.compressionResistance(for: .horizontal),
                hugging: flexibility.hugging(for: .horizontal)
            ),
            vertical: AxisTraits(
                intrinsic: idealSize.height,
                compressionResistance: flexibility.compressionResistance(for: .vertical),
                hugging: flexibility.hugging(for: .vertical)
            )
        )
    }

    /// The inputs along `axis`.
    public subscript(axis: LayoutAxis) -> AxisTraits {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            switch axis {
            case .horizontal: horizontal = newValue
            case .vertical: vertical = newValue
            }
        }
    }

    /// The SwiftUI size range on both axes.
    public var range: SizeRange { SizeRange(horizontal: horizontal.range, vertical: vertical.range) }
}

extension SizingTraits {
    /// How SwiftUI sizes a view with these traits for `proposal`, line by line:
    /// per axis the inputs, the sizing table's row, the range and the length the
    /// proposal resolves to, then the size. What `bridgekit size` prints, and what
    /// the gallery shows for a live view.
    ///
    /// ```swift
    /// let label = SizingTraits(intrinsicSize: IdealSize(width: 120, height: 34))
    /// label.explanation(for: ProposedSize(width: 390, height: 800)).last  // "size: 120 × 34"
    /// ```
    ///
    /// - Parameters:
    ///   - proposal: What the parent offers.
    ///   - infinity: How an infinite length is written (`∞` by default; the tool
    ///     writes `inf`, which a shell can pass back).
    public func explanation(for proposal: ProposedSize, infinity: String = "∞") -> [String] {
        func number(_ value: CGFloat?) -> String {
            value.map { LengthText.string($0, infinity: infinity) } ?? "none"
        }
        var lines: [String] = []
        for axis in LayoutAxis.allCases {
            let traits = self[axis]
            let range = traits.range
            let proposed = proposal[axis]
            lines.append("\(axis.rawValue):")
            lines.append("  intrinsic \(number(traits.intrinsic)), compression resistance \(traits.compressionResistance), hugging \(traits.hugging)")
            lines.append("  sizing table row \(traits.rule.row): \(traits.rule.tableRow)")
            lines.append("  min \(number(range.min)), ideal \(number(range.ideal)), max \(number(range.max))")
            lines.append("  proposed \(proposed.map { number($0) } ?? "nil") → \(number(range.resolve(proposed)))")
        }
        let size = range.size(for: proposal)
        lines.append("size: \(number(size.width)) × \(number(size.height))")
        return lines
    }
}
