import BridgeKit
import SwiftUI
import UIKit

/// Focus that arrives with a sheet or a pushed page, and the keyboard put away
/// by a swipe anywhere or by Done. Manual checks (issue 30): on iOS 16 the
/// sheet's first field is focused once the sheet has slid up; on iOS 17 and
/// later the keyboard rises after the sheet, not under it; the pushed page's
/// field is focused after the push, with no flicker; in the sheet a swipe in
/// the empty space below the fields puts the keyboard away, and the list of
/// notes still scrolls on iOS 18; in iPad Split View, Done in one window ends
/// editing there and nowhere else.
struct SheetFocusSections: View {
    @State private var isAddingContact = false
    @State private var contacts: [String] = []

    var body: some View {
        Section {
            ForEach(contacts, id: \.self) { Text($0) }
            Button("Add a contact…") { isAddingContact = true }
            NavigationLink("Write a note (pushed page)") { NotePage() }
        } header: {
            Text("A sheet and a page that focus on appear")
        } footer: {
            Text("The sheet's name field and the page's note field take focus with .focusOnAppear, once the presentation or push has finished.")
        }
        .sheet(isPresented: $isAddingContact) {
            ContactSheet { contacts.append($0) }
        }
    }
}

/// A form in a sheet: the name field focuses on appear; a caption (a child
/// view reading `$focus`) follows the wrapped fields' focus.
private struct ContactSheet: View {
    enum Field: Hashable, Sendable { case phone, email }

    let add: (String) -> Void
    @Environment(\.dismiss) private var dismiss
    @Environment(\.dismissKeyboard) private var dismissKeyboard
    @FocusState private var isNameFocused: Bool
    @FieldFocusState(order: [.phone, .email]) private var focus: Field?
    @State private var name = ""
    @State private var phone = ""
    @State private var email = ""

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                TextField("Name", text: $name)
                    .focused($isNameFocused)
                    .focusOnAppear($isNameFocused)
                    .textFieldStyle(.roundedBorder)
                TextFieldWrapper("Phone", text: $phone)
                    .focused($focus, equals: .phone)
                    .keyboardType(.phonePad)
                TextFieldWrapper("Email", text: $email)
                    .focused($focus, equals: .email)
                    .keyboardType(.emailAddress)
                FocusCaption(focus: $focus)
                Spacer()
                Text("Swipe up or down in this empty space to put the keyboard away.")
                    .font(.footnote)
                    .foregroundColor(.secondary)
            }
            .padding()
            .dismissesKeyboardOnDrag()
            .navigationTitle("New contact")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        add(name.isEmpty ? "Unnamed" : name)
                        dismiss()
                    }
                }
                ToolbarItem(placement: .keyboard) { Button("Done") { dismissKeyboard() } }
            }
        }
    }
}

/// A child view that reads its parent's wrapped-field focus and redraws with it.
private struct FocusCaption: View {
    @FieldFocusState<ContactSheetField?>.Binding var focus: ContactSheetField?

    var body: some View {
        Text(focus == .email ? "We never share your email." : focus == .phone ? "Digits only." : " ")
            .font(.caption)
            .foregroundColor(.secondary)
    }
}

private typealias ContactSheetField = ContactSheet.Field

/// A pushed page whose note field focuses after the push; the notes above scroll.
private struct NotePage: View {
    @FocusState private var isFocused: Bool
    @State private var note = ""

    var body: some View {
        List {
            TextField("Note", text: $note, axis: .vertical)
                .focused($isFocused)
                .focusOnAppear($isFocused)
            ForEach(1..<31) { Text("Earlier note \($0)").foregroundColor(.secondary) }
        }
        .dismissesKeyboardOnDrag()
        .navigationTitle("Note")
    }
}
