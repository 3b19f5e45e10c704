import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The line box of a text view: what a number of lines costs in height.
package struct TextLineMetrics: Hashable, Sendable {
    /// The height of one line of the view's font (`UIFont.lineHeight`).
    package var lineHeight: CGFloat
    /// The space above and below the text (`textContainerInset.top + .bottom`).
    package var verticalInsets: CGFloat

    package init(lineHeight: CGFloat, verticalInsets: CGFloat) {
        self.lineHeight = lineHeight.isFinite ? Swift.max(lineHeight, 0) : 0
        self.verticalInsets = verticalInsets.isFinite ? Swift.max(verticalInsets, 0) : 0
    }

    /// The height of `lines` lines with the insets, rounded up to a whole point
    /// so that a view this high never clips its last line.
    package func height(lines: Int) -> CGFloat {
        (CGFloat(Swift.max(lines, 0)) * lineHeight + verticalInsets).rounded(.up)
    }
}

/// What ``GrowingTextSizer`` answers for one proposal.
package struct GrowingTextSize: Equatable, Sendable {
    /// The size the view takes.
    package var size: CGSize
    /// Whether the text is taller than ``size``: the view scrolls.
    package var scrolls: Bool
}

/// The sizing rule of a text view that grows with its text: the height of its
/// text for the width SwiftUI proposes, between its line limits, then it scrolls.
///
/// Measuring text is the expensive part, and SwiftUI probes a view several
/// times per layout pass (`0`, `∞`, `nil`, the final width). The rule measures
/// each finite, positive width once until the text changes (``textChanged()``).
/// A `0` probe needs no text. The `∞` and `nil` probes borrow the last finite
/// width, whose measurement the final proposal shares: one measurement per
/// keystroke, and the same answer before or after that proposal in a pass. A
/// view never given a finite width (under `.fixedSize()`, which proposes only
/// `nil` widths) measures its text unbounded for its own width:
///
/// | proposed width | width | height |
/// | --- | --- | --- |
/// | `0` | 0 | the minimum lines |
/// | `∞` | ∞ | as at the last finite width, else the minimum lines |
/// | `nil` | the last finite width, else the text's own width | the text's height there |
/// | `w` | `w` | the text's height at `w` |
///
/// Vertically the view hugs its text between the line limits: the range is
/// `minimum lines … text height … text height`, the text height clamped into
/// `minimum lines … maximum lines`. A `nil` height (`.fixedSize(horizontal:
/// false, vertical: true)`) gets the text height; a smaller height than it
/// scrolls, down to the minimum lines.
///
/// ```swift
/// var sizer = GrowingTextSizer(lineLimit: LineLimit(1...5),
///                              metrics: TextLineMetrics(lineHeight: 20, verticalInsets: 16))
/// let answer = sizer.size(for: ProposedSize(width: 300, height: nil)) { width in
///     CGSize(width: width ?? 120, height: 3 * 20 + 16)   // three lines of text
/// }
/// // answer.size == CGSize(width: 300, height: 76), answer.scrolls == false
/// ```
package struct GrowingTextSizer: Sendable {
    /// The fewest and most lines the view is high; a change forgets the
    /// heights answered (see ``scrolls(in:measure:)``).
    package var lineLimit: LineLimit {
        didSet { if lineLimit != oldValue { answered.removeAll(keepingCapacity: true) } }
    }
    /// The line box; a change forgets every measurement.
    package var metrics: TextLineMetrics {
        didSet { if metrics != oldValue { textChanged() } }
    }
    /// How many times the rule measured the text: once per distinct width per text.
    package private(set) var measurementCount = 0

    /// The text's size per measured width bound (`nil`: unbounded), for the
    /// current text, oldest first; a handful, so a linear search is fastest.
    private var measured: [(width: CGFloat?, size: CGSize)] = []
    /// The last finite width proposed, which `∞` and `nil` probes measure at.
    private var lastWidth: CGFloat?
    /// The sizes answered for a finite width since the text changed: the
    /// sizes SwiftUI may lay the view out at, oldest first.
    private var answered: [CGSize] = []

    /// How many widths are remembered per text; live resizing proposes a new
    /// width every frame, and the oldest answer is then dropped.
    package static var cacheLimit: Int { 8 }

    package init(lineLimit: LineLimit = .unlimited, metrics: TextLineMetrics) {
        self.lineLimit = lineLimit
        self.metrics = metrics
    }

    /// The text changed: the next proposal measures again.
    package mutating func textChanged() {
        measured.removeAll(keepingCapacity: true)
        answered.removeAll(keepingCapacity: true)
    }

    /// Whether the view scrolls, laid out at `bounds`; `nil` when that cannot
    /// be told yet.
    ///
    /// UIKit can lay a text view out between a keystroke and SwiftUI's new
    /// layout: its bounds are then the old text's, shorter than the new text,
    /// and turning scrolling on there would scroll the first line away just
    /// before SwiftUI makes the view taller. So at a size this rule did not
    /// answer since the text changed, only the safe answers are given: the
    /// text fits (no scrolling), or the view is already at its upper limit and
    /// cannot grow (scrolling). Anything else is `nil`: "leave scrolling as it
    /// is; a layout at an answered size follows". A height SwiftUI really gave
    /// (the text's, the limit's, or a smaller proposal's) is an answered one.
    package mutating func scrolls(in bounds: CGSize, measure: (CGFloat?) -> CGSize) -> Bool? {
        let isAnswered = answered.contains { abs($0.width - bounds.width) <= 0.5 && abs($0.height - bounds.height) <= 0.5 }
        if isAnswered { return size(for: ProposedSize(bounds), measure: measure).scrolls }
        guard bounds.width > 0, bounds.width.isFinite else { return nil }
        let textHeight = sanitized(textSize(in: bounds.width, measure: measure).height)
        if textHeight <= bounds.height + 0.5 { return false }
        return bounds.height >= maximumHeight - 0.5 ? true : nil
    }

    /// What a view shows when it starts to scroll (its text grew past the
    /// line limit, or its width shrank).
    package enum ScrollStart: Sendable {
        /// The caret's line: what the user types stays in sight.
        case caretLine
        /// The first line.
        case top
    }

    /// The caret's line while the user edits; the top otherwise. After `text =`
    /// UIKit puts the caret at the end, so a draft, an app write or a rotation
    /// that turns scrolling on would open at the last line: a reader expects
    /// the start, as a text view that has always scrolled shows it.
    package static func scrollStart(isEditing: Bool) -> ScrollStart {
        isEditing ? .caretLine : .top
    }

    /// The fewest lines' height, the least the view is high.
    package var minimumHeight: CGFloat { metrics.height(lines: lineLimit.minimum) }

    /// The most lines' height; infinite without a maximum.
    package var maximumHeight: CGFloat { lineLimit.maximum.map { metrics.height(lines: $0) } ?? .infinity }

    /// The size for `proposal`. `measure` returns the size of the text laid out
    /// in a width (`nil`: as wide as it likes), insets included; it is called
    /// at most once per distinct width until ``textChanged()``.
    package mutating func size(for proposal: ProposedSize, measure: (CGFloat?) -> CGSize) -> GrowingTextSize {
        let width: CGFloat
        let text: CGSize?
        switch proposal.width {
        case .some(let w) where w.isNaN || w <= 0:
            width = 0
            text = nil
        case .some(let w) where w == .infinity:
            width = .infinity
            text = lastWidth.map { textSize(in: $0, measure: measure) }
        case .some(let w):
            width = w
            text = textSize(in: w, measure: measure)
            lastWidth = w
        case .none:
            if let lastWidth {
                width = lastWidth
                text = textSize(in: lastWidth, measure: measure)
            } else {
                let natural = textSize(in: nil, measure: measure)
                width = natural.width
                text = natural
            }
        }
        let textHeight = text.map { sanitized($0.height) } ?? minimumHeight
        let ideal = Swift.min(Swift.max(textHeight, minimumHeight), maximumHeight)
        let height = AxisRange(min: minimumHeight, ideal: ideal, max: ideal).resolve(proposal.height)
        let size = CGSize(width: width, height: height)
        if width > 0, width.isFinite, !answered.contains(size) {
            if answered.count >= Self.cacheLimit { answered.removeFirst() }
            answered.append(size)
        }
        return GrowingTextSize(size: size, scrolls: textHeight > height + 0.5)
    }

    private mutating func textSize(in width: CGFloat?, measure: (CGFloat?) -> CGSize) -> CGSize {
        if let known = measured.first(where: { $0.width == width }) { return known.size }
        if measured.count >= Self.cacheLimit { measured.removeFirst() }
        measurementCount += 1
        let size = measure(width)
        let clean = CGSize(width: sanitized(size.width), height: sanitized(size.height))
        measured.append((width, clean))
        return clean
    }

    private func sanitized(_ length: CGFloat) -> CGFloat {
        length.isFinite ? Swift.max(length, 0) : 0
    }
}
