import BridgeKit
import SwiftUI
import UIKit

/// What a check's views write: the text and selection bindings, and every
/// `onEditingChanged` call.
@MainActor
private final class TextFixModel {
    var text: String
    var selection: TextFieldSelection?
    var editingChanges: [Bool] = []
    init(_ text: String) { self.text = text }
    var textBinding: Binding<String> { Binding(get: { self.text }, set: { self.text = $0 }) }
    var selectionBinding: Binding<TextFieldSelection?> { Binding(get: { self.selection }, set: { self.selection = $0 }) }
    /// The selection binding as UTF-16 offsets of the bound text.
    var selectionUTF16: NSRange? { utf16Range(selection, in: text) }
}

/// A field bound to a model, shown or not (`if isShown { … }`), with rules.
private struct FixField: View {
    let model: TextFixModel
    var isShown = true
    var tracksSelection = false
    var maxLength: Int?
    var transform: TextTransform?
    var isSecure = false
    /// The hand-written field instead (a control's `check.naive`): no rules,
    /// no editing callback; `handWrittenDelegateField` writes the selection
    /// binding from `textFieldDidChangeSelection` when `tracksSelection`.
    var naive: NaiveBridge?

    var body: some View {
        VStack {
            if isShown && naive == .handWrittenDelegateField {
                HandWrittenDelegateField(placeholder: "Fix", text: model.textBinding,
                                         selection: tracksSelection ? model.selectionBinding : nil)
            } else if isShown && naive != nil {
                HandWrittenTextField(placeholder: "Fix", text: model.textBinding,
                                     edit: naive == .truncatingTextField ? maxLength.map(cutToLength) : nil)
            } else if isShown {
                field
                    .maxLength(maxLength)
                    .transform(transform)
                    .secure(isSecure)
                    .onEditingChanged { model.editingChanges.append($0) }
            }
        }
    }

    private var field: TextFieldWrapper {
        tracksSelection
            ? TextFieldWrapper("Fix", text: model.textBinding, selection: model.selectionBinding)
            : TextFieldWrapper("Fix", text: model.textBinding)
    }
}

