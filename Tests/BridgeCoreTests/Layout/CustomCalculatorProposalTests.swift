import BridgeCore
import BridgeDoubles
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing

/// What `.custom { view, proposal in … }` receives, as the article "Sizing UIKit
/// views in SwiftUI" documents it: SwiftUI's proposal unchanged (`nil` is
/// `nil`, `∞` is `.infinity`, `0` is `0`), except for the probes the flexibility
/// alone answers, for which it is not called; and what it returns is sanitized
/// (an infinite or NaN length is "no ideal", a negative one 0).
@Suite("Layout: what a .custom ideal-size calculator receives")
@MainActor
struct CustomCalculatorProposalTests {
    /// Records every proposal the calculator is called with.
    final class Calls: @unchecked Sendable {
        var proposals: [ProposedSize] = []
    }

    static func sizer(_ flexibility: Flexibility, _ calls: Calls, answer: IdealSize = IdealSize(width: 200, height: 100))
        -> AdaptiveSizer<HeadlessView> {
        AdaptiveSizer(flexibility: flexibility, idealSizeCalculator: .custom { _, proposal in
            calls.proposals.append(proposal)
            return answer
        })
    }

    static let chart = HeadlessView(SizingTraits(intrinsicSize: .none))

    @Test("nil and ∞ reach the calculator as they are: no 0, no stand-in width")
    func nilAndInfinityArriveUnchanged() {
        let calls = Calls()
        var sizer = Self.sizer(.horizontal, calls)   // any width, the ideal height
        _ = sizer.size(for: .unspecified, of: Self.chart)                               // .fixedSize()
        _ = sizer.size(for: ProposedSize(width: .infinity, height: nil), of: Self.chart) // a horizontal ScrollView
        _ = sizer.size(for: ProposedSize(width: 320, height: .infinity), of: Self.chart) // a vertical ScrollView
        _ = sizer.size(for: ProposedSize(width: 0, height: 0), of: Self.chart)           // a stack's minimum probe
        #expect(calls.proposals == [
            ProposedSize(width: nil, height: nil),
            ProposedSize(width: .infinity, height: nil),
            ProposedSize(width: 320, height: .infinity),
            ProposedSize(width: 0, height: 0),
        ])
    }

    @Test("A probe the flexibility alone answers never calls it")
    func probesAnsweredByFlexibilityAlone() {
        let calls = Calls()
        var sizer = Self.sizer(.all, calls)
        #expect(sizer.size(for: .infinity, of: Self.chart) == CGSize(width: CGFloat.infinity, height: .infinity))
        #expect(sizer.size(for: .zero, of: Self.chart) == .zero)
        #expect(calls.proposals.isEmpty)
    }

    @Test("Each distinct proposal is asked once until the content changes")
    func eachProposalOnce() {
        let calls = Calls()
        var sizer = Self.sizer(.horizontal, calls)
        for _ in 0..<3 { _ = sizer.size(for: ProposedSize(width: 320, height: nil), of: Self.chart) }
        #expect(calls.proposals.count == 1)
    }

    @Test("An infinite answer means no ideal (0 … 0 … ∞, like no intrinsic metric); a negative one is 0")
    func answersAreSanitized() {
        let calls = Calls()
        // Returning `proposal.width!` under ∞ is an infinite ideal width: treated as none.
        var sizer = Self.sizer(.none, calls, answer: IdealSize(width: .infinity, height: -5))
        #expect(sizer.size(for: .unspecified, of: Self.chart) == CGSize(width: 0, height: 0))
        #expect(sizer.size(for: ProposedSize(width: .infinity, height: 100), of: Self.chart) == CGSize(width: CGFloat.infinity, height: 0))
    }

    @Test("The aspect-ratio chart of the article: height from the proposed width, a stand-in width for nil and ∞")
    func aspectRatioChart() {
        var sizer = AdaptiveSizer<HeadlessView>(flexibility: .horizontal, idealSizeCalculator: .custom { _, proposal in
            let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 320
            return IdealSize(width: width, height: width / 1.6)
        })
        #expect(sizer.size(for: ProposedSize(width: 400, height: nil), of: Self.chart) == CGSize(width: 400, height: 250))
        #expect(sizer.size(for: .unspecified, of: Self.chart) == CGSize(width: 320, height: 200))
        #expect(sizer.size(for: ProposedSize(width: .infinity, height: .infinity), of: Self.chart).height == 200)
    }
}
