// The focus and keyboard examples done the BridgeKit way, for native
// SwiftUI fields: the native-field and keyboard rules of the articles
// "Focusing text fields" and "Configuring the keyboard" (once README's tour), and
// the doc comments in Sources/BridgeKit/Focus/View+*.swift and
// Sources/BridgeKit/Keyboard. Also the keyboardType/textContentType parity
// between a native TextField and a TextFieldWrapper. Nothing here runs.
import BridgeKit
import SwiftUI
import UIKit

// Namespaced: other features' examples reuse these type names.
enum KeyboardExamples {
    // MARK: keyboardType / textContentType: the same calls on both kinds of field

    /// The keyboard types of the article's list, each applied to a native field and a wrapper.
    static let listedKeyboardTypes: [UIKeyboardType] = [
        .asciiCapable, .numbersAndPunctuation, .URL, .numberPad, .phonePad, .namePhonePad,
        .emailAddress, .decimalPad, .twitter, .webSearch, .asciiCapableNumberPad,
    ]

    struct KeyboardParityDemo: View {
        @State private var price = ""
        @State private var password = ""
        @State private var email = ""

        var body: some View {
            VStack {
                TextField("Price:", text: $price)
                    .keyboardType(.decimalPad)
                TextFieldWrapper("Price:", text: $price)
                    .keyboardType(.decimalPad)

                TextField("Password", text: $password)
                    .textContentType(.password)
                TextFieldWrapper("Password", text: $password)
                    .textContentType(.password)
                    .secure()

                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                TextFieldWrapper("Email", text: $email)
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
            }
        }
    }

    /// Every keyboard of the list, on both kinds of field.
    struct AllKeyboardsDemo: View {
        @State private var text = ""

        var body: some View {
            List(KeyboardExamples.listedKeyboardTypes, id: \.self) { type in
                KeyboardExamples.keyboardSettings(type, nil, text: $text)
            }
        }
    }

    /// One value, two fields: the wrapper's modifiers take SwiftUI's parameter types
    /// (`UIKeyboardType`, `UITextContentType?`) and keep the chain a TextFieldWrapper.
    @MainActor
    static func keyboardSettings(_ type: UIKeyboardType, _ content: UITextContentType?, text: Binding<String>) -> some View {
        let wrapper: TextFieldWrapper = TextFieldWrapper("", text: text)
            .keyboardType(type)
            .textContentType(content)
        return VStack {
            TextField("", text: text)
                .keyboardType(type)
                .textContentType(content)
            wrapper
        }
    }

    // MARK: Dismissing the keyboard: by focus, or from anywhere

    struct HideKeyboardView: View {
        @State private var name = ""
        @FocusState private var nameIsFocused: Bool
        @Environment(\.dismissKeyboard) private var dismissKeyboard

        var body: some View {
            VStack {
                TextField("Enter your name", text: $name)
                    .focused($nameIsFocused)
                Button("Dismiss by focus") { nameIsFocused = false }
                Button("Dismiss whatever has the keyboard") { dismissKeyboard() }
            }
        }
    }

    // MARK: Dismissing on drag

    struct DragDismissDemo: View {
        @State private var name = ""

        var body: some View {
            ScrollView {
                TextField("Enter your name", text: $name)
            }
            .dismissesKeyboardOnDrag()
        }
    }

    // MARK: A bar above the keyboard, per field

    struct ToolbarKeyboardDemo: View {
        @State private var price = ""
        @Environment(\.dismissKeyboard) private var dismissKeyboard

        var body: some View {
            VStack {
                TextField("Price:", text: $price)
                    .keyboardType(.decimalPad)
                    .inputAccessory {
                        HStack {
                            Button("-/+") {
                                price = price.hasPrefix("-") ? String(price.dropFirst()) : "-" + price
                            }
                            Spacer()
                            Button("Finish") { dismissKeyboard() }
                        }
                        .padding(.horizontal, 30)
                    }
            }
        }
    }

    enum FocusedField: Hashable {
        case name, email, phone
    }

    struct AccessoryPerFieldDemo: View {
        @FocusState private var focus: FocusedField?
        @State private var name = ""
        @State private var email = ""
        @State private var phoneNumber = ""

