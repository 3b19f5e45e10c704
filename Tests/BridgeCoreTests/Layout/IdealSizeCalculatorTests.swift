import BridgeCore
import BridgeDoubles
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing

@Suite("Ideal size calculators")
@MainActor
struct IdealSizeCalculatorTests {
    let label = HeadlessLabel(text: "hello big world", metrics: HeadlessTextMetrics(characterAdvance: 10, lineHeight: 20))

    @Test(".default fits the proposed width and takes the height that width needs")
    func defaultFitsWidth() {
        let ideal = IdealSizeCalculator<HeadlessLabel>.default.idealSize(label, ProposedSize(width: 90, height: 500))
        #expect(ideal == IdealSize(width: 90, height: 40))  // "hello big" / "world"
    }

    @Test(".default without a finite width reports the natural one-line size", arguments: [nil, CGFloat.infinity])
    func defaultNaturalWidth(width: CGFloat?) {
        let ideal = IdealSizeCalculator<HeadlessLabel>.default.idealSize(label, ProposedSize(width: width, height: nil))
        #expect(ideal == IdealSize(width: 150, height: 20))
    }

    @Test(".none is the intrinsic size, absent metrics included")
    func noneIsIntrinsic() {
        #expect(IdealSizeCalculator<HeadlessLabel>.none.idealSize(label, ProposedSize(width: 90, height: nil))
            == IdealSize(width: 150, height: 20))
        let custom = HeadlessView(SizingTraits(intrinsicSize: IdealSize(width: nil, height: 44)))
        #expect(IdealSizeCalculator<HeadlessView>.none.idealSize(custom, .unspecified) == IdealSize(width: nil, height: 44))
    }

    @Test(".fixed ignores view and proposal")
    func fixed() {
        let calculator = IdealSizeCalculator<HeadlessLabel>.fixed(CGSize(width: 44, height: 44))
        #expect(calculator.idealSize(label, .zero) == IdealSize(width: 44, height: 44))
        #expect(calculator.idealSize(label, .infinity) == IdealSize(width: 44, height: 44))
        #expect(IdealSizeCalculator<HeadlessLabel>.fixed(width: nil, height: 8).idealSize(label, .zero)
            == IdealSize(width: nil, height: 8))
    }

    @Test(".custom receives the view and the proposal")
    func custom() {
        let calculator = IdealSizeCalculator<HeadlessLabel>.custom { view, proposal in
            IdealSize(width: proposal.width, height: CGFloat(view.text.count))
        }
        #expect(calculator.idealSize(label, ProposedSize(width: 7, height: nil)) == IdealSize(width: 7, height: 15))
    }

    @Test("a view with no intrinsic size and no constraints takes the proposed width and no height")
    func defaultOnCustomView() {
        let custom = HeadlessView(SizingTraits(intrinsicSize: .none))
        #expect(IdealSizeCalculator<HeadlessView>.default.idealSize(custom, ProposedSize(width: 300, height: 600))
            == IdealSize(width: 300, height: 0))
    }
}

@Suite("Auto Layout fitting model")
struct FittingLengthTests {
    let axis = AxisTraits(intrinsic: 100, compressionResistance: .defaultHigh, hugging: .defaultLow)

    @Test("a low fitting priority keeps the intrinsic length")
    func lowPriority() {
        #expect(axis.fittingLength(0, priority: .fittingSizeLevel) == 100)
        #expect(axis.fittingLength(500, priority: .fittingSizeLevel) == 100)
    }

    @Test("a required fitting priority overrides both hugging and compression resistance")
    func requiredPriority() {
        #expect(axis.fittingLength(40, priority: .required) == 40)
        #expect(axis.fittingLength(500, priority: .required) == 500)
    }

    @Test("a priority between hugging and compression resistance stretches but does not compress")
    func betweenPriorities() {
        let priority = LayoutPriority(500)
        #expect(axis.fittingLength(40, priority: priority) == 100)
        #expect(axis.fittingLength(500, priority: priority) == 500)
    }

    @Test("without an intrinsic metric nothing resists the target")
    func noIntrinsic() {
        #expect(AxisTraits(intrinsic: nil).fittingLength(77, priority: .fittingSizeLevel) == 77)
    }
}
