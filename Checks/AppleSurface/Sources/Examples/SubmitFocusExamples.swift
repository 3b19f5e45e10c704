// The submit and focus examples for TextFieldWrapper (seed 002), compiled as an
// app would write them: the name → email → phone chain, SwiftUI's nested submit
// order and submit scope, triggers, focus on appear, a Bool focus that dismisses
// the keyboard, and an accessory bar that moves focus. Nothing here runs.
import BridgeCore
import BridgeKit
import SwiftUI
import UIKit

// MARK: Seed 002, moving focus along a form with return

/// One handler around the whole form, as the seed's second version.
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

/// A handler on each field, as the seed's first version.
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
                .onSubmit { focus = .email }
            TextFieldWrapper("Email:", text: $email)
                .focused($focus, equals: .email)
                .onSubmit { focus = .phone }
            TextFieldWrapper("PhoneNumber:", text: $phoneNumber)
                .focused($focus, equals: .phone)
                .onSubmit { print("submit") }
        }
    }
}

// MARK: Seed 002, nested handlers run outermost first

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
                    .onSubmit { print("text1 commit") }
                TextFieldWrapper("text2", text: $text2)
                    .onSubmit { print("text2 commit") }
            }
            .onBridgedSubmit { print("textfield in group commit") }
            TextFieldWrapper("text3", text: $text3)
                .onSubmit { print("text3 commit") }
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
                    .onSubmit { print("text1 commit") }
                TextFieldWrapper("text2", text: $text2)
                    .onSubmit { print("text2 commit") }
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
                .onSubmit { print("textField commit") }
        }
        .onBridgedSubmit(of: [.text, .search]) { print("Something has been submitted") }
    }
}

// MARK: Seed 002, focus without guessed delays and dismissing the keyboard

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

// MARK: Doc comments of FieldFocusState and its binding

struct SignUpWithAccessory: View {
    enum Field: Hashable { case name, email, phone }

    @FieldFocusState(order: [.name, .email, .phone]) private var focus: Field?
    @State private var name = ""
    @State private var email = ""
    @State private var phone = ""

    var body: some View {
        VStack {
            TextFieldWrapper("Name:", text: $name)
                .focused($focus, equals: .name)
            TextFieldWrapper("Email:", text: $email)
                .focused($focus, equals: .email)
            TextFieldWrapper("Phone:", text: $phone)
                .focused($focus, equals: .phone)
            PreviousFieldButton(focus: $focus)
            NextFieldButton(focus: $focus)
            Button("Sign up") { if name.isEmpty || email.isEmpty { $focus.focusFirstEmpty() } }
        }
    }
}

/// A child view moving its parent's focus.
struct NextFieldButton: View {
    @FieldFocusState<SignUpWithAccessory.Field?>.Binding var focus: SignUpWithAccessory.Field?

    var body: some View {
        Button("Next") { $focus.focusNext() }
    }
}

struct PreviousFieldButton: View {
    @FieldFocusState<SignUpWithAccessory.Field?>.Binding var focus: SignUpWithAccessory.Field?

    var body: some View {
        Button("Previous") { $focus.focusPrevious() }
    }
}

/// The overview of `FieldFocusState`.
struct FieldFocusStateOverview: View {
    enum Field: Hashable { case name, email, phone }
    @FieldFocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""

    var body: some View {
        List {
            TextFieldWrapper("Name:", text: $name)
                .focused($focus, equals: .name)
            TextFieldWrapper("Email:", text: $email)
                .focused($focus, equals: .email)
        }
        .onBridgedSubmit { focus = focus == .name ? .email : nil }
    }
}

/// The doc comment of `View.onBridgedSubmit(of:_:)`.
struct OnBridgedSubmitOverview: View {
    enum Field: Hashable { case name, email }
    @FieldFocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""

    var body: some View {
        List {
            TextFieldWrapper("Name:", text: $name)
                .focused($focus, equals: .name)
            TextFieldWrapper("Email:", text: $email)
                .focused($focus, equals: .email)
        }
        .onBridgedSubmit {
            if focus == .name { focus = .email } else { save() }
        }
    }

    private func save() {}
}

struct FocusInitializersDemo: View {
    enum Field: Hashable { case query }

    @FieldFocusState private var isSearchFocused = true
    @FieldFocusState(order: [.query]) private var focus: Field? = .query
    @State private var query = ""

    var body: some View {
        VStack {
            TextFieldWrapper("Search", text: $query)
                .focused($isSearchFocused)
            TextFieldWrapper("Query", text: $query)
                .focused($focus, equals: .query)
        }
    }
}

// MARK: Doc comments of the submit modifiers and the submit label

struct WrappedLoginForm: View {
    @State private var username = ""
    @State private var tags = ""

    var body: some View {
        Form {
            TextFieldWrapper("Username", text: $username)
            TextFieldWrapper("Tags", text: $tags)
                .bridgedSubmitScope()
        }
        .onBridgedSubmit { login() }
    }

    private func login() {}
}

/// On a wrapper, `onSubmit`, `submitLabel` and `focused` are the wrapper's own
/// methods (they return `TextFieldWrapper`), not SwiftUI's `View` modifiers of
/// the same names, which a UIKit-backed field never sees.
@MainActor
func wrapperSubmitModifiersKeepTheirType(text: Binding<String>, focus: FieldFocusState<Int?>.Binding) -> TextFieldWrapper {
    let labels: [BridgedSubmitLabel] = [.continue, .done, .go, .join, .next, .return, .route, .search, .send]
    _ = labels.map(\.returnKeyType)
    return TextFieldWrapper("Name:", text: text)
        .onSubmit { print("commit") }
        .onSubmit(of: .text) { print("commit") }
        .submitLabel(.return)
        .focused(focus, equals: 1)
        .returnKeyType(.google)
}

/// SwiftUI's own `submitLabel(_:)` still applies to native fields.
struct NativeSubmitLabel: View {
    @State private var username = ""

    var body: some View {
        VStack {
            TextField("Username", text: $username)
                .submitLabel(.continue)
        }
        .onBridgedSubmit { print("login") }
    }
}
