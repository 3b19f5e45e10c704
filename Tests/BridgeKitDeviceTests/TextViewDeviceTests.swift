#if canImport(UIKit) && canImport(SwiftUI)
import BridgeKit
import SwiftUI
import Testing
import UIKit

// Issue 21: the multi-line wrapper (`axis: .vertical`), a `UITextView` on the
// field's text session, hosted in a window and driven through `UITextInput`.
//
// UIKit behaviour these tests rely on (none is promised for `UITextInput`
// calls made in code, so each is an assumption the run checks):
// - `insertText(_:)` and `deleteBackward()` on a first-responder `UITextView`
//   ask `textView(_:shouldChangeTextIn:replacementText:)`, then call
//   `textViewDidChange(_:)`, as a keystroke does. Apple's delegate page says
//   the text view asks "whenever the user types a new character or deletes an
//   existing character" and that `textViewDidChange(_:)` is "not called in
//   response to programmatically initiated changes" (`text =`); whether
//   `insertText(_:)` counts as typed is not documented, and a 2014 report
//   (illyabusigin/CYRKeyboardButton#1) saw no delegate calls for it then.
//   Uncertain: if these tests fail with an empty binding, check this first.
// - `setMarkedText(_:selectedRange:)` calls `textViewDidChange(_:)` while
//   `markedTextRange` is set, and ending the composition calls it again with
//   `markedTextRange == nil` (SwiftUIX/SwiftUIX#413, toggl/mobileapp#1170 and
//   simonbs/Runestone#312 describe `UITextView` so for keyboard input;
//   `unmarkText()` called in code is assumed to behave the same).
// - Setting `selectedTextRange` calls `textViewDidChangeSelection(_:)`
//   (wordpress-mobile/AztecEditor-iOS#327).
// - `invalidateIntrinsicContentSize()` on a representable's view makes SwiftUI
//   ask `sizeThatFits` again at its next layout (stripe/stripe-ios#4520,
//   cashapp/redwood#2731); the growth tests need no app update for it.

/// A vertical wrapper's `UITextView`, hosted.
typealias HostedTextView = HostedInput<UITextView>

extension HostedInput where Input == UITextView {
    /// The text view's height in lines of its font, to the nearest line.
    func lines() throws -> Int {
        let font = try #require(field.font)
        return Int((field.bounds.height / font.lineHeight).rounded())
    }
}

@MainActor @Suite("TextFieldWrapper(axis: .vertical) on UIKit: growth and placeholder")
struct TextViewGrowthDeviceTests {

    private func host(_ text: String = "", _ limit: ClosedRange<Int> = 1...5) throws -> HostedTextView {
        try HostedTextView(TextModel(text)) { model in
            AnyView(TextFieldWrapper("message", text: model.binding, axis: .vertical).lineLimit(limit))
        }
    }

    /// One line empty; a line per newline; five lines then scrolling; back
    /// down as text is deleted, scrolling off again.
    @Test func growsWithItsTextBetweenTheLineLimitsThenScrolls() throws {
        let host = try host()
        defer { host.window.close() }
        #expect(try host.lines() == 1)
        #expect(!host.field.isScrollEnabled)

        host.field.insertText("1\n2\n3\n4")
        host.window.settle()
        #expect(host.model.text == "1\n2\n3\n4")
        #expect(try host.lines() == 4)
        #expect(!host.field.isScrollEnabled)

        host.field.insertText("\n5\n6\n7")
        host.window.settle()
        #expect(try host.lines() == 5)
        #expect(host.field.isScrollEnabled)

        for _ in 0..<6 { host.field.deleteBackward() }   // "\n5\n6\n7" gone
        host.window.settle()
        #expect(host.model.text == "1\n2\n3\n4")
        #expect(try host.lines() == 4)
        #expect(!host.field.isScrollEnabled)

        for _ in 0..<6 { host.field.deleteBackward() }
        host.window.settle()
        #expect(host.model.text == "1")
        #expect(try host.lines() == 1)
    }

