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

    @Test("On iOS 16.0–16.3 a component's content ignores the safe area and the keyboard itself; a page's ignores nothing")
    func beforeSafeAreaRegions() {
        #expect(HostingEmbedding.component.safeAreaPath(controllerHasSafeAreaRegions: false) == .contentIgnores(.all))
        #expect(HostingEmbedding.page.safeAreaPath(controllerHasSafeAreaRegions: false) == .contentIgnores([]))
        let keyboardOnly = HostingEmbedding(placement: .sizesToContent, respectsSafeArea: false)
        #expect(keyboardOnly.safeAreaPath(controllerHasSafeAreaRegions: false) == .contentIgnores([.container, .keyboard]))
    }

    @Test("From iOS 16.4 the controller's safeAreaRegions carry the decision and the content is left alone")
    func withSafeAreaRegions() {
        #expect(HostingEmbedding.component.safeAreaPath(controllerHasSafeAreaRegions: true) == .controllerRegions([]))
        #expect(HostingEmbedding.page.safeAreaPath(controllerHasSafeAreaRegions: true) == .controllerRegions(.all))
    }
}
