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