    /// The line typed past the limit is in sight. The text view does not
    /// scroll while it edits (scrolling is off until it is too tall), so
    /// UIKit had nothing to scroll when the caret's line was added; the view
    /// turns scrolling on at its next layout. (`bounds.origin` is the content
    /// offset.)
    @Test func theCaretStaysInSightWhenTheTextOutgrowsTheLimit() throws {
        let host = try host()
        defer { host.window.close() }
        host.field.insertText("1\n2\n3\n4\n5\n6\n7")
        host.window.settle()
        #expect(host.field.isScrollEnabled)
        let end = try #require(host.field.selectedTextRange).end
        let caret = host.field.caretRect(for: end)
        #expect(host.field.bounds.insetBy(dx: -2, dy: -2).contains(caret))
    }

    /// Already five lines high, the view cannot grow: a sixth line composed by
    /// an input method (no binding write, so perhaps no SwiftUI update) still
    /// turns scrolling on, and the caret's line comes into sight.
    @Test func atTheLimitAComposedLineTurnsScrollingOn() throws {
        let host = try host("1\n2\n3\n4\n5")
        defer { host.window.close() }
        #expect(try host.lines() == 5)
        #expect(!host.field.isScrollEnabled)
        host.field.selectedTextRange = host.field.textRange(from: host.field.endOfDocument, to: host.field.endOfDocument)
        host.field.insertText("\n")
        host.field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        host.window.settle()
        #expect(try host.lines() == 5)
        #expect(host.field.isScrollEnabled)
        let end = try #require(host.field.selectedTextRange).end
        #expect(host.field.bounds.insetBy(dx: -2, dy: -2).contains(host.field.caretRect(for: end)))
    }

    /// `.disabled(true)` while the view edits: it resigns (as a disabled field
    /// does), can no longer be selected, and refuses focus.
    @Test func disablingWhileFocusedResignsAndRefusesFocus() throws {
        final class Switch { var isDisabled = false }
        let disabled = Switch()
        let host = try HostedTextView(TextModel("hi")) { model in
            AnyView(TextFieldWrapper("message", text: model.binding, axis: .vertical).disabled(disabled.isDisabled))
        }
        defer { host.window.close() }
        #expect(host.field.isFirstResponder)
        disabled.isDisabled = true
        host.update()
        host.window.settle()
        #expect(!host.field.isFirstResponder)
        #expect(!host.field.isEditable)
        #expect(!host.field.isSelectable)
        #expect(!host.field.becomeFirstResponder())
        #expect(host.model.text == "hi")
    }

    @Test func aLowerLimitHoldsTheHeightWhileEmpty() throws {
        let host = try HostedTextView(TextModel()) { model in
            AnyView(TextFieldWrapper("notes", text: model.binding, axis: .vertical).lineLimit(3...))
        }
        defer { host.window.close() }
        #expect(try host.lines() == 3)
        #expect(!host.field.isScrollEnabled)
    }

    /// A 10-point frame: with its height fixed, the view takes its text's
    /// height for the proposed width, overflowing the frame, and does not scroll.
    @Test func fixedSizeVerticallyTakesTheTextsHeight() throws {
        let host = try HostedTextView(TextModel("1\n2\n3")) { model in
            AnyView(
                TextFieldWrapper("notes", text: model.binding, axis: .vertical)
                    .fixedSize(horizontal: false, vertical: true)
                    .frame(height: 10)
            )
        }
        defer { host.window.close() }
        let width = host.field.bounds.width
        #expect(width > 0)
        // UITextView's own measurement, which GrowingTextView does not override.
        let text = host.field.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        #expect(abs(host.field.bounds.height - text.height) <= 1)
        #expect(try host.lines() == 3)
        #expect(!host.field.isScrollEnabled)
    }

