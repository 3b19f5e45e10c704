import BridgeCore
import BridgeDoubles

extension DemoChapter {
    /// Submit order, scopes and triggers, focus chains, focus on
    /// appear, onFocus once per transition, and focus shortcuts.
    static let submitFocus = DemoChapter(title: "Submit, focus and keyboard") {
        ["Submit and focus scenarios replayed on BridgeCore: SubmitChain for onSubmit, FocusSession in HeadlessFocusForm for focus."]
            + SubmitFocusDemo.nestedSubmit()
            + SubmitFocusDemo.submitScope()
            + SubmitFocusDemo.searchAndText()
            + SubmitFocusDemo.focusChain()
            + SubmitFocusDemo.onFocusOncePerTransition()
            + SubmitFocusDemo.focusOnAppear()
            + SubmitFocusDemo.unregisteredValue()
            + SubmitFocusDemo.shortcutFocus()
    }
}

/// The fields of the demo's forms.
enum DemoField: String, Hashable, Sendable, CustomStringConvertible {
    case name, email, phone, address

    var description: String { rawValue }
}

/// The submit and focus scenarios. Submit chains are built level by level, the
/// way SwiftUI's environment accumulates `onSubmit`: an ancestor's handler first.
@MainActor
enum SubmitFocusDemo {
    typealias Form = HeadlessFocusForm<DemoField>

    // MARK: Submit

    /// `Form { … }.onSubmit { commit1 }.onSubmit { commit2 }`: commit2 is the outer modifier.
    static let nestedForm = SubmitChain<String>()
        .adding("textfield in form commit2")
        .adding("textfield in form commit1")

    static func nestedSubmit() -> [String] {
        let text1 = nestedForm.adding("textfield in group commit").adding("text1 commit")
        let text3 = nestedForm.adding("text3 commit")
        return ["(a) Nested onSubmit: Group { text1, text2 }.onSubmit { group } and text3 in a Form with two onSubmit; return in text1:"]
            + text1.actions(for: .text).map { "  \($0)" }
            + ["  outer to inner, as SwiftUI runs them; return in text3: \(text3.actions(for: .text).joined(separator: ", "))"]
    }

    static func submitScope() -> [String] {
        // Group { … }.submitScope().onSubmit { group }: the scope is inside the group's handler.
        let text1 = nestedForm.adding("textfield in group commit").scoped().adding("text1 commit")
        let unscoped = nestedForm.adding("textfield in group commit").scoped(false).adding("text1 commit")
        return ["(b) .submitScope() on the Group, return in text1:"]
            + text1.actions(for: .text).map { "  \($0)" }
            + ["  .submitScope(false) leaves the chain open: \(unscoped.actions(for: .text).count) handlers run"]
    }

    static func searchAndText() -> [String] {
        func run(_ chain: SubmitChain<String>, _ trigger: SubmitTriggerSet) -> String {
            let actions = chain.actions(for: trigger)
            return actions.isEmpty ? "nothing" : actions.joined(separator: ", ")
        }
        // NavigationView { Form { TextField.onSubmit { textField commit } }.searchable(…).onSubmit(of: .search) { … } }
        let aroundSearchable = SubmitChain<String>().adding(of: .search, "searchField commit")
        // A second .onSubmit (.text) after .onSubmit(of: .search), outside it.
        let outerText = SubmitChain<String>().adding("textField commit (outer)").adding(of: .search, "searchField commit1")
        // .searchable(…).onSubmit { text }.onSubmit(of: .search) { … }: the .text handler is nearer the search field.
        let textNearer = SubmitChain<String>().adding(of: .search, "searchField commit (outer)").adding("text handler")
        // Form { … }.onSubmit(of: .search) { … }.searchable(…): the search field sits outside the handler.
        let beforeSearchable = SubmitChain<String>()
        let both = SubmitChain<String>().adding(of: [.text, .search], "Something has been submitted")
        func textField(_ chain: SubmitChain<String>) -> SubmitChain<String> { chain.adding("textField commit") }
        return [
            "(c) searchable: a handler whose triggers lack the submitted one stops the submission there:",
            "  .searchable(…).onSubmit(of: .search): text field → \(run(textField(aroundSearchable), .text)); search field → \(run(aroundSearchable, .search))",
            "  + .onSubmit { textField commit (outer) } after it: text field → \(run(textField(outerText), .text)) (the outer handler never runs)",
            "  vice versa, a .text handler between the search field and .onSubmit(of: .search): search field → \(run(textNearer, .search))",
            "  .onSubmit(of: .search) placed before .searchable: search field → \(run(beforeSearchable, .search)); text field → \(run(textField(SubmitChain().adding(of: .search, "searchField commit1")), .text))",
            "  .onSubmit(of: [.text, .search]): text field → \(run(both.adding("textField commit"), .text)); search field → \(run(both, .search))",
        ]
    }

