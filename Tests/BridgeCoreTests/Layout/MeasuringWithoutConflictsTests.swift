import BridgeCore
import BridgeDoubles
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing

@Suite("Measuring a view with required constraints breaks none of them")
@MainActor
struct MeasuringWithoutConflictsTests {
    @Test func theWidthZeroProbeOfARigidViewBreaksNoConstraintAndAnswersTheWidthItNeeds() {
        let card = HeadlessMarginView(requiredWidth: 120, height: 44)
        var sizer = AdaptiveSizer(flexibility: .none, idealSizeCalculator: IdealSizeCalculator<HeadlessMarginView>.default)
        #expect(sizer.size(for: ProposedSize(width: 0, height: nil), of: card) == CGSize(width: 120, height: 44))
        #expect(sizer.size(for: ProposedSize(width: 80, height: nil), of: card) == CGSize(width: 120, height: 44))
        #expect(card.brokenConstraints == 0)
    }

    @Test func measuringAtRequiredAsBeforeBreaksAConstraintAndAnswersFromTheBrokenLayout() {
        let card = HeadlessMarginView(requiredWidth: 120, height: 44)
        let fitted = card.fittingSize(CGSize(width: 0, height: 0), horizontalPriority: .required, verticalPriority: .fittingSizeLevel)
        #expect(fitted.width == 0)
        #expect(card.brokenConstraints == 1)
    }

    @Test func aFlexibleViewIsNotMeasuredForProbesItsFlexibilityAnswers() {
        let card = HeadlessMarginView(requiredWidth: 120, height: 44)
        let counter = MeasurementCounter()
        var sizer = AdaptiveSizer(flexibility: .all, idealSizeCalculator: counter.counting(IdealSizeCalculator<HeadlessMarginView>.default))
        #expect(sizer.size(for: .zero, of: card) == .zero)
        #expect(sizer.size(for: .infinity, of: card) == CGSize(width: CGFloat.infinity, height: .infinity))
        #expect(sizer.size(for: ProposedSize(width: 200, height: 300), of: card) == CGSize(width: 200, height: 300))
        #expect(counter.proposals.isEmpty)
        #expect(card.brokenConstraints == 0)
        // A probe whose answer depends on the ideal is measured.
        _ = sizer.size(for: .unspecified, of: card)
        #expect(counter.proposals == [.unspecified])
    }

    @Test func aRigidAxisIsStillMeasuredForAZeroProbe() {
        let counter = MeasurementCounter()
        let card = HeadlessMarginView(requiredWidth: 120, height: 44)
        var sizer = AdaptiveSizer(flexibility: .horizontal, idealSizeCalculator: counter.counting(IdealSizeCalculator<HeadlessMarginView>.default))
        #expect(sizer.size(for: .zero, of: card) == CGSize(width: 0, height: 44))
        #expect(counter.proposals == [.zero])
        #expect(card.brokenConstraints == 0)
    }
}
