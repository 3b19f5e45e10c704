// The doc-comment examples of BridgeKit's submit and focus API for
// TextFieldWrapper (Sources/BridgeKit/Submit, Sources/BridgeKit/Focus), compiled
// as an app would write them, and checks that on a wrapper the wrapper's own
// modifiers win over SwiftUI's of the same names. Nothing here runs.
import BridgeKit
import SwiftUI
import UIKit

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

/// A child view that reads its parent's focus: it redraws when the user moves
/// focus, because `FieldFocusState.Binding` is a `DynamicProperty`.
struct FocusedFieldCaption: View {
    @FieldFocusState<SignUpWithAccessory.Field?>.Binding var focus: SignUpWithAccessory.Field?

    var body: some View {
        Text(focus == .email ? "We never share your email." : " ")
            .font(.caption)
    }
}

/// Compiles only while SwiftUI installs the binding's state (issue 30, item 20).
func focusBindingIsADynamicProperty() -> any DynamicProperty.Type {
    FieldFocusState<SignUpWithAccessory.Field?>.Binding.self
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

/// The doc comment of `View.onBridgedSubmit(of:_:)`: one modifier for a
/// wrapped and a native field.
struct MixedFieldsLogin: View {
    @State private var username = ""
    @State private var password = ""

    var body: some View {
        Form {
            TextFieldWrapper("Username", text: $username)
            TextField("Password", text: $password)
        }
        .onBridgedSubmit { login() }
    }

    private func login() {}
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

/// On a wrapper, `onBridgedSubmit`, `submitLabel` and `focused` are the wrapper's own
/// methods (they return `TextFieldWrapper`), not SwiftUI's `View` modifiers of
/// the same names, which a UIKit-backed field never sees.
@MainActor
func wrapperSubmitModifiersKeepTheirType(text: Binding<String>, focus: FieldFocusState<Int?>.Binding) -> TextFieldWrapper {
    let labels: [BridgedSubmitLabel] = [.continue, .done, .go, .join, .next, .return, .route, .search, .send]
    return labels.reduce(TextFieldWrapper("Name:", text: text)) { $0.submitLabel($1) }
        .onBridgedSubmit { print("commit") }
        .onBridgedSubmit(of: .text) { print("commit") }
        .submitLabel(.return)
        .focused(focus, equals: 1)
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

// MARK: Doc comment of TextFieldWrapper.inputAccessory(_:)

/// The doc comment of `TextFieldWrapper.inputAccessory(_:)`; the chain keeps
/// the wrapper's type.
struct WrappedPriceField: View {
    @State private var price = ""
    @FieldFocusState private var isPriceFocused: Bool

    var body: some View {
        field
    }

    private var field: TextFieldWrapper {
        TextFieldWrapper("Price:", text: $price)
            .keyboardType(.decimalPad)
            .focused($isPriceFocused)
            .inputAccessory {
                Button("Finish") { isPriceFocused = false }
            }
            .submitLabel(.done)
    }
}

// MARK: Submitting text fields: keeping the keyboard after Return

struct ChatComposer: View {
    enum Field: Hashable { case message }

    @FieldFocusState private var focus: Field?
    @State private var message = ""
    @State private var sent: [String] = []

    var body: some View {
        TextFieldWrapper("Message", text: $message)
            .focused($focus, equals: .message)
            .onBridgedSubmit {
                send(message)
                message = ""
                focus = .message   // the same field: it stays first responder
            }
    }

    private func send(_ text: String) { sent.append(text) }
}
