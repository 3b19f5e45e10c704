import Benchmark
import BridgeCore

// Submit and focus: BridgeCore against the naive approaches apps write by hand. Every row runs a thousand operations per sample
// (`scalingFactor: .kilo`); the tables show figures per operation (marked *).
// Setup (fields registered, chains built once) runs before `startMeasurement()`.
//
// (a) Submit routing, handlers at `depth` levels around a field, all for `.text`
//     so every one runs (the longest walk):
//   - BridgeKit: a `SubmitChain` built level by level, as `onBridgedSubmit` does
//     in `transformEnvironment` (`chain = chain.adding(of:_:)`), then
//     `actions(for: .text)` and the actions run.
//   - naive: the environment holds one closure; each level wraps the outer one
//     (`{ trigger in guard triggers.contains(trigger) else { return }; outer(trigger); action() }`),
//     then the field calls it. Same order, same blocking, same actions.
//   Both build the whole chain per operation: SwiftUI re-evaluates the
//   environment on every update, and submissions are rarer than updates. The
//   "submit only" rows run a chain built once.
//
// (b) A focus change among `count` fields (the user taps the next field):
//   - BridgeKit (TextFieldWrapper): UIKit's two reports (`lost`, `gained`) and
//     the end of the turn into `FocusSession`, the effects performed: one onFocus call per
//     transition, one binding write.
//   - the naive `storeLastFocus` + `focused(_:equals:last:onFocus:)`, as a model
//     of what SwiftUI runs: every field has an `onChange(of: focus)`, so on each
//     change SwiftUI compares `count + 1` stored values and runs `count + 1`
//     closures (each field's, which calls onFocus at most once, and
//     `storeLastFocus`'s, which writes `lastFocused`); that `@State` write
//     invalidates the view, so a second update re-evaluates the body, which
//     builds `count + 1` new closures capturing the new `last`, and compares the
//     `count + 1` values again (no closure runs).
//   Not modelled: the body evaluation of the first update, which the focus
//   change causes for both approaches, and UIKit's first-responder work.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(1)
    Benchmark.defaultConfiguration.metrics = [.wallClock, .throughput, .mallocCountTotal]
    Benchmark.defaultConfiguration.scalingFactor = .kilo

    precondition(SubmitModels.agree(), "the naive composition must run what SubmitChain runs")
    precondition(FocusModels.agree(), "the naive model must call onFocus as FocusSession reports")

    for depth in [3, 10, 50] {
        let actions = { SubmitModels.actions(depth) }
        row("Submit, depth \(depth), build + submit: SubmitChain (BridgeKit)", setup: actions) { actions in
            SubmitModels.chain(actions).actions(for: .text).forEach { $0() }
        }
        row("Submit, depth \(depth), build + submit: nested closures (naive)", setup: actions) { actions in
            SubmitModels.nested(actions)(.text)
        }
        row("Submit, depth \(depth), submit only: SubmitChain (BridgeKit)", setup: { SubmitModels.chain(actions()) }) { chain in
            chain.actions(for: .text).forEach { $0() }
        }
        row("Submit, depth \(depth), submit only: nested closures (naive)", setup: { SubmitModels.nested(actions()) }) { submit in
            submit(.text)
        }
    }

    for count in [3, 30, 300] {
        row("Focus change, \(count) fields: FocusSession (BridgeKit)", setup: { SessionForm(count: count) }) { form in
            form.tapNext()
        }
        row("Focus change, \(count) fields: storeLastFocus + focused(_:equals:last:onFocus:) (naive model)",
            setup: { NaiveFocusView(count: count) }) { view in
            view.tapNext()
        }
        row("Focus change, \(count) fields: FocusSession .move(.next), as $focus.focusNext() (BridgeKit)",
            setup: { SessionForm(count: count) }) { form in
            form.moveOn()
        }
    }
}

