import Benchmark
import BridgeCore
import BridgeDoubles
import Foundation

// Text: what ONE keystroke costs as the text grows (1 000, 100 000 and 1 000 000
// UTF-16 units of mixed text: CJK, emoji with skin tones, flags), the article's
// coordinator against BridgeKit's session.
//
// - The article's code: `(textField.text as NSString).replacingCharacters(in:with:)`,
//   the result written into the binding. On Linux `NSString` is
//   swift-corelibs-foundation's, backed by a Swift String and ~30-50 ns per UTF-16
//   unit; on iOS it is CFString. Those rows are Linux figures, not a phone's.
// - BridgeKit: what the shell does per keystroke: read the field's text,
//   `.editProposed` → `.allowEdit`, UIKit applies the edit, read the text again,
//   `.textChanged` → `.setBinding` (written into a binding), then the SwiftUI
//   update that write causes (`.viewUpdateBegan`, `.modelChanged`, `.viewUpdateEnded`).
//
// The field's text reaches the session in one of two ways, each with its rows:
// - "same string": `UITextField.text` hands out the string the session last saw
//   (on a device, the same bridged `NSString`);
// - "fresh copy": a copy sharing no storage with anything the session holds, so
//   nothing Swift cached on the old string helps (the worst case).
// In the same-string rows UIKit's text after the edit is also one string reused
// by every sample, so a UTF-16 index cache Swift built on it survives from one
// sample to the next; code that indexes from the start looks better there than
// on a device, where that text is new at each keystroke.
// UIKit applying the edit is prepared outside the measurement (its own row shows
// what that costs a Swift String). Each sample types "a"; deleting it again runs
// unmeasured, so the text never grows. Custom metrics count the UIKit writes
// (field text or selection) and binding writes per keystroke.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(1)
    Benchmark.defaultConfiguration.metrics = [.wallClock, .mallocCountTotal, fieldWrites, bindingWrites]

    for size in [1_000, 100_000, 1_000_000] {
        let label = "\(sizeLabel(size)) mixed"
        for position in [KeystrokePosition.end, .middle] {
            articleKeystrokeBenchmark("Keystroke \(label), \(position): article's code (Linux NSString)", .mixed(size), at: position)
            for arrival in [TextArrival.same, .fresh] {
                keystrokeBenchmark("Keystroke \(label), \(position): BridgeKit, \(arrival)", .mixed(size), at: position, arrival: arrival)
            }
        }
        for rules in [RulesVariant.maxLengthOneLeft, .letterFilter, .uppercased] {
            for arrival in [TextArrival.same, .fresh] {
                keystrokeBenchmark("Keystroke \(label), middle: BridgeKit, \(arrival), \(rules)", .mixed(size), at: .middle, arrival: arrival, rules: rules)
            }
        }
        keystrokeBenchmark("Whole-text transform (custom formatter), \(label), middle: BridgeKit, same string", .mixed(size), at: .middle, arrival: .same, rules: .wholeTextUppercased)
        fieldApplyBenchmark("Keystroke \(label), end: UIKit's part, String.replaceSubrange (not in the rows above)", .mixed(size))
    }
    articleKeystrokeBenchmark("Keystroke 1M ASCII, end: article's code (Linux NSString)", .ascii(1_000_000), at: .end)
    keystrokeBenchmark("Keystroke 1M ASCII, end: BridgeKit, same string", .ascii(1_000_000), at: .end, arrival: .same)
    appWriteBenchmarks()
    textViewBenchmarks()
}

let fieldWrites = BenchmarkMetric.custom("UIKit writes", useScalingFactor: false)
let bindingWrites = BenchmarkMetric.custom("binding writes", useScalingFactor: false)

// MARK: The texts

/// The text in the field before the keystroke.
enum FieldContent {
    /// English with CJK, an emoji with a skin tone and a flag: not pure ASCII.
    case mixed(Int)
    /// Pure ASCII, where Swift can skip UTF-16 bookkeeping.
    case ascii(Int)
    /// Lines of mixed scripts (a text view's): LF and CRLF line ends, a ZWJ
    /// family, combining marks.
    case multiLine(Int)

    static let mixedChunk = "The quick brown fox 你好世界 jumps 👋🏽 over 🇨🇳 the lazy dog. "
    static let asciiChunk = "The quick brown fox jumps over the lazy dog. "
    static let multiLineChunk = "Line 你好世界 👨‍👩‍👧 café\u{301} 🇨🇳 jumps 👋🏽\nover the lazy dog.\r\n"

    /// Exactly the requested number of UTF-16 units, cut on a character boundary
    /// and padded with ASCII.
    var text: String {
        let (chunk, count): (String, Int) = switch self {
        case .mixed(let count): (Self.mixedChunk, count)
        case .ascii(let count): (Self.asciiChunk, count)
        case .multiLine(let count): (Self.multiLineChunk, count)
        }
        var text = String(repeating: chunk, count: count / chunk.utf16.count + 1)
        while text.utf16.count > count { text.removeLast() }
        text += String(repeating: "x", count: count - text.utf16.count)
        return text
    }
}

