// The recipes of the DocC article "Recipes" for text fields: a formatted phone
// field in a Form with a Done bar and Return to the next field, a search field,
// and one form mixing native TextFields (@FocusState) with wrapped fields
// (@FieldFocusState). Written as an app writes them; the SDK check compiles this
// file in the module Examples (as the articles' code) and in the gallery, whose
// Recipes screen runs these views (Gallery.swiftpm/Sources/RecipesScreen.swift).
import BridgeKit
import SwiftUI
import UIKit

// MARK: A formatted phone field in a Form

extension TextTransform {
    /// Ten digits shown as "(555) 123-4567". It runs on the whole text after
    /// each edit, separators included, so it strips them first; it keeps ten
    /// digits because a paste can bring more than `maxLength` lets through
    /// once formatted.
    static let usPhoneNumber = TextTransform { text in
        let digits = text.filter { $0.isASCII && $0.isNumber }.prefix(10)
        var formatted = ""
        for (index, digit) in digits.enumerated() {
            switch index {
            case 0: formatted += "("
            case 3: formatted += ") "
            case 6: formatted += "-"
            default: break
            }
            formatted.append(digit)
        }
        return formatted
    }
}

@MainActor
final class ContactFormModel: ObservableObject {
    @Published var name = ""
    @Published var phone = ""
    @Published var email = ""
    @Published private(set) var isSaving = false

    /// What the server wants: the digits without the formatting.
    var phoneDigits: String { phone.filter(\.isNumber) }

    func save() async {
        isSaving = true
        defer { isSaving = false }
        try? await Task.sleep(nanoseconds: 300_000_000)   // the app's request
    }
}

struct ContactForm: View {
    enum Field: Hashable { case name, phone, email }

    @StateObject private var model = ContactFormModel()
    @FieldFocusState(order: [.name, .phone, .email]) private var focus: Field?

    var body: some View {
        Form {
            TextFieldWrapper("Name", text: $model.name)
                .textContentType(.name)
                .autocapitalization(.words)
                .autocorrection(.no)
                .submitLabel(.next)
                .focused($focus, equals: .name)
                .onBridgedSubmit { $focus.focusNext() }        // Return: on to Phone
            TextFieldWrapper("Phone", text: $model.phone)
                .keyboardType(.phonePad)                       // no Return key: a bar instead
                .textContentType(.telephoneNumber)
                .allowedCharacters(.decimalDigits)             // judges what the user types
                .maxLength(14)                                 // "(555) 123-4567": separators count
                .transform(.usPhoneNumber)                     // formats after each edit
                .focused($focus, equals: .phone)
                .inputAccessory {
                    HStack {
                        Button("Next") { $focus.focusNext() }
                        Spacer()
                        Button("Done") { focus = nil }
                    }
                    .padding(.horizontal)
                }
            TextFieldWrapper("Email", text: $model.email)
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .autocapitalization(.none)
                .autocorrection(.no)
                .submitLabel(.done)
                .focused($focus, equals: .email)
                .onBridgedSubmit {
                    focus = nil
                    Task { await model.save() }
                }
        }
        .disabled(model.isSaving)
    }
}

// MARK: A search field

struct Product: Identifiable {
    let id: Int
    var name: String
}

@MainActor
final class ProductSearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [Product] = []

    func search() async {
        let query = query.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else {
            results = []
            return
        }
        try? await Task.sleep(nanoseconds: 200_000_000)   // the app's request
        results = [Product(id: 1, name: query)]
    }
}

struct ProductSearchView: View {
    @StateObject private var model = ProductSearchModel()
    @FieldFocusState private var isSearching: Bool

    var body: some View {
        List {
            TextFieldWrapper("Search products", text: $model.query)
                .submitLabel(.search)                  // the key reads Search...
                .clearButtonMode(.whileEditing)
                .autocorrection(.no)
                .focused($isSearching)
                .onBridgedSubmit {                     // ...and submits .text
                    isSearching = false
                    Task { await model.search() }
                }
            ForEach(model.results) { product in
                Text(product.name)
            }
        }
        .task(id: model.query) {
            // Search as the user types, once they pause.
            try? await Task.sleep(nanoseconds: 300_000_000)
            guard !Task.isCancelled else { return }
            await model.search()
        }
    }
}

// MARK: Native and wrapped fields in one form

struct ShippingForm: View {
    enum Field: Hashable { case name, phone, notes }

    @State private var name = ""
    @State private var phone = ""
    @State private var notes = ""
    @FocusState private var nativeFocus: Field?           // SwiftUI's TextFields
    @FieldFocusState private var wrappedFocus: Field?     // BridgeKit's TextFieldWrapper

    /// The field being edited, whichever state knows it.
    private var focusedField: Field? { wrappedFocus ?? nativeFocus }

    /// Moves focus by writing only the state that owns the field: the other
    /// follows when its field resigns, and the keyboard stays up.
    private func focus(_ field: Field?) {
        switch field {
        case .name, .notes:
            nativeFocus = field
        case .phone:
            wrappedFocus = .phone
        case nil:
            nativeFocus = nil
            wrappedFocus = nil
        }
    }

    var body: some View {
        Form {
            TextField("Name", text: $name)
                .focused($nativeFocus, equals: .name)
                .submitLabel(.next)
                .onSubmit { focus(.phone) }
            TextFieldWrapper("Phone", text: $phone)
                .keyboardType(.numbersAndPunctuation)
                .transform(.usPhoneNumber)
                .maxLength(14)
                .submitLabel(.next)
                .focused($wrappedFocus, equals: .phone)
                .onBridgedSubmit { focus(.notes) }
            TextField("Delivery notes", text: $notes, axis: .vertical)
                .focused($nativeFocus, equals: .notes)
            Button("Done") { focus(nil) }
                .disabled(focusedField == nil)
        }
    }
}