/// A benchmark that runs `setup` unmeasured, then `operation` on its result once
/// per iteration (a thousand per sample).
func row<State>(_ name: String, setup: @escaping () -> State, _ operation: @escaping (inout State) -> Void) {
    Benchmark(name) { benchmark in
        var state = setup()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            operation(&state)
        }
        benchmark.stopMeasurement()
        blackHole(state)
    }
}

// MARK: (a) Submit routing

typealias SubmitAction = () -> Void
/// What the naive environment value holds: submit with a trigger.
typealias NaiveSubmit = (SubmitTriggerSet) -> Void

enum SubmitModels {
    /// One action per level; each counts its runs in a shared box.
    static func actions(_ depth: Int, into box: Counter = Counter()) -> [SubmitAction] {
        (0..<depth).map { _ in { box.count += 1 } }
    }

    /// BridgeKit: outermost level first, one `adding` per level.
    static func chain(_ actions: [SubmitAction], triggers: [SubmitTriggerSet]? = nil) -> SubmitChain<SubmitAction> {
        var chain = SubmitChain<SubmitAction>()
        for (level, action) in actions.enumerated() {
            chain = chain.adding(of: triggers?[level] ?? .text, action)
        }
        return chain
    }

    /// The naive environment: each level wraps the closure it inherits.
    static func nested(_ actions: [SubmitAction], triggers: [SubmitTriggerSet]? = nil) -> NaiveSubmit {
        var submit: NaiveSubmit = { _ in }
        for (level, action) in actions.enumerated() {
            let outer = submit
            let accepted = triggers?[level] ?? .text
            submit = { trigger in
                // A level that does not take the trigger stops it: nothing outside runs.
                guard accepted.contains(trigger) else { return }
                outer(trigger)
                action()
            }
        }
        return submit
    }

    /// Both run the same actions in the same order, blocking included.
    static func agree() -> Bool {
        // .text runs levels 2...5 (level 1 blocks it), .search runs 4 and 5 (level 3 blocks it).
        let levels: [SubmitTriggerSet] = [.text, .search, [.text, .search], .text, [.text, .search], [.text, .search]]
        let expected: [SubmitTriggerSet: [Int]] = [.text: [2, 3, 4, 5], .search: [4, 5]]
        return [SubmitTriggerSet.text, .search].allSatisfy { trigger in
            var ran: [Int] = []
            let actions: [SubmitAction] = levels.indices.map { level in { ran.append(level) } }
            chain(actions, triggers: levels).actions(for: trigger).forEach { $0() }
            let fromChain = ran
            ran = []
            nested(actions, triggers: levels)(trigger)
            return ran == fromChain && ran == expected[trigger]
        }
    }
}

final class Counter {
    var count = 0
}

// MARK: (b) Focus

/// BridgeKit's wrapper: the session with `count` fields on screen, the first
/// focused; the shell performs the effects.
struct SessionForm {
    let count: Int
    var session: FocusSession<Int>
    var focused = 0
    var binding: Int? = 0
    var onFocusCalls = 0
    var bindingWrites = 0
    var log: [String]?
    private var forward = true
    private var isWorkScheduled = false

    init(count: Int, logging: Bool = false) {
        self.count = count
        session = FocusSession(order: Array(0..<count), initial: 0)
        log = logging ? [] : nil
        for field in 0..<count {
            _ = session.handle(.registered(field, isEmpty: true))
            perform(session.handle(.appeared(field)))   // field 0: after the turn
        }
        endTurn()
        perform(session.handle(.gained(0)))
    }

    /// The user taps the next field (the first after the last): UIKit ends the
    /// old one's editing, begins the new one's; then the turn ends.
    mutating func tapNext() {
        uikitMove(to: (focused + 1) % count)
        endTurn()
    }

    /// `$focus.focusNext()`, back and forth along the fields.
    mutating func moveOn() {
        if focused == count - 1 { forward = false } else if focused == 0 { forward = true }
        perform(session.handle(.move(forward ? .next : .previous)))
        endTurn()
    }

