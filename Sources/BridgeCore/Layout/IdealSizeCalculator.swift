import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Chooses the ideal size of a view for a proposal.
///
/// The ideal is what SwiftUI uses under `.fixedSize()` and what ``Flexibility``
/// measures "shrink" and "grow" from. Intrinsic content size is often the wrong
/// ideal: a multi-line `UILabel` reports the width of a single line, and most
/// custom views report none at all.
///
/// ```swift
/// UIViewAdaptor(makeLabel(), idealSizeCalculator: .default)       // wraps to the proposed width
/// UIViewAdaptor(makeLabel(), idealSizeCalculator: .none)          // one long line
/// UIViewAdaptor(CustomView(), idealSizeCalculator: .fixed(CGSize(width: 44, height: 44)))
/// UIViewAdaptor(CustomView(), idealSizeCalculator: .custom { view, proposal in
///     IdealSize(width: proposal.width, height: view.preferredHeight)
/// })
/// ```
public struct IdealSizeCalculator<Subject>: Sendable {
    /// Computes the ideal size of `subject` for a proposal. Called on the main actor,
    /// where views live.
    public var idealSize: @MainActor @Sendable (_ subject: Subject, _ proposal: ProposedSize) -> IdealSize

    init(_ idealSize: @escaping @MainActor @Sendable (_ subject: Subject, _ proposal: ProposedSize) -> IdealSize) {
        self.idealSize = idealSize
    }

    /// A calculator from a closure, for ideal sizes no preset describes.
    public static func custom(
        _ idealSize: @escaping @MainActor @Sendable (_ subject: Subject, _ proposal: ProposedSize) -> IdealSize
    ) -> Self {
        Self(idealSize)
    }

    /// Always the same ideal size, whatever the view or the proposal.
    public static func fixed(_ size: CGSize) -> Self {
        Self { _, _ in IdealSize(size) }
    }

    /// Always the same ideal on the axes given; `nil` leaves an axis without an ideal (`0 … 0 … ∞`).
    public static func fixed(width: CGFloat?, height: CGFloat?) -> Self {
        Self { _, _ in IdealSize(width: width, height: height) }
    }
}

extension IdealSizeCalculator where Subject: LayoutMeasurable {
    /// Ideal width fits the proposed width; ideal height is what that width needs.
    ///
    /// Measures with `systemLayoutSizeFitting`: width held to the proposal with
    /// ``LayoutPriority/almostRequired`` (999), height as small as the content
    /// allows (`.fittingSizeLevel`). At 999 a view whose required constraints need
    /// more than the proposed width (margins, a fixed-width subview, a controller's
    /// root view) reports the width it needs, with no constraint broken and nothing
    /// logged; at `.required` Auto Layout would break one of the view's own
    /// constraints and answer from that broken layout. With no finite width proposed
    /// (`nil` or `∞`), the width is held with `.fittingSizeLevel`, so the view
    /// reports its natural width.
    @_disfavoredOverload
    public static var `default`: Self {
        Self { subject, proposal in
            let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
            let fitted = subject.fittingSize(
                CGSize(width: width ?? 0, height: 0),
                horizontalPriority: width == nil ? .fittingSizeLevel : .almostRequired,
                verticalPriority: .fittingSizeLevel
            )
            return IdealSize(fitted)
        }
    }

    /// The view's intrinsic content size, as a plain `UIViewRepresentable` uses it.
    @_disfavoredOverload
    public static var none: Self {
        Self { subject, _ in subject.intrinsicSize }
    }
}
