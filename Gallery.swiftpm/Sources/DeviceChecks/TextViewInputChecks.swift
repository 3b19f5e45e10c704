import BridgeKit
import SwiftUI
import UIKit

/// A form with a field and a text view on one focus state, showing the value
/// in a `UILabel` (through `BoundControl`).
private struct NotesForm: View {
    let model: CheckFocusModel
    @FieldFocusState private var focus: CheckFocusModel.Field?

    var body: some View {
        let shown = "\(focus.map { "\($0)" } ?? "nil")"
        VStack {
            BoundControl(shown, UILabel()) { label, text in label.text = text }
            TextFieldWrapper("name", text: .constant(""))
                .focused($focus, equals: .name)
            TextFieldWrapper("message", text: .constant(""), axis: .vertical)
                .lineLimit(1...5)
                .submitsOnReturn()
                .focused($focus, equals: .message)
                .onBridgedSubmit { model.sent += 1 }
        }
        .onAppear {
            model.next = { $focus.focusNext() }
            model.focus = { focus = $0 }
        }
    }
}

/// `NotesForm` as an app writes it without BridgeKit (the `swiftUIFocusState`
/// control): SwiftUI's `@FocusState` on the hand-written field and text view.
private struct NaiveNotesForm: View {
    let model: CheckFocusModel
    @FocusState private var focus: CheckFocusModel.Field?
    @State private var message = ""

    var body: some View {
        let shown = "\(focus.map { "\($0)" } ?? "nil")"
        VStack {
            BoundControl(shown, UILabel()) { label, text in label.text = text }
            HandWrittenTextField(placeholder: "name", text: .constant(""))
                .focused($focus, equals: .name)
            HandWrittenTextView(text: $message)
                .focused($focus, equals: .message)
        }
        .onAppear { model.focus = { focus = $0 } }
    }
}

/// `NotesForm` with the text view an app writes by hand to submit on Return
/// (the `handWrittenDelegateTextView` control): its editing, copied into a
/// `Bool`, shown as the form's focus value ("message" or "nil").
private struct NaiveSubmittingNotesForm: View {
    let model: CheckFocusModel
    @State private var isEditing = false
    @State private var message = ""

    var body: some View {
        VStack {
            BoundControl(isEditing ? "message" : "nil", UILabel()) { label, text in label.text = text }
            HandWrittenTextField(placeholder: "name", text: .constant(""))
            HandWrittenDelegateTextView(text: $message, isEditing: $isEditing, onReturn: { model.sent += 1 })
        }
    }
}

// The multi-line wrapper's input methods, Return, selection and focus.
extension DeviceChecks {
    private static func submittingTextView(_ check: DeviceCheckContext, _ model: CheckTextModel = CheckTextModel(),
                                           submits: Bool = false) async throws -> HostedCheckTextView {
        try await HostedCheckTextView.make(check, model) { model in
            check.bridged {
                TextFieldWrapper("message", text: model.binding, axis: .vertical)
                    .submitsOnReturn(submits)
                    .onCommit { model.commits.append(model.text) }
                    .onBridgedSubmit { model.commits.append("submit") }
            } naive: {
                HandWrittenTextView(text: model.binding).onSubmit { model.commits.append("submit") }
            }
        }
    }

    private static func selectingTextView(_ check: DeviceCheckContext, _ text: String,
                                          _ selection: CheckSelectionModel) async throws -> HostedCheckTextView {
        try await HostedCheckTextView.make(check, CheckTextModel(text)) { model in
            check.bridged { TextFieldWrapper("note", text: model.binding, selection: selection.binding, axis: .vertical) }
                naive: { HandWrittenDelegateTextView(text: model.binding, selection: selection.binding) }
        }
    }

    /// `NotesForm`, or for a control the naive form its bridge names.
    private static func hostNotesForm(_ check: DeviceCheckContext, _ model: CheckFocusModel) async throws
        -> HostedCheckWindow<AnyView> {
        try await check.host(check.bridged { NotesForm(model: model) } naive: {
            check.naive == .handWrittenDelegateTextView
                ? AnyView(NaiveSubmittingNotesForm(model: model)) : AnyView(NaiveNotesForm(model: model))
        })
    }

