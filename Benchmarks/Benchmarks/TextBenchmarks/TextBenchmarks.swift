import Benchmark
import BridgeCore
import Foundation

// Text: what ONE keystroke costs as the text grows (1 000, 100 000 and 1 000 000
// UTF-16 units), seed 000's coordinator against BridgeKit's session.
//
// - Seed 000: `(textField.text as NSString).replacingCharacters(in:with:)`, the
//   result written into the binding.
// - BridgeKit: what the shell does per keystroke: `.editProposed` → `.allowEdit`,
//   UIKit applies the edit, `.textChanged` → `.setBinding`, then the SwiftUI
//   update that binding write causes (`.viewUpdateBegan`, `.modelChanged`,
//   `.viewUpdateEnded`).
//
// UIKit's own work (applying the edit to its text, the seed's `uiView.text = text`
// on every update) is the same for both or not modelled: each measured keystroke
// gets the field's text before and after the edit as fresh strings, prepared
// outside the measurement, as UIKit hands out a new string on every call. A
// separate row shows what applying the edit to a Swift String costs. Each sample
// types "a"; deleting it again runs unmeasured, so the text never grows.
//
// On Linux `NSString` is swift-corelibs-foundation's, backed by a Swift String;
// on iOS it is CFString, so the seed's figures here are not the seed's on a phone.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(1)
    Benchmark.defaultConfiguration.metrics = [.wallClock, .throughput, .mallocCountTotal]

    for size in [1_000, 100_000, 1_000_000] {
        let label = "\(sizeLabel(size)) mixed"
        seedKeystrokeBenchmark("Keystroke \(label), at the end: seed 000 NSString", .mixed(size), at: .end)
        keystrokeBenchmark("Keystroke \(label), at the end: BridgeKit", .mixed(size), at: .end)
        seedKeystrokeBenchmark("Keystroke \(label), in the middle: seed 000 NSString", .mixed(size), at: .middle)
        keystrokeBenchmark("Keystroke \(label), in the middle: BridgeKit", .mixed(size), at: .middle)
        keystrokeBenchmark("Keystroke \(label), at the end: BridgeKit, maxLength (one left)", .mixed(size), at: .end, rules: .maxLengthOneLeft)
        keystrokeBenchmark("Keystroke \(label), at the end: BridgeKit, transform .uppercased", .mixed(size), at: .end, rules: .uppercased)
        fieldApplyBenchmark("Keystroke \(label), at the end: UIKit's part, String.replaceSubrange (not in the rows above)", .mixed(size))
    }
    seedKeystrokeBenchmark("Keystroke 1M ASCII, at the end: seed 000 NSString", .ascii(1_000_000), at: .end)
    keystrokeBenchmark("Keystroke 1M ASCII, at the end: BridgeKit", .ascii(1_000_000), at: .end)
}

// MARK: The texts

/// The text in the field before the keystroke.
enum FieldContent {
    /// English with CJK, an emoji with a skin tone and a flag: not pure ASCII.
    case mixed(Int)
    /// Pure ASCII, where Swift can skip UTF-16 bookkeeping.
    case ascii(Int)

    static let mixedChunk = "The quick brown fox 你好世界 jumps 👋🏽 over 🇨🇳 the lazy dog. "
    static let asciiChunk = "The quick brown fox jumps over the lazy dog. "

    /// Exactly the requested number of UTF-16 units, cut on a character boundary
    /// and padded with ASCII.
    var text: String {
        let (chunk, count): (String, Int) = switch self {
        case .mixed(let count): (Self.mixedChunk, count)
        case .ascii(let count): (Self.asciiChunk, count)
        }
        var text = String(repeating: chunk, count: count / chunk.utf16.count + 1)
        while text.utf16.count > count { text.removeLast() }
        text += String(repeating: "x", count: count - text.utf16.count)
        return text
    }
}

/// Where the keystroke goes.
enum KeystrokePosition {
    case end, middle

    /// A UTF-16 offset on a character boundary of `text`.
    func offset(in text: String) -> Int {
        switch self {
        case .end: text.utf16.count
        case .middle: text.utf16.distance(from: text.startIndex, to: text.index(text.startIndex, offsetBy: text.count / 2))
        }
    }
}

/// The input rules a benchmark runs with.
enum RulesVariant {
    case none, maxLengthOneLeft, uppercased

    /// Rules for a field showing `text`: the maximum length leaves room for
    /// exactly the typed character, the hardest case that still accepts it.
    func rules(for text: String) -> TextInputRules {
        switch self {
        case .none: TextInputRules()
        case .maxLengthOneLeft: TextInputRules(maxLength: text.count + 1)
        case .uppercased: TextInputRules(transform: .uppercased)
        }
    }

    /// The text as the field shows it once the rules have run on it.
    func shown(_ text: String) -> String {
        self == .uppercased ? text.uppercased() : text
    }
}

/// A copy that shares no storage with `text`, so nothing cached on the original
/// (such as UTF-16 breadcrumbs) carries over: what UIKit hands out on each call.
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

// MARK: One keystroke, then its undo

/// Typing "a" at one offset, then deleting it, so the text never grows. Each
/// sample measures the typed keystroke only; the deletion that restores the text
/// runs after `stopMeasurement()`, which is why every benchmark here keeps the
/// default scaling factor of 1 (one keystroke per sample).
struct KeystrokeCycle {
    /// The field's text without the typed character.
    let base: String
    /// The field's text once UIKit inserted "a".
    let typed: String
    /// The field's text once the session's effects ran on `typed` (transformed).
    let shown: String
    let offset: Int

