import BridgeKit
import SwiftUI
import UIKit

/// A chat box whose Return sends and keeps the keyboard up, and rows that can
/// be inserted anywhere while next and previous walk them in the order shown.
/// Manual checks for what the device checks cannot produce: the keyboard does
/// not bounce on Return; the rows' bar sits above the home indicator with a
/// hardware keyboard and matches the keyboard's colour in light and dark mode;
/// next onto a row scrolled off screen waits until it is scrolled into view.
struct ChatAndRowsSections: View {
    enum Field: Hashable, Sendable {
        case message
        case row(Int)
    }

    @FieldFocusState private var focus: Field?
    @State private var message = ""
    @State private var sent: [String] = []
    @State private var rows = [1, 2, 3]
    @State private var nextRow = 4
    @State private var texts: [Int: String] = [:]

    var body: some View {
        Section {
            ForEach(sent.suffix(3), id: \.self) { Text($0).foregroundColor(.secondary) }
            TextFieldWrapper("Message", text: $message)
                .focused($focus, equals: .message)
                .submitLabel(.send)
                .onBridgedSubmit {
                    guard !message.isEmpty else { return }
                    sent.append(message)
                    message = ""
                    focus = .message   // asks for the same field: the keyboard stays
                }
            LabeledContent("focus", value: describe(focus))
        } header: {
            Text("Chat: Return sends, the keyboard stays")
        }

        Section {
            ForEach(rows, id: \.self) { row in
                TextFieldWrapper("Row \(row)", text: text(for: row))
                    .focused($focus, equals: .row(row))
                    .inputAccessory { rowBar }
            }
            Button("Insert a row after the focused one") { insertRow() }
        } header: {
            Text("Rows in the order you see them")
        } footer: {
            Text("Insert rows, then use the bar's arrows: next and previous follow the rows on screen, not the order they were made.")
        }
    }

    private var rowBar: some View {
        let focus = $focus
        return HStack(spacing: 20) {
            Button { focus.focusPrevious() } label: { Image(systemName: "chevron.up") }
            Button { focus.focusNext() } label: { Image(systemName: "chevron.down") }
            Spacer()
            Button("Done") { focus.wrappedValue = nil }.bold()
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
    }

    private func insertRow() {
        var index = rows.count
        if case .row(let current) = focus, let position = rows.firstIndex(of: current) { index = position + 1 }
        rows.insert(nextRow, at: index)
        nextRow += 1
    }

    private func text(for row: Int) -> Binding<String> {
        Binding(get: { texts[row] ?? "" }, set: { texts[row] = $0 })
    }

    private func describe(_ field: Field?) -> String {
        switch field {
        case .message: "message"
        case .row(let row): "row \(row)"
        case nil: "nil"
        }
    }
}
