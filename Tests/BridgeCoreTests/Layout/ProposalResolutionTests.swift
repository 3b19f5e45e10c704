import BridgeCore
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing

/// `ProposedViewSize` semantics: nil → ideal, 0 → min, ∞ → max, otherwise clamped.
@Suite("Resolving a proposal")
struct ProposalResolutionTests {
    static let range = AxisRange(min: 10, ideal: 50, max: 200)

    @Test(
        "one axis",
        arguments: [
            (nil, 50), (0, 10), (.infinity, 200), (100, 100), (5, 10), (500, 200), (10, 10), (200, 200),
        ] as [(CGFloat?, CGFloat)]
    )
    func oneAxis(proposal: CGFloat?, expected: CGFloat) {
        #expect(Self.range.resolve(proposal) == expected)
    }

    @Test("an unbounded axis answers infinity to an infinite proposal")
    func unboundedMax() {
        let range = AxisRange(min: 0, ideal: 0, max: .infinity)
        #expect(range.resolve(.infinity) == .infinity)
        #expect(range.resolve(nil) == 0)
        #expect(range.resolve(320) == 320)
    }

    @Test("both axes resolve on their own")
    func bothAxes() {
        let size = SizeRange(horizontal: Self.range, vertical: AxisRange(min: 20, ideal: 20, max: .infinity))
        #expect(size.size(for: .unspecified) == CGSize(width: 50, height: 20))
        #expect(size.size(for: .zero) == CGSize(width: 10, height: 20))
        #expect(size.size(for: .infinity) == CGSize(width: 200, height: CGFloat.infinity))
        #expect(size.size(for: ProposedSize(width: 120, height: nil)) == CGSize(width: 120, height: 20))
        #expect(size.size(for: ProposedSize(width: nil, height: 300)) == CGSize(width: 50, height: 300))
        #expect(size.idealSize == CGSize(width: 50, height: 20))
    }

    @Test("proposals are keyed by value")
    func proposalEquality() {
        #expect(ProposedSize(CGSize(width: 3, height: 4)) == ProposedSize(width: 3, height: 4))
        var proposal = ProposedSize.unspecified
        proposal[.vertical] = 9
        #expect(proposal == ProposedSize(width: nil, height: 9))
    }
}
