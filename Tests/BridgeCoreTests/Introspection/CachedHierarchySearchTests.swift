import BridgeCore
import Testing

@MainActor
private func isScroll(_ node: HeadlessNode) -> HeadlessNode? {
    node.kind == "UIScrollView" ? node : nil
}

@Suite("CachedHierarchySearch: search once, keep weakly")
@MainActor
struct CachedHierarchySearchTests {
    @Test func repeatedUpdatesSearchOnce() {
        let marker = HeadlessNode("UIView")
        let list = HeadlessNode("UIScrollView")
        let root = HeadlessNode("UIView", [HeadlessNode("UIView", [marker]), list])
        var cache = CachedHierarchySearch<HeadlessNode>()
        for _ in 0..<100 {
            #expect(cache.resolve(from: marker, as: isScroll) === list)
        }
        #expect(cache.searches == 1)
        #expect(cache.lastOutcome == .found(ancestorLevel: 2, depth: 1))
        _ = root
    }

    @Test func searchesAgainOnlyOnceTheTargetIsGone() {
        let marker = HeadlessNode("UIView")
        let root = HeadlessNode("UIView", [HeadlessNode("UIView", [marker])])
        var cache = CachedHierarchySearch<HeadlessNode>()
        do {
            let old = HeadlessNode("UIScrollView", label: "old")
            root.addChild(old)
            #expect(cache.resolve(from: marker, as: isScroll)?.label == "old")
            old.removeFromParent()
        }
        // `old` is deallocated: SwiftUI rebuilt the list.
        #expect(cache.target == nil)
        let replacement = HeadlessNode("UIScrollView", label: "new")
        root.addChild(replacement)
        #expect(cache.resolve(from: marker, as: isScroll) === replacement)
        #expect(cache.resolve(from: marker, as: isScroll) === replacement)
        #expect(cache.searches == 2)
    }

    @Test func forgetForcesANewSearch() {
        let marker = HeadlessNode("UIView")
        let list = HeadlessNode("UIScrollView")
        let root = HeadlessNode("UIView", [marker, list])
        var cache = CachedHierarchySearch<HeadlessNode>()
        _ = cache.resolve(from: marker, as: isScroll)
        cache.forget()
        #expect(cache.resolve(from: marker, as: isScroll) === list)
        #expect(cache.searches == 2)
        _ = root
    }

    @Test func nothingFoundIsNotKeptSoTheNextUpdateTriesAgain() {
        let marker = HeadlessNode("UIView")
        var cache = CachedHierarchySearch<HeadlessNode>()
        #expect(cache.resolve(from: marker, as: isScroll) == nil)
        #expect(cache.lastOutcome == .reachedRoot)
        let list = HeadlessNode("UIScrollView")
        let root = HeadlessNode("UIView", [marker, list])  // SwiftUI inserted the marker
        #expect(cache.resolve(from: marker, as: isScroll) === list)
        #expect(cache.searches == 2)
        _ = root
    }
}
