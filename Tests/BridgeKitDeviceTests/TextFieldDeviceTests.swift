#if canImport(UIKit) && canImport(SwiftUI)
import BridgeKit
import SwiftUI
import Testing
import UIKit

/// State a test owns and a wrapper binds to.
@MainActor
final class TextModel {
    var text: String
    var commits: [String] = []
    init(_ text: String = "") { self.text = text }
    var binding: Binding<String> { Binding(get: { self.text }, set: { self.text = $0 }) }
}

/// A wrapper hosted in a key window, its text input (the `UITextField`, or
/// the `UITextView` of `axis: .vertical`) first responder and driven through
/// `UITextInput` as the keyboard drives it. The host's root view is rebuilt on
/// `update()`, as a parent's state change would.
@MainActor
struct HostedInput<Input: UIView & UITextInput> {
    let model: TextModel
    let window: HostedWindow<AnyView>
    let field: Input
    let makeView: (TextModel) -> AnyView

    init(_ model: TextModel, _ makeView: @escaping (TextModel) -> AnyView) throws {
        self.model = model
        self.makeView = makeView
        window = HostedWindow(makeView(model))
        field = try #require(window.first(Input.self))
        #expect(field.becomeFirstResponder())
        window.settle()
    }

    /// The app wrote the model: SwiftUI updates the wrapper.
    func update() {
        window.update(makeView(model))
    }

    /// The caret as a UTF-16 offset.
    var caret: Int? {
        guard let range = field.selectedTextRange else { return nil }
        return field.offset(from: field.beginningOfDocument, to: range.start)
    }

    /// The selection as UTF-16 offsets.
    var selection: NSRange? {
        guard let range = field.selectedTextRange else { return nil }
        let start = field.offset(from: field.beginningOfDocument, to: range.start)
        return NSRange(location: start, length: field.offset(from: range.start, to: range.end))
    }

    /// Selects `range` (UTF-16 offsets), as a tap or a drag of the handles does.
    func select(_ range: NSRange) throws {
        let start = try #require(field.position(from: field.beginningOfDocument, offset: range.location))
        let end = try #require(field.position(from: start, offset: range.length))
        field.selectedTextRange = field.textRange(from: start, to: end)
    }
}

/// A single-line wrapper's `UITextField`, hosted.
typealias HostedField = HostedInput<UITextField>

@MainActor @Suite("TextFieldWrapper on UIKit: input methods, dictation, predictions and app writes")
struct TextFieldDeviceTests {

    @Test func typedTextReachesTheBinding() throws {
        let host = try HostedField(TextModel()) { AnyView(TextFieldWrapper("name", text: $0.binding)) }
        defer { host.window.close() }
        host.field.insertText("Tom")
        host.window.settle()
        #expect(host.field.text == "Tom")
        #expect(host.model.text == "Tom")
    }

    /// Item 1: an app that formats the text keeps the caret after what was typed.
    @Test func reformattingFromTheAppKeepsTheCaretAtTheEnd() throws {
        let host = try HostedField(TextModel()) { AnyView(TextFieldWrapper("phone", text: $0.binding)) }
        defer { host.window.close() }
        host.field.insertText("1234")
        host.window.settle()
        host.model.text = "12-34"
        host.update()
        #expect(host.field.text == "12-34")
        #expect(host.caret == 5)
        host.field.insertText("5")
        host.window.settle()
        #expect(host.model.text == "12-345")
    }

    /// Item 2: a write while marked text shows wins at once; confirming later brings nothing back.
    @Test func anAppWriteDuringACompositionWinsAndNothingWipesLaterText() throws {
        let host = try HostedField(TextModel()) { AnyView(TextFieldWrapper("message", text: $0.binding)) }
        defer { host.window.close() }
        host.field.setMarkedText("こんにちは", selectedRange: NSRange(location: 5, length: 0))
        host.window.settle()
        #expect(host.model.text == "")
        host.model.text = "sent"
        host.update()
        #expect(host.field.text == "sent")
        #expect(host.field.markedTextRange == nil)
        host.field.unmarkText()                    // a late confirmation from the keyboard
        host.window.settle()
        #expect(host.field.text == "sent")
        #expect(host.model.text == "sent")
    }

    /// Item 2: finishTextComposition puts the marked text in the binding before a Send reads it.
    @Test func finishingTheCompositionCommitsTheMarkedText() throws {
        var finish: FinishTextCompositionAction?
        let host = try HostedField(TextModel()) { model in
            AnyView(FinishReader(finish: { finish = $0 }) { TextFieldWrapper("message", text: model.binding) })
        }
        defer { host.window.close() }
        host.field.setMarkedText("こんにちは", selectedRange: NSRange(location: 5, length: 0))
        host.window.settle()
        let finishTextComposition = try #require(finish)
        finishTextComposition()
        #expect(host.model.text == "こんにちは")
        #expect(host.field.markedTextRange == nil)
    }

