import BridgeCore
import BridgeDoubles
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing

/// `BoundControl`'s default sizing: control kind × intrinsic size → min/ideal/max
/// per axis. The intrinsic sizes are what UIKit reports on iOS 17 (a
/// `UISlider` and a `UIProgressView` report `noIntrinsicMetric` as their width,
/// here `nil`). Before, the default was `.none` (rigid at the intrinsic size):
/// a slider's width was 0 … 0 … 0.
@Suite("Controls: BoundControl's default size per control kind")
struct ControlSizingTableTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let control: String
        let kind: ControlSizing.Kind
        let intrinsic: IdealSize
        let width: AxisRange
        let height: AxisRange
        var testDescription: String { control }

        /// `uiKitClass`'s kind, as the shell reads it from the view.
        init(control uiKitClass: ControlSizing.UIKitClass, intrinsic: IdealSize, width: AxisRange, height: AxisRange) {
            self.init(control: "\(uiKitClass)", kind: ControlSizing.Kind(uiKitClass), intrinsic: intrinsic, width: width, height: height)
        }

        init(control: String, kind: ControlSizing.Kind, intrinsic: IdealSize, width: AxisRange, height: AxisRange) {
            self.control = control
            self.kind = kind
            self.intrinsic = intrinsic
            self.width = width
            self.height = height
        }
    }

    static let rows: [Row] = [
        Row(control: .switch, intrinsic: IdealSize(width: 51, height: 31),
            width: .fixed(51), height: .fixed(31)),
        Row(control: .stepper, intrinsic: IdealSize(width: 94, height: 32),
            width: .fixed(94), height: .fixed(32)),
        Row(control: .activityIndicator, intrinsic: IdealSize(width: 20, height: 20),
            width: .fixed(20), height: .fixed(20)),
        // Before, a page control was held rigid: with many pages its dots
        // overflowed a narrow row. It shrinks like content now (UIKit drops dots).
        Row(control: .pageControl, intrinsic: IdealSize(width: 460, height: 26),
            width: AxisRange(min: 0, ideal: 460, max: 460), height: AxisRange(min: 0, ideal: 26, max: 26)),
        Row(control: .slider, intrinsic: IdealSize(width: nil, height: 31),
            width: AxisRange(min: 0, ideal: 0, max: .infinity), height: .fixed(31)),
        Row(control: .progressView, intrinsic: IdealSize(width: nil, height: 4),
            width: AxisRange(min: 0, ideal: 0, max: .infinity), height: .fixed(4)),
        Row(control: .segmentedControl, intrinsic: IdealSize(width: 180, height: 32),
            width: AxisRange(min: 0, ideal: 180, max: .infinity), height: .fixed(32)),
        Row(control: .other, intrinsic: IdealSize(width: 62, height: 34),
            width: AxisRange(min: 0, ideal: 62, max: 62), height: AxisRange(min: 0, ideal: 34, max: 34)),
        Row(control: "UILabel", kind: .fitsContent, intrinsic: IdealSize(width: 120, height: 20),
            width: AxisRange(min: 0, ideal: 120, max: 120), height: AxisRange(min: 0, ideal: 20, max: 20)),
        Row(control: "a plain UIView", kind: .fitsContent, intrinsic: .none,
            width: AxisRange(min: 0, ideal: 0, max: .infinity), height: AxisRange(min: 0, ideal: 0, max: .infinity)),
    ]

    @Test("The default gives each control the size its SwiftUI counterpart has", arguments: rows)
    func defaultSize(_ row: Row) {
        let flexibility = ControlSizing.flexibility(.automatic, kind: row.kind, intrinsic: row.intrinsic)
        let range = SizingTraits(idealSize: row.intrinsic, flexibility: flexibility).range
        #expect(range.horizontal == row.width)
        #expect(range.vertical == row.height)
    }

    @Test("A slider in a 300-point row is 300 wide; a switch stays 51")
    func inARow() {
        func size(_ kind: ControlSizing.Kind, _ intrinsic: IdealSize) -> CGSize {
            let flexibility = ControlSizing.flexibility(.automatic, kind: kind, intrinsic: intrinsic)
            return SizingTraits(idealSize: intrinsic, flexibility: flexibility).range
                .size(for: ProposedSize(width: 300, height: 44))
        }
        #expect(size(.fillsWidth, IdealSize(width: nil, height: 31)) == CGSize(width: 300, height: 31))
        #expect(size(.keepsItsSize, IdealSize(width: 51, height: 31)) == CGSize(width: 51, height: 31))
        #expect(size(.fitsContent, IdealSize(width: 62, height: 34)) == CGSize(width: 62, height: 34))
    }

    @Test("A flexibility the app passes is kept")
    func explicitFlexibilityIsKept() {
        let slider = IdealSize(width: nil, height: 31)
        #expect(ControlSizing.flexibility(.none, kind: .fillsWidth, intrinsic: slider) == .none)
        #expect(ControlSizing.flexibility(.all, kind: .keepsItsSize, intrinsic: IdealSize(width: 51, height: 31)) == .all)
        #expect(ControlSizing.flexibility([.automatic, .maxVertical], kind: .keepsItsSize, intrinsic: IdealSize(width: 51, height: 31))
            == .maxVertical)
    }
}

