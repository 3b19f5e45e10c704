// README.md's short examples ("A taste of each feature") that no other example
// file holds, compiled as an app would write them. The longer forms are in the
// DocC articles and their example files. Nothing here runs.
import BridgeKit
import SwiftUI
import UIKit

// MARK: README, "A UITextField that behaves like a SwiftUI control"

struct ReadmePINField: View {
    @State private var pin = ""

    var body: some View {
        TextFieldWrapper("PIN", text: $pin)
            .keyboardType(.numberPad)
            .allowedCharacters(.decimalDigits)
            .maxLength(6)                                   // characters, against the replaced range
            .onCommit { print("return") }
    }
}

// MARK: README, "Submit, focus and keyboard"

struct ReadmeSignUp: View {
    enum Field: Hashable { case name, email }

    @FieldFocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""

    var body: some View {
        List {
            TextFieldWrapper("Name:", text: $name).focused($focus, equals: .name).submitLabel(.next)
            TextFieldWrapper("Email:", text: $email).focused($focus, equals: .email)
        }
        .onBridgedSubmit {                           // also applies SwiftUI's onSubmit for native fields
            if focus == .name { focus = .email } else { submit() }
        }
    }

    private func submit() { print("submit") }
}

// MARK: README, "Binding UIKit controls"

struct ReadmeSwitch: View {
    @State private var isOn = false

    var body: some View {
        BoundControl($isOn, UISwitch(), events: .valueChanged,
                     currentValue: { $0.isOn }, write: { $0.setOn($1, animated: true) })
    }
}
