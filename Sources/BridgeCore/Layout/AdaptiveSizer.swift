import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Answers SwiftUI's `sizeThatFits` for an adapted view in a single pass.
///
/// For each proposal: the ``IdealSizeCalculator`` picks the ideal size, the
/// ``Flexibility`` turns it into `min … ideal … max` per axis (the sizing table, with
/// the ideal in place of the intrinsic size), and the proposal is resolved in that
/// range. No `GeometryReader`, no state write, no second layout pass.
///
/// Measuring a view is the expensive part, and SwiftUI asks several times per
/// layout (stacks probe with `nil`, `0` and `∞`), so each distinct proposal is
/// measured once and remembered until the content changes: ``invalidate()``, or a
/// change in the view's intrinsic content size, which is what a view announces with
/// `invalidateIntrinsicContentSize()`. (The shell also forgets them once a layout
/// pass is over, for views whose intrinsic size cannot show a change.)
///
/// Every answer is a length SwiftUI can use: never negative or NaN (the ideal
/// size is sanitized: no negative, NaN or infinite length), and infinite only on an axis proposed
/// `.infinity` that may grow, which is how SwiftUI's own flexible views
/// (`Color`, `Spacer`) answer "how large can you be?".
///
/// ```swift
/// var sizer = AdaptiveSizer<HeadlessLabel>(flexibility: .all, idealSizeCalculator: .default)
/// sizer.size(for: ProposedSize(width: 300, height: nil), of: label)  // 300 × (lines × line height)
/// ```
public struct AdaptiveSizer<Subject: LayoutMeasurable>: Sendable {
    /// Which sides may leave the ideal size; changing it needs no new measurement.
    public var flexibility: Flexibility
    /// Chooses the ideal size per proposal; replacing it forgets every measurement.
    public var idealSizeCalculator: IdealSizeCalculator<Subject> {
        didSet { invalidate() }
    }

    /// How many proposals are remembered. Past it, the least recently used answer
    /// is dropped (one, not all), so live resizing, which proposes a new width
    /// every frame, costs one measurement per new width and keeps the rest.
    public static var cacheLimit: Int { 64 }

    private var idealSizes: [ProposedSize: Remembered] = [:]
    private var uses: UInt64 = 0
    private var contentSignature: IdealSize?

    private struct Remembered: Sendable {
        var idealSize: IdealSize
        var lastUse: UInt64
    }

    /// A sizer with nothing measured yet. `.all` is RepresentableKit's default.
    public init(flexibility: Flexibility = .all, idealSizeCalculator: IdealSizeCalculator<Subject>) {
        self.flexibility = flexibility
        self.idealSizeCalculator = idealSizeCalculator
    }

    /// The size `subject` takes for `proposal`.
    ///
    /// A probe whose answer the flexibility alone decides (`0` on a side that may
    /// shrink to nothing, `∞` on one that may grow without bound, on both axes) is
    /// answered without measuring: measuring a view at width 0 only asks Auto Layout
    /// for a layout it cannot satisfy.
    @MainActor
    public mutating func size(for proposal: ProposedSize, of subject: Subject) -> CGSize {
        let flexibility = flexibility.resolved(intrinsic: subject.intrinsicSize)
        if let size = sizeWithoutMeasuring(proposal, flexibility: flexibility) { return size }
        return range(for: proposal, of: subject).size(for: proposal)
    }

    /// The answer to `proposal` when it is the same whatever the ideal size, `nil`
    /// when the view must be measured. `flexibility` is already resolved for the view.
    package func sizeWithoutMeasuring(_ proposal: ProposedSize, flexibility: Flexibility) -> CGSize? {
        let ideals = [IdealSize(width: 0, height: 0), IdealSize(width: 1e6, height: 1e6), IdealSize(width: nil, height: nil)]
        let answers = ideals.map { SizingTraits(idealSize: $0, flexibility: flexibility).range.size(for: proposal) }
        return answers.allSatisfy { $0 == answers[0] } ? answers[0] : nil
    }

    /// `min … ideal … max` on both axes for `proposal`: the ideal from the calculator,
    /// the bounds from ``flexibility`` (``Flexibility/automatic`` decided from the
    /// view's intrinsic size).
    @MainActor
    public mutating func range(for proposal: ProposedSize, of subject: Subject) -> SizeRange {
        let flexibility = flexibility.resolved(intrinsic: subject.intrinsicSize)
        return SizingTraits(idealSize: idealSize(for: proposal, of: subject), flexibility: flexibility).range
    }

    /// The ideal size for `proposal`, measured at most once until the content changes.
    @MainActor
    public mutating func idealSize(for proposal: ProposedSize, of subject: Subject) -> IdealSize {
        let signature = subject.intrinsicSize
        if signature != contentSignature {
            invalidate()
            contentSignature = signature
        }
        uses += 1
        if let known = idealSizes[proposal]?.idealSize {
            idealSizes[proposal]?.lastUse = uses
            return known
        }
        if idealSizes.count >= Self.cacheLimit, let oldest = idealSizes.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            idealSizes[oldest.key] = nil
        }
        let measured = idealSizeCalculator.idealSize(subject, proposal).sanitized
        idealSizes[proposal] = Remembered(idealSize: measured, lastUse: uses)
        return measured
    }

    /// Forgets every measurement; the next proposal measures again. Call it when the
    /// view's content changed in a way its intrinsic size does not show.
    public mutating func invalidate() {
        idealSizes.removeAll(keepingCapacity: true)
    }
}
