import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Something whose size Auto Layout can tell: in BridgeKit, a `UIView` (or a
/// controller's root view) behind an internal wrapper; a headless stand-in in
/// tests and the demo.
///
/// The two requirements are the two questions SwiftUI's bridge asks a view:
/// its intrinsic size with its priorities, and `systemLayoutSizeFitting`.
@MainActor
public protocol LayoutMeasurable {
    /// Intrinsic content size (`nil` per axis for no intrinsic metric) and priorities.
    var sizingTraits: SizingTraits { get }

    /// The size Auto Layout gives the view for `target`, each axis held to it with
    /// the given priority (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
    func fittingSize(
        _ target: CGSize,
        horizontalPriority: LayoutPriority,
        verticalPriority: LayoutPriority
    ) -> CGSize
}

extension LayoutMeasurable {
    /// The intrinsic content size alone.
    public var intrinsicSize: IdealSize {
        IdealSize(width: sizingTraits.horizontal.intrinsic, height: sizingTraits.vertical.intrinsic)
    }
}

extension AxisTraits {
    /// The length Auto Layout settles on when this axis is held to `target` with
    /// `priority`: the intrinsic length wins unless the fitting priority beats the
    /// priority that defends it (compression resistance when `target` is smaller,
    /// hugging when it is larger). With no intrinsic metric nothing resists.
    public func fittingLength(_ target: CGFloat, priority: LayoutPriority) -> CGFloat {
        guard let intrinsic else { return target }
        if target < intrinsic { return priority > compressionResistance ? target : intrinsic }
        if target > intrinsic { return priority > hugging ? target : intrinsic }
        return intrinsic
    }
}