/// Where the keystroke goes.
enum KeystrokePosition: CustomStringConvertible {
    case end, middle

    /// A UTF-16 offset on a character boundary of `text`.
    func offset(in text: String) -> Int {
        switch self {
        case .end: text.utf16.count
        case .middle: text.utf16.distance(from: text.startIndex, to: text.index(text.startIndex, offsetBy: text.count / 2))
        }
    }

    var description: String { self == .end ? "end" : "middle" }
}

/// How the field's text reaches the session.
enum TextArrival: CustomStringConvertible {
    /// The string the session last saw, as a device's bridged `NSString` is.
    case same
    /// A copy sharing no storage with anything: the worst case.
    case fresh

    var description: String { self == .same ? "same string" : "fresh copy" }
}

/// The input rules a benchmark runs with.
enum RulesVariant: CustomStringConvertible {
    case none, maxLengthOneLeft, letterFilter, uppercased, wholeTextUppercased

    /// Rules for a field showing `text`: the maximum length leaves room for
    /// exactly the typed character, the hardest case that still accepts it.
    func rules(for text: String) -> TextInputRules {
        switch self {
        case .none: TextInputRules()
        case .maxLengthOneLeft: TextInputRules(maxLength: text.count + 1)
        case .letterFilter: TextInputRules(allowedCharacters: .letters)
        case .uppercased: TextInputRules(transform: .uppercased)
        case .wholeTextUppercased: TextInputRules(transform: TextTransform { $0.uppercased() })
        }
    }

    /// The text as the field shows it once the rules have run on it.
    func shown(_ text: String) -> String {
        switch self {
        case .uppercased, .wholeTextUppercased: text.uppercased()
        default: text
        }
    }

    var description: String {
        switch self {
        case .none: "no rules"
        case .maxLengthOneLeft: "maxLength (one left)"
        case .letterFilter: "allowedCharacters .letters"
        case .uppercased: "transform .uppercased (per character)"
        case .wholeTextUppercased: "whole-text transform"
        }
    }
}

/// A copy that shares no storage with `text`, so nothing cached on the original
/// (such as UTF-16 breadcrumbs) carries over.
func fresh(_ text: String) -> String {
    String(decoding: Array(text.utf8), as: UTF8.self)
}

func sizeLabel(_ size: Int) -> String {
    switch size {
    case 1_000_000...: "\(size / 1_000_000)M"
    case 1_000...: "\(size / 1_000)k"
    default: "\(size)"
    }
}

/// Built on first use, so registering the suite does not build every text.
final class Lazy<Value> {
    private let make: () -> Value
    private(set) lazy var value: Value = make()

    init(_ make: @escaping () -> Value) { self.make = make }
}

// MARK: The article's code

/// The article's coordinator, per keystroke:
/// `self.text = (textField.text as NSString).replacingCharacters(in: range, with: string) as String`.
func articleKeystrokeBenchmark(_ name: String, _ content: FieldContent, at position: KeystrokePosition) {
    let texts = Lazy { () -> (base: String, typed: String, offset: Int) in
        let base = content.text, offset = position.offset(in: base)
        var typed = base
        typed.insert("a", at: typed.utf16.index(typed.utf16.startIndex, offsetBy: offset))
        return (base, typed, offset)
    }
    Benchmark(name) { benchmark in
        let (base, typed, offset) = texts.value
        let field = fresh(base)  // UIKit's text: a new string on every call
        benchmark.startMeasurement()
        let text = (field as NSString).replacingCharacters(in: NSRange(location: offset, length: 0), with: "a")
        benchmark.stopMeasurement()
        precondition(text == typed, "the article's binding must match the field")
    }
}

// MARK: BridgeKit

/// A text field and its binding as the shell sees them, kept across samples.
final class Shell {
    var session: TextFieldSession
    /// What `UITextField.text` returns.
    var fieldText: String
    /// The `@State` behind the binding.
    var binding: String
    var fieldWriteCount = 0
    var bindingWriteCount = 0
    /// The field's text once UIKit replaced a range as the session asked,
    /// prepared outside the measurement (UIKit's part).
    var replaced: String?
    /// Whether it plays a text view's shell: `textViewDidChangeSelection(_:)`
    /// reports the caret before `textViewDidChange(_:)` reports the text.
    let reportsSelection: Bool

    init(showing text: String, caret: Int, rules: TextInputRules, textView: Bool = false) {
        reportsSelection = textView
        session = TextFieldSession(rules: rules)
        _ = session.handle(.modelChanged(text))
        _ = session.handle(.beganEditing)
        _ = session.handle(.selectionChanged(NSRange(location: caret, length: 0)))
        fieldText = text
        binding = text
    }