    /// Runs the work the session deferred to the end of the turn.
    private mutating func endTurn() {
        while isWorkScheduled {
            isWorkScheduled = false
            perform(session.handle(.deferredWorkDue))
        }
    }

    private mutating func uikitMove(to field: Int) {
        perform(session.handle(.lost(focused)))
        focused = field
        perform(session.handle(.gained(field)))
    }

    private mutating func perform(_ effects: [FocusSession<Int>.Effect]) {
        for effect in effects {
            switch effect {
            case .becomeFirstResponder(let field) where field != focused:
                uikitMove(to: field)
            case .transition(let transition):
                onFocusCalls += 1   // onFocus(transition.isGained) for transition.value
                log?.append("\(transition.value): \(transition.isGained)")
            case .setBinding(let value):
                binding = value
                bindingWrites += 1
            case .scheduleDeferredWork:
                isWorkScheduled = true
            case .becomeFirstResponder, .resignFirstResponder, .diagnostic:
                break
            }
        }
    }
}

/// The naive `OnFocusView` with `count` fields, as the work SwiftUI does for it
/// (see the top of the file).
final class NaiveFocusView {
    /// One `onChange(of: focus)` modifier: the value it saw last and its action.
    struct OnChange {
        var seen: Int?
        var action: (Int?) -> Void
    }

    let count: Int
    var focus: Int? = 0            // @FocusState
    var lastFocused: Int? = 0      // @State, kept by storeLastFocus
    var onChanges: [OnChange] = []
    var onFocusCalls = 0
    var lastFocusWrites = 0
    var updates = 0
    var log: [String]?
    private var isInvalidated = false

    init(count: Int, logging: Bool = false) {
        self.count = count
        log = logging ? [] : nil
        onChanges = body().map { OnChange(seen: focus, action: $0) }
    }

    /// The body's onChange actions, capturing `last` as the body reads it.
    func body() -> [(Int?) -> Void] {
        let last = lastFocused
        var actions: [(Int?) -> Void] = (0..<count).map { value in
            // focused(_:equals:last:onFocus:)
            { [unowned self] focusValue in
                if focusValue == value {
                    self.onFocus(value, true)
                } else if last == value {
                    self.onFocus(value, false)
                }
            }
        }
        // storeLastFocus(current:last:)
        actions.append { [unowned self] current in
            if current != self.lastFocused {
                self.lastFocused = current
                self.lastFocusWrites += 1
                self.isInvalidated = true
            }
        }
        return actions
    }

    func onFocus(_ value: Int, _ focused: Bool) {
        onFocusCalls += 1   // print("name:", $0)
        log?.append("\(value): \(focused)")
    }

    /// The user taps the next field: focus changes, SwiftUI updates; the
    /// `lastFocused` write causes the second update.
    func tapNext() {
        focus = ((focus ?? -1) + 1) % count
        runOnChanges()
        while isInvalidated {
            isInvalidated = false
            updates += 1
            for (index, action) in body().enumerated() {
                onChanges[index].action = action
            }
            runOnChanges()
        }
    }

    private func runOnChanges() {
        for index in onChanges.indices where onChanges[index].seen != focus {
            onChanges[index].seen = focus
            onChanges[index].action(focus)
        }
    }
}

enum FocusModels {
    /// The naive model and the session make the same onFocus calls. The naive
    /// model's calls come in view order, so moving back to an earlier field reports its
    /// `true` before the old field's `false`; the session reports the loss first.
    static func agree() -> Bool {
        var form = SessionForm(count: 3, logging: true)
        let view = NaiveFocusView(count: 3, logging: true)
        form.log = []
        view.log = []
        for _ in 0..<4 {
            form.tapNext()
            view.tapNext()
        }
        return form.log == ["0: false", "1: true", "1: false", "2: true", "2: false", "0: true", "0: false", "1: true"]
            && view.log == ["0: false", "1: true", "1: false", "2: true", "0: true", "2: false", "0: false", "1: true"]
            && view.updates == 4 && view.lastFocusWrites == 4 && form.bindingWrites == 4
    }
}