/// Asked for its ideal width (SwiftUI proposes no width under `.fixedSize()`,
/// in a horizontal `ScrollView`, in `ViewThatFits`), a slider or progress view
/// has none of its own: it takes SwiftUI's own control's, measured in place.
/// Before, the answer was 0 points wide.
@Suite("Controls: a slider asked for its ideal width takes SwiftUI's Slider's")
@MainActor
struct ControlCounterpartWidthTests {
    /// A `UISlider` as UIKit reports it (no intrinsic width, 31 high), sized by
    /// `BoundControl`'s default (`.automatic`, the intrinsic size as ideal).
    func sliderSize(_ proposal: ProposedSize, counterpartWidth: CGFloat?,
                    idealSizeCalculator: IdealSizeCalculator<HeadlessView> = .none) -> (size: CGSize, counterpartAsked: Int) {
        let slider = HeadlessView(SizingTraits(
            horizontal: AxisTraits(intrinsic: nil), vertical: AxisTraits(intrinsic: 31)
        ))
        let flexibility = ControlSizing.flexibility(.automatic, kind: .fillsWidth, intrinsic: slider.intrinsicSize)
        var sizer = AdaptiveSizer<HeadlessView>(flexibility: flexibility, idealSizeCalculator: idealSizeCalculator)
        var asked = 0
        let counterpart: ((ProposedSize) -> CGFloat)? = counterpartWidth.map { width in
            { _ in
                asked += 1
                return width
            }
        }
        let size = ControlSizing.size(for: proposal, counterpartIdealWidth: counterpart) { sizer.size(for: $0, of: slider) }
        return (size, asked)
    }

    @Test("Only a slider or a progress view with the default flexibility has a counterpart")
    func counterparts() {
        for uiKitClass in ControlSizing.UIKitClass.allCases {
            let expected: ControlSizing.Counterpart? = switch uiKitClass {
            case .slider: .slider
            case .progressView: .progressView
            default: nil
            }
            #expect(ControlSizing.counterpart(uiKitClass, requested: .automatic) == expected)
            #expect(ControlSizing.counterpart(uiKitClass, requested: [.automatic, .maxVertical]) == expected)
            #expect(ControlSizing.counterpart(uiKitClass, requested: .horizontal) == nil, "a flexibility the app chose is kept")
            #expect(ControlSizing.counterpart(uiKitClass, requested: .none) == nil)
        }
    }

    @Test("Asked for its ideal size, a slider is its counterpart's width at its own height")
    func idealSize() {
        #expect(sliderSize(.unspecified, counterpartWidth: 180).size == CGSize(width: 180, height: 31))
        #expect(sliderSize(ProposedSize(width: nil, height: 44), counterpartWidth: 180).size == CGSize(width: 180, height: 31))
        #expect(sliderSize(.unspecified, counterpartWidth: nil).size.width == 0, "no counterpart: the old 0-wide answer")
    }

    @Test("A proposed width is answered as before, without measuring the counterpart",
          arguments: [CGFloat(0), 120, 300, .infinity])
    func proposedWidth(_ width: CGFloat) {
        let answer = sliderSize(ProposedSize(width: width, height: nil), counterpartWidth: 180)
        #expect(answer.size == sliderSize(ProposedSize(width: width, height: nil), counterpartWidth: nil).size)
        #expect(answer.counterpartAsked == 0)
    }

    @Test("An ideal width the app gives (idealSizeCalculator) wins: the counterpart is not asked")
    func appsIdealWidth() {
        let answer = sliderSize(.unspecified, counterpartWidth: 180, idealSizeCalculator: .fixed(width: 200, height: 31))
        #expect(answer.size == CGSize(width: 200, height: 31))
        #expect(answer.counterpartAsked == 0)
    }

    @Test("A counterpart answering no length leaves the proposal as SwiftUI made it",
          arguments: [-1, CGFloat.infinity, .nan])
    func unusableCounterpart(_ width: CGFloat) {
        #expect(sliderSize(.unspecified, counterpartWidth: width).size == CGSize(width: 0, height: 31))
    }
}