extension DeviceChecks {
    /// Issue 30's text items 8, 10–15, on the real UIKit views.
    static let textFixChecks: [DeviceCheck] = [
        // 8: UIKit keeps its undo steps across `text =`; the shell clears them.
        DeviceCheck("undoAfterAnAppWriteReplaysNoStaleEdit", feature: "Text field") { check in
            let model = TextFixModel("")
            let hosted = try await check.host(FixField(model: model))
            let field = try check.require(hosted.first(UITextField.self), "no UITextField")
            check.expect(field.becomeFirstResponder(), "field did not become first responder")
            field.insertText("Hello")
            try await check.waitUntil("binding is Hello") { model.text == "Hello" }
            // A step of the app's own in the window: clearing the field's history must keep it.
            let window = try check.require(hosted.window.undoManager, "no window undo manager")
            window.registerUndo(withTarget: model) { _ in }
            model.text = ""                               // Send clears the composer
            await hosted.update(FixField(model: model))
            await check.turns(2)
            check.expect(window.canUndo, "clearing the field's history cleared the window's")
            field.insertText("Hi")
            try await check.waitUntil("binding is Hi") { model.text == "Hi" }
            await check.turns(2)
            let undo = try check.require(field.undoManager, "no undo manager")
            var steps = 0
            while undo.canUndo, steps < 10 {
                undo.undo()
                steps += 1
                await check.turns(2)
                check.expect(["Hi", "H", ""].contains(field.text ?? "?"), "undo showed \(field.text ?? "nil")")
            }
            check.expect(model.text == (field.text ?? ""), "binding \(model.text), field \(field.text ?? "nil")")
        },
        DeviceCheck("anUppercasedLetterIsOneUndoStep", feature: "Text field") { check in
            let model = TextFixModel("")
            let hosted = try await check.host(FixField(model: model, transform: .uppercased))
            let field = try check.require(hosted.first(UITextField.self), "no UITextField")
            check.expect(field.becomeFirstResponder(), "field did not become first responder")
            field.insertText("a")
            await check.turns(2)
            field.insertText("b")
            try await check.waitUntil("binding is AB") { model.text == "AB" }
            await check.turns(2)
            let undo = try check.require(field.undoManager, "no undo manager")
            try check.require(undo.canUndo, "nothing to undo")
            undo.undo()
            // UIKit may coalesce the two letters into one step ("" then); a
            // step of the rewrite's own would show "Ab", formatted back to "AB".
            try await check.waitUntil("one undo removes typed text (field \(field.text ?? "nil"))") { field.text == "A" || field.text == "" }
            await check.turns(2)
            check.expect(model.text == (field.text ?? ""), "binding \(model.text), field \(field.text ?? "nil")")
        },
        DeviceCheck("aTextViewKeepsItsUndoOutOfTheWindow", feature: "Text view") { check in
            let model = TextFixModel("")
            let hosted = try await check.host(TextFieldWrapper("Fix", text: model.textBinding, axis: .vertical))
            let view = try check.require(hosted.first(UITextView.self), "no UITextView")
            check.expect(view.becomeFirstResponder(), "text view did not become first responder")
            view.insertText("Hello")
            try await check.waitUntil("binding is Hello") { model.text == "Hello" }
            await check.turns(2)
            // The manager UIKit records the typing in (no override hides it).
            let own = try check.require(view.undoManager, "no undo manager")
            check.expect(own !== hosted.window.undoManager, "the text view uses the window's undo manager")
            check.expect(own.canUndo, "UIKit recorded typing elsewhere than the view's undo manager")
            // An app write clears that history, not the window's.
            let window = try check.require(hosted.window.undoManager, "no window undo manager")
            window.registerUndo(withTarget: model) { _ in }
            model.text = "Bye"
            await hosted.update(TextFieldWrapper("Fix", text: model.textBinding, axis: .vertical))
            try await check.waitUntil("view shows Bye") { view.text == "Bye" }
            await check.turns(3)
            check.expect(!(view.undoManager?.canUndo ?? false), "steps for the old text survived the write")
            check.expect(window.canUndo, "clearing the view's history cleared the window's")
        },
        // Review item 1: shake and ⌘Z find a text view's typing.
        DeviceCheck("aTextViewsTypingCanBeUndone", feature: "Text view") { check in
            let model = TextFixModel("")
            let hosted = try await check.host(TextFieldWrapper("Fix", text: model.textBinding, axis: .vertical))
            let view = try check.require(hosted.first(UITextView.self), "no UITextView")
            check.expect(view.becomeFirstResponder(), "text view did not become first responder")
            view.insertText("Hello")
            try await check.waitUntil("binding is Hello") { model.text == "Hello" }
            await check.turns(2)
            let undo = try check.require(view.undoManager, "no undo manager")
            try check.require(undo.canUndo, "nothing to undo: the typing is not in the view's undo manager")
            undo.undo()
            try await check.waitUntil("undo removed the typing (view \(view.text ?? "nil"))") { view.text != "Hello" }
            await check.turns(2)
            check.expect(model.text == (view.text ?? ""), "binding \(model.text), view \(view.text ?? "nil")")
        },
        // 10: the view removed while editing.
        DeviceCheck("removingTheFieldWhileEditingEndsEditingOnce", feature: "Text field") { check in
            let model = TextFixModel("")
            let hosted = try await check.host(FixField(model: model, tracksSelection: true))
            let field = try check.require(hosted.first(UITextField.self), "no UITextField")
            check.expect(field.becomeFirstResponder(), "field did not become first responder")
            field.insertText("abc")
            try await check.waitUntil("binding is abc") { model.text == "abc" }
            await hosted.update(FixField(model: model, isShown: false, tracksSelection: true))
            try await check.waitUntil("editing ended: \(model.editingChanges)") { model.editingChanges.last == false }
            await check.turns(3)
            check.expect(model.editingChanges == [true, false], "onEditingChanged calls: \(model.editingChanges)")
            check.expect(model.selection == nil, "selection binding kept \(String(describing: model.selectionUTF16))")
            check.expect(model.text == "abc", "binding \(model.text)")
        },
        // 11: marked text started mid-text without a proposal. UIKit reports
        // the caret after the marked text before it reports the text (issue 30,
        // item 11); the control's field copies every caret it reports.
        DeviceCheck("aCompositionStartedMidTextWritesNoSelection", feature: "Text field",
                    control: .handWrittenDelegateField) { check in
            let model = TextFixModel("abcd")
            let hosted = try await check.host(FixField(model: model, tracksSelection: true, naive: check.naive))
            let field = try check.require(hosted.first(UITextField.self), "no UITextField")
            check.expect(field.becomeFirstResponder(), "field did not become first responder")
            let caret = try check.require(field.position(from: field.beginningOfDocument, offset: 2), "no position 2")
            field.selectedTextRange = field.textRange(from: caret, to: caret)
            try await check.waitUntil("selection binding at 2") { model.selectionUTF16 == NSRange(location: 2, length: 0) }
            field.setMarkedText("n", selectedRange: NSRange(location: 1, length: 0))
            await check.turns(3)
            check.expect(field.markedTextRange != nil, "no marked text")
            check.expect(model.selectionUTF16 == NSRange(location: 2, length: 0), "selection written for marked text: \(String(describing: model.selectionUTF16))")
            field.unmarkText()
            try await check.waitUntil("binding abncd, caret 3") { model.text == "abncd" && model.selectionUTF16 == NSRange(location: 3, length: 0) }
        },
        // 12: UIKit types into a secure field after the first keystroke.
        DeviceCheck("aSecureFieldKeepsItsTextThroughTypingAfterRefocus", feature: "Text field") { check in
            let model = TextFixModel("pw")
            let hosted = try await check.host(FixField(model: model, isSecure: true))
            let field = try check.require(hosted.first(UITextField.self), "no UITextField")
            check.expect(field.becomeFirstResponder(), "field did not become first responder")
            try await typeDigitsAfterPassword(into: field, model, check)
        },
        // Review item 3: `.secure(true)` while editing with text (a hide-password button).
        DeviceCheck("turningSecureOnWhileEditingKeepsTheText", feature: "Text field") { check in
            let model = TextFixModel("")
            let hosted = try await check.host(FixField(model: model))
            let field = try check.require(hosted.first(UITextField.self), "no UITextField")
            check.expect(field.becomeFirstResponder(), "field did not become first responder")
            field.insertText("pw")
            try await check.waitUntil("binding is pw") { model.text == "pw" }
            await hosted.update(FixField(model: model, isSecure: true))
            await check.turns(2)
            check.expect(field.isSecureTextEntry, "the field is not secure")
            try await typeDigitsAfterPassword(into: field, model, check)
        },
        // Review item 5: Cancel clears the query and removes the field while marked text shows.
        DeviceCheck("removingTheFieldDuringACompositionKeepsTheAppsValue", feature: "Text field",
                    control: .handWrittenTextField) { check in
            let model = TextFixModel("")
            let hosted = try await check.host(FixField(model: model, naive: check.naive))
            let field = try check.require(hosted.first(UITextField.self), "no UITextField")
            check.expect(field.becomeFirstResponder(), "field did not become first responder")
            field.insertText("Tokyo ")
            try await check.waitUntil("binding is \"Tokyo \"") { model.text == "Tokyo " }
            field.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
            await check.turns(2)
            check.expect(field.markedTextRange != nil, "no marked text")
            check.expect(model.text == "Tokyo ", "marked text reached the binding: \(model.text)")
            model.text = ""
            await hosted.update(FixField(model: model, isShown: false, naive: check.naive))
            try await check.waitUntil("editing ended: \(model.editingChanges)") { model.editingChanges.last == false }
            await check.turns(3)
            check.expect(model.text == "", "the removal wrote \"\(model.text)\" over the app's empty query")
        },
        // Review item 9: `.presentationIntent` implies tables, which a text view throws for.
        DeviceCheck("aTextViewTakesListsForPresentationIntents", feature: "Writing Tools", configuration: true) { check in
            let model = TextFixModel("")
            let hosted = try await check.host(
                TextFieldWrapper("Fix", text: model.textBinding, axis: .vertical).allowedWritingToolsResultOptions(.presentationIntent))
            let view = try check.require(hosted.first(UITextView.self), "no UITextView")
            await check.turns(2)
            #if canImport(SwiftUI, _version: 6.0)
            if #available(iOS 18.0, *) {
                check.expect(view.allowedWritingToolsResultOptions == .list,
                             "options \(view.allowedWritingToolsResultOptions.rawValue), not lists alone")
            }
            #endif
            _ = view
        },
        // 13: a draft longer than the limit. No control: the hand-written text
        // view scrolls from the start and never turns scrolling on at layout,
        // which is what scrolled the draft to its end.
        DeviceCheck("aDraftLongerThanTheLimitOpensAtTheTop", feature: "Text view") { check in
            let model = TextFixModel((1...12).map { "Line \($0) of a long draft" }.joined(separator: "\n"))
            let hosted = try await check.host(TextFieldWrapper("Fix", text: model.textBinding, axis: .vertical).lineLimit(1...3))
            let view = try check.require(hosted.first(UITextView.self), "no UITextView")
            try await check.waitUntil("the view scrolls") { view.isScrollEnabled }
            await check.turns(3)
            let top = -view.adjustedContentInset.top
            check.expect(abs(view.contentOffset.y - top) <= 0.5, "opened at offset \(view.contentOffset.y), not the top \(top)")
        },
        // 14: a selection write while an inline prediction shows. The control's
        // field sets the app's caret but keeps the prediction's text, which its
        // binding has held since it showed (iOS 16: a composition it copied).
        DeviceCheck("anAppSelectionDuringAPredictionApplies", feature: "Text field",
                    control: .handWrittenDelegateField) { check in
            let model = TextFixModel("Hel")
            let hosted = try await check.host(FixField(model: model, tracksSelection: true, naive: check.naive))
            let field = try check.require(hosted.first(UITextField.self), "no UITextField")
            check.expect(field.becomeFirstResponder(), "field did not become first responder")
            field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
            await check.turns(2)
            // A prediction's shape: marked text after the caret.
            field.setMarkedText("lo", selectedRange: NSRange(location: 0, length: 0))
            await check.turns(2)
            model.selection = TextFieldSelection(insertionPoint: model.text.startIndex)
            await hosted.update(FixField(model: model, tracksSelection: true, naive: check.naive))
            guard #available(iOS 17.0, *) else {
                // No inline predictions before iOS 17: marked text is an input
                // method's composition, which an app selection leaves alone.
                await check.expectThroughout("the composition stays (field \(field.text ?? "nil"))", for: .milliseconds(300)) {
                    field.markedTextRange != nil && field.text == "Hello"
                }
                check.expect(model.text == "Hel", "binding \(model.text) while composing")
                return
            }
            try await check.waitUntil("caret at 0, prediction gone (field \(field.text ?? "nil"))") {
                field.markedTextRange == nil && field.text == "Hel"
                    && field.offset(from: field.beginningOfDocument, to: field.selectedTextRange?.start ?? field.endOfDocument) == 0
            }
            check.expect(model.text == "Hel", "binding \(model.text)")
        },
        // 15: a refused replacement.
        DeviceCheck("aRefusedPasteKeepsTheSelection", feature: "Text field", control: .truncatingTextField) { check in
            let model = TextFixModel("abc")
            let hosted = try await check.host(FixField(model: model, maxLength: 3, naive: check.naive))
            let field = try check.require(hosted.first(UITextField.self), "no UITextField")
            check.expect(field.becomeFirstResponder(), "field did not become first responder")
            field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
            await check.turns(2)
            field.insertText("wxyz")
            await check.turns(3)
            let range = field.selectedTextRange
            let start = range.map { field.offset(from: field.beginningOfDocument, to: $0.start) }
            let end = range.map { field.offset(from: field.beginningOfDocument, to: $0.end) }
            check.expect(field.text == "abc" && model.text == "abc", "text \(field.text ?? "nil"), binding \(model.text)")
            check.expect(start == 0 && end == 3, "selection \(String(describing: start))..<\(String(describing: end)), not 0..<3")
        },
    ]
}

/// Types "1", "2", "3" into a secure field showing "pw", a keystroke a turn,
/// and fails unless the field and the binding end as "pw123" (nothing cleared).
@MainActor
private func typeDigitsAfterPassword(into field: UITextField, _ model: TextFixModel,
                                     _ check: DeviceCheckContext) async throws {
    for digit in ["1", "2", "3"] {
        field.insertText(digit)
        await check.turns(2)
    }
    try await check.waitUntil("binding is pw123 (field \(field.text ?? "nil"))") { model.text == "pw123" && field.text == "pw123" }
}
