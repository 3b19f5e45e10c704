import BridgeKit
import SwiftUI
import UIKit

// The text field recipes of the article "Recipes", as in
// Examples/RecipeFormExamples.swift, with sample data in place of the app's.

// MARK: A formatted phone field in a Form, with a Done bar and Return to the next field

extension TextTransform {
    /// Ten digits shown as "(555) 123-4567". It runs on the whole text after
    /// each edit, separators included, so it strips them first.
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
final class RecipeContactModel: ObservableObject {
    @Published var name = ""
    @Published var phone = ""
    @Published var email = ""
    @Published private(set) var isSaving = false
    @Published private(set) var saved: String?

    /// What the server wants: the digits without the formatting.
    var phoneDigits: String { phone.filter(\.isNumber) }

    func save() async {
        isSaving = true
        defer { isSaving = false }
        try? await Task.sleep(nanoseconds: 600_000_000)   // the app's request
        saved = "Saved \(name), phone digits \(phoneDigits), \(email)"
    }
}

struct RecipeContactForm: View {
    enum Field: Hashable { case name, phone, email }

    @StateObject private var model = RecipeContactModel()
    @FieldFocusState(order: [.name, .phone, .email]) private var focus: Field?

    var body: some View {
        Form {
            Section {
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
            } footer: {
                Text(model.isSaving ? "Saving…" : model.saved ?? "Return on Email saves. The binding holds \"\(model.phone)\".")
            }
        }
        .disabled(model.isSaving)
        .navigationTitle("Contact")
    }
}

// MARK: A search field

struct RecipeProduct: Identifiable {
    let id: Int
    var name: String

    static let catalog = ["Bridge cable", "Kit bag", "Swift guide", "UIKit poster", "Stepper motor",
                          "Segmented lamp", "Refresh drink", "Label printer"]
        .enumerated().map { RecipeProduct(id: $0.offset, name: $0.element) }
}

@MainActor
final class RecipeSearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [RecipeProduct] = []
    @Published private(set) var searches = 0

    func search() async {
        let query = query.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else {
            results = []
            return
        }
        try? await Task.sleep(nanoseconds: 200_000_000)   // the app's request
        searches += 1
        results = RecipeProduct.catalog.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }
}

struct RecipeProductSearch: View {
    @StateObject private var model = RecipeSearchModel()
    @FieldFocusState private var isSearching: Bool

    var body: some View {
        List {
            Section {
                TextFieldWrapper("Search products", text: $model.query)
                    .submitLabel(.search)                  // the key reads Search...
                    .clearButtonMode(.whileEditing)
                    .autocorrection(.no)
                    .focused($isSearching)
                    .onBridgedSubmit {                     // ...and submits .text
                        isSearching = false
                        Task { await model.search() }
                    }
            } footer: {
                Text("Results follow as you type, once you pause; Search hides the keyboard. \(model.searches) searches so far.")
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
        .navigationTitle("Search")
    }
}
