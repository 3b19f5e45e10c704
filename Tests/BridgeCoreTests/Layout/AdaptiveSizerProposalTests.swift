import BridgeCore
import BridgeDoubles
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import PropertyBased
import Testing

/// The multi-line quote label through `AdaptiveSizer` with `.default`, for every kind of
/// proposal on both axes: one line is 1264 × 20, a 300-point column wraps it into
/// 5 lines (300 × 100).
@Suite("AdaptiveSizer: proposals nil, 0, finite and infinite on both axes")
@MainActor
struct AdaptiveSizerProposalTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var flexibility: Flexibility
        var proposal: ProposedSize
        var expected: CGSize
        var testDescription: String { "\(flexibility) \(proposal.width.map { "\($0)" } ?? "nil"),\(proposal.height.map { "\($0)" } ?? "nil")" }
    }

    nonisolated static let inf = CGFloat.infinity

    nonisolated static let cases: [Case] = [
        // A finite width: the ideal is the wrapped label, 300 × 100.
        Case(flexibility: .all, proposal: ProposedSize(width: 300, height: nil), expected: CGSize(width: 300, height: 100)),
        Case(flexibility: .all, proposal: ProposedSize(width: 300, height: 0), expected: CGSize(width: 300, height: 0)),
        Case(flexibility: .all, proposal: ProposedSize(width: 300, height: 40), expected: CGSize(width: 300, height: 40)),
        Case(flexibility: .all, proposal: ProposedSize(width: 300, height: inf), expected: CGSize(width: 300, height: inf)),
        Case(flexibility: .none, proposal: ProposedSize(width: 300, height: 0), expected: CGSize(width: 300, height: 100)),
        Case(flexibility: .none, proposal: ProposedSize(width: 300, height: 40), expected: CGSize(width: 300, height: 100)),
        Case(flexibility: .none, proposal: ProposedSize(width: 300, height: inf), expected: CGSize(width: 300, height: 100)),
        Case(flexibility: .horizontal, proposal: ProposedSize(width: 300, height: inf), expected: CGSize(width: 300, height: 100)),
        Case(flexibility: .vertical, proposal: ProposedSize(width: 300, height: 40), expected: CGSize(width: 300, height: 40)),
        Case(flexibility: .minVertical, proposal: ProposedSize(width: 300, height: 40), expected: CGSize(width: 300, height: 40)),
        Case(flexibility: .minVertical, proposal: ProposedSize(width: 300, height: 500), expected: CGSize(width: 300, height: 100)),
        Case(flexibility: .maxVertical, proposal: ProposedSize(width: 300, height: 40), expected: CGSize(width: 300, height: 100)),
        Case(flexibility: .maxVertical, proposal: ProposedSize(width: 300, height: 500), expected: CGSize(width: 300, height: 500)),
        // No width, or an infinite one: the ideal is one line, 1264 × 20.
        Case(flexibility: .all, proposal: .unspecified, expected: CGSize(width: 1264, height: 20)),
        Case(flexibility: .none, proposal: .unspecified, expected: CGSize(width: 1264, height: 20)),
        Case(flexibility: .all, proposal: ProposedSize(width: nil, height: 300), expected: CGSize(width: 1264, height: 300)),
        Case(flexibility: .none, proposal: ProposedSize(width: nil, height: 300), expected: CGSize(width: 1264, height: 20)),
        Case(flexibility: .all, proposal: ProposedSize(width: inf, height: nil), expected: CGSize(width: inf, height: 20)),
        Case(flexibility: .all, proposal: .infinity, expected: CGSize(width: inf, height: inf)),
        Case(flexibility: .none, proposal: .infinity, expected: CGSize(width: 1264, height: 20)),
        Case(flexibility: .horizontal, proposal: .infinity, expected: CGSize(width: inf, height: 20)),
        Case(flexibility: .vertical, proposal: .infinity, expected: CGSize(width: 1264, height: inf)),
        // Zero: a flexible minimum answers 0 whatever the ideal.
        Case(flexibility: .all, proposal: .zero, expected: .zero),
        Case(flexibility: .horizontal, proposal: ProposedSize(width: 0, height: 300), expected: CGSize(width: 0, height: 20 * 129)),  // one character a line, spaces dropped
    ]

    @Test("the label's size for each flexibility and proposal", arguments: cases)
    func labelSize(_ testCase: Case) {
        let label = HeadlessLabel(text: SizingExamples.quote)
        var sizer = AdaptiveSizer<HeadlessLabel>(flexibility: testCase.flexibility, idealSizeCalculator: .default)
        #expect(sizer.size(for: testCase.proposal, of: label) == testCase.expected)
    }

    @Test("an ideal SwiftUI cannot lay out is made usable: NaN and ∞ become no ideal, negatives 0")
    func unusableIdealSizes() {
        let view = HeadlessView(SizingTraits(intrinsicSize: .none))
        var nan = AdaptiveSizer<HeadlessView>(flexibility: .none, idealSizeCalculator: .fixed(width: .nan, height: -12))
        #expect(nan.size(for: .unspecified, of: view) == .zero)
        #expect(nan.size(for: ProposedSize(width: 50, height: 50), of: view) == CGSize(width: 50, height: 0))
        // "Fill" written as an infinite ideal: no ideal, so any finite proposal is taken and .fixedSize() gives 0.
        var fill = AdaptiveSizer<HeadlessView>(flexibility: .none, idealSizeCalculator: .fixed(width: .infinity, height: 44))
        #expect(fill.size(for: .unspecified, of: view) == CGSize(width: 0, height: 44))
        #expect(fill.size(for: ProposedSize(width: 320, height: nil), of: view) == CGSize(width: 320, height: 44))
        #expect(IdealSize(width: -.infinity, height: 3).sanitized == IdealSize(width: nil, height: 3))
    }

    /// A length a careless calculator might return.
    static let anyLength = Gen.int(in: -4...400).map { code -> CGFloat? in
        switch code {
        case -4: nil
        case -3: .nan
        case -2: .infinity
        case -1: -.infinity
        default: CGFloat(code - 20)  // some negative
        }
    }

    /// A proposed length, including a NaN that SwiftUI never sends.
    static let anyProposal = Gen.int(in: -3...400).map { code -> CGFloat? in
        switch code {
        case -3: nil
        case -2: .nan
        case -1: .infinity
        default: CGFloat(code)
        }
    }

    @Test("any calculator, flexibility and proposal: no NaN, no negative, infinite only when ∞ was proposed")
    func answersAreUsable() async {
        await propertyCheck(
            count: 300,
            input: Gen.int(in: 0...15), zip(Self.anyLength, Self.anyLength), Self.anyProposal, Self.anyProposal
        ) { flexibility, ideal, width, height in
            let view = HeadlessView(SizingTraits(intrinsicSize: .none))
            var sizer = AdaptiveSizer<HeadlessView>(
                flexibility: Flexibility(rawValue: UInt8(flexibility)),
                idealSizeCalculator: .fixed(width: ideal.0, height: ideal.1)
            )
            let size = sizer.size(for: ProposedSize(width: width, height: height), of: view)
            for (length, proposed) in [(size.width, width), (size.height, height)] {
                #expect(!length.isNaN)
                #expect(length >= 0)
                if length.isInfinite { #expect(proposed == .infinity) }
            }
        }
    }
}
