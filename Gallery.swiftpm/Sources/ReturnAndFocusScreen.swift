import BridgeKit
import SwiftUI
import UIKit

/// A form of wrapped fields: return moves focus along the chain, every submit
/// handler prints a line as it runs (outermost first), a scope can stop them,
/// and each field has its own bar above the keyboard.
struct ReturnAndFocusScreen: View {
    enum Field: Hashable, Sendable {
        case name, email, phone
    }

    @FieldFocusState(order: [.name, .email, .phone]) private var focus: Field?
    @State private var name = ""
    @State private var email = ""
    @State private var phone = ""
    @State private var scopesFields = false
    @State private var log: [String] = []

    var body: some View {
        Form {
            Section {
                fields
                    .onBridgedSubmit { record("the fields' group handler") }
                    .bridgedSubmitScope(scopesFields)
                Toggle("Scope the fields (.bridgedSubmitScope)", isOn: $scopesFields)
                LabeledContent("focus", value: focus.map { "\($0)" } ?? "nil")
                    .monospacedDigit()
            } header: {
                Text("Return moves focus")
            } footer: {
                Text("Return in Name or Email moves to the next field and the keyboard stays up. With the scope on, the form's handlers never hear the return: focus stays, the field resigns, the keyboard goes down. The focus value above follows taps on the fields at once.")
            }

            ChatAndRowsSections()

            SheetFocusSections()

            Section {
                if log.isEmpty {
                    Text("Press return in a field.").foregroundColor(.secondary)
                }
                ForEach(Array(log.enumerated()), id: \.offset) { _, line in
                    Text(line).font(.system(.footnote, design: .monospaced))
                }
                if !log.isEmpty {
                    Button("Clear") { log.removeAll() }
                }
            } header: {
                Text("Submit order, as it runs")
            } footer: {
                Text("onCommit first, then the onBridgedSubmit handlers from the outermost in, as SwiftUI runs onSubmit: the later of two modifiers is the outer one.")
            }
        }
        .onBridgedSubmit {
            record("the form's handler: moves focus")
            advance()
        }
        .onBridgedSubmit { record("the outermost handler") }
        .navigationTitle("Return, focus and keyboard bar")
    }

    private var fields: some View {
        Group {
            TextFieldWrapper("Name", text: $name)
                .focused($focus, equals: .name)
                .submitLabel(.next)
                .onCommit { startReturn(in: "Name") }
                .onBridgedSubmit { record("Name's own handler") }
                .inputAccessory { accessoryBar(for: "Name") }
            TextFieldWrapper("Email", text: $email)
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .autocapitalization(.none)
                .focused($focus, equals: .email)
                .submitLabel(.next)
                .onCommit { startReturn(in: "Email") }
                .onBridgedSubmit { record("Email's own handler") }
                .inputAccessory { accessoryBar(for: "Email") }
            TextFieldWrapper("Phone", text: $phone)
                .keyboardType(.numbersAndPunctuation)
                .textContentType(.telephoneNumber)
                .focused($focus, equals: .phone)
                .submitLabel(.done)
                .onCommit { startReturn(in: "Phone") }
                .onBridgedSubmit { record("Phone's own handler") }
                .inputAccessory { accessoryBar(for: "Phone") }
        }
    }

    /// The bar above the keyboard: each field has its own, built from SwiftUI.
    /// It is a separate SwiftUI tree, so it captures what it needs.
    private func accessoryBar(for field: String) -> some View {
        let focus = $focus
        return HStack(spacing: 20) {
            Button {
                focus.focusPrevious()
            } label: {
                Image(systemName: "chevron.up")
            }
            Button {
                focus.focusNext()
            } label: {
                Image(systemName: "chevron.down")
            }
            Text(field).font(.footnote).foregroundColor(.secondary)
            Spacer()
            Button("First empty") { focus.focusFirstEmpty() }
            Button("Done") { focus.wrappedValue = nil }
                .bold()
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
    }

    private func advance() {
        switch focus {
        case .name: focus = .email
        case .email: focus = .phone
        case .phone:
            let complete = !name.isEmpty && !email.isEmpty && !phone.isEmpty
            record(complete ? "form complete: submitted" : "form incomplete: first empty field")
            if complete { focus = nil } else { $focus.focusFirstEmpty() }
        case nil:
            break
        }
    }

    private func startReturn(in field: String) {
        log.append("— return in \(field) —")
        record("onCommit")
    }

    private func record(_ line: String) {
        let number = log.reversed().prefix { !$0.hasPrefix("—") }.count + 1
        log.append("\(number). \(line)")
    }
}

struct ReturnAndFocusScreen_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ReturnAndFocusScreen()
        }
    }
}
