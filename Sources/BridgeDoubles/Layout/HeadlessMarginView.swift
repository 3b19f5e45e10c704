import BridgeCore
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A headless stand-in for a view whose own required constraints need a width:
/// content pinned with required margins, or a controller's root view with a
/// fixed-width subview. It has no intrinsic size, as such views usually have.
///
/// Held to a narrower width at `.required`, Auto Layout cannot satisfy both, logs
/// "Unable to simultaneously satisfy constraints", breaks one of the view's
/// constraints and answers the target: this double counts that in
/// ``brokenConstraints``. At any lower priority the fitting width gives way and
/// the view answers the width it needs.
///
/// ```swift
/// let card = HeadlessMarginView(requiredWidth: 120, height: 44)
/// card.fittingSize(CGSize(width: 0, height: 0), horizontalPriority: .required, verticalPriority: .fittingSizeLevel)
/// card.brokenConstraints   // 1
/// ```
@MainActor
package final class HeadlessMarginView: LayoutMeasurable {
    /// The width the required constraints add up to (margins plus content).
    package let requiredWidth: CGFloat
    package let height: CGFloat
    /// How many layouts broke one of the view's constraints.
    package private(set) var brokenConstraints = 0

    package init(requiredWidth: CGFloat, height: CGFloat) {
        self.requiredWidth = requiredWidth
        self.height = height
    }

    package var sizingTraits: SizingTraits {
        SizingTraits(horizontal: AxisTraits(intrinsic: nil), vertical: AxisTraits(intrinsic: nil))
    }

    package func fittingSize(_ target: CGSize, horizontalPriority: LayoutPriority, verticalPriority: LayoutPriority) -> CGSize {
        let width: CGFloat
        if horizontalPriority <= .fittingSizeLevel {
            width = requiredWidth                 // as narrow as its constraints allow
        } else if target.width >= requiredWidth {
            width = target.width                  // nothing resists a wider target
        } else if horizontalPriority == .required {
            brokenConstraints += 1                // Auto Layout breaks one of the view's own
            width = target.width
        } else {
            width = requiredWidth                 // the fitting width gives way
        }
        return CGSize(width: width, height: height)
    }
}