    init(_ content: FieldContent, at position: KeystrokePosition, rules: RulesVariant = .none) {
        base = rules.shown(content.text)
        offset = position.offset(in: base)
        var typed = base
        typed.insert("a", at: typed.utf16.index(typed.utf16.startIndex, offsetBy: offset))
        self.typed = typed
        shown = rules.shown(typed)
    }

    /// One edit, with the field's text before it and after UIKit applied it, as
    /// fresh copies, and the caret after it.
    struct Step {
        let edit: TextEdit
        let before: String
        let after: String
        let caret: Int
    }

    /// Typing "a".
    var typing: Step {
        Step(edit: TextEdit(range: NSRange(location: offset, length: 0), replacement: "a"),
             before: fresh(base), after: fresh(typed), caret: offset + 1)
    }

    /// Backspace over it.
    var deleting: Step {
        Step(edit: TextEdit(range: NSRange(location: offset, length: 1), replacement: ""),
             before: fresh(shown), after: fresh(base), caret: offset)
    }
}

/// Built on first use, so registering the suite does not build every text.
final class Lazy<Value> {
    private let make: () -> Value
    private(set) lazy var value: Value = make()

    init(_ make: @escaping () -> Value) { self.make = make }
}

/// A session kept across samples, in a class so each keystroke mutates it in place.
final class ShellState {
    let cycle: KeystrokeCycle
    var session: TextFieldSession

    init(_ cycle: KeystrokeCycle, rules: TextInputRules) {
        self.cycle = cycle
        session = TextFieldSession(rules: rules)
        _ = session.handle(.modelChanged(cycle.base))
        _ = session.handle(.beganEditing)
        _ = session.handle(.selectionChanged(NSRange(location: cycle.offset, length: 0)))
    }
}

// MARK: Seed 000

/// Seed 000's coordinator, per keystroke:
/// `self.text = (textField.text as NSString).replacingCharacters(in: range, with: string) as String`.
func seedKeystrokeBenchmark(_ name: String, _ content: FieldContent, at position: KeystrokePosition) {
    let cycle = Lazy { KeystrokeCycle(content, at: position) }
    Benchmark(name) { benchmark in
        let typing = cycle.value.typing, deleting = cycle.value.deleting
        benchmark.startMeasurement()
        let typed = seedCoordinator(typing.edit, in: typing.before)
        benchmark.stopMeasurement()
        precondition(typed == typing.after, "the seed's binding must match the field")
        precondition(seedCoordinator(deleting.edit, in: deleting.before) == deleting.after, "the seed's binding must match the field")
    }
}

/// The body of seed 000's `textField(_:shouldChangeCharactersIn:replacementString:)`.
func seedCoordinator(_ edit: TextEdit, in fieldText: String) -> String {
    let text = fieldText as NSString
    let finalText = text.replacingCharacters(in: edit.range, with: edit.replacement)
    return finalText as String
}

// MARK: BridgeKit

/// BridgeKit's shell, per keystroke: the session allows the edit, learns the
/// changed text and writes the binding once; SwiftUI's update finds the field
/// already showing it.
func keystrokeBenchmark(_ name: String, _ content: FieldContent, at position: KeystrokePosition, rules: RulesVariant = .none) {
    let lazyState = Lazy {
        let cycle = KeystrokeCycle(content, at: position, rules: rules)
        return ShellState(cycle, rules: rules.rules(for: cycle.base))
    }
    Benchmark(name) { benchmark in
        let state = lazyState.value, cycle = state.cycle
        let typing = cycle.typing, deleting = cycle.deleting
        benchmark.startMeasurement()
        let typed = shellKeystroke(typing, session: &state.session)
        benchmark.stopMeasurement()
        precondition(typed.allowed && typed.binding == cycle.shown, "typing must be allowed and reach the binding")
        let deleted = shellKeystroke(deleting, session: &state.session)
        precondition(deleted.allowed && deleted.binding == cycle.base, "deleting must be allowed and reach the binding")
    }
}

/// What the shell does for one keystroke; returns whether the edit was allowed
/// and what the binding was set to.
func shellKeystroke(_ step: KeystrokeCycle.Step, session: inout TextFieldSession) -> (allowed: Bool, binding: String?) {
    let proposal = session.handle(.editProposed(step.edit, fieldText: step.before, isComposing: false))
    // UIKit applies the allowed edit: `step.after`, prepared outside the measurement.
    var binding: String?
    let selection = NSRange(location: step.caret, length: 0)
    for effect in session.handle(.textChanged(step.after, selection: selection, isComposing: false)) {
        if case .setBinding(let value) = effect { binding = value }
    }
    // The binding write makes SwiftUI call updateUIView.
    _ = session.handle(.viewUpdateBegan)
    blackHole(session.handle(.modelChanged(binding ?? step.after)))
    _ = session.handle(.viewUpdateEnded)
    return (proposal == [.allowEdit], binding)
}

/// UIKit's part, not in the rows above: the field applying the edit to its own
/// text, modelled as `HeadlessTextField` does it (checked bounds, then replace).
func fieldApplyBenchmark(_ name: String, _ content: FieldContent) {
    let cycle = Lazy { KeystrokeCycle(content, at: .end) }
    Benchmark(name) { benchmark in
        let edit = TextEdit(range: NSRange(location: cycle.value.offset, length: 0), replacement: "a")
        var text = fresh(cycle.value.base)  // the field's own text, referenced nowhere else: replaced in place
        benchmark.startMeasurement()
        if let bounds = try? edit.bounds(in: text) {
            text.replaceSubrange(bounds, with: edit.replacement)
        }
        benchmark.stopMeasurement()
        precondition(text == cycle.value.typed, "the field must show the edited text")
    }
}
