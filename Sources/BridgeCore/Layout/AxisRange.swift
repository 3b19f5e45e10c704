import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a view sizes along one axis in SwiftUI: the smallest, preferred and largest length.
///
/// A `UIViewRepresentable` without `sizeThatFits` gets one of these per axis from
/// Auto Layout (see ``AxisTraits``); SwiftUI then answers every proposal from it.
///
/// ```swift
/// let range = AxisRange(min: 0, ideal: 120, max: .infinity)
/// range.resolve(nil)        // 120: ideal, as under .fixedSize()
/// range.resolve(0)          // 0:   min
/// range.resolve(.infinity)  // inf: max
/// range.resolve(300)        // 300: clamped into min … max
/// ```
public struct AxisRange: Hashable, Sendable {
    /// The smallest length: the answer to a `0` proposal.
    public var min: CGFloat
    /// The preferred length: the answer to a `nil` proposal (`.fixedSize()`).
    public var ideal: CGFloat
    /// The largest length, possibly `.infinity`: the answer to an infinite proposal.
    public var max: CGFloat

    /// A range with `min <= ideal <= max`; the caller keeps that order.
    public init(min: CGFloat, ideal: CGFloat, max: CGFloat) {
        self.min = min
        self.ideal = ideal
        self.max = max
    }

    /// A range that is exactly `length` long: `length … length … length`.
    public static func fixed(_ length: CGFloat) -> AxisRange {
        AxisRange(min: length, ideal: length, max: length)
    }

    /// The length chosen for a proposed length, with `ProposedViewSize` semantics:
    /// `nil` gives the ideal, `0` the minimum, infinity the maximum, and any other
    /// value is clamped into `min … max`. A NaN proposal, which SwiftUI never sends,
    /// is treated as `nil` rather than passed on.
    public func resolve(_ proposal: CGFloat?) -> CGFloat {
        guard let proposal, !proposal.isNaN else { return ideal }
        if proposal == 0 { return min }
        if proposal == .infinity { return max }
        return Swift.min(Swift.max(proposal, min), max)
    }
}

extension AxisRange: CustomStringConvertible {
    /// `min … ideal … max`, infinity written `∞`.
    public var description: String {
        "\(LengthText.string(min)) … \(LengthText.string(ideal)) … \(LengthText.string(max))"
    }
}

/// Formats lengths the way the sizing table writes them: whole numbers without a decimal
/// point, infinity as `∞` (or whatever `infinity` says).
///
/// ```swift
/// LengthText.string(300)          // "300"
/// LengthText.string(12.5)         // "12.5"
/// LengthText.string(.infinity)    // "∞"
/// ```
public enum LengthText {
    /// `value` as the sizing table writes it; `infinity` replaces `.infinity`.
    public static func string(_ value: CGFloat, infinity: String = "∞") -> String {
        if value == .infinity { return infinity }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(Double(value))
    }
}
