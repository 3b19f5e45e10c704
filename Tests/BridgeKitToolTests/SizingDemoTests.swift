@testable import BridgeKitTool
import Testing

@Suite("bridgekit demo: sizing chapter")
@MainActor
struct SizingDemoTests {
    let lines = DemoChapter.sizing.lines()

    @Test("the naive label is one line, the adaptor wraps it into 5 lines of a 300-point column")
    func label() {
        #expect(lines.contains("    → 1264 × 20: one line, wider than the column"))
        #expect(lines.contains("    → 300 × 100: 5 lines"))
        #expect(lines.contains("      | always the next one."))
    }

    @Test("the text field takes the screen until its priorities are set")
    func textField() {
        #expect(lines.contains("    → 390 × 800: the field takes the whole screen"))
        #expect(lines.contains("    → 390 × 34: full width, one line tall"))
    }

    @Test("a hugging view keeps its intrinsic size; a view without one vanishes under fixedSize()")
    func fixedViews() {
        #expect(lines.contains("  → 20 × 20 when offered (390, 800); no constraints needed"))
        #expect(lines.contains { $0.contains("0 × 0 under .fixedSize(): it vanishes") })
        #expect(lines.contains { $0.hasSuffix("under .fixedSize() → 120 × 44") })
    }

    @Test("the demo command prints every chapter")
    func demoCommand() {
        let result = Tool.run(["demo"])
        #expect(result.exitCode == 0)
        for chapter in DemoTour.chapters {
            #expect(result.output.contains(chapter.title))
        }
    }
}
