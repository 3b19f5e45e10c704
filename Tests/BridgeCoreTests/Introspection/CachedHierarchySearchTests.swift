import BridgeCore
import BridgeDoubles
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

    @Test func aMarkerMovedNextToAnotherListFindsThatList() {
        // The old list stays alive (its screen is still on the stack).
        let marker = HeadlessNode("UIView", label: "marker")
        let oldList = HeadlessNode("UIScrollView", label: "old")
        let oldScreen = HeadlessNode("UIView", [HeadlessNode("PlatformViewHost", [marker]), oldList])
        let newHost = HeadlessNode("PlatformViewHost")
        let newList = HeadlessNode("UIScrollView", label: "new")
        let newScreen = HeadlessNode("UIView", [newHost, newList])
        var cache = CachedHierarchySearch<HeadlessNode>()
        #expect(cache.resolve(from: marker, as: isScroll) === oldList)

        newHost.addChild(marker)
        cache.handle(.markerMoved)
        #expect(cache.resolve(from: marker, as: isScroll) === newList)
        #expect(cache.resolve(from: marker, as: isScroll) === newList)
        #expect(cache.searches == 2)
        withExtendedLifetime((oldScreen, newScreen)) {}
    }

    @Test func aMoveWithoutAnEventIsNoticedByTheAncestorTheTargetWasFoundUnder() {
        // An ancestor moved within the same window: UIKit tells the marker nothing.
        let marker = HeadlessNode("UIView", label: "marker")
        let section = HeadlessNode("UIView", [HeadlessNode("PlatformViewHost", [marker])])
        let oldList = HeadlessNode("UIScrollView", label: "old")
        let oldScreen = HeadlessNode("UIView", [section, oldList])
        let newList = HeadlessNode("UIScrollView", label: "new")
        let newScreen = HeadlessNode("UIView", [HeadlessNode("UIView"), newList])
        var cache = CachedHierarchySearch<HeadlessNode>()
        #expect(cache.resolve(from: marker, as: isScroll) === oldList)

        newScreen.addChild(section)
        #expect(cache.resolve(from: marker, as: isScroll) === newList)
        #expect(cache.searches == 2)
        withExtendedLifetime((oldScreen, newScreen)) {}
    }

    @Test func aFailedSearchIsReportedOncePerRunOfFailures() throws {
        let marker = HeadlessNode("UIView")
        let root = HeadlessNode("UIWindow", [HeadlessNode("PlatformViewHost", [marker]), HeadlessNode("UILabel")])
        var cache = CachedHierarchySearch<HeadlessNode>()
        #expect(cache.resolve(from: marker, as: isScroll) == nil)
        let taken = cache.takeDiagnostic()
        let diagnostic = try #require(taken)
        #expect(diagnostic.outcome == .reachedRoot)
        #expect(diagnostic.visits == 4)
        #expect(diagnostic.description == "BridgeKit: no HeadlessNode found near the marker: searched all 4 views up to the root "
            + "(limits: 8 levels up, 16 levels down, 2000 views). Apply the modifier to the view itself or to one next to it.")
        #expect(cache.takeDiagnostic() == nil)

        #expect(cache.resolve(from: marker, as: isScroll) == nil)  // the next update fails the same way
        #expect(cache.takeDiagnostic() == nil)

        cache.handle(.markerMoved)
        #expect(cache.resolve(from: marker, as: isScroll) == nil)
        #expect(cache.takeDiagnostic() != nil)

        let list = HeadlessNode("UIScrollView")
        root.addChild(list)
        #expect(cache.resolve(from: marker, as: isScroll) === list)
        #expect(cache.takeDiagnostic() == nil)
    }

    @Test func theDiagnosticNamesTheLimitThatStoppedTheSearch() throws {
        let screen = HeadlessScreen(.behindHeader, withList: false)
        var cache = CachedHierarchySearch<HeadlessNode>()
        _ = cache.resolve(from: screen.marker, as: isScroll)
        let taken = cache.takeDiagnostic()
        let diagnostic = try #require(taken)
        #expect(diagnostic.outcome == .visitLimitReached)
        #expect(diagnostic.description.contains("stopped at the visit limit after 2000 views"))
    }
}
