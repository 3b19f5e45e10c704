// diagnosed: name the control first, as in BoundControl($count, UIStepper(), events: .valueChanged
import BridgeKit
import SwiftUI
import UIKit

// A control made by a factory closure (the `() -> UIStepper in` a newcomer
// needed to keep `$0.value` a `Double`): the deprecation names the form that
// cannot lose the type.
struct FactoryClosureBoundControl: View {
    @State private var count = 1.0

    var body: some View {
        BoundControl($count, events: .valueChanged, makeControl: { () -> UIStepper in
            let stepper = UIStepper()
            stepper.maximumValue = 10
            return stepper
        }, currentValue: { $0.value }, write: { $0.value = $1 })
    }
}
