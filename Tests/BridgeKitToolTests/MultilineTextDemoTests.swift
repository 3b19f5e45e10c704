@testable import BridgeKitTool
import Testing

@Suite("bridgekit demo: multi-line text chapter")
@MainActor
struct MultilineTextDemoTests {
    let lines = DemoChapter.multilineText.lines()

    @Test("the composer grows a line at a time to 5 lines, then scrolls")
    func grows() {
        #expect(lines.contains("  + \"On my way!\" → 1 line, 36 pt high"))
        #expect(lines.contains("  + \" The train is stuck outside the station, sorry.\" → 2 lines, 56 pt high"))
        #expect(lines.contains("  + \"⏎ and order the soup\" → 5 lines, 116 pt high"))
        #expect(lines.contains("  + \"⏎ please\" → 6 lines, 116 pt high, scrolls"))
        #expect(lines.filter { $0.hasSuffix("scrolls") }.count == 1)
    }

    @Test("one measurement per keystroke against seven for a wrapper measuring every probe")
    func measurements() {
        #expect(lines.contains("  text measurements, appearing and then for 112 keystrokes:"))
        #expect(lines.contains("    GrowingTextSizer: 2, then 112 (one a keystroke)"))
        #expect(lines.contains("    sizeThatFits measuring every probe: 7, then 784 (7 a keystroke), the same final sizes"))
    }

    @Test("Return inserts a newline by default and submits when returnKeySubmits is on")
    func returnKey() {
        #expect(lines.contains("  returnKeySubmits off (default): allowEdit, setBinding → binding \"See you\\n\", a new line"))
        #expect(lines.contains("  returnKeySubmits on: commit (onSubmit) → binding \"See you\", submitted; the keyboard stays up"))
    }

    @Test("the tour has the chapter after the text field's and its submit and focus chapter")
    func inTour() {
        let titles = DemoTour.chapters.map(\.title)
        #expect(titles.firstIndex(of: "Multi-line text") == titles.firstIndex(of: "Submit, focus and keyboard").map { $0 + 1 })
    }
}
