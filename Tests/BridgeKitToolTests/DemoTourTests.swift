@testable import BridgeKitTool
import Testing

@Suite("bridgekit demo: the tour")
@MainActor
struct DemoTourTests {
    @Test("each chapter is headed by its title alone, underlined to its length")
    func headings() throws {
        let output = DemoTour.render([.navigation]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let title = "SwiftUI pages in UIKit"
        let heading = try #require(output.firstIndex(of: title))
        #expect(output[heading + 1] == String(repeating: "=", count: title.count))
    }

    @Test("every chapter describes behaviour, not outside articles", arguments: DemoTour.chapters)
    func noOutsideReferences(chapter: DemoChapter) {
        for line in chapter.lines() {
            #expect(!line.localizedCaseInsensitiveContains("seed"), "\(line)")
            #expect(!line.localizedCaseInsensitiveContains("article"), "\(line)")
        }
    }
}
