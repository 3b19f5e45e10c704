// The submit and focus examples for TextFieldWrapper, compiled as an
// app would write them: the name → email → phone chain, SwiftUI's nested submit
// order and submit scope, triggers, focus on appear, a Bool focus that dismisses
// the keyboard, and an accessory bar per field. Nothing here runs.
import BridgeKit
import SwiftUI
import UIKit

// MARK: moving focus along a form with return

/// One handler around the whole form, the second way.
struct SignUpForm: View {
    enum Field: Hashable { case name, email, phone }

    @FieldFocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""
    @State private var phoneNumber = ""

    var body: some View {
        List {
            TextFieldWrapper("Name:", text: $name)
                .focused($focus, equals: .name)
                .submitLabel(.next)
            TextFieldWrapper("Email:", text: $email)
                .focused($focus, equals: .email)
                .submitLabel(.next)
            TextFieldWrapper("PhoneNumber:", text: $phoneNumber)
                .focused($focus, equals: .phone)
                .submitLabel(.return)
        }
        .onBridgedSubmit {
            switch focus {
            case .name: focus = .email
            case .email: focus = .phone
            case .phone:
                if !name.isEmpty, !email.isEmpty, !phoneNumber.isEmpty { submit() }
            case nil: break
            }
        }
    }

    private func submit() { print("submit") }
}

/// A handler on each field, the first way.
struct SignUpFieldByField: View {
    enum Field: Hashable { case name, email, phone }

    @FieldFocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""
    @State private var phoneNumber = ""

    var body: some View {
        List {
            TextFieldWrapper("Name:", text: $name)
                .focused($focus, equals: .name)
                .onBridgedSubmit { focus = .email }
            TextFieldWrapper("Email:", text: $email)
                .focused($focus, equals: .email)
                .onBridgedSubmit { focus = .phone }
            TextFieldWrapper("PhoneNumber:", text: $phoneNumber)
                .focused($focus, equals: .phone)
                .onBridgedSubmit { print("submit") }
        }
    }
}

// MARK: nested handlers run outermost first

/// Return in text1 prints "textfield in form commit2", "textfield in form
/// commit1", "textfield in group commit", "text1 commit".
struct NestedSubmitOrder: View {
    @State private var text1 = ""
    @State private var text2 = ""
    @State private var text3 = ""

    var body: some View {
        Form {
            Group {
                TextFieldWrapper("text1", text: $text1)
                    .onBridgedSubmit { print("text1 commit") }
                TextFieldWrapper("text2", text: $text2)
                    .onBridgedSubmit { print("text2 commit") }
            }
            .onBridgedSubmit { print("textfield in group commit") }
            TextFieldWrapper("text3", text: $text3)
                .onBridgedSubmit { print("text3 commit") }
        }
        .onBridgedSubmit { print("textfield in form commit1") }
        .onBridgedSubmit { print("textfield in form commit2") }
    }
}

/// With the scope, return in text1 prints "text1 commit" only.
struct ScopedSubmit: View {
    @State private var text1 = ""
    @State private var text2 = ""

    var body: some View {
        Form {
            Group {
                TextFieldWrapper("text1", text: $text1)
                    .onBridgedSubmit { print("text1 commit") }
                TextFieldWrapper("text2", text: $text2)
                    .onBridgedSubmit { print("text2 commit") }
            }
            .bridgedSubmitScope()
            .onBridgedSubmit { print("textfield in group commit") }
        }
        .onBridgedSubmit { print("textfield in form commit") }
    }
}

/// A handler for `.search` only stops a field's `.text` submission; one for
/// both answers both.
struct SubmitTriggersDemo: View {
    @State private var name = ""

    var body: some View {
        Form {
            TextFieldWrapper("name:", text: $name)
                .onBridgedSubmit { print("textField commit") }
        }
        .onBridgedSubmit(of: [.text, .search]) { print("Something has been submitted") }
    }
}

/// "Submitting text fields": a search box built from a wrapper submits `.text`
/// on Return (`.onBridgedSubmit(of: .search)` on it draws a warning instead).
@MainActor
final class SearchModel: ObservableObject {
    @Published var results: [String] = []
    func search(for query: String) { results = [query] }
}

struct WrappedSearchBox: View {
    @State private var query = ""
    @StateObject private var model = SearchModel()

    var body: some View {
        TextFieldWrapper("Search", text: $query)
            .submitLabel(.search)
            .onBridgedSubmit { model.search(for: query) }
    }
}

/// The wrapper's own handler still returns the wrapper, with or without the
/// explicit `.text` trigger.
@MainActor
func wrapperSubmitKeepsTheWrapper(query: Binding<String>) {
    let explicit: TextFieldWrapper = TextFieldWrapper("Search", text: query).onBridgedSubmit(of: .text) {}
    let implicit: TextFieldWrapper = TextFieldWrapper("Search", text: query).onBridgedSubmit {}
    _ = (explicit, implicit)
}

// MARK: focus without guessed delays and dismissing the keyboard

/// Focused as soon as the field is on screen: no `asyncAfter(0.5)` in `onAppear`.
struct WrappedFocusOnAppear: View {
    enum Field: Hashable { case name, password }

    @FieldFocusState private var focus: Field? = .name
    @State private var name = ""
    @State private var password = ""

    var body: some View {
        List {
            TextFieldWrapper("name:", text: $name)
                .focused($focus, equals: .name)
            TextFieldWrapper("password:", text: $password)
                .secure()
                .focused($focus, equals: .password)
        }
    }
}

struct HideWrappedKeyboardView: View {
    @FieldFocusState private var nameIsFocused: Bool
    @State private var name = ""

    var body: some View {
        Form {
            TextFieldWrapper("Enter your name", text: $name)
                .focused($nameIsFocused)
            Button("dismiss Keyboard") {
                nameIsFocused = false
            }
        }
    }
}

// MARK: a keyboard accessory per field

/// Each field has its own bar (its own `inputAccessoryView`), and the last one has none.
struct WrappedAccessoryForm: View {
    enum Field: Hashable { case name, email, phone }

    @FieldFocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""
    @State private var phoneNumber = ""

    var body: some View {
        Form {
            TextFieldWrapper("Name:", text: $name)
                .focused($focus, equals: .name)
                .inputAccessory {
                    Button("Next: email") { focus = .email }.padding(.vertical, 10)
                }
            TextFieldWrapper("Email:", text: $email)
                .focused($focus, equals: .email)
                .inputAccessory {
                    Button("Next: phone") { focus = .phone }.padding(.vertical, 10)
                }
            TextFieldWrapper("PhoneNumber:", text: $phoneNumber)
                .focused($focus, equals: .phone)
        }
    }
}
