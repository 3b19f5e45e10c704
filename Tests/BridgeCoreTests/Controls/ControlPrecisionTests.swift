import BridgeCore
import BridgeDoubles
import Testing

/// Floating-point values used to be compared in `Float` precision for every
/// control: right for a `UISlider` (a `Float`), wrong for a `UIStepper` or a
/// count-down `UIDatePicker` (a `Double`), where a change smaller than a
/// `Float` step (a counter past 16,777,216, a timestamp) was lost both ways.
@Suite("Controls: Float rounding is forgiven only for controls that hold a Float")
struct ControlPrecisionTests {
    /// `UISlider.value` and `UIProgressView.progress` are `Float`s; a stepper's
    /// value is a `Double`, and the other controls hold no floating-point value.
    @Test func onlyASliderAndAProgressViewHoldAFloat() {
        typealias Precision = ControlValueSync<Double>.Precision
        #expect(Precision(.slider) == .float)
        #expect(Precision(.progressView) == .float)
        for uiKitClass: ControlSizing.UIKitClass in [.switch, .stepper, .activityIndicator, .pageControl, .segmentedControl, .other] {
            #expect(Precision(uiKitClass) == .exact, "\(uiKitClass)")
        }
    }

    @Test func aStepperPastFloatPrecisionStillWritesTheBinding() {
        var stepper = HeadlessBoundControl.stepper(value: 16_777_216, range: 0...100_000_000)
        stepper.userSets(16_777_217)
        #expect(stepper.bindingWrites == [16_777_217])
        #expect(stepper.binding == 16_777_217)
    }

    @Test func aModelChangeSmallerThanAFloatStepReachesADoubleControl() {
        let timestamp = 1_700_000_000.25
        var picker = HeadlessBoundControl.stepper(value: timestamp, range: 0...2_000_000_000)
        picker.setBinding(timestamp + 0.5)
        #expect(picker.shown == timestamp + 0.5)
        #expect(picker.bindingWrites.isEmpty)
    }

    @Test func anExactSyncComparesExactly() {
        var sync = ControlValueSync<Double>()
        _ = sync.handle(.modelChanged(16_777_216))
        #expect(sync.handle(.modelChanged(16_777_217)) == [.setControl(16_777_217)])
        #expect(!sync.shows(Double(Float(1.1)), 1.1))
    }

    /// One-sided: the slider's read-back matches the rounded model value, but a
    /// model value the slider could not have produced is still a change.
    @Test func aFloatSyncForgivesOnlyTheControlsRounding() {
        let sync = ControlValueSync<Double>(precision: .float)
        #expect(sync.shows(Double(Float(1.1)), 1.1))
        #expect(sync.shows(16_777_216, 16_777_217))   // a Float holds 16,777,217 as 16,777,216
        #expect(!sync.shows(1.1, Double(Float(1.1))))
        #expect(!sync.shows(1.2, 1.1))
    }
}
