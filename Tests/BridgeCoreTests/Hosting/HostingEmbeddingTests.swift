import BridgeCore
import Foundation
import Testing

@Suite("Hosting: embedding")
struct HostingEmbeddingTests {

    @Test("A page fills its parent and keeps the safe area; a component sizes to content without it")
    func presets() {
        #expect(HostingEmbedding.page.sizingOptions == [])
        #expect(HostingEmbedding.page.safeAreaRegions == .all)
        #expect(HostingEmbedding.component.sizingOptions == [.intrinsicContentSize])
        #expect(HostingEmbedding.component.safeAreaRegions == [])
    }
}
