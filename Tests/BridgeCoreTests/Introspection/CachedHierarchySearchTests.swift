import BridgeCore
import BridgeDoubles
import Testing

@MainActor
private func isScroll(_ node: HeadlessNode) -> HeadlessNode? {
    HeadlessScreen.isScrollView(node) ? node : nil
}

/// `[back marker host, content…, front marker host]` under one root.
@MainActor
private func bracketed(_ content: [HeadlessNode]) -> (root: HeadlessNode, back: HeadlessNode, front: HeadlessNode) {
    let back = HeadlessNode("UIView", label: "marker")
    let front = HeadlessNode("UIView", label: "front marker")
    let root = HeadlessNode("UIView", [HeadlessNode("PlatformViewHost", [back])] + content + [HeadlessNode("PlatformViewHost", [front])])
    return (root, back, front)
}

@Suite("CachedHierarchySearch: search once, keep weakly, notice what changed between the markers")
@MainActor
struct CachedHierarchySearchTests {
    @Test func repeatedUpdatesSearchOnce() {
        let list = HeadlessNode("UIScrollView")
        let (root, back, front) = bracketed([list])
        var cache = CachedHierarchySearch<HeadlessNode>()
        for _ in 0..<100 {
            #expect(cache.resolve(between: back, and: front, as: isScroll) === list)
        }
        #expect(cache.searches == 1)
        #expect(cache.lastOutcome == .found(ancestorLevel: 2, depth: 1))
        _ = root
    }

    @Test func searchesAgainOnceTheTargetIsGone() {
        let (root, back, front) = bracketed([])
        var cache = CachedHierarchySearch<HeadlessNode>()
        do {
            let old = HeadlessNode("UIScrollView", label: "old")
            root.childNodes[0].addChild(old)   // beside the back marker, in the bracket
            #expect(cache.resolve(between: back, and: front, as: isScroll)?.label == "old")
            old.removeFromParent()
        }
        #expect(cache.target == nil)
        let replacement = HeadlessNode("UIScrollView", label: "new")
        root.childNodes[0].addChild(replacement)
        #expect(cache.resolve(between: back, and: front, as: isScroll) === replacement)
        #expect(cache.resolve(between: back, and: front, as: isScroll) === replacement)
        #expect(cache.searches == 2)
    }

    @Test func aTargetRemovedFromTheTreeButStillAliveIsNotReturned() {
        // Something else keeps the old scroll view alive (a transition, a cache).
        let old = HeadlessNode("UIScrollView", label: "old")
        let host = HeadlessNode("PlatformViewHost", [old])
        let (root, back, front) = bracketed([host])
        var cache = CachedHierarchySearch<HeadlessNode>()
        #expect(cache.resolve(between: back, and: front, as: isScroll) === old)
        old.removeFromParent()
        #expect(cache.resolve(between: back, and: front, as: isScroll) == nil)
        #expect(cache.lastOutcome == .nothingBetween)
        _ = root
    }

    @Test func aListSwappedWithATransitionIsReplacedAtOnce() {
        var screen = HeadlessScreen(.sibling)
        var cache = CachedHierarchySearch<HeadlessNode>()
        let old = cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll)
        #expect(old === screen.list)
        let new = screen.swapListWithTransition()
        // The old list is still in the tree, animating out.
        #expect(screen.leavingList?.parentNode?.parentNode != nil)
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === new)
        #expect(cache.isProvisional)
        screen.finishTransition()
        // The next check: the old list left, so the swap is confirmed.
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === new)
        #expect(!cache.isProvisional)
        #expect(cache.searches == 3)
    }

    @Test func twoCandidatesWithNoPreviousTargetAreReportedNotGuessed() {
        let (root, back, front) = bracketed([HeadlessNode("UIScrollView"), HeadlessNode("UIScrollView")])
        var cache = CachedHierarchySearch<HeadlessNode>()
        #expect(cache.resolve(between: back, and: front, as: isScroll) == nil)
        #expect(cache.lastOutcome == .ambiguous(candidates: 2))
        #expect(cache.takeDiagnostic()?.description.contains("2 of them lie between the markers") == true)
        _ = root
    }

    @Test func markersNotYetInsertedFindNothingAndTheNextUpdateTriesAgain() {
        let back = HeadlessNode("UIView")
        let front = HeadlessNode("UIView")
        var cache = CachedHierarchySearch<HeadlessNode>()
        #expect(cache.resolve(between: back, and: front, as: isScroll) == nil)
        #expect(cache.lastOutcome == .notBracketed)
        let list = HeadlessNode("UIScrollView")
        let root = HeadlessNode("UIView", [HeadlessNode("PlatformViewHost", [back]), list, HeadlessNode("PlatformViewHost", [front])])
        #expect(cache.resolve(between: back, and: front, as: isScroll) === list)
        #expect(cache.searches == 2)
        _ = root
    }

    @Test func markersMovedNextToAnotherListFindThatList() {
        let oldList = HeadlessNode("UIScrollView", label: "old")
        let (oldScreen, back, front) = bracketed([oldList])
        let newList = HeadlessNode("UIScrollView", label: "new")
        let backHost = HeadlessNode("PlatformViewHost")
        let frontHost = HeadlessNode("PlatformViewHost")
        let newScreen = HeadlessNode("UIView", [backHost, newList, frontHost])
        var cache = CachedHierarchySearch<HeadlessNode>()
        #expect(cache.resolve(between: back, and: front, as: isScroll) === oldList)
        backHost.addChild(back)
        frontHost.addChild(front)
        // Noticed without an event too: the bracket's ancestor changed.
        #expect(cache.resolve(between: back, and: front, as: isScroll) === newList)
        cache.handle(.markerMoved)
        #expect(cache.resolve(between: back, and: front, as: isScroll) === newList)
        #expect(cache.searches == 3)
        withExtendedLifetime((oldScreen, newScreen)) {}
    }

    @Test func aFailedSearchIsReportedOncePerRunOfFailures() throws {
        let (root, back, front) = bracketed([HeadlessNode("UILabel")])
        var cache = CachedHierarchySearch<HeadlessNode>()
        #expect(cache.resolve(between: back, and: front, as: isScroll) == nil)
        let taken = cache.takeDiagnostic()
        let diagnostic = try #require(taken)
        #expect(diagnostic.outcome == .nothingBetween)
        #expect(diagnostic.visits == 1)
        #expect(diagnostic.description == "BridgeKit: no single HeadlessNode found for the modified view: "
            + "none lies between the markers (1 views searched) (limits: 8 levels up, 16 levels down, 2000 views). "
            + "Apply the modifier to the view itself, not to a container of several.")
        #expect(cache.takeDiagnostic() == nil)

        #expect(cache.resolve(between: back, and: front, as: isScroll) == nil)  // the next update fails the same way
        #expect(cache.takeDiagnostic() == nil)

        cache.handle(.markerMoved)
        #expect(cache.resolve(between: back, and: front, as: isScroll) == nil)
        #expect(cache.takeDiagnostic() != nil)

        root.childNodes[1].addChild(HeadlessNode("UIScrollView"))
        #expect(cache.resolve(between: back, and: front, as: isScroll) != nil)
        #expect(cache.takeDiagnostic() == nil)
    }
}