    /// The placeholder is a label among the text view's subviews (not public API).
    @Test func thePlaceholderShowsOnlyWhileNothingIsTypedOrComposed() throws {
        let host = try host()
        defer { host.window.close() }
        let placeholder = try #require(host.field.placeholderLabel("message"))
        #expect(!placeholder.isHidden)

        host.field.insertText("Hi")
        host.window.settle()
        #expect(placeholder.isHidden)

        host.field.deleteBackward()
        host.field.deleteBackward()
        host.window.settle()
        #expect(host.model.text == "")
        #expect(!placeholder.isHidden)

        host.field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        host.window.settle()
        #expect(host.field.markedTextRange != nil)
        #expect(placeholder.isHidden)

        host.field.unmarkText()
        host.field.deleteBackward()
        host.window.settle()
        #expect(host.field.text == "")
        #expect(!placeholder.isHidden)
    }
}

@MainActor @Suite("TextFieldWrapper(axis: .vertical) on UIKit: input methods, Return and selection")
struct TextViewInputDeviceTests {

    private func host(_ model: TextModel = TextModel(), submits: Bool = false) throws -> HostedTextView {
        try HostedTextView(model) { model in
            AnyView(
                TextFieldWrapper("message", text: model.binding, axis: .vertical)
                    .submitsOnReturn(submits)
                    .onCommit { model.commits.append(model.text) }
                    .onBridgedSubmit { model.commits.append("submit") }
            )
        }
    }

    @Test func markedTextReachesTheBindingOnlyWhenCommitted() throws {
        let host = try host()
        defer { host.window.close() }
        host.field.insertText("Hi ")
        host.field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        host.window.settle()
        #expect(host.field.text == "Hi に")
        #expect(host.model.text == "Hi ")
        host.field.unmarkText()
        host.window.settle()
        #expect(host.field.markedTextRange == nil)
        #expect(host.model.text == "Hi に")
    }

    /// A write while marked text shows wins at once; a late confirmation from
    /// the keyboard brings nothing back.
    @Test func anAppWriteDuringACompositionWinsAndEndsIt() throws {
        let host = try host()
        defer { host.window.close() }
        host.field.setMarkedText("こんにちは", selectedRange: NSRange(location: 5, length: 0))
        host.window.settle()
        #expect(host.model.text == "")
        host.model.text = "sent"
        host.update()
        #expect(host.field.text == "sent")
        #expect(host.field.markedTextRange == nil)
        host.field.unmarkText()
        host.window.settle()
        #expect(host.field.text == "sent")
        #expect(host.model.text == "sent")
    }

    /// The keyboard's Return inserts "\n" through `insertText(_:)`, which a
    /// text view reports as an edit (there is no `textFieldShouldReturn`).
    @Test func returnInsertsANewlineByDefault() throws {
        let model = TextModel()
        let host = try host(model)
        defer { host.window.close() }
        host.field.insertText("Hi")
        host.field.insertText("\n")
        host.window.settle()
        #expect(host.field.text == "Hi\n")
        #expect(model.text == "Hi\n")
        #expect(model.commits.isEmpty)
        #expect(try host.lines() == 2)
    }

    @Test func returnSubmitsInsteadWhenAskedAndKeepsTheKeyboard() throws {
        let model = TextModel()
        let host = try host(model, submits: true)
        defer { host.window.close() }
        host.field.insertText("Hi")
        host.field.insertText("\n")
        host.window.settle()
        #expect(host.field.text == "Hi")
        #expect(model.text == "Hi")
        #expect(model.commits == ["Hi", "submit"])   // onCommit, then the submit handlers
        #expect(host.field.isFirstResponder)
    }

    @Test func movingTheSelectionWritesTheBindingInUTF16Units() throws {
        let selection = SelectionModel()
        let host = try HostedTextView(TextModel("a👍\nb")) { model in
            AnyView(TextFieldWrapper("note", text: model.binding, selection: selection.binding, axis: .vertical))
        }
        defer { host.window.close() }
        try host.select(NSRange(location: 4, length: 0))   // after 👍 (2 units) and "\n"
        host.window.settle()
        #expect(utf16(selection.value, in: host.model.text) == NSRange(location: 4, length: 0))
        try host.select(NSRange(location: 1, length: 3))   // 👍 and "\n"
        host.window.settle()
        let value = try #require(selection.value)
        #expect(host.model.text[value.range] == "👍\n")
    }

