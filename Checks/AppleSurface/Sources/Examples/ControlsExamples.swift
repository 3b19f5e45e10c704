// The examples of the DocC article "Binding UIKit controls" and of BoundControl's
// doc comments, compiled as an app would write them: seed 003's BridgeView as a
// label that shows a binding and a button that writes it, plus a switch. The
// state is a `@Binding` here because `State.projectedValue` would have to go in
// the body of the mirror's State.swift, another feature's file; `$text` passes
// the binding on exactly as it does from `@State`.
import BridgeKit
import SwiftUI
import UIKit

struct ChangingLabel: View {
    @Binding var text: String

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
    @Binding var text: String

    var body: some View {
        BoundControl($text, events: .touchUpInside,
                     makeControl: { UIButton(type: .system) },
                     request: { _ in "onChangedText" },
                     write: { $0.setTitle($1, for: .normal) })
    }
}

struct NotificationsSwitch: View {
    @Binding var isOn: Bool

    var body: some View {
        BoundControl($isOn, events: .valueChanged, makeControl: { UISwitch() },
                     read: { $0.isOn }, write: { $0.setOn($1, animated: true) })
    }
}

struct WrappingLabel: View {
    @Binding var text: String

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
