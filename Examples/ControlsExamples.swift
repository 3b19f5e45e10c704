// The examples of the DocC article "Binding UIKit controls" and of BoundControl's
// doc comments, compiled as an app would write them: a bridge view as a
// label that shows a binding and a button that writes it, plus a switch, each
// with its state in `@State` as the article writes it.
import BridgeKit
import SwiftUI
import UIKit

struct ChangingLabel: View {
    @State private var text = "Hello, world!"

    var body: some View {
        BoundControl($text, UILabel()) { label, text in
            label.text = text
        }
    }
}

struct ConstantLabel: View {
    var body: some View {
        BoundControl("Hello, world!", UILabel()) { label, text in
            label.text = text
        }
    }
}

struct ChangingButton: View {
    @State private var text = "Hello, world!"

    var body: some View {
        BoundControl($text, UIButton(type: .system), events: .touchUpInside,
                     requestedValue: { _ in "onChangedText" },
                     write: { $0.setTitle($1, for: .normal) })
    }
}

struct NotificationsSwitch: View {
    @State private var isOn = false

    var body: some View {
        BoundControl($isOn, UISwitch(), events: .valueChanged,
                     currentValue: { $0.isOn }, write: { $0.setOn($1, animated: true) })
    }
}

struct WrappingLabel: View {
    @State private var text = "Hello, world!"

    var body: some View {
        BoundControl($text, UILabel(), flexibility: .horizontal, idealSizeCalculator: .default) { label in
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: .body)
        } write: { label, text in
            label.text = text
        }
    }
}

/// The article's "Environment and settings": a slider whose range follows
/// state, tinted and disabled from state.
struct VolumeSlider: View {
    @State private var volume: Float = 0.5
    @State private var maximum: Float = 1
    @State private var isMuted = false

    var body: some View {
        BoundControl($volume, UISlider(), events: .valueChanged,
                     currentValue: { $0.value }) { $0.value = $1 }
            .controlSettings(maximum) { slider, maximum in slider.maximumValue = maximum }
            .tint(isMuted ? .gray : nil)
            .disabled(isMuted)
    }
}

/// `controlSettings(_:apply:)`'s doc comment: a range from state.
struct RangedSlider: View {
    @State private var volume = 5.0
    @State private var maxVolume = 10.0

    var body: some View {
        BoundControl($volume, UISlider(), events: .valueChanged,
                     currentValue: { Double($0.value) }) { $0.value = Float($1) }
            .controlSettings(0...maxVolume) { slider, range in
                slider.minimumValue = Float(range.lowerBound)
                slider.maximumValue = Float(range.upperBound)
            }
    }
}

/// `tint(_:)`'s doc comment.
struct TintedSwitch: View {
    @State private var isOn = false

    var body: some View {
        BoundControl($isOn, UISwitch(), events: .valueChanged,
                     currentValue: \.isOn) { $0.isOn = $1 }
            .tint(isOn ? .green : nil)
    }
}

/// `BoundControl`'s doc comment: a stepper set up once, its `value` a `Double`
/// in every closure (a factory closure of several statements lost that).
struct QuantityStepper: View {
    @State private var count = 1.0

    var body: some View {
        BoundControl($count, UIStepper(), events: .valueChanged) { stepper in
            stepper.minimumValue = 1
            stepper.maximumValue = 10
        } currentValue: { stepper in
            stepper.value
        } write: { stepper, count in
            stepper.value = count
        }
    }
}

/// The status label of `BoundControl.init(_:_:flexibility:idealSizeCalculator:configure:write:)`.
struct StatusLabel: View {
    @State private var status = "Loading…"

    var body: some View {
        BoundControl($status, UILabel()) { label in
            label.numberOfLines = 0
        } write: { label, status in
            label.text = status
        }
    }
}