    @Test func settingTheSelectionBindingSelectsInTheTextView() throws {
        let selection = SelectionModel()
        let host = try HostedTextView(TextModel("a👍\nb")) { model in
            AnyView(TextFieldWrapper("note", text: model.binding, selection: selection.binding, axis: .vertical))
        }
        defer { host.window.close() }
        let text = host.model.text
        selection.value = TextFieldSelection(range: text.index(after: text.startIndex)..<text.index(text.startIndex, offsetBy: 3))
        host.update()
        #expect(host.selection == NSRange(location: 1, length: 3))
    }

    @Test func typingMovesTheSelectionBindingWithTheCaret() throws {
        let selection = SelectionModel()
        let host = try HostedTextView(TextModel()) { model in
            AnyView(TextFieldWrapper("note", text: model.binding, selection: selection.binding, axis: .vertical))
        }
        defer { host.window.close() }
        host.field.insertText("👍\n你")
        host.window.settle()
        #expect(host.model.text == "👍\n你")
        #expect(selection.value == TextFieldSelection(insertionPoint: host.model.text.endIndex))
    }
}

/// A form with a field and a text view on one focus state, showing the value
/// in a `UILabel` (through `BoundControl`).
struct NotesForm: View {
    let model: FocusModel
    @FieldFocusState private var focus: FocusModel.Field?

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

@MainActor @Suite("TextFieldWrapper(axis: .vertical) on UIKit: focus")
struct TextViewFocusDeviceTests {
    /// The form's focus label; not a placeholder label inside a text input.
    static func shown(in window: HostedWindow<NotesForm>) -> String? {
        window.all(UILabel.self).first { label in
            !sequence(first: label as UIView, next: { $0.superview }).contains { $0 is UITextInput }
        }?.text
    }

    static func textView(in window: HostedWindow<NotesForm>) throws -> UITextView {
        try #require(window.first(UITextView.self, placeholder: "message"))
    }

    @Test func becomingFirstResponderSetsTheFocusValue() throws {
        let window = HostedWindow(NotesForm(model: FocusModel()))
        defer { window.close() }
        #expect(Self.shown(in: window) == "nil")
        #expect(try Self.textView(in: window).becomeFirstResponder())
        window.settle()
        #expect(Self.shown(in: window) == "message")
    }

    @Test func writingTheFocusValueMovesTheKeyboardToTheTextViewAndAway() throws {
        let model = FocusModel()
        let window = HostedWindow(NotesForm(model: model))
        defer { window.close() }
        let textView = try Self.textView(in: window)
        model.focus(.message)
        window.settle()
        #expect(textView.isFirstResponder)
        model.focus(nil)
        window.settle()
        #expect(!textView.isFirstResponder)
        #expect(Self.shown(in: window) == "nil")
    }

    @Test func focusNextGoesFromTheFieldToTheTextView() throws {
        let model = FocusModel()
        let window = HostedWindow(NotesForm(model: model))
        defer { window.close() }
        #expect(try FocusKeyboardControlsDeviceTests.field("name", in: window).becomeFirstResponder())
        window.settle()
        model.next()
        window.settle()
        #expect(try Self.textView(in: window).isFirstResponder)
        #expect(Self.shown(in: window) == "message")
    }

    /// A submitting Return keeps the keyboard and the focus value: no resign,
    /// and the focus session hears of no submit.
    @Test func aSubmittingReturnKeepsTheTextViewFocused() throws {
        let model = FocusModel()
        let window = HostedWindow(NotesForm(model: model))
        defer { window.close() }
        let textView = try Self.textView(in: window)
        #expect(textView.becomeFirstResponder())
        window.settle()
        textView.insertText("\n")
        window.settle()
        #expect(model.sent == 1)
        #expect(textView.text == "")
        #expect(textView.isFirstResponder)
        #expect(Self.shown(in: window) == "message")
    }
}
#endif
