#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// `UIView` answers BridgeCore's two sizing questions with Auto Layout itself:
/// intrinsic content size with its priorities, and `systemLayoutSizeFitting`.
extension UIView: LayoutMeasurable {
    /// `intrinsicContentSize` (`noIntrinsicMetric` as `nil`) with the view's compression
    /// resistance and hugging: what a plain `UIViewRepresentable` sizes from.
    public var sizingTraits: SizingTraits {
        let intrinsic = intrinsicContentSize
        func axis(_ length: CGFloat, _ axis: NSLayoutConstraint.Axis) -> AxisTraits {
            AxisTraits(
                intrinsic: length == UIView.noIntrinsicMetric ? nil : length,
                compressionResistance: LayoutPriority(contentCompressionResistancePriority(for: axis)),
                hugging: LayoutPriority(contentHuggingPriority(for: axis))
            )
        }
        return SizingTraits(horizontal: axis(intrinsic.width, .horizontal), vertical: axis(intrinsic.height, .vertical))
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    public func fittingSize(
        _ target: CGSize,
        horizontalPriority: LayoutPriority,
        verticalPriority: LayoutPriority
    ) -> CGSize {
        systemLayoutSizeFitting(
            target,
            withHorizontalFittingPriority: UILayoutPriority(horizontalPriority),
            verticalFittingPriority: UILayoutPriority(verticalPriority)
        )
    }

    /// Sets compression resistance and content hugging so that SwiftUI and Auto Layout
    /// see `flexibility`: a flexible side gets `.defaultLow`, a rigid one `.defaultHigh`.
    ///
    /// ```swift
    /// textField.apply(flexibility: .horizontal)  // any width, exactly its height
    /// ```
    public func apply(flexibility: Flexibility) {
        for axis in LayoutAxis.allCases {
            let uiAxis = NSLayoutConstraint.Axis(axis)
            setContentCompressionResistancePriority(UILayoutPriority(flexibility.compressionResistance(for: axis)), for: uiAxis)
            setContentHuggingPriority(UILayoutPriority(flexibility.hugging(for: axis)), for: uiAxis)
        }
    }
}

/// A view controller is measured through its root view.
extension UIViewController: LayoutMeasurable {
    /// The root view's traits; reading them loads the view.
    public var sizingTraits: SizingTraits { view.sizingTraits }

    /// The root view's `systemLayoutSizeFitting`.
    public func fittingSize(
        _ target: CGSize,
        horizontalPriority: LayoutPriority,
        verticalPriority: LayoutPriority
    ) -> CGSize {
        view.fittingSize(target, horizontalPriority: horizontalPriority, verticalPriority: verticalPriority)
    }
}

extension UILayoutPriority {
    /// The UIKit priority with BridgeCore's value.
    init(_ priority: LayoutPriority) {
        self.init(priority.rawValue)
    }
}

extension LayoutPriority {
    /// BridgeCore's priority with UIKit's value.
    init(_ priority: UILayoutPriority) {
        self.init(priority.rawValue)
    }
}

extension NSLayoutConstraint.Axis {
    /// The UIKit axis for BridgeCore's axis.
    init(_ axis: LayoutAxis) {
        switch axis {
        case .horizontal: self = .horizontal
        case .vertical: self = .vertical
        }
    }
}

extension ProposedSize {
    /// BridgeCore's proposal for SwiftUI's: the same optional width and height.
    init(_ proposal: ProposedViewSize) {
        self.init(width: proposal.width, height: proposal.height)
    }
}
#endif