    // MARK: Focus

    /// `List { name, email, phone }.onSubmit { switch focus { case .name: focus = .email … } }`,
    /// as a submit chain whose handler drives the headless form.
    static func chainHandler(submitted: @escaping () -> Void) -> SubmitChain<Form.SubmitHandler> {
        SubmitChain<Form.SubmitHandler>().adding { form in
            switch form.binding {
            case .name: form.setFocus(.email)
            case .email: form.setFocus(.phone)
            case .phone: submitted()   // a real form would check that every field is filled first
            default: break
            }
        }
    }

    static func focusChain() -> [String] {
        var form = shownForm([.name, .email, .phone])
        var submits = 0
        let handlers = chainHandler { submits += 1 }.actions(for: .text)
        var lines = ["(d) name → email → phone with return (List { … }.onSubmit { switch focus … }):"]
        var bindings: [String] = []
        var keyboardDown = 0
        func step(_ what: String, _ action: (inout Form) -> Void) {
            let writesBefore = form.bindingWrites.count
            action(&form)
            bindings.append(show(form.binding))
            if form.firstResponder == nil { keyboardDown += 1 }
            let writes = form.bindingWrites.dropFirst(writesBefore).map(show)
            let written = writes.isEmpty ? "none" : writes.joined(separator: ", ")
            lines.append("  \(what) → first responder \(show(form.firstResponder)), binding \(show(form.binding)); session wrote: \(written)")
        }
        step("tap name         ") { $0.tap(.name) }
        step("return in name   ") { $0.pressReturn(in: .name, running: handlers) }
        step("return in email  ") { $0.pressReturn(in: .email, running: handlers) }
        lines.append("  no first responder after \(keyboardDown) of these 3 steps: focus went field to field, never through nil, keyboard up")
        step("return in phone  ") { $0.pressReturn(in: .phone, running: handlers) }
        lines.append("  submit() ran \(submits) time; phone ended editing, so the keyboard went down only now")
        lines.append("  binding values: \(bindings.joined(separator: " → "))")

        var moving = shownForm([.name, .email, .phone])
        var visited: [String] = []
        for _ in 0..<4 {
            moving.move(.next)
            visited.append(show(moving.firstResponder))
        }
        lines.append("  $focus.focusNext() ×4, no switch: \(visited.joined(separator: " → ")) (stays on the last field)")
        return lines
    }

    static func onFocusOncePerTransition() -> [String] {
        let fields: [DemoField] = [.name, .email, .address]
        var form = shownForm(fields)
        let handlers = SubmitChain<Form.SubmitHandler>().adding { $0.setFocus(.email) }.actions(for: .text)
        var values: [DemoField?] = [form.binding]
        form.tap(.name)
        values.append(form.binding)
        form.pressReturn(in: .name, running: handlers)
        values.append(form.binding)
        form.tap(.address)
        values.append(form.binding)
        form.setFocus(nil)
        values.append(form.binding)

        let native = zip(values, values.dropFirst()).flatMap { FocusTransition.between($0, $1) }
        let naive = NaiveOnFocusModel(fields: fields, storesLastFocus: false).replay(values)
        let stored = NaiveOnFocusModel(fields: fields, storesLastFocus: true).replay(values)
        return [
            "(e) onFocus, fields name, email, address: tap name, return (focus = .email), tap address, focus = nil:",
            "  focus values: \(values.map(show).joined(separator: " → "))",
            "  BridgeKit, FocusSession: \(calls(form.transitions)) (\(form.transitions.count) calls)",
            "  BridgeKit, native fields (each field reports its own isFocused changes): \(calls(native)) (\(native.count) calls)",
            "  naive model without storeLastFocus, every field's onChange calls onFocus(focus == field):",
            "    \(naive.calls.joined(separator: ", ")) (\(naive.calls.count) calls)",
            "  naive model with storeLastFocus: \(stored.calls.count) calls, but \(stored.closureRuns) onChange runs,",
            "    \(stored.lastFocusWrites) lastFocused writes, each one more body update, for \(values.count - 1) focus changes",
        ]
    }

