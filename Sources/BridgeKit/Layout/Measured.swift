#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// A view, or a controller through its root view, as BridgeCore's sizing measures
/// it: Auto Layout answers both questions (intrinsic size with its priorities, and
/// `systemLayoutSizeFitting`).
///
/// A wrapper rather than a conformance of `UIView` itself, so that the measuring
/// vocabulary (priorities, axes, traits) stays out of every app's `UIView`.
@MainActor
struct Measured<Subject: AnyObject>: LayoutMeasurable {
    /// What the calculator is given: the view or the controller.
    let subject: Subject
    /// What Auto Layout measures: the view, or the controller's root view.
    let view: UIView

    init(_ view: Subject) where Subject: UIView {
        subject = view
        self.view = view
    }

    /// Reading the root view loads it.
    init(_ controller: Subject) where Subject: UIViewController {
        subject = controller
        view = controller.view
    }

    /// `intrinsicContentSize` (`noIntrinsicMetric` as `nil`) with the view's compression
    /// resistance and hugging: what a plain `UIViewRepresentable` sizes from.
    var sizingTraits: SizingTraits {
        let intrinsic = view.intrinsicContentSize
        func axis(_ length: CGFloat, _ axis: NSLayoutConstraint.Axis) -> AxisTraits {
            AxisTraits(
                intrinsic: length == UIView.noIntrinsicMetric ? nil : length,
                compressionResistance: LayoutPriority(view.contentCompressionResistancePriority(for: axis).rawValue),
                hugging: LayoutPriority(view.contentHuggingPriority(for: axis).rawValue)
            )
        }
        return SizingTraits(horizontal: axis(intrinsic.width, .horizontal), vertical: axis(intrinsic.height, .vertical))
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    func fittingSize(_ target: CGSize, horizontalPriority: LayoutPriority, verticalPriority: LayoutPriority) -> CGSize {
        view.systemLayoutSizeFitting(
            target,
            withHorizontalFittingPriority: UILayoutPriority(horizontalPriority.rawValue),
            verticalFittingPriority: UILayoutPriority(verticalPriority.rawValue)
        )
    }
}

extension IdealSizeCalculator where Subject: AnyObject {
    /// This calculator, asked about the measured view's subject.
    func measuring() -> IdealSizeCalculator<Measured<Subject>> {
        let idealSize = self.idealSize
        return .custom { measured, proposal in idealSize(measured.subject, proposal) }
    }
}

extension IdealSizeCalculator where Subject: UIView {
    /// The size Auto Layout fits the view to: at the proposed width when there is
    /// one (so text wraps and height follows), at its natural width otherwise.
    ///
    /// ```swift
    /// UIViewAdaptor(UILabel(), idealSizeCalculator: .default)
    /// ```
    public static var `default`: Self {
        .custom { view, proposal in
            IdealSizeCalculator<Measured<Subject>>.default.idealSize(Measured(view), proposal)
        }
    }

    /// The view's intrinsic content size, whatever is proposed: what a plain
    /// `UIViewRepresentable` uses.
    public static var none: Self {
        .custom { view, _ in Measured(view).intrinsicSize }
    }
}

extension IdealSizeCalculator where Subject: UIViewController {
    /// The size Auto Layout fits the root view to, at the proposed width when there is one.
    public static var `default`: Self {
        .custom { controller, proposal in
            IdealSizeCalculator<Measured<Subject>>.default.idealSize(Measured(controller), proposal)
        }
    }

    /// The root view's intrinsic content size, whatever is proposed.
    public static var none: Self {
        .custom { controller, _ in Measured(controller).intrinsicSize }
    }
}

extension UIView {
    /// Sets compression resistance and content hugging so that SwiftUI and Auto Layout
    /// see `flexibility`: a flexible side gets `.defaultLow`, a rigid one `.defaultHigh`.
    ///
    /// `Flexibility.automatic` is decided from the view's intrinsic content size now.
    ///
    /// ```swift
    /// textField.apply(flexibility: .horizontal)  // any width, exactly its height
    /// ```
    public func apply(flexibility: Flexibility) {
        let flexibility = flexibility.resolved(intrinsic: Measured(self).intrinsicSize)
        for axis in LayoutAxis.allCases {
            let uiAxis: NSLayoutConstraint.Axis = axis == .horizontal ? .horizontal : .vertical
            setContentCompressionResistancePriority(UILayoutPriority(flexibility.compressionResistance(for: axis).rawValue), for: uiAxis)
            setContentHuggingPriority(UILayoutPriority(flexibility.hugging(for: axis).rawValue), for: uiAxis)
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
