import Foundation

/// A size whose dimensions may be absent.
///
/// Used for a view's intrinsic content size (`nil` where UIKit reports
/// `UIView.noIntrinsicMetric`) and for the ideal size an ``IdealSizeCalculator``
/// chooses (`nil` where it has no opinion, which SwiftUI treats as "no intrinsic
/// metric": `0 … 0 … ∞`).
public struct IdealSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// No intrinsic metric on either axis.
    public static let none = IdealSize(width: nil, height: nil)

    public subscript(axis: LayoutAxis) -> CGFloat? {
        axis == .horizontal ? width : height
    }
}
