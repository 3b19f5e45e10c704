// The examples of the DocC article "Wrapping UITextField" and of the doc comments
// in Sources/BridgeKit/Text, compiled as an app would write them: the article's
// demos (version 1 with "Random Name", version 2 with "Change Color", the
// chained modifiers), the input rules, the secure toggle and the environment.
// Nothing here runs.
import BridgeKit
import SwiftUI
import UIKit

// MARK: Article, overview (version 1)

struct Demo: View {
    @State private var name = ""

    var body: some View {
        VStack {
            TextFieldWrapper("name:", text: $name)
                .border(.blue)
                .padding()
            Text("name:\(name)")
            Button("Random Name") {
                name = String(Int.random(in: 0...100))
            }
        }
    }
}

// MARK: Article, "Version 2: settings"

struct ColorDemo: View {
    @State private var name = ""
    @State private var color: UIColor = .red

    var body: some View {
        VStack {
            TextFieldWrapper("name:", text: $name)
                .foregroundColor(color)
                .font(.preferredFont(forTextStyle: .title1))
                .clearButtonMode(.whileEditing)
                .onCommit { print("return") }
                .onEditingChanged { editing in print("isEditing \(editing)") }
                .border(.blue)
                .padding()
            Text("name:\(name)")
            Button("Random Name") {
                name = String(Int.random(in: 0...100))
            }
            Button("Change Color") {
                color = color == .red ? .label : .red
            }
        }
    }
}

// MARK: Article, "SwiftUI-style chaining"

struct ChainingDemo: View {
    @State private var name = ""
    @State private var allowEdit = true

    var body: some View {
        TextFieldWrapper("name:", text: $name)
            .clearButtonMode(.whileEditing)
            .onCommit { print("commit") }
            .foregroundColor(.red)
            .font(.preferredFont(forTextStyle: .title1))
            .disabled(!allowEdit)
    }
}

struct RulesDemo: View {
    @State private var pin = ""
    @State private var code = ""

    var body: some View {
        VStack {
            TextFieldWrapper("PIN", text: $pin)
                .keyboardType(.numberPad)
                .textContentType(.oneTimeCode)
                .allowedCharacters(.decimalDigits)
                .maxLength(6)
            TextFieldWrapper("Code", text: $code)
                .autocapitalization(.allCharacters)
                .transform(.uppercased)
        }
    }
}

struct PasswordField: View {
    @State private var password = ""
    @State private var isHidden = true

    var body: some View {
        VStack {
            TextFieldWrapper("Password", text: $password)
                .secure(isHidden)
            Button(isHidden ? "Show" : "Hide") {
                isHidden.toggle()
            }
        }
    }
}

// MARK: Article, "Settings from the environment"

struct EnvironmentDemo: View {
    @State private var name = ""
    @State private var city = ""
    @State private var allowEdit = true

    var body: some View {
        VStack {
            TextFieldWrapper("name:", text: $name)
            TextFieldWrapper("city:", text: $city)
                .font(.preferredFont(forTextStyle: .body))
        }
        .uiFont(.preferredFont(forTextStyle: .title1))
        .autocorrectionDisabled()
        .disabled(!allowEdit)
    }
}

// Article, "When not to wrap": the native `TextField` with `.introspectTextField(clearButtonMode:)`
// is README.md's example, compiled as `ReadmeNameField` in RefreshExamples.swift.

// MARK: Doc comments of TextFieldWrapper and its modifiers

struct TextFieldWrapperDocDemo: View {
    @State private var name = ""

    var body: some View {
        VStack {
            TextFieldWrapper("name:", text: $name)
                .clearButtonMode(.whileEditing)
                .onCommit { print("commit") }
                .foregroundColor(.red)
                .font(.preferredFont(forTextStyle: .title1))
            Text("name:\(name)")
        }
    }
}

struct ModifierDocDemo: View {
    @State private var name = ""
    @State private var color: UIColor = .red
    @State private var pin = ""
    @State private var code = ""
    @State private var card = ""
    @State private var query = ""
    @State private var username = ""
    @State private var password = ""
    @State private var nickname = ""
    @State private var isHidden = true