        var body: some View {
            VStack {
                TextField("Name:", text: $name)
                    .focused($focus, equals: .name)
                    .inputAccessory {
                        Button("Next: email") { focus = .email }.padding(.vertical, 10)
                    }
                TextField("Email:", text: $email)
                    .focused($focus, equals: .email)
                    .inputAccessory {
                        Button("Next: phone") { focus = .phone }.padding(.vertical, 10)
                    }
                TextField("PhoneNumber:", text: $phoneNumber)
                    .focused($focus, equals: .phone)
            }
        }
    }

    // MARK: Focus by keyboard shortcut

    struct ShortcutFocusDemo: View {
        enum Field: Hashable {
            case email, address
        }

        @FocusState private var focus: Field?
        @State private var email = ""
        @State private var address = ""

        var body: some View {
            VStack {
                TextField("email", text: $email)
                    .focused($focus, equals: .email, key: "t", title: "Email")
                TextField("address", text: $address)
                    .focused($focus, equals: .address, key: "a", modifiers: [.command, .shift, .option], title: "Address")
            }
            .onFocusShortcutConflicts { conflicts in
                conflicts.forEach { print($0) }
            }
        }
    }

    struct SearchShortcutDemo: View {
        @FocusState private var isSearching: Bool
        @State private var query = ""

        var body: some View {
            TextField("Search", text: $query)
                .focused($isSearching, key: "f", title: "Search")
        }
    }

    // MARK: onFocus, once per transition

    struct OnEditingChangedFocusVersion: View {
        @FocusState private var focus: Bool
        @State private var price = ""

        var body: some View {
            TextField("Price:", text: $price)
                .focused($focus) { focused in
                    print(focused)
                }
        }
    }

    struct OnFocusView: View {
        enum Focus: Hashable {
            case name, email, address
        }

        @FocusState private var focused: Focus?
        @State private var name = ""
        @State private var email = ""
        @State private var address = ""

        var body: some View {
            VStack {
                TextField("Name:", text: $name)
                    .focused($focused, equals: .name) { print("name:", $0) }
                TextField("Email:", text: $email)
                    .focused($focused, equals: .email) { print("email:", $0) }
                TextField("Address:", text: $address)
                    .focused($focused, equals: .address) { print("address:", $0) }
            }
        }
    }

    // MARK: Focus on appear, without asyncAfter

    struct FocusOnAppearDemo: View {
        enum Field: Hashable {
            case name, password
        }

        @FocusState private var focus: Field?
        @State private var name = ""
        @State private var password = ""

        var body: some View {
            VStack {
                TextField("name:", text: $name)
                    .focused($focus, equals: .name)
                    .focusOnAppear($focus, equals: .name)
                TextField("password:", text: $password)
                    .focused($focus, equals: .password)
            }
        }
    }

    /// `focusOnAppear(_:)` for a `Bool` focus state.
    struct SearchFocusOnAppear: View {
        @FocusState private var isSearching: Bool
        @State private var query = ""

        var body: some View {
            TextField("Search", text: $query)
                .focused($isSearching)
                .focusOnAppear($isSearching)
        }
    }

    // MARK: Injecting the dismiss action (previews, tests, app extensions)

    struct InjectedDismissDemo: View {
        let window: UIWindow

        var body: some View {
            HideKeyboardView()
                .environment(\.dismissKeyboard, DismissKeyboardAction { [window] in window.endEditing(true) })
        }
    }

    // MARK: The articles' native-field and keyboard rules (once README's bullets), in one form

    struct ContactForm: View {
        enum Focus: Hashable { case name, email }

        @FocusState private var focused: Focus?
        @State private var name = ""
        @State private var email = ""
        @Environment(\.dismissKeyboard) private var dismissKeyboard

        var body: some View {
            ScrollView {
                TextField("Name:", text: $name)
                    .focused($focused, equals: .name) { print("name:", $0) }
                    .focusOnAppear($focused, equals: .name)
                TextField("Email:", text: $email)
                    .focused($focused, equals: .email, key: "e", title: "Email")
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .inputAccessory {
                        HStack {
                            Spacer()
                            Button("Done") { dismissKeyboard() }
                        }
                        .padding(.horizontal, 30)
                    }
            }
            .dismissesKeyboardOnDrag()
            .onFocusShortcutConflicts { conflicts in conflicts.forEach { print($0) } }
        }
    }
}
