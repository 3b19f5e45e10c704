import BridgeCore
import BridgeDoubles
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing

@MainActor
final class MeasurementCounter {
    var proposals: [ProposedSize] = []

    /// `.default`, counting each call.
    func counting<Subject: LayoutMeasurable>(_ base: IdealSizeCalculator<Subject> = .default) -> IdealSizeCalculator<Subject> {
        .custom { subject, proposal in
            self.proposals.append(proposal)
            return base.idealSize(subject, proposal)
        }
    }
}

@Suite("Single-pass sizing for sizeThatFits")
@MainActor
struct AdaptiveSizerTests {
    let counter = MeasurementCounter()
    let label = HeadlessLabel(text: SizingExamples.quote)

    @Test("the multi-line label wraps to a 300-point column in 5 lines")
    func multiLineLabelWraps() {
        var sizer = AdaptiveSizer<HeadlessLabel>(idealSizeCalculator: .default)
        let proposal = ProposedSize(width: 300, height: nil)
        #expect(sizer.size(for: proposal, of: label) == CGSize(width: 300, height: 100))
        #expect(label.lines(width: 300) == [
            "To love the journey is to accept no",
            "such end. I have found, through",
            "painful experience, that the most",
            "important step a person can take is",
            "always the next one.",
        ])
    }

    @Test("a plain representable renders the label as one line")
    func plainRepresentableLabel() {
        let naive = label.sizingTraits.range.size(for: ProposedSize(width: 300, height: nil))
        #expect(naive == CGSize(width: 1264, height: 20))
        #expect(label.lines(width: nil).count == 1)
    }

    @Test("the calculator runs once per distinct proposal it needs; 0 and ∞ on a fully flexible view need none")
    func oncePerProposal() {
        var sizer = AdaptiveSizer(idealSizeCalculator: counter.counting(IdealSizeCalculator<HeadlessLabel>.default))
        let probes: [ProposedSize] = [
            ProposedSize(width: 300, height: nil), .zero, .infinity, ProposedSize(width: 300, height: nil), .zero,
            .unspecified, .infinity, ProposedSize(width: 300, height: nil),
        ]
        for proposal in probes { _ = sizer.size(for: proposal, of: label) }
        #expect(counter.proposals == [ProposedSize(width: 300, height: nil), .unspecified])
    }

    @Test("invalidate() measures again")
    func invalidateMeasuresAgain() {
        var sizer = AdaptiveSizer(idealSizeCalculator: counter.counting(IdealSizeCalculator<HeadlessLabel>.default))
        let proposal = ProposedSize(width: 300, height: nil)
        _ = sizer.size(for: proposal, of: label)
        _ = sizer.size(for: proposal, of: label)
        sizer.invalidate()
        _ = sizer.size(for: proposal, of: label)
        #expect(counter.proposals.count == 2)
    }

    @Test("a new intrinsic size (invalidateIntrinsicContentSize) measures again with the new content")
    func contentChangeMeasuresAgain() {
        var sizer = AdaptiveSizer(idealSizeCalculator: counter.counting(IdealSizeCalculator<HeadlessLabel>.default))
        let proposal = ProposedSize(width: 300, height: nil)
        #expect(sizer.size(for: proposal, of: label).height == 100)
        label.text = "short"
        #expect(sizer.size(for: proposal, of: label).height == 20)
        _ = sizer.size(for: proposal, of: label)
        #expect(counter.proposals.count == 2)
    }

    @Test("replacing the calculator forgets old measurements")
    func newCalculatorForgets() {
        var sizer = AdaptiveSizer<HeadlessLabel>(idealSizeCalculator: .fixed(CGSize(width: 10, height: 10)))
        #expect(sizer.size(for: .unspecified, of: label) == CGSize(width: 10, height: 10))
        sizer.idealSizeCalculator = .fixed(CGSize(width: 20, height: 20))
        #expect(sizer.size(for: .unspecified, of: label) == CGSize(width: 20, height: 20))
    }

    @Test("twenty distinct widths cost twenty measurements, and asking again costs none")
    func manyWidthsMeasuredOnce() {
        var sizer = AdaptiveSizer(idealSizeCalculator: counter.counting(IdealSizeCalculator<HeadlessLabel>.default))
        let widths = (0..<20).map { CGFloat(100 + $0) }
        for _ in 0..<2 {
            for width in widths { _ = sizer.size(for: ProposedSize(width: width, height: nil), of: label) }
        }
        #expect(counter.proposals.count == 20)
    }

    @Test("past the limit only the least recently used answer is dropped")
    func boundedCacheDropsOldestOnly() {
        var sizer = AdaptiveSizer(idealSizeCalculator: counter.counting(IdealSizeCalculator<HeadlessLabel>.default))
        let limit = AdaptiveSizer<HeadlessLabel>.cacheLimit
        let widths = (0...limit).map { CGFloat(100 + $0) }
        for width in widths.dropLast() { _ = sizer.size(for: ProposedSize(width: width, height: nil), of: label) }
        _ = sizer.size(for: ProposedSize(width: widths[0], height: nil), of: label)   // the first is now the newest
        _ = sizer.size(for: ProposedSize(width: widths[limit], height: nil), of: label)  // one past the limit
        #expect(counter.proposals.count == limit + 1)
        _ = sizer.size(for: ProposedSize(width: widths[0], height: nil), of: label)   // kept
        #expect(counter.proposals.count == limit + 1)
        _ = sizer.size(for: ProposedSize(width: widths[1], height: nil), of: label)   // the least recently used: dropped
        #expect(counter.proposals.count == limit + 2)
    }

    @Test("flexibility bounds the ideal: .none pins, .all takes the proposal")
    func flexibilityBoundsIdeal() {
        let screen = ProposedSize(width: 390, height: 800)
        var pinned = AdaptiveSizer<HeadlessLabel>(flexibility: .none, idealSizeCalculator: .default)
        #expect(pinned.size(for: screen, of: label) == CGSize(width: 390, height: 80))  // 48 characters a line: 4 lines
        var open = AdaptiveSizer<HeadlessLabel>(flexibility: .all, idealSizeCalculator: .default)
        #expect(open.size(for: screen, of: label) == CGSize(width: 390, height: 800))
        var horizontal = AdaptiveSizer<HeadlessLabel>(flexibility: .horizontal, idealSizeCalculator: .default)
        #expect(horizontal.size(for: screen, of: label) == CGSize(width: 390, height: 80))
        #expect(horizontal.size(for: .zero, of: label).width == 0)
    }

    @Test("a custom view with no intrinsic size vanishes under fixedSize() unless given an ideal")
    func customViewFixedSize() {
        let custom = HeadlessView(SizingTraits(intrinsicSize: .none))
        var plain = AdaptiveSizer<HeadlessView>(idealSizeCalculator: .none)
        #expect(plain.size(for: .unspecified, of: custom) == .zero)
        var fixed = AdaptiveSizer<HeadlessView>(idealSizeCalculator: .fixed(CGSize(width: 120, height: 44)))
        #expect(fixed.size(for: .unspecified, of: custom) == CGSize(width: 120, height: 44))
    }
}

enum SizingExamples {
    /// The quote a multi-line UILabel shows in the sizing examples.
    static let quote = "To love the journey is to accept no such end. I have found, through painful experience, that the most important step a person can take is always the next one."
}