    /// What the coordinator does for one keystroke; `applied` is UIKit's text
    /// once it applied the edit. Returns whether the edit was allowed.
    func keystroke(_ edit: TextEdit, applied: String, caret: Int) -> Bool {
        let allowed = perform(session.handle(.editProposed(edit, fieldText: fieldText, isComposing: false)))
        guard allowed else { return false }
        fieldText = applied
        let selection = NSRange(location: caret, length: 0)
        if reportsSelection { _ = perform(session.handle(.selectionChanged(selection))) }
        _ = perform(session.handle(.textChanged(fieldText, selection: selection, isComposing: false)))
        // The binding write makes SwiftUI call updateUIView.
        _ = session.handle(.viewUpdateBegan)
        _ = perform(session.handle(.modelChanged(binding)))
        _ = session.handle(.viewUpdateEnded)
        return true
    }

    private func perform(_ effects: [TextFieldSession.Effect]) -> Bool {
        var allowed = false
        for effect in effects {
            switch effect {
            case .allowEdit: allowed = true
            case .setFieldText(let text, _): fieldText = text; fieldWriteCount += 1
            case .setSelection: fieldWriteCount += 1
            case .replaceFieldText(_, _, let selection):
                // UIKit edits its text; the coordinator reports the change.
                fieldText = replaced ?? fieldText
                fieldWriteCount += 1
                _ = perform(session.handle(.textChanged(fieldText, selection: selection, isComposing: false)))
            case .setBinding(let text): binding = text; bindingWriteCount += 1
            default: break
            }
        }
        return allowed
    }
}

/// Typing `key` ("a" unless told) at one offset, measured, then deleting it,
/// unmeasured, so the text never grows. One keystroke per sample (the default
/// scaling factor of 1). With `textView`, the shell is a text view's.
func keystrokeBenchmark(_ name: String, _ content: FieldContent, at position: KeystrokePosition, arrival: TextArrival, rules: RulesVariant = .none, key: Character = "a", textView: Bool = false) {
    let state = Lazy { () -> (shell: Shell, base: String, typed: String, shown: String, offset: Int) in
        let base = rules.shown(content.text), offset = position.offset(in: base)
        var typed = base
        typed.insert(key, at: typed.utf16.index(typed.utf16.startIndex, offsetBy: offset))
        return (Shell(showing: base, caret: offset, rules: rules.rules(for: base), textView: textView), base, typed, rules.shown(typed), offset)
    }
    Benchmark(name) { benchmark in
        let (shell, base, typed, shown, offset) = state.value
        if arrival == .fresh { shell.fieldText = fresh(shell.fieldText) }
        let applied = arrival == .fresh ? fresh(typed) : typed
        shell.replaced = arrival == .fresh ? fresh(shown) : shown
        let (fieldWrites0, bindingWrites0) = (shell.fieldWriteCount, shell.bindingWriteCount)
        benchmark.startMeasurement()
        let allowed = shell.keystroke(TextEdit(range: NSRange(location: offset, length: 0), replacement: String(key)), applied: applied, caret: offset + 1)
        benchmark.stopMeasurement()
        benchmark.measurement(fieldWrites, shell.fieldWriteCount - fieldWrites0)
        benchmark.measurement(bindingWrites, shell.bindingWriteCount - bindingWrites0)
        precondition(allowed && sameEnds(shell.binding, shown), "typing must be allowed and reach the binding")
        if arrival == .fresh { shell.fieldText = fresh(shell.fieldText) }
        let deleted = shell.keystroke(TextEdit(range: NSRange(location: offset, length: 1), replacement: ""), applied: arrival == .fresh ? fresh(base) : base, caret: offset)
        precondition(deleted && sameEnds(shell.binding, base), "deleting must be allowed and reach the binding")
    }
}

/// Whether `a` and `b` have the same UTF-8 length and the same bytes at both
/// ends: a check between samples that does not read 1M units and so leave the
/// cache cold for the next one (the tests check the text itself).
func sameEnds(_ a: String, _ b: String) -> Bool {
    a.utf8.count == b.utf8.count && a.utf8.prefix(64).elementsEqual(b.utf8.prefix(64)) && a.utf8.suffix(64).elementsEqual(b.utf8.suffix(64))
}

/// UIKit's part, not in the rows above: the field applying the edit to its own
/// text, modelled as `HeadlessTextField` does it (checked bounds, then replace).
func fieldApplyBenchmark(_ name: String, _ content: FieldContent) {
    let texts = Lazy { () -> (base: String, offset: Int) in
        let base = content.text
        return (base, base.utf16.count)
    }
    Benchmark(name) { benchmark in
        let (base, offset) = texts.value
        let edit = TextEdit(range: NSRange(location: offset, length: 0), replacement: "a")
        var text = fresh(base)  // the field's own text, referenced nowhere else: replaced in place
        benchmark.startMeasurement()
        if let bounds = try? edit.bounds(in: text) {
            text.replaceSubrange(bounds, with: edit.replacement)
        }
        benchmark.stopMeasurement()
        precondition(text.utf8.count == base.utf8.count + 1, "the field must show the edited text")
    }
}
