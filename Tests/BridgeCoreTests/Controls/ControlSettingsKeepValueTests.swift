import BridgeCore
import BridgeDoubles
import Testing

/// Settings that change what UIKit shows (a slider's range, a segmented
/// control's segments) leave control and binding agreeing: the model value is
/// written again if the control lost it, and a value the control cannot show
/// goes the other way, to the binding, after the view update.
@Suite("Bound controls: control and binding agree after settings")
struct ControlSettingsKeepValueTests {
    @Test func loweringASlidersMaximumBelowItsValuePublishesTheClampedValueAfterTheUpdate() {
        var slider = HeadlessBoundControl.slider(value: 8, range: 0...10)
        #expect(slider.shown == 8)
        slider.setSettings(0...5)
        #expect(slider.shown == 5)
        #expect(slider.binding == 5)
        #expect(slider.bindingWrites == [5])
        #expect(slider.bindingWritesDuringViewUpdate.isEmpty)
    }

    @Test func raisingTheMaximumAgainKeepsTheClampedValue() {
        var slider = HeadlessBoundControl.slider(value: 8, range: 0...10)
        slider.setSettings(0...5)
        slider.setSettings(0...10)
        #expect(slider.shown == 5 && slider.binding == 5)
        #expect(slider.bindingWrites == [5])
    }

    @Test func aRangeThatStillHoldsTheValueWritesNothing() {
        var slider = HeadlessBoundControl.slider(value: 3, range: 0...10)
        slider.setSettings(0...5)
        #expect(slider.shown == 3 && slider.binding == 3)
        #expect(slider.bindingWrites.isEmpty)
    }

    @Test func rebuiltSegmentsGetTheModelsSelectionBack() {
        var picker = HeadlessBoundControl.segmented(selection: 1, segments: ["S", "M", "L"])
        #expect(picker.shown == 1)
        picker.setSettings(["Small", "Medium", "Large"])
        #expect(picker.shown == 1)
        #expect(picker.binding == 1)
        #expect(picker.bindingWrites.isEmpty)
    }

    @Test func theAppsNewValueInTheSameUpdateWinsOverTheClamp() {
        var sync = ControlValueSync<Double>()
        _ = sync.handle(.modelChanged(8))
        #expect(sync.handle(.settingsApplied(before: 8, after: 5)) == [.setControl(8), .readControl])
        #expect(sync.handle(.controlRead(5)) == [.scheduleDeferredWork])
        // The app sets 4 before the deferred work runs: 4 is shown, 5 dropped.
        #expect(sync.handle(.modelChanged(4)) == [.setControl(4)])
        #expect(sync.handle(.deferredWorkDue) == [])
    }

    @Test func theSameModelValueIsNotWrittenAgainWhileTheClampWaits() {
        var sync = ControlValueSync<Double>()
        _ = sync.handle(.modelChanged(8))
        _ = sync.handle(.settingsApplied(before: 8, after: 5))
        _ = sync.handle(.controlRead(5))
        #expect(sync.handle(.modelChanged(8)) == [])
        #expect(sync.handle(.deferredWorkDue) == [.setBinding(5)])
        #expect(sync.handle(.modelChanged(5)) == [])
    }

    /// A `Double` binding in a `UISlider` (a `Float`): before, 0.3 read back as
    /// 0.30000001192, looked clamped, and the binding was rewritten on appear.
    @Test func aValueTheSliderRoundsIsNotWrittenBack() {
        var slider = HeadlessBoundControl.floatSlider(value: 0.3, range: 0...1)
        #expect(slider.shown == Double(Float(0.3)))
        #expect(slider.binding == 0.3)
        #expect(slider.bindingWrites.isEmpty)
        slider.setSettings(0...10)
        #expect(slider.binding == 0.3)
        #expect(slider.bindingWrites.isEmpty)
    }

    /// A range that excludes 0 moves the new slider's value (0) on the first
    /// update, so the value is written again and read back: `Double(Float(1.1))`
    /// was taken for a clamp and the binding rewritten on appear (`onChange` fired).
    @Test(arguments: [1.1, 0.3, 4.7, 1.0 / 3.0])
    func aRangeExcludingZeroDoesNotRewriteTheBindingOnAppear(_ value: Double) {
        var slider = HeadlessBoundControl.floatSlider(value: value, range: 0.1...5)
        #expect(slider.shown == Double(Float(value)))
        #expect(slider.binding == value)
        #expect(slider.bindingWrites.isEmpty)
        slider.setSettings(0.2...6)
        slider.setBinding(value)
        #expect(slider.bindingWrites.isEmpty)
    }

    @Test func aTouchThatLeavesTheRoundedValueWritesNothing() {
        var slider = HeadlessBoundControl.floatSlider(value: 1.1, range: 0.1...5)
        slider.userSets(1.1)   // the slider reports Double(Float(1.1))
        #expect(slider.bindingWrites.isEmpty)
        slider.userSets(2.5)
        #expect(slider.bindingWrites == [2.5])
    }

    @Test func aFloatSliderStillPublishesARealClamp() {
        var slider = HeadlessBoundControl.floatSlider(value: 8.3, range: 1...10)
        slider.setSettings(1...5.1)
        #expect(slider.shown == Double(Float(5.1)))
        #expect(slider.bindingWrites == [Double(Float(5.1))])
        #expect(slider.bindingWritesDuringViewUpdate.isEmpty)
    }

    @Test func settingsThatLeaveTheControlAloneWriteNothing() {
        var sync = ControlValueSync<Double>()
        _ = sync.handle(.modelChanged(0.3))
        #expect(sync.handle(.settingsApplied(before: 0.30000001192092896, after: 0.30000001192092896)) == [])
    }

    @Test func aRoundingSliderClampedByItsRangeStillPublishesWhatItShows() {
        var slider = HeadlessBoundControl.floatSlider(value: 0.3, range: 0...1)
        slider.setSettings(0...0.2)
        #expect(slider.shown == Double(Float(0.2)))
        #expect(slider.binding == Double(Float(0.2)))
        #expect(slider.bindingWrites == [Double(Float(0.2))])
        #expect(slider.bindingWritesDuringViewUpdate.isEmpty)
    }
}
