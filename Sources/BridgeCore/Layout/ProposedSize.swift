import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The size a parent proposes to a child, with SwiftUI's `ProposedViewSize` semantics.
///
/// Each dimension is either a value or `nil`; SwiftUI gives the four kinds of
/// value distinct meanings, and ``AxisRange/resolve(_:)`` applies them:
///
/// | proposal | meaning | answer |
/// | --- | --- | --- |
/// | `nil` | "what would you like?" (`.fixedSize()`) | ideal |
/// | `0` | "how small can you be?" | min |
/// | `.infinity` | "how large can you be?" | max |
/// | any other value | "fit in this" | the value clamped into min … max |
public struct ProposedSize: Hashable, Sendable {
    /// The proposed width; `nil` asks for the ideal.
    public var width: CGFloat?
    /// The proposed height; `nil` asks for the ideal.
    public var height: CGFloat?

    /// A proposal with optional dimensions, as `ProposedViewSize(width:height:)`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions `nil`: the parent asks for the ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Both dimensions `0`: the parent asks for the minimum size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Both dimensions infinite: the parent asks for the maximum size.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposed length along `axis`.
    package subscript(axis: LayoutAxis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set {
            switch axis {
            case .horizontal: width = newValue
            case .vertical: height = newValue
            }
        }
    }
}
