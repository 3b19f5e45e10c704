import BridgeCore
import Foundation

extension DemoChapter {
    /// Seed 000 (`TextFieldWrapper`, step by step), with seed 002's note that
    /// return ends editing.
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

/// The text field scenarios: seed 000's coordinator, replayed by ``SeedTextField``,
/// against BridgeKit's session inside a ``HeadlessTextField``.
@MainActor
enum TextFieldDemo {
    /// What the seed's "Random Name" button picks in this demo (the seed draws 0...100).
    static let randomName = "57"

    /// The seed's field and BridgeKit's, both empty, tapped, then `text` typed
    /// into both one character at a time; `afterEach` sees BridgeKit's field
    /// after every keystroke.
    static func typed(
        _ text: String,
        afterEach: (Character, HeadlessTextField) -> Void = { _, _ in }
    ) -> (seed: SeedTextField, field: HeadlessTextField) {
        var seed = SeedTextField(model: "")
        var field = HeadlessTextField(model: "")
        seed.tap()
        field.tap()
        for character in text {
            seed.type(String(character))
            field.type(String(character))
            afterEach(character, field)
        }
        return (seed, field)
    }

    static func typing() -> [String] {
        var ours: [String] = []
        var (seed, field) = typed("Tom") { character, field in ours.append("\(character) → name:\(field.model)") }
        let seedNames = seed.bindingWrites.map { "name:\($0)" }
        let writes = "\(field.bindingWrites) binding writes, \(field.fieldWrites) field writes"
        // Then "ar" typed after the "T".
        let caret = NSRange(location: 1, length: 0)
        seed.select(caret)
        field.select(caret)
        for character in "ar" {
            seed.type(String(character))
            field.type(String(character))
        }
        return [
            "(a) Typing \"Tom\":",
            "  seed 000, binding written in shouldChangeCharactersIn: \(seedNames.joined(separator: ", "))",
            "  BridgeKit: \(ours.joined(separator: ", ")) (\(writes))",
            "  then \"ar\" typed after the \"T\":",
            "  seed 000: name:\(seed.binding), caret \(seed.caret): each update's uiView.text = text sent the caret to the end after \"a\"",
            "  BridgeKit: name:\(field.model), caret \(field.selection.location): no write back, the caret stays where UIKit put it",
        ]
    }

    static func randomNameWhileEditing() -> [String] {
        var (seed, field) = typed("Tom")
        let caret = NSRange(location: 1, length: 0)
        seed.select(caret)
        field.select(caret)
        field.clearLog()
        seed.setModel(randomName)
        field.setModel(randomName)
        return [
            "(b) \"Random Name\" (name = \"\(randomName)\") while editing, caret after \"T\" (offset \(caret.location)):",
            "  seed 000: uiView.text = text on every update (\(seed.fieldWrites) writes so far); field \"\(seed.text)\", caret \(caret.location) → \(seed.caret), the end",
            "  BridgeKit: \(field.log.joined(separator: ", ")), once, because it differs; caret \(caret.location) → \(field.selection.location)",
        ]
    }

    static func changeColor() -> [String] {
        [
            "(c) \"Change Color\": not text, so the session is not involved. The seed sets textColor on",
            "    every update; BridgeKit's wrapper sets it only when the color changed.",
        ]
    }

    static func prints() -> [String] {
        var (seed, field) = typed("Tom")
        seed.tapReturn()
        field.tapReturn()
        let ours = field.log.filter { $0.hasPrefix("isEditing") || $0 == "return" }
        return [
            "(d) The seed's prints: tap, type \"Tom\", tap return:",
            "  seed 000: \(seed.prints.joined(separator: ", ")) (still editing: nothing resigns)",
            "  BridgeKit: \(ours.joined(separator: ", ")) (return ends editing, as seed 002 says)",
        ]
    }

    static func inputMethod() -> [String] {
        var seed = SeedTextField(model: "")
        var field = HeadlessTextField(model: "")
        field.tap()
        var ours: [String] = []
        for marked in ["n", "ni"] {
            seed.compose(marked)
            field.compose(marked)
            ours.append("\"\(field.model)\"")
        }
        seed.commitComposition("你")
        field.commitComposition("你")
        ours.append("\"\(field.model)\"")
        let agree = field.text == field.model ? "field and binding agree" : "field \"\(field.text)\" differs"
        return [
            "(e) Pinyin: marked \"n\", \"ni\", then \"你\" committed; the binding after each step:",
            "  seed 000: \(seed.bindingWrites.map { "\"\($0)\"" }.joined(separator: ", ")), each written back into the field mid-composition",
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
        return [
            "(f) \"\(flag)\", UIKit asks to delete UTF-16 range {\(secondHalf.location), \(secondHalf.length)} (half the flag):",
            "  seed 000: NSString cuts the units as asked → \"\(SeedTextField.utf16Replacing(secondHalf, of: flag, with: ""))\", a lone regional indicator",
            "  BridgeKit: \(field.log.joined(separator: ", ")); the field keeps \"\(field.text)\"",
            "  \"!\" at {\(pastTheEnd.location), \(pastTheEnd.length)} in \"Hello\": NSString raises NSRangeException; BridgeKit: \(short.log.joined(separator: ", "))",
            "  maxLength \(rules.maxLength ?? 0) (the seed has none), field \"Hello\": type \"!\" → \"\(afterTyping)\", nothing happens;",
            "    select \"ello\", paste \"i there\" → \"\(full.text)\" (cut to fit, not refused), caret \(full.selection.location), binding \"\(full.model)\"",
        ]
    }
}

/// Seed 000's `TextFieldWrapper` (version 2.0) as a value: the coordinator writes
/// the binding through `NSString` on every change, and `updateUIView` writes
/// `uiView.text = text` on every update, which puts UIKit's caret at the end.
struct SeedTextField {
    /// What the field shows.
    private(set) var text = ""
    /// The caret, in UTF-16 units.
    private(set) var caret = 0
    private(set) var binding: String
    private(set) var bindingWrites: [String] = []
    private(set) var fieldWrites = 0
    /// What the seed's `onEditingChanged` and `onCommit` print.
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
