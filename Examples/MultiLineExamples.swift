// The examples of the DocC article "Multi-line text" and of the doc comments of
// the vertical TextFieldWrapper, compiled as an app would write them: a chat
// composer (a view model with an async send, a selection readout), a notes
// field that always shows all its text, and a reply box whose Return sends.
// Nothing here runs.
import BridgeKit
import SwiftUI
import UIKit

// MARK: Article, overview; TextFieldWrapper.init(_:text:axis:)

struct MultiLineOverview: View {
    @State private var message = ""

    var body: some View {
        TextFieldWrapper("Message", text: $message, axis: .vertical)
            .lineLimit(1...5)
    }
}

// MARK: Article, "A chat composer"

/// The composer's state: the draft, its selection, and the send.
@MainActor
final class ChatComposerModel: ObservableObject {
    static let maxLength = 1_000

    @Published var draft = ""
    @Published var selection: TextFieldSelection?
    @Published private(set) var sent: [String] = []
    @Published private(set) var isSending = false

    /// Takes the draft out of the field: the text, then a caret into the new
    /// (empty) text, so the two never disagree.
    func takeDraft() -> String {
        let text = draft
        draft = ""
        selection = TextFieldSelection(insertionPoint: draft.endIndex)
        return text
    }

    /// Sends `text`; on failure, gives it back if the user has not started a
    /// new message.
    func send(_ text: String) async {
        let message = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !message.isEmpty else { return }
        isSending = true
        defer { isSending = false }
        do {
            try await deliver(message)
            sent.append(message)
        } catch {
            if draft.isEmpty { draft = text }
        }
    }

    /// Stands for the network call.
    private func deliver(_ message: String) async throws {
        try await Task.sleep(nanoseconds: 300_000_000)
    }
}

struct MessageComposer: View {
    @StateObject private var model = ChatComposerModel()
    @State private var content = TextFieldContentState()
    @Environment(\.finishTextComposition) private var finishTextComposition

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .bottom) {
                TextFieldWrapper("Message", text: $model.draft, selection: $model.selection, axis: .vertical)
                    .lineLimit(1...5)
                    .maxLength(ChatComposerModel.maxLength)
                    .contentState($content)           // composition included
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .overlay(RoundedRectangle(cornerRadius: 18).stroke(Color.secondary))
                Button("Send") {
                    finishTextComposition()       // marked text joins the draft first
                    let text = model.takeDraft()
                    Task { await model.send(text) }
                }
                .disabled(model.isSending || !content.hasContent)   // not draft.isEmpty: marked text is not in it yet
            }
            Text(selectionReadout(of: model.selection, in: model.draft))
                .font(.caption)
                .foregroundColor(.secondary)
        }
        .padding()
    }
}

/// "caret at 3 of 12", "5 selected of 12", or "not editing"; counts are
/// characters as people see them.
func selectionReadout(of selection: TextFieldSelection?, in text: String) -> String {
    // Indices belong to one value of the text: one from an older text is not read.
    guard let range = selection?.range, range.upperBound <= text.endIndex else { return "not editing" }
    let total = text.count
    if range.isEmpty {
        return "caret at \(text.distance(from: text.startIndex, to: range.lowerBound)) of \(total)"
    }
    return "\(text[range].count) selected of \(total)"
}

// MARK: Article, "Sizing": a field that always shows all its text

struct DeliveryNotes: View {
    @State private var notes = ""
    @State private var stops = ["Front door", "Back gate", "Reception"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Notes for the courier").font(.headline)
            TextFieldWrapper("Anything they should know", text: $notes, axis: .vertical)
                .lineLimit(2...)
                .fixedSize(horizontal: false, vertical: true)
            List(stops, id: \.self) { Text($0) }
        }
        .padding()
    }
}

// MARK: Article, "Return": a reply box whose Return sends

struct QuickReply: View {
    @FieldFocusState private var isFocused: Bool
    @State private var reply = ""
    @State private var replies: [String] = []

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(replies, id: \.self) { Text($0) }
            TextFieldWrapper("Reply", text: $reply, axis: .vertical)
                .lineLimit(1...4)
                .submitLabel(.send)
                .submitsOnReturn()
                .focused($isFocused)
                .onBridgedSubmit {
                    guard !reply.isEmpty else { return }
                    replies.append(reply)
                    reply = ""                    // the keyboard stays up for the next one
                }
        }
        .padding()
    }
}

// MARK: Doc comments of the line-limit modifiers

struct LineLimitDocDemo: View {
    @State private var message = ""
    @State private var notes = ""
    @State private var bio = ""
    @State private var comment = ""

    var body: some View {
        VStack {
            TextFieldWrapper("Message", text: $message, axis: .vertical)
                .lineLimit(5)
            TextFieldWrapper("Notes", text: $notes, axis: .vertical)
                .lineLimit(3...)
            TextFieldWrapper("Bio", text: $bio, axis: .vertical)
                .lineLimit(...4)
            // No limit on the wrapper: the environment's applies.
            TextFieldWrapper("Comment", text: $comment, axis: .vertical)
        }
        .lineLimit(3)
    }
}

// MARK: Writing Tools (the WritingTools article and the modifiers' doc comments)

struct WritingToolsDocDemo: View {
    @State private var code = ""
    @State private var title = ""
    @State private var notes = ""

    var body: some View {
        Form {
            // A code must never be rewritten.
            TextFieldWrapper("Promo code", text: $code)
                .writingToolsBehavior(.none)
            TextFieldWrapper("Title", text: $title)
            // While Writing Tools rewrites the notes, `notes` keeps its value;
            // the person's choice arrives once, even past the limit.
            TextFieldWrapper("Notes", text: $notes, axis: .vertical)
                .maxLength(500)
                .allowedWritingToolsResultOptions(.plainText)
        }
        .allowedWritingToolsResultOptions([.plainText, .list])
    }
}
