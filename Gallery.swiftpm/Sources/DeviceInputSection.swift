import BridgeKit
import SwiftUI
import UIKit

/// What input methods, dictation, predictions and app writes do to a wrapped
/// field, where a person can try them: a phone number formatted by the model, and
/// a chat composer whose Send clears the field.
struct DeviceInputSection: View {
    @Environment(\.finishTextComposition) private var finishTextComposition
    @State private var phone = ""
    @State private var message = ""
    @State private var sent: [String] = []
    @State private var commits: [String] = []

    var body: some View {
        Section {
            TextFieldWrapper("Phone, formatted as you type", text: $phone)
                .keyboardType(.numberPad)
                .onValueChange(of: phone) { newValue in
                    let formatted = Self.formatted(newValue)
                    if formatted != newValue { phone = formatted }
                }
            HStack {
                TextFieldWrapper("Message", text: $message)
                    .maxLength(40)
                    .onCommit { commits.append(message) }
                Button("Send") {
                    finishTextComposition()
                    sent.append(message)
                    message = ""
                }
                .buttonStyle(.borderless)
            }
            Text("sent: \(sent.map { "“\($0)”" }.joined(separator: ", "))")
                .font(.footnote).foregroundColor(.secondary)
            Text("return: \(commits.map { "“\($0)”" }.joined(separator: ", "))")
                .font(.footnote).foregroundColor(.secondary)
        } header: {
            Text("Input methods, dictation and app writes")
        } footer: {
            Text("Type digits in the phone field: the model adds a dash and the caret stays at the end. In the message field, compose Japanese and tap Send before confirming: the kana is sent, never wiped later. Dictate, then tap Send while it recognises: the words land in the empty field. Type “Thank” with inline predictions on and tap Return: “return” shows only what you typed. With a Korean keyboard at 40 characters, the last syllable is never cut.")
        }
    }

    /// "1234567" as "123-4567".
    static func formatted(_ text: String) -> String {
        let digits = text.filter(\.isNumber)
        return digits.count > 3 ? "\(digits.prefix(3))-\(digits.dropFirst(3))" : digits
    }
}
