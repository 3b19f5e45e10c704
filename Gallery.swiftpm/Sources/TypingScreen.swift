import BridgeKit
import SwiftUI
import UIKit

/// Typing into a hand-written wrapper and into `TextFieldWrapper`, an input
/// method note, then the wrapper's input rules: max length, allowed characters,
/// transforms and a secure toggle that keeps the text.
struct TypingScreen: View {
    @State private var handWritten = "Tap in the middle of this text and type"
    @State private var handWrittenWrites = 0
    @State private var wrapped = "Tap in the middle of this text and type"
    @State private var wrappedWrites = 0

    @State private var nickname = ""
    @State private var pin = ""
    @State private var code = ""
    @State private var card = ""
    @State private var password = "correct horse"
    @State private var isHidden = true

    var body: some View {
        Form {
            Section {
                HandWrittenTextField(placeholder: "Hand-written", text: counting($handWritten, $handWrittenWrites))
                BindingReadout(text: handWritten, writes: handWrittenWrites)
                Button("Set a random name from the model") { handWritten = Self.randomName() }
            } header: {
                Text("Hand-written UIViewRepresentable")
            } footer: {
                Text("Writes the binding back into the field on every update: the caret jumps to the end after each keystroke, and an input method's composition is cut short.")
            }

            Section {
                TextFieldWrapper("TextFieldWrapper", text: counting($wrapped, $wrappedWrites))
                    .clearButtonMode(.whileEditing)
                BindingReadout(text: wrapped, writes: wrappedWrites)
                Button("Set a random name from the model") { wrapped = Self.randomName() }
            } header: {
                Text("TextFieldWrapper")
            } footer: {
                Text("One binding write per keystroke, no echo into the field; a model change is written only when it differs and carries the caret through the change.")
            }

            DeviceInputSection()

            Section("Input methods") {
                Text("Add a Chinese (Pinyin) or Japanese keyboard in Settings › General › Keyboard › Keyboards, then type “nihao” in both fields above. In TextFieldWrapper the underlined text stays in the field and the binding is not written until you pick 你好; the hand-written field commits or loses the letters as you type.")
                    .font(.footnote)
            }

            Section {
                LabeledContent {
                    Text("\(nickname.count)/12").monospacedDigit().foregroundColor(.secondary)
                } label: {
                    TextFieldWrapper("Nickname, 12 characters at most", text: $nickname)
                        .maxLength(12)
                }
                TextFieldWrapper("PIN: 6 digits", text: $pin)
                    .keyboardType(.numberPad)
                    .textContentType(.oneTimeCode)
                    .allowedCharacters(.decimalDigits)
                    .maxLength(6)
                TextFieldWrapper("Code: upper case", text: $code)
                    .autocapitalization(.allCharacters)
                    .transform(.uppercased)
                TextFieldWrapper("Card number: digits only", text: $card)
                    .keyboardType(.numbersAndPunctuation)
                    .transform(.perCharacter { $0.filter(\.isNumber) })
            } header: {
                Text("Max length and filters")
            } footer: {
                Text("Rules judge the edit as UIKit reported it: paste “ab12cd3456789” into the PIN and only 123456 lands; deleting always works; an emoji or an accented letter is never cut in half.")
            }

            Section {
                HStack {
                    TextFieldWrapper("Password", text: $password)
                        .secure(isHidden)
                    Button(isHidden ? "Show" : "Hide") { isHidden.toggle() }
                        .buttonStyle(.borderless)
                }
                Text("binding: \(password)").font(.footnote).foregroundColor(.secondary)
            } header: {
                Text("Secure entry")
            } footer: {
                Text("The same field switches between hidden and shown text: the text and the caret stay.")
            }
        }
        .navigationTitle("Typing and input rules")
    }

    /// A binding that counts its writes, to show how often each field writes.
    private func counting(_ text: Binding<String>, _ writes: Binding<Int>) -> Binding<String> {
        Binding(
            get: { text.wrappedValue },
            set: { newValue in
                writes.wrappedValue += 1
                text.wrappedValue = newValue
            }
        )
    }

    private static func randomName() -> String {
        ["Ada", "Grace", "Linus", "Margaret", "Tim", "Barbara"].randomElement() ?? "Ada"
    }
}

/// The binding's value and how many times the field wrote it.
private struct BindingReadout: View {
    let text: String
    let writes: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("binding: \(text)")
            Text("binding writes: \(writes)").monospacedDigit()
        }
        .font(.footnote)
        .foregroundColor(.secondary)
    }
}

struct TypingScreen_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            TypingScreen()
        }
    }
}