    var body: some View {
        // Two groups: below iOS 17 a view builder takes at most ten views.
        VStack {
            Group {
                TextFieldWrapper("name:", text: $name)
                    .foregroundColor(.red)
                TextFieldWrapper("name:", text: $name)
                    .foregroundColor(color)
                TextFieldWrapper("name:", text: $name)
                    .foregroundColor(nil)
                TextFieldWrapper("name:", text: $name)
                    .onEditingChanged { editing in print("isEditing \(editing)") }
                TextFieldWrapper("PIN", text: $pin)
                    .keyboardType(.numberPad)
                TextFieldWrapper("Code", text: $code)
                    .textContentType(.oneTimeCode)
                TextFieldWrapper("Search", text: $query)
                    .submitLabel(.search)
                TextFieldWrapper("Full name", text: $name)
                    .autocapitalization(.words)
                TextFieldWrapper("Username", text: $username)
                    .autocorrection(.no)
                TextFieldWrapper("Password", text: $password)
                    .secure(isHidden)
            }
            Group {
                TextFieldWrapper(query.isEmpty ? "Search" : query, text: $query)   // a String: shown as it is
                TextFieldWrapper("Nickname", text: $nickname)
                    .maxLength(12)
                TextFieldWrapper("PIN", text: $pin)
                    .allowedCharacters(.decimalDigits)
                TextFieldWrapper("Code", text: $code)
                    .transform(.uppercased)
                TextFieldWrapper("Card", text: $card)
                    .transform(.perCharacter { $0.filter(\.isNumber) })
            }
        }
    }
}

// MARK: Doc comment of View.uiFont(_:)

struct UIFontDocDemo: View {
    @State private var name = ""
    @State private var city = ""

    var body: some View {
        VStack {
            TextFieldWrapper("name:", text: $name)
            TextFieldWrapper("city:", text: $city)
        }
        .uiFont(.preferredFont(forTextStyle: .title1))
    }
}

// MARK: The wrapper's tour (README before 0.1.0; the article "Wrapping UITextField" now)

struct NameForm: View {
    @State private var name = ""
    @State private var pin = ""
    @State private var password = ""
    @State private var isHidden = true
    @State private var allowEdit = true

    var body: some View {
        VStack {
            TextFieldWrapper("name:", text: $name)
                .clearButtonMode(.whileEditing)
                .onCommit { print("return") }
                .onEditingChanged { print("isEditing \($0)") }
                .foregroundColor(.red)                          // SwiftUI Color or UIColor
                .font(.preferredFont(forTextStyle: .title1))    // a UIFont
                .disabled(!allowEdit)
            Text("name:\(name)")
            Button("Random Name") { name = String(Int.random(in: 0...100)) }
            TextFieldWrapper("PIN", text: $pin)
                .keyboardType(.numberPad)
                .allowedCharacters(.decimalDigits)
                .maxLength(6)                                   // characters, against the replaced range
            TextFieldWrapper("Password", text: $password)
                .secure(isHidden)                               // same field: toggling keeps the text
        }
    }
}

struct NativeFieldClearButton: View {
    @State private var name = ""

    var body: some View {
        TextField("name:", text: $name).introspectTextField(clearButtonMode: .whileEditing)
    }
}

// MARK: Article, "The selection"; TextFieldWrapper.init(_:text:selection:)

struct SelectionDemo: View {
    @State private var message = ""
    @State private var selection: TextFieldSelection?
    @State private var nickname = ""
    let user = (nickname: "Tom", id: 1)

    var body: some View {
        VStack {
            TextFieldWrapper("Message", text: $message, selection: $selection)
            Button("👍 at the caret") {
                let range = selection?.range ?? message.endIndex..<message.endIndex
                let head = String(message[..<range.lowerBound]) + "👍"
                message = head + message[range.upperBound...]
                selection = TextFieldSelection(insertionPoint: String.Index(utf16Offset: head.utf16.count, in: message))
            }
            Button("Select all") { selection = TextFieldSelection(range: message.startIndex..<message.endIndex) }
            if selection?.isInsertion == false { Text("selected") }
            TextFieldWrapper(user.nickname, text: $nickname, selection: $selection)
        }
    }
}
