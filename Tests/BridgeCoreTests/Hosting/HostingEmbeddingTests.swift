import BridgeCore
import Foundation
import Testing

@Suite("Hosting: embedding and the iOS 15 padding workaround")
struct HostingEmbeddingTests {

    @Test("A page fills its parent and keeps the safe area; a component sizes to content without it")
    func presets() {
        #expect(HostingEmbedding.page.sizingOptions == [])
        #expect(HostingEmbedding.page.safeAreaRegions == .all)
        #expect(HostingEmbedding.component.sizingOptions == [.intrinsicContentSize])
        #expect(HostingEmbedding.component.safeAreaRegions == [])
    }

    @Test("The padding workaround runs on iOS 15 only", arguments: [13, 14, 15, 16, 17, 18, 26])
    func onlyOnFifteen(version: Int) {
        var workaround = ExtraPaddingWorkaround(systemMajorVersion: version)
        #expect(workaround.isNeeded == (version == 15))
        let asks = workaround.shouldUpdateConstraints(afterLayoutAt: CGSize(width: 390, height: 844))
        #expect(asks == (version == 15))
    }

    @Test("Decided by an availability check, the workaround is on only when the check says so")
    func decidedByAvailability() {
        let size = CGSize(width: 390, height: 844)
        var off = ExtraPaddingWorkaround(isNeeded: false)
        var on = ExtraPaddingWorkaround(isNeeded: true)
        let offAsks = off.shouldUpdateConstraints(afterLayoutAt: size)
        let onAsks = on.shouldUpdateConstraints(afterLayoutAt: size)
        #expect(!offAsks)
        #expect(onAsks)
    }

    @Test("The padding workaround asks once per size, so layout cannot loop")
    func noLayoutLoop() {
        var workaround = ExtraPaddingWorkaround(systemMajorVersion: 15)
        let portrait = CGSize(width: 390, height: 844)
        let asks = (0..<10).map { _ in workaround.shouldUpdateConstraints(afterLayoutAt: portrait) }
        #expect(asks.filter { $0 }.count == 1)
        let landscape = CGSize(width: 844, height: 390)
        let rotated = [workaround.shouldUpdateConstraints(afterLayoutAt: landscape), workaround.shouldUpdateConstraints(afterLayoutAt: landscape)]
        #expect(rotated == [true, false], "a new size asks once more")
    }
}
