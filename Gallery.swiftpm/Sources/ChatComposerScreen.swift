import BridgeKit
import SwiftUI
import UIKit

/// A chat composer built on the multi-line `TextFieldWrapper` (grows to five
/// lines, then scrolls; a length limit; a live selection readout), above
/// SwiftUI's `TextField(axis: .vertical)` with the same limits as far as
/// SwiftUI offers them on iOS 16.
///
/// Manual checks (README's "not verified"): the first line does not jump while
/// the view grows from one line to two; the placeholder sits exactly where
/// typed text starts and hides during a Japanese composition; with "Return
/// sends" on, Return sends and the keyboard stays up, and during a
/// composition Return only confirms it; the selection readout never counts
/// marked text. Send is enabled from the first composed character (a
/// Japanese "に" with the draft still empty), not by a grey inline prediction
/// alone, and the "composing" badge shows while marked text does. With a
/// hardware keyboard (the simulator's I/O > Keyboard > Connect Hardware
/// Keyboard) and "Return sends" on, Return sends and Shift-Return (or
/// Option-Return) starts a new line. Undo (shake, ⌘Z, three-finger swipe, the iPad shortcut bar):
/// after Send it goes back no further than the empty composer; with "Shout"
/// on, each letter is one step (undo removes it, not its lowercase).
struct ChatComposerScreen: View {
    static let maxLength = 200

    @Environment(\.finishTextComposition) private var finishTextComposition
    @State private var draft = ""
    @State private var selection: TextFieldSelection?
    @State private var content = TextFieldContentState()
    @State private var returnSends = false
    @State private var shouts = false
    @State private var sent: [String] = []

    @State private var nativeDraft = ""
    @State private var nativeSent: [String] = []

    var body: some View {
        Form {
            Section {
                ForEach(Array(sent.suffix(3).enumerated()), id: \.offset) { _, message in
                    Text(message).foregroundColor(.secondary)
                }
                TextFieldWrapper("Message", text: $draft, selection: $selection, axis: .vertical)
                    .lineLimit(1...5)
                    .maxLength(Self.maxLength)
                    .transform(shouts ? .uppercased : nil)
                    .submitLabel(returnSends ? .send : .return)
                    .submitsOnReturn(returnSends)
                    .contentState($content)
                    .onBridgedSubmit { send() }
                HStack {
                    Text(readout).font(.caption.monospacedDigit())
                    if content.isComposing { Text("composing").font(.caption.bold()) }
                    Spacer()
                    Text("\(draft.count)/\(Self.maxLength)").font(.caption.monospacedDigit())
                    // Enabled by the composition too: `draft` is still "" while
                    // the first word is marked text.
                    Button("Send") { send() }
                        .buttonStyle(.borderless)
                        .disabled(!content.hasContent)
                }
                .foregroundColor(.secondary)
                Toggle("Return sends", isOn: $returnSends)
                Toggle("Shout (uppercased)", isOn: $shouts)
                Button("👍 at the caret") { insertAtCaret("👍") }
                // A selection-only write: while grey prediction text shows, it
                // drops the prediction and moves the caret at once.
                Button("Caret to the start") { selection = TextFieldSelection(insertionPoint: draft.startIndex) }
            } header: {
                Text("TextFieldWrapper(axis: .vertical)")
            } footer: {
                Text("Grows from one line to five, then scrolls. At \(Self.maxLength) characters typing stops; an input method's commit that does not fit is cut where it was composed. Send is enabled as soon as the field holds anything, an input method's composition included (a grey prediction alone does not count), and finishes the composition first, so the marked text is sent too. With a hardware keyboard and Return sends on, Shift-Return starts a new line. Undo after Send goes back no further than the empty composer; with Shout on, one undo removes one letter. Writing Tools (iOS 18.1): the counter waits while a rewrite is compared, and the chosen rewrite stays whole even past the limit.")
            }

            Section {
                ForEach(Array(nativeSent.suffix(3).enumerated()), id: \.offset) { _, message in
                    Text(message).foregroundColor(.secondary)
                }
                TextField("Message", text: $nativeDraft, axis: .vertical)
                    .lineLimit(1...5)
                    .onValueChange(of: nativeDraft) { newValue in
                        // The usual length limit: cut after the fact. It cuts a
                        // composition too, and moves the caret to the end.
                        if newValue.count > Self.maxLength { nativeDraft = String(newValue.prefix(Self.maxLength)) }
                    }
                HStack {
                    Text("no selection binding before iOS 18").font(.caption)
                    Spacer()
                    Text("\(nativeDraft.count)/\(Self.maxLength)").font(.caption.monospacedDigit())
                    Button("Send") {
                        guard !nativeDraft.isEmpty else { return }
                        nativeSent.append(nativeDraft)
                        nativeDraft = ""
                    }
                    .buttonStyle(.borderless)
                }
                .foregroundColor(.secondary)
            } header: {
                Text("SwiftUI TextField(axis: .vertical)")
            } footer: {
                Text("Grows the same way. No max length, filter, transform or selection before iOS 18: the limit here is an onChange that cuts after the fact.")
            }
        }
        .navigationTitle("Chat composer")
    }

    /// "caret at 3 of 12", "5 selected of 12", or "not editing", in characters.
    private var readout: String {
        // Indices belong to one value of the draft: one from an older value is not read.
        guard let range = selection?.range, range.upperBound <= draft.endIndex else { return "not editing" }
        if range.isEmpty {
            return "caret at \(draft.distance(from: draft.startIndex, to: range.lowerBound)) of \(draft.count)"
        }
        return "\(draft[range].count) selected of \(draft.count)"
    }

    private func send() {
        finishTextComposition()
        let message = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !message.isEmpty else { return }
        sent.append(message)
        draft = ""
        selection = TextFieldSelection(insertionPoint: draft.endIndex)
    }

    /// Replaces the selection (or inserts at the caret, or at the end).
    private func insertAtCaret(_ insertion: String) {
        let range = selection.map(\.range).flatMap { $0.upperBound <= draft.endIndex ? $0 : nil }
            ?? draft.endIndex..<draft.endIndex
        let head = String(draft[..<range.lowerBound]) + insertion
        guard (head + draft[range.upperBound...]).count <= Self.maxLength else { return }
        draft = head + draft[range.upperBound...]
        selection = TextFieldSelection(insertionPoint: String.Index(utf16Offset: head.utf16.count, in: draft))
    }
}

struct ChatComposerScreen_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack { ChatComposerScreen() }
    }
}