    /// The form's text view: BridgeKit's shows the placeholder "message"; a
    /// naive form's has none (and is its only one).
    private static func messageTextView(in hosted: HostedCheckWindow<AnyView>, _ check: DeviceCheckContext) throws -> UITextView {
        try check.require(hosted.first(UITextView.self, placeholder: "message")
                              ?? (check.isControl ? hosted.first(UITextView.self) : nil),
                          "no text view \"message\"")
    }

    static let textViewInputChecks: [DeviceCheck] = [
        DeviceCheck("markedTextReachesTheBindingOnlyWhenCommitted", feature: "Multi-line text",
                    control: .handWrittenTextView) { check in
            let input = try await submittingTextView(check)
            input.field.insertText("Hi ")
            input.field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
            try await check.waitUntil("the text view shows Hi に") { input.field.text == "Hi に" }
            await check.turns(2)
            check.expect(input.model.text == "Hi ", "marked text reached the binding: \(input.model.text.debugDescription)")
            input.field.unmarkText()
            try await check.waitUntil("the committed text reaches the binding") {
                input.field.markedTextRange == nil && input.model.text == "Hi に"
            }
        },

        // A write while marked text shows wins at once; a late confirmation brings nothing back.
        DeviceCheck("anAppWriteDuringACompositionWinsAndEndsIt", feature: "Multi-line text",
                    control: .handWrittenTextView) { check in
            let input = try await submittingTextView(check)
            input.field.setMarkedText("こんにちは", selectedRange: NSRange(location: 5, length: 0))
            await check.turns(2)
            check.expect(input.model.text == "", "marked text reached the binding: \(input.model.text.debugDescription)")
            input.model.text = "sent"
            await input.update()
            try await check.waitUntil("the text view shows sent, composition ended") {
                input.field.text == "sent" && input.field.markedTextRange == nil
            }
            input.field.unmarkText()
            await check.expectThroughout("text view and binding stay sent", for: .milliseconds(300)) {
                input.field.text == "sent" && input.model.text == "sent"
            }
        },

        // The keyboard's Return inserts "\n" through insertText(_:), which a text
        // view reports as an edit (there is no textFieldShouldReturn).
        DeviceCheck("returnInsertsANewlineByDefault", feature: "Multi-line text") { check in
            let input = try await submittingTextView(check)
            input.field.insertText("Hi")
            input.field.insertText("\n")
            try await check.waitUntil("two lines, the newline in the binding") { input.model.text == "Hi\n" && input.lines == 2 }
            check.expect(input.field.text == "Hi\n", "the text view shows \(input.field.text.debugDescription)")
            check.expect(input.model.commits.isEmpty, "Return submitted: \(input.model.commits)")
        },

        DeviceCheck("returnSubmitsInsteadWhenAskedAndKeepsTheKeyboard", feature: "Multi-line text",
                    control: .swiftUIOnSubmit) { check in
            let input = try await submittingTextView(check, submits: true)
            input.field.insertText("Hi")
            input.field.insertText("\n")
            try await check.waitUntil("onCommit, then the submit handlers") { input.model.commits == ["Hi", "submit"] }
            check.expect(input.field.text == "Hi", "the text view shows \(input.field.text.debugDescription)")
            check.expect(input.model.text == "Hi", "the binding is \(input.model.text.debugDescription)")
            await check.expectThroughout("the text view keeps the keyboard", for: .milliseconds(300)) { input.field.isFirstResponder }
        },

        // The 👍 before the caret is 2 UTF-16 units and 1 Character: a count
        // of Characters puts the caret at 4 past "b", the end.
        DeviceCheck("movingTheSelectionWritesTheBindingInUTF16Units", feature: "Multi-line text",
                    control: .handWrittenDelegateTextView) { check in
            let selection = CheckSelectionModel()
            let input = try await selectingTextView(check, "a👍\nb", selection)
            try input.select(NSRange(location: 4, length: 0), check)   // after 👍 (2 units) and "\n"
            try await check.waitUntil("the binding is the caret at 4") {
                utf16Range(selection.value, in: input.model.text) == NSRange(location: 4, length: 0)
            }
            try input.select(NSRange(location: 1, length: 3), check)   // 👍 and "\n"
            try await check.waitUntil("the binding selects 👍 and the newline") {
                selection.value.map { input.model.text[$0.range] == "👍\n" } ?? false
            }
        },

        // Characters 1..<3 are 👍 and the newline: UTF-16 (1, 3), not (1, 2).
        DeviceCheck("settingTheSelectionBindingSelectsInTheTextView", feature: "Multi-line text",
                    control: .handWrittenDelegateTextView) { check in
            let selection = CheckSelectionModel()
            let input = try await selectingTextView(check, "a👍\nb", selection)
            let text = input.model.text
            selection.value = TextFieldSelection(range: text.index(after: text.startIndex)..<text.index(text.startIndex, offsetBy: 3))
            await input.update()
            try await check.waitUntil("the text view selects (1, 3)") { input.selection == NSRange(location: 1, length: 3) }
        },

        // Typed before "!": the caret is after 你 (4 UTF-16 units, 3
        // Characters), not at the end, so a count of the wrong units shows.
        DeviceCheck("typingMovesTheSelectionBindingWithTheCaret", feature: "Multi-line text",
                    control: .handWrittenDelegateTextView) { check in
            let selection = CheckSelectionModel()
            let input = try await selectingTextView(check, "!", selection)
            try input.select(NSRange(location: 1, length: 0), check)   // a move UIKit reports, wherever the caret was
            try input.select(NSRange(location: 0, length: 0), check)
            try await check.waitUntil("the binding is the caret at 0") {
                utf16Range(selection.value, in: input.model.text) == NSRange(location: 0, length: 0)
            }
            input.field.insertText("👍\n你")
            try await check.waitUntil("the binding is the caret after 你, before !") {
                input.model.text == "👍\n你!" && utf16Range(selection.value, in: input.model.text) == NSRange(location: 4, length: 0)
            }
        },

        DeviceCheck("becomingFirstResponderSetsTheFocusValue", feature: "Multi-line text",
                    control: .swiftUIFocusState) { check in
            let hosted = try await hostNotesForm(check, CheckFocusModel())
            check.expect(shownFocus(in: hosted) == "nil", "the form starts showing \(shownFocus(in: hosted) ?? "no label")")
            check.expect(try messageTextView(in: hosted, check).becomeFirstResponder(), "the text view did not become first responder")
            try await check.waitUntil("the form shows message") { shownFocus(in: hosted) == "message" }
        },

        DeviceCheck("writingTheFocusValueMovesTheKeyboardToTheTextViewAndAway", feature: "Multi-line text",
                    control: .swiftUIFocusState) { check in
            let model = CheckFocusModel()
            let hosted = try await hostNotesForm(check, model)
            let textView = try messageTextView(in: hosted, check)
            model.focus(.message)
            try await check.waitUntil("the text view is first responder") { textView.isFirstResponder }
            model.focus(nil)
            try await check.waitUntil("the text view resigned, the form shows nil") {
                !textView.isFirstResponder && shownFocus(in: hosted) == "nil"
            }
        },

        DeviceCheck("focusNextGoesFromTheFieldToTheTextView", feature: "Multi-line text") { check in
            let model = CheckFocusModel()
            let hosted = try await hostNotesForm(check, model)
            check.expect(try field("name", in: hosted, check).becomeFirstResponder(), "name did not become first responder")
            try await check.waitUntil("the form shows name") { shownFocus(in: hosted) == "name" }
            model.next()
            let textView = try messageTextView(in: hosted, check)
            try await check.waitUntil("the text view is first responder, the form shows message") {
                textView.isFirstResponder && shownFocus(in: hosted) == "message"
            }
        },

        // A submitting Return keeps the keyboard and the focus value: no resign,
        // and the focus session hears of no submit.
        DeviceCheck("aSubmittingReturnKeepsTheTextViewFocused", feature: "Multi-line text",
                    control: .handWrittenDelegateTextView) { check in
            let model = CheckFocusModel()
            let hosted = try await hostNotesForm(check, model)
            let textView = try messageTextView(in: hosted, check)
            check.expect(textView.becomeFirstResponder(), "the text view did not become first responder")
            try await check.waitUntil("the form shows message") { shownFocus(in: hosted) == "message" }
            textView.insertText("\n")
            try await check.waitUntil("the submit handler ran") { model.sent == 1 }
            check.expect(textView.text == "", "the newline was inserted: \(textView.text.debugDescription)")
            await check.expectThroughout("the text view stays focused, the form shows message", for: .milliseconds(500)) {
                textView.isFirstResponder && shownFocus(in: hosted) == "message"
            }
        },
    ]
}
