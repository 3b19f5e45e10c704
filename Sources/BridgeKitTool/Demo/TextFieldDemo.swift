import BridgeCore
import BridgeDoubles
import Foundation

extension DemoChapter {
    /// `TextFieldWrapper` against a hand-written `UIViewRepresentable` wrapper
    /// of `UITextField`, step by step; return ends editing.
    static let textField = DemoChapter(title: "Wrapping UITextField") {
        ["TextFieldWrapper(\"name:\", text: $name), Text(\"name:\\(name)\") below it; each step replayed on HeadlessTextField."]
            + TextFieldDemo.typing()
            + TextFieldDemo.randomNameWhileEditing()
            + TextFieldDemo.changeColor()
            + TextFieldDemo.prints()
            + TextFieldDemo.inputMethod()
            + TextFieldDemo.badRangesAndRules()
    }
}

/// The text field scenarios: a hand-written wrapper's coordinator, replayed by ``HandWrittenTextField``,
/// against BridgeKit's session inside a ``HeadlessTextField``.
@MainActor
enum TextFieldDemo {
    /// What a "Random Name" button picks in this demo (a random number in 0...100).
    static let randomName = "57"

    /// The hand-written field and BridgeKit's, both empty, tapped, then `text` typed
    /// into both one character at a time; `afterEach` sees BridgeKit's field
    /// after every keystroke.
    static func typed(
        _ text: String,
        afterEach: (Character, HeadlessTextField) -> Void = { _, _ in }
    ) -> (naive: HandWrittenTextField, field: HeadlessTextField) {
        var naive = HandWrittenTextField(model: "")
        var field = HeadlessTextField(model: "")
        naive.tap()
        field.tap()
        for character in text {
            naive.type(String(character))
            field.type(String(character))
            afterEach(character, field)
        }
        return (naive, field)
    }

    static func typing() -> [String] {
        var ours: [String] = []
        var (naive, field) = typed("Tom") { character, field in ours.append("\(character) → name:\(field.model)") }
        let handWrittenNames = naive.bindingWrites.map { "name:\($0)" }
        let writes = "\(field.bindingWrites) binding writes, \(field.fieldWrites) field writes"
        // Then "ar" typed after the "T".
        let caret = NSRange(location: 1, length: 0)
        naive.select(caret)
        field.select(caret)
        for character in "ar" {
            naive.type(String(character))
            field.type(String(character))
        }
        return [
            "(a) Typing \"Tom\":",
            "  hand-written wrapper, binding written in shouldChangeCharactersIn: \(handWrittenNames.joined(separator: ", "))",
            "  BridgeKit: \(ours.joined(separator: ", ")) (\(writes))",
            "  then \"ar\" typed after the \"T\":",
            "  hand-written wrapper: name:\(naive.binding), caret \(naive.caret): each update's uiView.text = text sent the caret to the end after \"a\"",
            "  BridgeKit: name:\(field.model), caret \(field.selection.location): no write back, the caret stays where UIKit put it",
        ]
    }

    static func randomNameWhileEditing() -> [String] {
        var (naive, field) = typed("Tom")
        let caret = NSRange(location: 1, length: 0)
        naive.select(caret)
        field.select(caret)
        field.clearLog()
        naive.setModel(randomName)
        field.setModel(randomName)
        return [
            "(b) \"Random Name\" (name = \"\(randomName)\") while editing, caret after \"T\" (offset \(caret.location)):",
            "  hand-written wrapper: uiView.text = text on every update (\(naive.fieldWrites) writes so far); field \"\(naive.text)\", caret \(caret.location) → \(naive.caret), the end",
            "  BridgeKit: \(field.log.joined(separator: ", ")), once, because it differs; caret \(caret.location) → \(field.selection.location), carried through the change (all of it changed: the end)",
        ]
    }

    static func changeColor() -> [String] {
        [
            "(c) \"Change Color\": not text, so the session is not involved. A hand-written wrapper sets textColor on",
            "    every update; BridgeKit's wrapper sets it only when the color changed.",
        ]
    }

    static func prints() -> [String] {
        var (naive, field) = typed("Tom")
        naive.tapReturn()
        field.tapReturn()
        let ours = field.log.filter { $0.hasPrefix("isEditing") || $0 == "return" }
        return [
            "(d) The prints of onEditingChanged and onCommit: tap, type \"Tom\", tap return:",
            "  hand-written wrapper: \(naive.prints.joined(separator: ", ")) (still editing: nothing resigns)",
            "  BridgeKit: \(ours.joined(separator: ", ")) (return ends editing, as SwiftUI's TextField does)",
        ]
    }

