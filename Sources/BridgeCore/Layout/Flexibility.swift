/// Which sides of a view may leave its ideal size: shrink below it (`min…`) or grow past it (`max…`).
///
/// SwiftUI reads flexibility from a `UIView`'s priorities: compression resistance
/// decides whether the minimum side is flexible, content hugging whether the
/// maximum side is; a priority of 750 or more makes a side rigid. `Flexibility`
/// names the outcome instead of the priorities, and converts both ways.
///
/// ```swift
/// // A text field: any width, exactly its ideal height.
/// let flexibility: Flexibility = .horizontal
/// flexibility.hugging(for: .vertical)                 // .defaultHigh: rigid
/// flexibility.compressionResistance(for: .horizontal) // .defaultLow: may shrink
/// ```
public struct Flexibility: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The width may shrink to anything in `0 … idealWidth`.
    public static let minHorizontal = Flexibility(rawValue: 1 << 0)
    /// The width may grow to anything in `idealWidth … ∞`.
    public static let maxHorizontal = Flexibility(rawValue: 1 << 1)
    /// The height may shrink to anything in `0 … idealHeight`.
    public static let minVertical = Flexibility(rawValue: 1 << 2)
    /// The height may grow to anything in `idealHeight … ∞`.
    public static let maxVertical = Flexibility(rawValue: 1 << 3)

    /// Any width: `0 … ∞`.
    public static let horizontal: Flexibility = [.minHorizontal, .maxHorizontal]
    /// Any height: `0 … ∞`.
    public static let vertical: Flexibility = [.minVertical, .maxVertical]
    /// Any size on both axes, as RepresentableKit's adaptors default to: fills
    /// what it is offered, like `Color`.
    public static let all: Flexibility = [.horizontal, .vertical]
    /// Decided per axis from the view's intrinsic content size, when it is
    /// measured, so a view sizes as a SwiftUI user expects (the default of
    /// `UIViewAdaptor` and `UIViewControllerAdaptor`):
    /// - an axis with an intrinsic length (a `UILabel`'s text, a button) takes
    ///   its ideal length and may shrink below it, never grow: like `Text`, a
    ///   label in `VStack { label; Spacer() }` is as tall as its lines;
    /// - an axis with none (`UIView.noIntrinsicMetric`: a map, a chart, a
    ///   controller's view) takes any length, filling what it is offered like `Color`.
    ///
    /// Combined with other options, those sides are flexible whatever the view says:
    /// `[.automatic, .maxHorizontal]` lets a label be as wide as offered.
    ///
    /// ```swift
    /// UIViewAdaptor(UILabel(), flexibility: .automatic) { $0.numberOfLines = 0 }   // the default
    /// ```
    public static let automatic = Flexibility(rawValue: 1 << 4)
    /// Exactly the ideal size on both axes.
    public static let none: Flexibility = []
    /// What UIKit's default priorities give a view (hugging 250, compression
    /// resistance 750): it may grow past its ideal size but never shrink below it,
    /// on both axes. Use it to keep a view as a plain representable would size it:
    ///
    /// ```swift
    /// UIViewAdaptor(MapPinView(), flexibility: .uiKitDefault)
    /// ```
    public static let uiKitDefault: Flexibility = [.maxHorizontal, .maxVertical]

    /// The sides that may leave the ideal size for a view whose intrinsic size is
    /// `intrinsic` (`nil` on an axis with no intrinsic metric): ``automatic``
    /// replaced by what it decides for that view; any other flexibility as it is.
    package func resolved(intrinsic: IdealSize) -> Flexibility {
        guard contains(.automatic) else { return self }
        var resolved = subtracting(.automatic)
        for axis in LayoutAxis.allCases {
            resolved.insert(.min(axis))
            let length = axis == .horizontal ? intrinsic.width : intrinsic.height
            if length == nil { resolved.insert(.max(axis)) }
        }
        return resolved
    }

    /// The option for the minimum (`.min…`) or maximum (`.max…`) side of `axis`.
    package static func min(_ axis: LayoutAxis) -> Flexibility {
        axis == .horizontal ? .minHorizontal : .minVertical
    }

    /// The option for the maximum side of `axis`.
    package static func max(_ axis: LayoutAxis) -> Flexibility {
        axis == .horizontal ? .maxHorizontal : .maxVertical
    }

    /// Reads flexibility from priorities the way SwiftUI does: a side is flexible
    /// when its priority is below 750.
    package init(
        compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority),
        hugging: (horizontal: LayoutPriority, vertical: LayoutPriority)
    ) {
        self = []
        if !compressionResistance.horizontal.isRigid { insert(.minHorizontal) }
        if !compressionResistance.vertical.isRigid { insert(.minVertical) }
        if !hugging.horizontal.isRigid { insert(.maxHorizontal) }
        if !hugging.vertical.isRigid { insert(.maxVertical) }
    }

    /// The flexibility SwiftUI sees in a view's traits.
    package init(_ traits: SizingTraits) {
        self.init(
            compressionResistance: (traits.horizontal.compressionResistance, traits.vertical.compressionResistance),
            hugging: (traits.horizontal.hugging, traits.vertical.hugging)
        )
    }

    /// The compression resistance that expresses this flexibility on `axis`:
    /// `.defaultLow` when the minimum side is flexible, `.defaultHigh` when rigid.
    package func compressionResistance(for axis: LayoutAxis) -> LayoutPriority {
        contains(.min(axis)) ? .defaultLow : .defaultHigh
    }

    /// The content hugging that expresses this flexibility on `axis`.
    package func hugging(for axis: LayoutAxis) -> LayoutPriority {
        contains(.max(axis)) ? .defaultLow : .defaultHigh
    }
}

extension Flexibility: CustomStringConvertible {
    public var description: String {
        let named: [(Flexibility, String)] = [
            (.all, ".all"), (.horizontal, ".horizontal"), (.vertical, ".vertical"), (.none, ".none"),
        ]
        if let name = named.first(where: { $0.0 == self })?.1 { return name }
        let parts: [(Flexibility, String)] = [
            (.minHorizontal, ".minHorizontal"), (.maxHorizontal, ".maxHorizontal"),
            (.minVertical, ".minVertical"), (.maxVertical, ".maxVertical"),
        ]
        return "[" + parts.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
