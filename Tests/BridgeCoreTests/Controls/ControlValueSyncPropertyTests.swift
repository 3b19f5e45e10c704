import BridgeCore
import PropertyBased
import Testing

/// A control and a binding driven the way UIKit and SwiftUI drive them: every
/// binding write is followed by an update that sends the model back.
private struct Loop {
    var sync = ControlValueSync<Int>()
    var model: Int
    var shown: Int?
    var controlWrites = 0
    var bindingWrites = 0

    init(model: Int) { self.model = model }

    mutating func update() {
        perform(sync.handle(.modelChanged(model)))
    }

    mutating func perform(_ effects: [ControlValueSync<Int>.Effect]) {
        var wroteBinding = false
        for effect in effects {
            switch effect {
            case .setControl(let value): shown = value; controlWrites += 1
            case .setBinding(let value): model = value; bindingWrites += 1; wroteBinding = true
            case .readControl, .scheduleDeferredWork: break   // no settings here
            }
        }
        if wroteBinding { update() }
    }
}

@Suite("ControlValueSync: properties over random event sequences")
struct ControlValueSyncPropertyTests {
    /// Step codes: 0...9 the owner sets the model to `code`; 10...19 the user moves
    /// the control to `code - 10`; 20...29 a control event requests `code - 20`.
    @Test func controlAndModelAgreeAfterEveryUpdateAndNothingEchoes() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...9), Gen.int(in: 0...29).array(of: 0...40)) { start, steps in
            var loop = Loop(model: start)
            loop.update()
            #expect(loop.shown == start && loop.controlWrites == 1)
            for code in steps {
                let (writesBefore, bindingBefore, modelBefore) = (loop.controlWrites, loop.bindingWrites, loop.model)
                switch code {
                case 0...9:
                    loop.model = code
                    loop.update()
                    // Written into the control only when it differs.
                    #expect(loop.controlWrites - writesBefore == (code == modelBefore ? 0 : 1))
                case 10...19:
                    let value = code - 10
                    loop.shown = value   // the user moved it
                    loop.perform(loop.sync.handle(.controlChanged(value)))
                    // One binding write when the model changes, and no write back.
                    #expect(loop.bindingWrites - bindingBefore == (value == modelBefore ? 0 : 1))
                    #expect(loop.controlWrites == writesBefore)
                default:
                    let value = code - 20
                    loop.perform(loop.sync.handle(.controlRequested(value)))
                    #expect(loop.bindingWrites - bindingBefore == (value == modelBefore ? 0 : 1))
                }
                #expect(loop.shown == loop.model, "after step \(code)")
                #expect(loop.sync.controlValue == loop.shown && loop.sync.modelValue == loop.model)
            }
        }
    }
}
