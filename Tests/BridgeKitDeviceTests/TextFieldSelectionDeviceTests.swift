#if canImport(UIKit) && canImport(SwiftUI)
import BridgeKit
import SwiftUI
import Testing
import UIKit

/// A selection binding a test owns.
@MainActor
final class SelectionModel {
    var value: TextFieldSelection?
    /// How many times the wrapper wrote the binding.
    var writes = 0
    var binding: Binding<TextFieldSelection?> {
        Binding(get: { self.value }, set: { self.value = $0; self.writes += 1 })
    }
}

/// `selection`'s range as UTF-16 offsets of `text`.
func utf16(_ selection: TextFieldSelection?, in text: String) -> NSRange? {
    guard let range = selection?.range else { return nil }
    let lower = text.utf16.distance(from: text.utf16.startIndex, to: range.lowerBound)
    return NSRange(location: lower, length: text.utf16.distance(from: range.lowerBound, to: range.upperBound))
}

/// Issue 21, item 3: a wrapper with a selection binding, hosted in a window,
/// driven through `selectedTextRange`.
@MainActor @Suite("TextFieldWrapper on UIKit: the selection binding")
struct TextFieldSelectionDeviceTests {

    private func host(_ text: String, _ selection: SelectionModel) throws -> HostedField {
        try HostedField(TextModel(text)) { AnyView(TextFieldWrapper("note", text: $0.binding, selection: selection.binding)) }
    }

    @Test func movingTheCaretWritesTheBinding() throws {
        let selection = SelectionModel()
        let host = try host("a👍b", selection)
        defer { host.window.close() }
        try host.select(NSRange(location: 3, length: 0))   // after 👍
        host.window.settle()
        #expect(utf16(selection.value, in: host.model.text) == NSRange(location: 3, length: 0))
        try host.select(NSRange(location: 1, length: 2))   // 👍 selected
        host.window.settle()
        let value = try #require(selection.value)
        #expect(host.model.text[value.range] == "👍")
    }

    @Test func settingTheBindingSelectsInTheField() throws {
        let selection = SelectionModel()
        let host = try host("a👍b", selection)
        defer { host.window.close() }
        let text = host.model.text
        selection.value = TextFieldSelection(range: text.index(after: text.startIndex)..<text.index(text.startIndex, offsetBy: 2))
        host.update()
        #expect(host.selection == NSRange(location: 1, length: 2))
    }

    /// An index inside 👍's surrogate pair: the caret goes before 👍, and the
    /// binding gets that index.
    @Test func aCaretInsideAnEmojiMovesBeforeIt() throws {
        let selection = SelectionModel()
        let host = try host("a👍b", selection)
        defer { host.window.close() }
        let text = host.model.text
        selection.value = TextFieldSelection(insertionPoint: text.utf16.index(text.utf16.startIndex, offsetBy: 2))
        host.update()
        host.window.settle()
        #expect(host.selection == NSRange(location: 1, length: 0))
        #expect(utf16(selection.value, in: host.model.text) == NSRange(location: 1, length: 0))
    }

    /// The app reformats "12|34" as "12-34": UIKit moves the caret to the end
    /// as the text is written, then the wrapper selects the carried caret; the
    /// binding gets at most one write (none when the old index still compares
    /// equal), never the caret at the end on the way.
    @Test func anAppWriteMovesTheBindingOnce() throws {
        let selection = SelectionModel()
        let host = try host("1234", selection)
        defer { host.window.close() }
        try host.select(NSRange(location: 2, length: 0))
        host.window.settle()
        let writes = selection.writes
        host.model.text = "12-34"
        host.update()
        #expect(host.selection == NSRange(location: 2, length: 0))
        #expect(utf16(selection.value, in: host.model.text) == NSRange(location: 2, length: 0))
        #expect(selection.writes <= writes + 1)
    }

    @Test func typingMovesTheBindingWithTheCaret() throws {
        let selection = SelectionModel()
        let host = try host("", selection)
        defer { host.window.close() }
        host.field.insertText("你好😀")
        host.window.settle()
        #expect(selection.value == TextFieldSelection(insertionPoint: host.model.text.endIndex))
    }
}
#endif
