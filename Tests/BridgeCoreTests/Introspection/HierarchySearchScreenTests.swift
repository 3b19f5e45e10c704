import BridgeCore
import BridgeDoubles
import Testing

@Suite("HierarchySearch on screens shaped like SwiftUI's")
@MainActor
struct HierarchySearchScreenTests {
    // Not `.besideCarousel`: there child order picks the carousel, which is why the
    // modifiers use BracketedHierarchySearch (see its tests).
    @Test(arguments: HeadlessScreen.Shape.allCases.filter { $0 != .besideCarousel })
    func findsTheListOnEveryScreen(_ shape: HeadlessScreen.Shape) {
        let screen = HeadlessScreen(shape)
        let result = HierarchySearch().nearest(from: screen.marker, where: HeadlessScreen.isScrollView)
        #expect(result.node != nil)
        #expect(result.node === screen.list)
    }

    @Test func theListBehindALargeHeaderIsFoundBeforeTheHeaderIsWalked() {
        // 2 500 header views sit as deep as the list: a breadth-first walk in child
        // order spends the whole budget on them first.
        let screen = HeadlessScreen(.behindHeader)
        let result = HierarchySearch().nearest(from: screen.marker, where: HeadlessScreen.isScrollView)
        #expect(result.node === screen.list)
        #expect(result.outcome == .found(ancestorLevel: 2, depth: 3))
        #expect(result.visits < 100)
    }

    @Test(
        "visits per screen: a few dozen at most, whatever the header",
        arguments: [
            (HeadlessScreen.Shape.sibling, 7),
            (.cousin, 11),
            (.behindHeader, 60),
            (.inNavigationStack, 26),
            (.inTabView, 50),
        ]
    )
    func visitsPerScreen(_ shape: HeadlessScreen.Shape, visits: Int) {
        let screen = HeadlessScreen(shape)
        #expect(HierarchySearch().nearest(from: screen.marker, where: HeadlessScreen.isScrollView).visits == visits)
    }

    @Test func theArticlesSearchWalksTheWholeHeaderFirst() {
        let screen = HeadlessScreen(.behindHeader)
        let article = NaiveHierarchySearch.firstDescendant(of: screen.naiveSearchRoot, where: HeadlessScreen.isScrollView)
        #expect(article.node === screen.list)
        #expect(article.visits > HeadlessScreen.headerViews)
    }

    @Test func aScreenWithoutAListIsSearchedWithinTheBound() {
        let screen = HeadlessScreen(.behindHeader, withList: false)
        let result = HierarchySearch().nearest(from: screen.marker, where: HeadlessScreen.isScrollView)
        #expect(result.node == nil)
        #expect(result.outcome == .visitLimitReached)
        #expect(result.visits == HierarchySearchLimits.standard.visits)
    }
}
