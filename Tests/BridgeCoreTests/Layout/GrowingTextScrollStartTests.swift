import BridgeCore
import BridgeDoubles
import Testing

/// Where a growing text view starts when scrolling turns on (issue 30, item 13):
/// the shell asks `GrowingTextSizer.scrollStart(isEditing:)` on the layout
/// that turns scrolling on, and scrolls there on the next turn.
@Suite("Growing text view: where scrolling starts")
struct GrowingTextScrollStartTests {

    /// A draft longer than the limit, an app write or a rotation turns
    /// scrolling on while nobody edits: the caret is at the end after `text =`,
    /// and the view must still open at its first line.
    @Test @MainActor func aFirstTextLongerThanTheLimitOpensAtTheTop() {
        let view = HeadlessGrowingTextView(text: String(repeating: "line of a long draft ", count: 20), maximumLines: 3)
        _ = view.sizeThatFits(ProposedSize(width: 200, height: nil))
        #expect(view.scrolls)
        #expect(GrowingTextSizer.scrollStart(isEditing: false) == .top)
    }

    /// Typing past the limit keeps the line being typed in sight.
    @Test func typingPastTheLimitShowsTheCaretsLine() {
        #expect(GrowingTextSizer.scrollStart(isEditing: true) == .caretLine)
    }
}
