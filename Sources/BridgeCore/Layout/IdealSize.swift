import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A size whose dimensions may be absent.
///
/// Used for a view's intrinsic content size (`nil` where UIKit reports
/// `UIView.noIntrinsicMetric`) and for the ideal size an ``IdealSizeCalculator``
/// chooses (`nil` where it has no opinion, which SwiftUI treats as "no intrinsic
/// metric": `0 … 0 … ∞`).
public struct IdealSize: Hashable, Sendable {
    /// The width, or `nil` for none.
    public var width: CGFloat?
    /// The height, or `nil` for none.
    public var height: CGFloat?

    /// A size with optional dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Both dimensions of `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// No intrinsic metric on either axis.
    public static let none = IdealSize(width: nil, height: nil)

    /// This size with every length SwiftUI could not lay out replaced: NaN and
    /// infinite lengths become "no ideal" (`nil`), negative ones `0`.
    ///
    /// A calculator is user code (`proposal.width! - 32` is negative for a `0`
    /// proposal; `.infinity` is a tempting "fill"), and `sizeThatFits` must never
    /// hand SwiftUI a negative or NaN length, nor an infinite one under `.fixedSize()`.
    ///
    /// ```swift
    /// IdealSize(width: -12, height: .infinity).sanitized  // width 0, height nil
    /// ```
    package var sanitized: IdealSize {
        func usable(_ length: CGFloat?) -> CGFloat? {
            guard let length, length.isFinite else { return nil }
            return Swift.max(0, length)
        }
        return IdealSize(width: usable(width), height: usable(height))
    }

    /// The dimension along `axis`.
    package subscript(axis: LayoutAxis) -> CGFloat? {
        axis == .horizontal ? width : height
    }
}
