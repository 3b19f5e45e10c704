import BridgeKit
import SwiftUI
import UIKit

// A wrapper with a selection binding (issue 21, item 3), driven through
// `selectedTextRange`. Control: the hand-written field that writes its
// selection from `textFieldDidChangeSelection` counting Characters where UIKit
// counts UTF-16 units, and sets it back the same way
// (`handWrittenDelegateField`): an emoji before the caret tells it apart.
extension DeviceChecks {
    private static func selectionField(_ check: DeviceCheckContext, _ text: String,
                                       _ selection: CheckSelectionModel) async throws -> HostedCheckField {
        try await HostedCheckField.make(check, CheckTextModel(text)) { model in
            check.bridged { TextFieldWrapper("note", text: model.binding, selection: selection.binding) }
                naive: { HandWrittenDelegateField(placeholder: "note", text: model.binding, selection: selection.binding) }
        }
    }

    static let textFieldSelectionChecks: [DeviceCheck] = [
        DeviceCheck("movingTheCaretWritesTheBinding", feature: "Text selection",
                    control: .handWrittenDelegateField) { check in
            let selection = CheckSelectionModel()
            let input = try await selectionField(check, "a👍b", selection)
            try input.select(NSRange(location: 3, length: 0), check)   // after 👍
            try await check.waitUntil("the binding is the caret after 👍") {
                utf16Range(selection.value, in: input.model.text) == NSRange(location: 3, length: 0)
            }
            try input.select(NSRange(location: 1, length: 2), check)   // 👍 selected
            try await check.waitUntil("the binding selects 👍") {
                selection.value.map { input.model.text[$0.range] == "👍" } ?? false
            }
        },

        // The second 👍 of "👍a👍b": Characters 2..<3, UTF-16 units 3..<5, so a
        // selection given to UIKit in the wrong units selects "a" instead.
        DeviceCheck("settingTheBindingSelectsInTheField", feature: "Text selection",
                    control: .handWrittenDelegateField) { check in
            let selection = CheckSelectionModel()
            let input = try await selectionField(check, "👍a👍b", selection)
            let text = input.model.text
            selection.value = TextFieldSelection(range: text.index(text.startIndex, offsetBy: 2)..<text.index(text.startIndex, offsetBy: 3))
            await input.update()
            try await check.waitUntil("the field selects the second 👍 (3, 2)") { input.selection == NSRange(location: 3, length: 2) }
        },

        // An index inside the second 👍's surrogate pair: the caret goes before
        // that 👍, and the binding gets that index. The 👍 before it tells
        // UTF-16 units from Characters (2 units, 1 Character).
        DeviceCheck("aCaretInsideAnEmojiMovesBeforeIt", feature: "Text selection",
                    control: .handWrittenDelegateField) { check in
            let selection = CheckSelectionModel()
            let input = try await selectionField(check, "👍a👍b", selection)
            let text = input.model.text
            selection.value = TextFieldSelection(insertionPoint: text.utf16.index(text.utf16.startIndex, offsetBy: 4))
            await input.update()
            try await check.waitUntil("the caret is before the second 👍") { input.selection == NSRange(location: 3, length: 0) }
            try await check.waitUntil("the binding is the caret before the second 👍") {
                utf16Range(selection.value, in: input.model.text) == NSRange(location: 3, length: 0)
            }
        },

        // The app reformats "12|34" as "12-34": the binding gets at most one
        // write, never the caret at the end on the way (where setting a
        // field's text puts the caret).
        DeviceCheck("anAppWriteMovesTheBindingOnce", feature: "Text selection",
                    control: .handWrittenDelegateField) { check in
            let selection = CheckSelectionModel()
            let input = try await selectionField(check, "1234", selection)
            try input.select(NSRange(location: 2, length: 0), check)
            try await check.waitUntil("the binding is the caret at 2") {
                utf16Range(selection.value, in: input.model.text) == NSRange(location: 2, length: 0)
            }
            let writes = selection.writes
            input.model.text = "12-34"
            await input.update()
            try await check.waitUntil("the field shows 12-34") { input.field.text == "12-34" }
            try await check.waitUntil("the caret stays at 2") { input.selection == NSRange(location: 2, length: 0) }
            await check.turns(3)
            check.expect(utf16Range(selection.value, in: input.model.text) == NSRange(location: 2, length: 0),
                         "the binding is \(String(describing: utf16Range(selection.value, in: input.model.text)))")
            check.expect(selection.writes <= writes + 1, "\(selection.writes - writes) writes, not at most 1")
        },

        // Typed before "!": the caret is after 😀 (4 UTF-16 units, 3
        // Characters), not at the end, so a count of the wrong units shows.
        DeviceCheck("typingMovesTheBindingWithTheCaret", feature: "Text selection",
                    control: .handWrittenDelegateField) { check in
            let selection = CheckSelectionModel()
            let input = try await selectionField(check, "!", selection)
            try input.select(NSRange(location: 1, length: 0), check)   // a move UIKit reports, wherever the caret was
            try input.select(NSRange(location: 0, length: 0), check)
            try await check.waitUntil("the binding is the caret at 0") {
                utf16Range(selection.value, in: input.model.text) == NSRange(location: 0, length: 0)
            }
            input.field.insertText("你好😀")
            try await check.waitUntil("the binding is the caret after 😀") {
                input.model.text == "你好😀!" && utf16Range(selection.value, in: input.model.text) == NSRange(location: 4, length: 0)
            }
        },
    ]
}
