import BridgeCore
import BridgeDoubles
import PropertyBased
import Testing

/// The controls the text property tests run on: the same ``TextFieldSession``
/// behind a headless text field and a headless text view. A test takes one as
/// its argument and opens ``kind`` into a generic check, so both run the same
/// property; the text view's random actions add Return and multi-line pastes.
///
/// ```swift
/// @Test(arguments: TextControl.allCases)
/// func typingFollowsTheReference(control: TextControl) async { await check(control.kind) }
/// func check<Kind: PropertyTestedTextInput>(_: Kind.Type) async { var input = Kind.make(model: "") … }
/// ```
enum TextControl: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case field, textView

    var kind: any PropertyTestedTextInput.Type {
        switch self {
        case .field: SingleLineTextInput.self
        case .textView: MultiLineTextInput.self
        }
    }

    var testDescription: String { rawValue }
}

/// What a property test needs to know of the control it drives.
protocol PropertyTestedTextInput: HeadlessTextInputKind {
    /// A control showing `model` after SwiftUI's first update.
    static func make(model: String, rules: TextInputRules, bindsSelection: Bool) -> HeadlessTextInput<Self>
    /// Whether Return proposes "\n" (a text view) rather than submitting and resigning (a field).
    static var returnInsertsNewline: Bool { get }
    /// Pieces of text only this control's random texts add: lines, CRLF,
    /// lines of mixed scripts pasted at once.
    static var extraPieces: [String] { get }
    /// The user taps Return.
    static func tapReturn(_ input: inout HeadlessTextInput<Self>)
}

extension PropertyTestedTextInput {
    static func make(model: String, rules: TextInputRules = TextInputRules()) -> HeadlessTextInput<Self> {
        make(model: model, rules: rules, bindsSelection: false)
    }
}

extension SingleLineTextInput: PropertyTestedTextInput {
    static func make(model: String, rules: TextInputRules, bindsSelection: Bool) -> HeadlessTextField {
        HeadlessTextField(model: model, rules: rules, bindsSelection: bindsSelection)
    }
    static var returnInsertsNewline: Bool { false }
    static var extraPieces: [String] { [] }
    static func tapReturn(_ input: inout HeadlessTextField) { input.tapReturn() }
}

extension MultiLineTextInput: PropertyTestedTextInput {
    static func make(model: String, rules: TextInputRules, bindsSelection: Bool) -> HeadlessTextView {
        HeadlessTextView(model: model, rules: rules, bindsSelection: bindsSelection)
    }
    static var returnInsertsNewline: Bool { true }
    static var extraPieces: [String] { ["\r\n", "line\nline", "你好\n👨‍👩‍👧\r\n", "e\u{301}\n\u{301}"] }
    static func tapReturn(_ input: inout HeadlessTextView) { input.tapReturn() }
}

extension PropertyTestedTextInput {
    /// One of `pieces` or of this control's ``extraPieces``, at random.
    static func piece(of pieces: [String]) -> Generator<String, Shrink.None<String?>> {
        Gen.element(of: pieces + extraPieces).map { $0 ?? "" }
    }

    /// Texts joined from `count` random pieces (``piece(of:)``).
    static func text(of pieces: [String], count: ClosedRange<Int>) -> Generator<String, Generator<String, Shrink.None<String?>>.ArrayShrink> {
        piece(of: pieces).array(of: count).map { $0.joined() }
    }
}

/// The character boundaries of `text` as UTF-16 offsets, first to last,
/// counted the slow way (one `Character` at a time) for the property tests.
func boundaries(_ text: String) -> [Int] {
    var offsets = [0], offset = 0
    for character in text { offset += character.utf16.count; offsets.append(offset) }
    return offsets
}
