import BridgeCore
import Testing

/// Feeds `events` one at a time and returns the effects of each.
private func effects<Value>(
    _ events: [ControlValueSync<Value>.Event],
    in sync: inout ControlValueSync<Value>
) -> [[ControlValueSync<Value>.Effect]] {
    events.map { sync.handle($0) }
}

@Suite("ControlValueSync: a label that shows a binding, a button that writes it")
struct ControlValueSyncLabelAndButtonTests {
    @Test func labelShowsEachNewTextOnceAndIgnoresRepeatedUpdates() {
        // BridgeView(text) under the "改变文字" button: updates come with and without changes.
        var sync = ControlValueSync<String>()
        let got = effects([
            .modelChanged("Hello, world!"),
            .modelChanged("Hello, world!"),
            .modelChanged("你好"),
            .modelChanged("你好"),
            .modelChanged("Hello"),
        ], in: &sync)
        #expect(got == [[.setControl("Hello, world!")], [], [.setControl("你好")], [], [.setControl("Hello")]])
    }

    @Test func buttonTapWritesTheBindingOnceAndItsTitleFollowsTheModel() {
        // The UIButton version: a tap sets the string to "onChangedText".
        var sync = ControlValueSync<String>()
        let got = effects([
            .modelChanged("Hello, world!"),
            .controlRequested("onChangedText"),
            .modelChanged("onChangedText"),   // SwiftUI's update after the binding write
            .controlRequested("onChangedText"),  // a second tap changes nothing
        ], in: &sync)
        #expect(got == [[.setControl("Hello, world!")], [.setBinding("onChangedText")], [.setControl("onChangedText")], []])
    }
}

@Suite("ControlValueSync: no echoes")
struct ControlValueSyncEchoTests {
    @Test func userChangeWritesTheBindingAndIsNotWrittenBack() {
        var sync = ControlValueSync<Double>()
        let got = effects([
            .modelChanged(0),
            .controlChanged(0.25),
            .controlChanged(0.5),
            .modelChanged(0.5),   // the update for the first write arrives late...
            .modelChanged(0.5),
        ], in: &sync)
        #expect(got == [[.setControl(0)], [.setBinding(0.25)], [.setBinding(0.5)], [], []])
        #expect(sync.controlValue == 0.5 && sync.modelValue == 0.5)
    }

    @Test func controlEventWithoutAChangeWritesNothing() {
        // UIKit sends .valueChanged for a drag that ends where it started.
        var sync = ControlValueSync<Int>()
        let got = effects([.modelChanged(3), .controlChanged(3), .controlRequested(3)], in: &sync)
        #expect(got == [[.setControl(3)], [], []])
    }

    @Test func anOwnerThatAdjustsTheWrittenValueIsShownInTheControl() {
        // The owner clamps the slider's 1.4 to 1.0 in its binding setter.
        var sync = ControlValueSync<Double>()
        let got = effects([.modelChanged(0.5), .controlChanged(1.4), .modelChanged(1.0)], in: &sync)
        #expect(got == [[.setControl(0.5)], [.setBinding(1.4)], [.setControl(1.0)]])
    }

    @Test func aConstantBindingPutsTheControlBackOnTheNextUpdate() {
        // `BoundControl(.constant(false), ...)`: the write is dropped, the model stays false.
        var sync = ControlValueSync<Bool>()
        let got = effects([.modelChanged(false), .controlChanged(true), .modelChanged(false)], in: &sync)
        #expect(got == [[.setControl(false)], [.setBinding(true)], [.setControl(false)]])
    }

    @Test func beforeTheFirstUpdateAUserEventStillWritesTheBinding() {
        var sync = ControlValueSync<Bool>()
        #expect(sync.handle(.controlChanged(true)) == [.setBinding(true)])
        #expect(sync.handle(.modelChanged(true)) == [])
    }
}