    static func inputMethod() -> [String] {
        var naive = HandWrittenTextField(model: "")
        var field = HeadlessTextField(model: "")
        field.tap()
        var ours: [String] = []
        for marked in ["n", "ni"] {
            naive.compose(marked)
            field.compose(marked)
            ours.append("\"\(field.model)\"")
        }
        naive.commitComposition("你")
        field.commitComposition("你")
        ours.append("\"\(field.model)\"")
        let agree = field.text == field.model ? "field and binding agree" : "field \"\(field.text)\" differs"
        return [
            "(e) Pinyin: marked \"n\", \"ni\", then \"你\" committed; the binding after each step:",
            "  hand-written wrapper: \(naive.bindingWrites.map { "\"\($0)\"" }.joined(separator: ", ")), each written back into the field mid-composition",
            "  BridgeKit: \(ours.joined(separator: ", ")); \(agree) once the input method commits",
        ]
    }

    static func badRangesAndRules() -> [String] {
        let flag = "🇨🇳"
        let secondHalf = NSRange(location: 2, length: 2)
        var field = HeadlessTextField(model: flag)
        field.tap()
        field.select(secondHalf)
        field.clearLog()
        field.deleteBackward()

        let pastTheEnd = NSRange(location: 9, length: 0)
        var short = HeadlessTextField(model: "Hello")
        short.tap()
        short.select(pastTheEnd)
        short.clearLog()
        short.type("!")

        let rules = TextInputRules(maxLength: 5)
        var full = HeadlessTextField(model: "Hello", rules: rules)
        full.tap()
        full.type("!")
        let afterTyping = full.text
        full.select(NSRange(location: 1, length: 4))
        full.type("i there")
        let overSelection = full.text
        full.select(NSRange(location: 1, length: 4))
        full.deleteBackward()
        full.type("i there")
        return [
            "(f) \"\(flag)\", UIKit asks to delete UTF-16 range {\(secondHalf.location), \(secondHalf.length)} (half the flag):",
            "  hand-written wrapper: NSString cuts the units as asked → \"\(HandWrittenTextField.utf16Replacing(secondHalf, of: flag, with: ""))\", a lone regional indicator",
            "  BridgeKit: \(field.log.joined(separator: ", ")); the field keeps \"\(field.text)\"",
            "  \"!\" at {\(pastTheEnd.location), \(pastTheEnd.length)} in \"Hello\": NSString raises NSRangeException; BridgeKit: \(short.log.joined(separator: ", "))",
            "  maxLength \(rules.maxLength ?? 0) (the hand-written wrapper has none), field \"Hello\": type \"!\" → \"\(afterTyping)\", nothing happens;",
            "    select \"ello\", paste \"i there\" → \"\(overSelection)\" (refused whole: it would cut what it replaces);",
            "    delete \"ello\", paste \"i there\" at the caret → \"\(full.text)\" (cut to fit), caret \(full.selection.location), binding \"\(full.model)\"",
        ]
    }
}

/// The usual hand-written `UITextField` wrapper as a value: the coordinator writes
/// the binding through `NSString` on every change, and `updateUIView` writes
/// `uiView.text = text` on every update, which puts UIKit's caret at the end.
struct HandWrittenTextField {
    /// What the field shows.
    private(set) var text = ""
    /// The caret, in UTF-16 units.
    private(set) var caret = 0
    private(set) var binding: String
    private(set) var bindingWrites: [String] = []
    private(set) var fieldWrites = 0
    /// What its `onEditingChanged` and `onCommit` print.
    private(set) var prints: [String] = []
    private var marked: NSRange?

    init(model: String) {
        binding = model
        update()
    }

    /// `updateUIView`, after the main-queue hop: `uiView.text = text`.
    private mutating func update() {
        text = binding
        caret = text.utf16.count
        fieldWrites += 1
    }

    /// `textField(_:shouldChangeCharactersIn:replacementString:)`, then UIKit applying
    /// the edit, then the update the binding write causes.
    private mutating func change(_ range: NSRange, to string: String, marking: Bool) {
        binding = (text as NSString).replacingCharacters(in: range, with: string)
        bindingWrites.append(binding)
        text = binding
        marked = marking ? NSRange(location: range.location, length: string.utf16.count) : nil
        update()
    }

    mutating func tap() { prints.append("isEditing true") }
    mutating func tapReturn() { prints.append("return") }
    mutating func select(_ range: NSRange) { caret = range.location }
    mutating func type(_ string: String) { change(marked ?? NSRange(location: caret, length: 0), to: string, marking: false) }
    mutating func compose(_ string: String) { change(marked ?? NSRange(location: caret, length: 0), to: string, marking: true) }
    mutating func commitComposition(_ string: String) { type(string) }

    /// The app sets the binding ("Random Name"); SwiftUI updates.
    mutating func setModel(_ value: String) {
        binding = value
        update()
    }

    /// What `NSString.replacingCharacters(in:with:)` does on iOS, where the string
    /// is UTF-16 units: it cuts exactly the range. (swift-corelibs-foundation's
    /// `NSString` rounds the range to characters instead, so it cannot show this on Linux.)
    static func utf16Replacing(_ range: NSRange, of text: String, with replacement: String) -> String {
        var units = Array(text.utf16)
        units.replaceSubrange(range.location..<(range.location + range.length), with: Array(replacement.utf16))
        return String(decoding: units, as: UTF16.self)
    }
}
