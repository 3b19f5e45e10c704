@testable import BridgeKitTool
import Testing

@Suite("bridgekit demo: submit, focus and keyboard chapter")
@MainActor
struct SubmitFocusDemoTests {
    let lines = DemoChapter.submitFocus.lines()

    /// The lines after the one starting with `heading`, up to the next lettered heading.
    func section(_ heading: String) -> [String] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }) else { return [] }
        return Array(lines[(start + 1)...].prefix { $0.hasPrefix("  ") })
    }

    @Test("return in text1 runs the four nested handlers, outer to inner")
    func nestedSubmitOrder() {
        #expect(section("(a)").prefix(4) == [
            "  textfield in form commit2",
            "  textfield in form commit1",
            "  textfield in group commit",
            "  text1 commit",
        ])
        #expect(lines.contains { $0.hasSuffix("return in text3: textfield in form commit2, textfield in form commit1, text3 commit") })
    }

    @Test("a submit scope on the Group leaves only text1's own handler")
    func submitScope() {
        #expect(section("(b)").first == "  text1 commit")
        #expect(lines.contains("  .submitScope(false) leaves the chain open: 4 handlers run"))
    }

    @Test("search blocks text and text blocks search; before searchable never fires; [.text, .search] answers both")
    func searchAndText() {
        #expect(lines.contains("  .searchable(…).onSubmit(of: .search): text field → textField commit; search field → searchField commit"))
        #expect(lines.contains("  + .onSubmit { textField commit (outer) } after it: text field → textField commit (the outer handler never runs)"))
        #expect(lines.contains("  vice versa, a .text handler between the search field and .onSubmit(of: .search): search field → nothing"))
        #expect(lines.contains("  .onSubmit(of: .search) placed before .searchable: search field → nothing; text field → textField commit"))
        #expect(lines.contains("  .onSubmit(of: [.text, .search]): text field → Something has been submitted, textField commit; search field → Something has been submitted"))
    }

    @Test("return moves focus name → email → phone without passing through nil")
    func focusChain() {
        #expect(lines.contains("  return in name    → first responder email, binding email; session wrote: none"))
        #expect(lines.contains("  return in email   → first responder phone, binding phone; session wrote: none"))
        #expect(lines.contains { $0.hasPrefix("  no first responder after 0 of these 3 steps") })
        #expect(lines.contains("  submit() ran 1 time; phone ended editing, so the keyboard went down only now"))
        #expect(lines.contains("  binding values: name → email → phone → nil"))
        #expect(lines.contains("  $focus.focusNext() ×4, no switch: name → email → phone → phone (stays on the last field)"))
    }

    @Test("onFocus once per transition, against the naive per-field onChange model")
    func onFocusOncePerTransition() {
        let once = "name: true, name: false, email: true, email: false, address: true, address: false (6 calls)"
        #expect(lines.contains("  BridgeKit, FocusSession: " + once))
        #expect(lines.contains("  BridgeKit, native fields (each field reports its own isFocused changes): " + once))
        #expect(lines.contains { $0.hasPrefix("    name: true, email: false, address: false, name: false, email: true,") && $0.hasSuffix("(12 calls)") })
        #expect(lines.contains("  naive model with storeLastFocus: 6 calls, but 12 onChange runs,"))
        #expect(lines.contains("    4 lastFocused writes, each one more body update, for 4 focus changes"))
    }

    @Test("focus on appear: the request waits for the window, then is honoured at once")
    func focusOnAppear() {
        #expect(lines.contains("  name's view created, not in a window yet: first responder nil, request kept: name"))
        #expect(lines.contains("  name moves into its window: become name → first responder name, binding name; no timer"))
        #expect(lines.contains("  focus = .email (name focused) before email is in a window: first responder nil, kept: email, so typing cannot go to name; once it is: first responder email"))
    }

    @Test("a value no field is bound to is ignored with a diagnostic")
    func unregisteredValue() {
        #expect(section("(g)") == [
            "  Focus request for phone ignored: no field is bound to that value.",
            "  binding set back to name; first responder still name",
        ])
    }

    @Test("⌘T and ⌥⇧⌘A focus their fields; two fields on ⌘T and a field on ⌘C are conflicts")
    func shortcutFocus() {
        #expect(lines.contains("  ⌘T → email; ⌥⇧⌘A → address; ⇧⌘T → address (unbound: focus stays); conflicts: none"))
        #expect(lines.contains("  name and email both on ⌘T: ⌘T is bound to name, email; only name will be focused."))
        #expect(lines.contains("  name on ⌘C: ⌘C focuses name but is Copy in text fields."))
    }

    @Test("the naive model: every field's closure runs on each change; storeLastFocus trims the calls, not the runs")
    func naiveOnFocusModel() {
        let values: [DemoField?] = [nil, .name, .name, .email]
        let naive = NaiveOnFocusModel(fields: [.name, .email], storesLastFocus: false).replay(values)
        #expect(naive.calls == ["name: true", "email: false", "name: false", "email: true"])
        #expect(naive.closureRuns == 4)
        let stored = NaiveOnFocusModel(fields: [.name, .email], storesLastFocus: true).replay(values)
        #expect(stored.calls == ["name: true", "name: false", "email: true"])
        #expect(stored.closureRuns == 4)
        #expect(stored.lastFocusWrites == 2)
        #expect(naive.lastFocusWrites == 0)
    }

    @Test("the chapter is part of the tour, right after the text field chapter")
    func chapterInTour() {
        #expect((25...60).contains(lines.count))
        let titles = DemoTour.chapters.map(\.title)
        #expect(titles.firstIndex(of: "Submit, focus and keyboard") == titles.firstIndex(of: "Wrapping UITextField").map { $0 + 1 })
    }
}
