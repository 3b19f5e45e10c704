import Foundation

/// How many lines a growing text view shows before it scrolls: at least
/// ``minimum``, at most ``maximum`` (`nil`: no limit), as SwiftUI's
/// `lineLimit(1...5)` reads.
///
/// Out-of-range values are corrected rather than trapped on: a minimum below
/// one becomes one, and a maximum below the minimum becomes the minimum.
///
/// ```swift
/// LineLimit(1...5)          // grows from one line to five, then scrolls
/// LineLimit(3...)           // at least three lines, no limit
/// LineLimit(...4)           // one to four
/// LineLimit(exactly: 2)     // always two lines high
/// LineLimit(3, reservesSpace: true)   // three lines high from the start
/// ```
package struct LineLimit: Hashable, Sendable {
    /// The fewest lines the view is high, even when empty; at least 1.
    package let minimum: Int
    /// The most lines the view grows to before it scrolls; `nil` for no limit.
    package let maximum: Int?

    /// A limit of `minimum` to `maximum` lines, corrected into range.
    package init(minimum: Int = 1, maximum: Int? = nil) {
        let lower = Swift.max(minimum, 1)
        self.minimum = lower
        self.maximum = maximum.map { Swift.max($0, lower) }
    }

    /// `range.lowerBound` to `range.upperBound` lines.
    package init(_ range: ClosedRange<Int>) {
        self.init(minimum: range.lowerBound, maximum: range.upperBound)
    }

    /// At least `range.lowerBound` lines, no maximum.
    package init(_ range: PartialRangeFrom<Int>) {
        self.init(minimum: range.lowerBound)
    }

    /// One line up to `range.upperBound`.
    package init(_ range: PartialRangeThrough<Int>) {
        self.init(maximum: range.upperBound)
    }

    /// SwiftUI's `lineLimit(_:reservesSpace:)`: at most `limit` lines and,
    /// when `reservesSpace`, always that high (even empty); otherwise from
    /// one line up.
    package init(_ limit: Int, reservesSpace: Bool) {
        self.init(minimum: reservesSpace ? limit : 1, maximum: limit)
    }

    /// Always `lines` lines high.
    package init(exactly lines: Int) {
        self.init(minimum: lines, maximum: lines)
    }

    /// One line, growing without limit: a text view with no `lineLimit`.
    package static let unlimited = LineLimit()
}