    static func focusOnAppear() -> [String] {
        var form = Form(order: [.name, .email], initial: .name)
        form.create(.name)
        let created = "first responder \(show(form.firstResponder)), request kept: \(show(form.session.pending))"
        form.moveToWindow(.name)
        let appeared = "\(form.responderCalls.joined(separator: ", ")) → first responder \(show(form.firstResponder)), binding \(show(form.binding))"
        form.create(.email)
        form.tap(.name)
        form.setFocus(.email)
        let requested = "first responder \(show(form.firstResponder)), kept: \(show(form.session.pending))"
        form.moveToWindow(.email)
        return [
            "(f) Focus on appear: the naive approach waits asyncAfter(0.5) in onAppear; here focus starts at .name:",
            "  name's view created, not in a window yet: \(created)",
            "  name moves into its window: \(appeared); no timer",
            "  focus = .email (name focused) before email is in a window: \(requested), so typing cannot go to name; once it is: first responder \(show(form.firstResponder))",
        ]
    }

    static func unregisteredValue() -> [String] {
        var form = shownForm([.name, .email])
        form.tap(.name)
        form.setFocus(.phone)
        return [
            "(g) focus = .phone, but only name and email are bound (name focused):",
            "  \(form.diagnostics.map(\.description).joined(separator: " "))",
            "  binding set back to \(show(form.binding)); first responder still \(show(form.firstResponder))",
        ]
    }

    static func shortcutFocus() -> [String] {
        let shortcuts = FocusShortcuts<DemoField>([
            (KeyShortcut("t"), .email),
            (KeyShortcut("a", modifiers: [.command, .shift, .option]), .address),
        ])
        var form = shownForm([.email, .address])
        func press(_ shortcut: KeyShortcut) -> String {
            // The hidden button's action: focus = the shortcut's field.
            if let field = shortcuts.field(for: shortcut) { form.setFocus(field) }
            return "\(shortcut) → \(show(form.firstResponder))"
        }
        let pressed = [
            press(KeyShortcut("t")),
            press(KeyShortcut("a", modifiers: [.option, .shift, .command])),
            press(KeyShortcut("t", modifiers: [.command, .shift])),
        ]
        let conflicts = shortcuts.conflicts.isEmpty ? "none" : "\(shortcuts.conflicts)"
        let twice = FocusShortcuts<DemoField>([(KeyShortcut("t"), .name), (KeyShortcut("t"), .email)])
        let copy = FocusShortcuts<DemoField>([(KeyShortcut("c"), .name)])
        return [
            "(h) Shortcut focus: email on key \"t\", address on \"a\" with [.command, .shift, .option]:",
            "  \(pressed.joined(separator: "; ")) (unbound: focus stays); conflicts: \(conflicts)",
            "  name and email both on ⌘T: \(twice.conflicts.map(\.description).first ?? "none")",
            "  name on ⌘C: \(copy.conflicts.map(\.description).first ?? "none")",
        ]
    }

    // MARK: Helpers

    /// A form of `fields`, in that order, each created and in a window.
    static func shownForm(_ fields: [DemoField]) -> Form {
        var form = Form(order: fields)
        fields.forEach { form.show($0) }
        return form
    }

    static func show(_ field: DemoField?) -> String {
        field.map(\.rawValue) ?? "nil"
    }

    static func calls(_ transitions: [FocusTransition<DemoField>]) -> String {
        transitions.map { "\($0.value): \($0.isGained)" }.joined(separator: ", ")
    }
}

/// A model of the naive per-field focus callbacks (an `onChange` on every
/// field, optionally with the previous focus stored in extra state), replayed
/// on a sequence of focus values: not SwiftUI, a count of what that code runs.
///
/// Every field carries `.onChange(of: focus)`, so every field's closure runs on
/// each change. Without `storeLastFocus` a field calls `onFocus(focus == field)`,
/// so fields that never had focus hear `false`. With it, a field calls
/// `onFocus(false)` only if it was `last`; keeping `last` costs one `@State`
/// write per change, and that write re-evaluates the body once more.
struct NaiveOnFocusModel {
    let fields: [DemoField]
    let storesLastFocus: Bool
    private(set) var calls: [String] = []
    private(set) var closureRuns = 0
    private(set) var lastFocusWrites = 0

    init(fields: [DemoField], storesLastFocus: Bool) {
        self.fields = fields
        self.storesLastFocus = storesLastFocus
    }

    /// Feeds each change between consecutive values; equal neighbours are no change.
    func replay(_ values: [DemoField?]) -> Self {
        var model = self
        var last: DemoField?
        for (old, new) in zip(values, values.dropFirst()) where old != new {
            for field in fields {
                model.closureRuns += 1
                if new == field {
                    model.calls.append("\(field): true")
                } else if !storesLastFocus || last == field {
                    model.calls.append("\(field): false")
                }
            }
            if storesLastFocus, last != new {
                last = new
                model.lastFocusWrites += 1
            }
        }
        return model
    }
}
