import BridgeKit
import SwiftUI
import UIKit

/// UIKit controls driven by SwiftUI state with `BoundControl`, each beside the
/// SwiftUI control bound to the same value: move either, both follow.
struct BoundControlsScreen: View {
    @State private var isOn = false
    @State private var level: Float = 0.3
    @State private var taps = 0
    @State private var isLocked = false
    @State private var maximum: Float = 1

    var body: some View {
        Form {
            Section {
                Toggle("SwiftUI Toggle", isOn: $isOn)
                LabeledContent("UISwitch") {
                    BoundControl($isOn, UISwitch(), events: .valueChanged,
                                 currentValue: { $0.isOn }, write: { $0.setOn($1, animated: true) })
                }
            } header: {
                Text("A switch")
            } footer: {
                Text("The switch is written only when the value differs, and never echoed back while you flip it.")
            }

            Section {
                Slider(value: $level, in: 0...1)
                BoundControl($level, UISlider(), events: .valueChanged,
                             currentValue: { $0.value }, write: { $0.setValue($1, animated: true) })
                    .controlSettings(maximum) { slider, maximum in slider.maximumValue = maximum }
                    .tint(isLocked ? .gray : .orange)
                    .disabled(isLocked)
                Text("level: \(level.formatted(.number.precision(.fractionLength(2))))")
                    .monospacedDigit()
                Toggle("Lock the UISlider (.disabled)", isOn: $isLocked)
                Stepper("UISlider maximum: \(maximum.formatted())", value: $maximum, in: 1...3)
            } header: {
                Text("A slider: SwiftUI above, UISlider below")
            } footer: {
                Text("Locking disables the UIKit slider and greys its tint; the stepper changes its maximum after it was made.")
            }

            Section {
                HStack {
                    Slider(value: $level, in: 0...1).fixedSize()
                    Spacer()
                    boundSlider.fixedSize()
                }
                ScrollView(.horizontal) {
                    HStack {
                        Slider(value: $level, in: 0...1)
                        boundSlider
                        ProgressView(value: level).progressViewStyle(.linear)
                        BoundControl(level, UIProgressView(progressViewStyle: .default)) { $0.progress = $1 }
                    }
                }
            } header: {
                Text("At their ideal width: SwiftUI's, then UIKit's")
            } footer: {
                Text("Under .fixedSize(), in a horizontal scroll view and in the bottom toolbar, each UIKit control is as wide as the SwiftUI control before it.")
            }

            Section {
                BoundControl($taps, UIButton(type: .system), events: .touchUpInside,
                             requestedValue: { _ in taps + 1 },
                             write: { $0.setTitle("UIButton tapped \($1) times", for: .normal) })
                Button("Reset from SwiftUI") { taps = 0 }
            } header: {
                Text("A button that asks for a new value")
            }
        }
        .navigationTitle("Bound UIKit controls")
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                Slider(value: $level, in: 0...1)
                boundSlider
            }
        }
    }

    /// A `UISlider` editing `level`, with no flexibility passed.
    private var boundSlider: some View {
        BoundControl($level, UISlider(), events: .valueChanged,
                     currentValue: { $0.value }, write: { $0.setValue($1, animated: true) })
    }
}

struct BoundControlsScreen_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            BoundControlsScreen()
        }
    }
}
