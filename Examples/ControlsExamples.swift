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
        BoundControl($text, makeView: { UILabel() }) { label, text in
            label.text = text
        }
    }
}

struct ConstantLabel: View {
    var body: some View {
        BoundControl("Hello, world!", makeView: { UILabel() }) { label, text in
            label.text = text
        }
    }
}

struct ChangingButton: View {
    @State private var text = "Hello, world!"

    var body: some View {
        BoundControl($text, events: .touchUpInside,
                     makeControl: { UIButton(type: .system) },
                     requestedValue: { _ in "onChangedText" },
                     write: { $0.setTitle($1, for: .normal) })
    }
}

struct NotificationsSwitch: View {
    @State private var isOn = false

    var body: some View {
        BoundControl($isOn, events: .valueChanged, makeControl: { UISwitch() },
                     currentValue: { $0.isOn }, write: { $0.setOn($1, animated: true) })
    }
}

struct WrappingLabel: View {
    @State private var text = "Hello, world!"

    var body: some View {
        BoundControl($text, flexibility: .horizontal, idealSizeCalculator: .default, makeView: { () -> UILabel in
            let label = UILabel()
            label.numberOfLines = 0
            return label
        }) { label, text in
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
        BoundControl($volume, events: .valueChanged, makeControl: { UISlider() },
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
        BoundControl($volume, events: .valueChanged, makeControl: { UISlider() },
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
        BoundControl($isOn, events: .valueChanged, makeControl: { UISwitch() },
                     currentValue: \.isOn) { $0.isOn = $1 }
            .tint(isOn ? .green : nil)
    }
}