    /// Item 3: UIKit's placeholder API, as dictation uses it: the binding never holds U+FFFC,
    /// a filter does not remove the placeholder, and the words reach the binding.
    @Test func dictationsPlaceholderSurvivesTheRulesAndNeverReachesTheBinding() throws {
        let host = try HostedField(TextModel("Hi ")) { model in
            AnyView(TextFieldWrapper("note", text: model.binding).allowedCharacters(.letters.union(.whitespaces)))
        }
        defer { host.window.close() }
        // Optional UITextInput members: reached through the protocol.
        let input: any UITextInput = host.field
        let placeholder = try #require(input.insertDictationResultPlaceholder)
        host.window.settle()
        #expect(!host.model.text.contains("\u{FFFC}"))
        input.removeDictationResultPlaceholder?(placeholder, willInsertResult: true)
        host.field.insertText("there")
        host.window.settle()
        #expect(host.model.text == host.field.text)
        #expect(host.field.text?.hasSuffix("there") == true)
    }

    /// Item 4: marked text after the caret (an inline suggestion's shape) is not
    /// committed at Return where the keyboard may show predictions (iOS 17+).
    @Test func returnDropsMarkedTextAfterTheCaret() throws {
        let model = TextModel()
        let host = try HostedField(model) { model in
            AnyView(TextFieldWrapper("search", text: model.binding).onCommit { model.commits.append(model.text) })
        }
        defer { host.window.close() }
        host.field.insertText("Hel")
        host.field.setMarkedText("lo", selectedRange: NSRange(location: 0, length: 0))
        host.window.settle()
        _ = host.field.delegate?.textFieldShouldReturn?(host.field)
        host.window.settle()
        if #available(iOS 17.0, *) {
            #expect(model.commits == ["Hel"])
            #expect(model.text == "Hel")
        } else {
            #expect(model.commits == ["Hello"])      // no predictions before iOS 17: marked text is the user's
        }
    }

    /// Item 5: a syllable rebuilt at the limit is refused, the earlier jamo kept.
    @Test func aReplacementThatDoesNotFitIsRefusedWhole() throws {
        let host = try HostedField(TextModel()) { model in
            AnyView(TextFieldWrapper("name", text: model.binding).maxLength(2))
        }
        defer { host.window.close() }
        host.field.insertText("가한")
        host.window.settle()
        let start = try #require(host.field.position(from: host.field.beginningOfDocument, offset: 1))
        let last = try #require(host.field.textRange(from: start, to: host.field.endOfDocument))
        let allowed = host.field.delegate?.textField?(host.field, shouldChangeCharactersIn: NSRange(location: 1, length: 1), replacementString: "하나")
        if allowed == true { host.field.replace(last, withText: "하나") }
        host.window.settle()
        #expect(host.field.text == "가한")
        #expect(host.model.text == "가한")
    }

    /// Item 6: a return key changed while focused reaches the keyboard's traits.
    @Test func aSubmitLabelChangedWhileFocusedIsWrittenWhileFocused() throws {
        let model = TextModel()
        let host = try HostedField(model) { model in
            AnyView(TextFieldWrapper("name", text: model.binding).submitLabel(model.text.isEmpty ? .next : .done))
        }
        defer { host.window.close() }
        #expect(host.field.returnKeyType == .next)
        host.field.insertText("Tom")
        host.window.settle()
        host.update()
        #expect(host.field.isFirstResponder)
        #expect(host.field.returnKeyType == .done)
    }

    /// Item 7: the default font follows the environment's Dynamic Type size.
    @Test func theFontFollowsDynamicType() throws {
        let small = try HostedField(TextModel()) { AnyView(TextFieldWrapper("a", text: $0.binding).dynamicTypeSize(.large)) }
        let smallSize = try #require(small.field.font).pointSize
        small.window.close()
        let large = try HostedField(TextModel()) { AnyView(TextFieldWrapper("a", text: $0.binding).dynamicTypeSize(.accessibility2)) }
        defer { large.window.close() }
        let largeSize = try #require(large.field.font).pointSize
        #expect(largeSize > smallSize)
    }
}

/// Hands the environment's `finishTextComposition` to the test.
private struct FinishReader<Content: View>: View {
    @Environment(\.finishTextComposition) private var finishTextComposition
    let finish: (FinishTextCompositionAction) -> Void
    @ViewBuilder let content: Content

    var body: some View {
        content.onAppear { finish(finishTextComposition) }
    }
}
#endif
