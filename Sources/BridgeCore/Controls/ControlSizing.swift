import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a UIKit control shown with `BoundControl` sizes when the app names no
/// flexibility: the size a SwiftUI user expects of the SwiftUI control it
/// stands for.
///
/// `UISlider` and `UIProgressView` report no intrinsic width
/// (`UIView.noIntrinsicMetric`): sized rigidly to the intrinsic size, as
/// `BoundControl` did before, a slider is 0 points wide. The table:
///
/// | kind | controls | an axis with an intrinsic length | an axis with none |
/// | --- | --- | --- | --- |
/// | ``Kind/keepsItsSize`` | `UISwitch`, `UIStepper`, `UIActivityIndicatorView` | exactly it, like `Toggle`'s switch | fills |
/// | ``Kind/fillsWidth`` | `UISlider`, `UIProgressView`, `UISegmentedControl` | width: fills the row, like `Slider`, `ProgressView`, a segmented `Picker`; height: exactly it | fills |
/// | ``Kind/fitsContent`` | `UIPageControl`, `UIButton`, `UILabel`, any other view | its length, shrinking when offered less, never growing: like `Button`'s title, `Text` | fills |
///
/// `UIPageControl` fits its content rather than keeping its size: its
/// intrinsic width grows with `numberOfPages` (`size(forNumberOfPages:)`),
/// and held rigid a control with many pages overflows a narrow row; given
/// less width it shows fewer dots (Apple's `UIPageControl`: "Depending on the
/// device, a certain number of dots are displayed on the screen before
/// they're clipped").
///
/// A flexibility the app passes is kept as it is (``Flexibility/automatic``
/// combined with other options adds them).
///
/// **Asked for its ideal width** (SwiftUI proposes no width: `.fixedSize()`, a
/// horizontal `ScrollView`, `ViewThatFits`, a toolbar item), a slider or a
/// progress view has none of its own to give, and filling "the row" means 0
/// points. With ``Flexibility/automatic`` it takes the ideal width of SwiftUI's
/// own `Slider` or linear `ProgressView` in the same place (its
/// ``Counterpart``): the shell lays a hidden one out beside it and proposes
/// that width (``size(for:counterpartIdealWidth:control:)``). No figure is written
/// down here: Apple documents none, it may differ between iOS releases, and
/// the counterpart measured in place follows the environment it is in.
///
/// ```swift
/// ControlSizing.flexibility(.automatic, kind: .fillsWidth, intrinsic: IdealSize(width: nil, height: 31))
/// // [.horizontal]: any width, exactly 31 high
/// ```
package enum ControlSizing {
    /// What the shell sees a control as, from its UIKit class.
    package enum Kind: Hashable, Sendable, CaseIterable {
        /// A control drawn at one size: a switch, a stepper.
        case keepsItsSize
        /// A track as long as the row: a slider, a progress bar, segments.
        case fillsWidth
        /// Sized by its content: a button's title, a label's text.
        case fitsContent
    }

    /// The UIKit classes the table names (subclasses included); the shell
    /// reads it from the view.
    package enum UIKitClass: Hashable, Sendable, CaseIterable {
        case `switch`, stepper, activityIndicator, pageControl
        case slider, progressView, segmentedControl
        /// `UIButton`, `UILabel`, any other view.
        case other
    }

    /// The sides that may leave the ideal size for a control of `kind` whose
    /// intrinsic size is `intrinsic` (`nil` on an axis with `noIntrinsicMetric`).
    package static func flexibility(_ requested: Flexibility, kind: Kind, intrinsic: IdealSize) -> Flexibility {
        guard requested.contains(.automatic) else { return requested }
        var resolved = requested.subtracting(.automatic)
        for axis in LayoutAxis.allCases {
            let hasLength = intrinsic[axis] != nil
            let fills = !hasLength || (kind == .fillsWidth && axis == .horizontal)
            if fills {
                resolved.formUnion([.min(axis), .max(axis)])
            } else if kind == .fitsContent {
                resolved.insert(.min(axis))
            }
        }
        return resolved
    }
}

extension ControlSizing {
    /// The SwiftUI control whose ideal width a UIKit control with none takes.
    package enum Counterpart: Hashable, Sendable, CaseIterable {
        /// SwiftUI's `Slider`, for a `UISlider`.
        case slider
        /// SwiftUI's linear `ProgressView`, for a `UIProgressView`.
        case progressView

        /// The counterpart of a control of `uiKitClass` whatever its
        /// flexibility: `nil` for a control with an intrinsic width.
        package init?(_ uiKitClass: UIKitClass) {
            switch uiKitClass {
            case .slider: self = .slider
            case .progressView: self = .progressView
            case .switch, .stepper, .activityIndicator, .pageControl, .segmentedControl, .other: return nil
            }
        }
    }

    /// The counterpart a control of `uiKitClass` laid out with `requested`
    /// borrows its ideal width from: `nil` for a control with an intrinsic width
    /// (a switch, segments, a button) and for a flexibility the app chose
    /// (kept as it is, like the rest of the table).
    package static func counterpart(_ uiKitClass: UIKitClass, requested: Flexibility) -> Counterpart? {
        requested.contains(.automatic) ? Counterpart(uiKitClass) : nil
    }

    /// The size a control takes for SwiftUI's `proposal`: `control`'s answer to
    /// it, except that where the width is left unspecified and the control has
    /// no ideal width of its own (its answer is 0 wide: UIKit reports none, a
    /// subclass reports none, and no `idealSizeCalculator` of the app's gives
    /// one), the proposal is asked
    /// again with the counterpart's ideal width (`counterpartIdealWidth`, asked
    /// only then, with the proposal's height). With no counterpart (`nil`), or
    /// a counterpart answering a length that is not one (negative, infinite,
    /// NaN), the control's first answer stands.
    ///
    /// ```swift
    /// ControlSizing.size(for: .unspecified, counterpartIdealWidth: { _ in swiftUISliderWidth }) {
    ///     sizer.size(for: $0, of: slider)
    /// }
    /// // swiftUISliderWidth × 31: SwiftUI's Slider's width, the slider's own height
    /// ```
    package static func size(
        for proposal: ProposedSize,
        counterpartIdealWidth: ((ProposedSize) -> CGFloat)?,
        control: (ProposedSize) -> CGSize
    ) -> CGSize {
        let own = control(proposal)
        guard proposal.width == nil, own.width <= 0, let counterpartIdealWidth else { return own }
        let width = counterpartIdealWidth(proposal)
        guard width.isFinite, width >= 0 else { return own }
        return control(ProposedSize(width: width, height: proposal.height))
    }
}

extension ControlSizing.Kind {
    /// The kind of a control of `uiKitClass` (the table above).
    package init(_ uiKitClass: ControlSizing.UIKitClass) {
        switch uiKitClass {
        case .switch, .stepper, .activityIndicator: self = .keepsItsSize
        case .slider, .progressView, .segmentedControl: self = .fillsWidth
        case .pageControl, .other: self = .fitsContent
        }
    }
}
