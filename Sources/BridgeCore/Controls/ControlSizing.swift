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
