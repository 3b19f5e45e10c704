import BridgeCore
import BridgeDoubles
import Testing

@MainActor
private func scrollViews(_ node: HeadlessNode) -> HeadlessNode? {
    HeadlessScreen.isScrollView(node) ? node : nil
}

@MainActor
private func textFields(_ node: HeadlessNode) -> HeadlessNode? {
    HeadlessFieldStack.isTextField(node) ? node : nil
}

@Suite("BracketedHierarchySearch: the view between the modifier's two markers")
@MainActor
struct BracketedHierarchySearchTests {
    let search = BracketedHierarchySearch()

    @Test(arguments: HeadlessScreen.Shape.allCases)
    func findsTheModifiedListOnEveryScreen(_ shape: HeadlessScreen.Shape) {
        let screen = HeadlessScreen(shape)
        let result = search.find(between: screen.marker, and: screen.frontMarker, as: scrollViews)
        #expect(result.node != nil)
        #expect(result.node === screen.list)
        #expect(result.visits <= 100)
    }

    @Test func aCarouselBesideTheListIsNotTakenThoughTheNearestSearchTakesIt() {
        let screen = HeadlessScreen(.besideCarousel)
        let bracketed = search.find(between: screen.marker, and: screen.frontMarker, as: scrollViews)
        #expect(bracketed.node === screen.list)
        // The single-marker search, among equally near siblings, took child order.
        let nearest = HierarchySearch().nearest(from: screen.marker, where: HeadlessScreen.isScrollView)
        #expect(nearest.node?.label == "carousel")
    }

    @Test(arguments: [0, 1, 2])
    func onlyTheModifiedFieldOfAStackIsFound(_ modified: Int) {
        let form = HeadlessFieldStack(fields: 3, modified: modified)
        let result = search.find(between: form.marker, and: form.frontMarker, as: textFields)
        #expect(result.node === form.fields[modified])
        #expect(result.visits == 2)
    }

    @Test func equidistantSiblingsOutsideTheBracketNeverWinWhateverTheirChildOrder() {
        for carouselFirst in [true, false] {
            let back = HeadlessNode("UIView")
            let front = HeadlessNode("UIView")
            let carousel = HeadlessNode("UIScrollView", label: "carousel")
            let list = HeadlessNode("UIScrollView", label: "list")
            let modified = [HeadlessNode("Host", [back]), HeadlessNode("Host", [list]), HeadlessNode("Host", [front])]
            let other = HeadlessNode("Host", [carousel])
            let root = HeadlessNode("UIView", carouselFirst ? [other] + modified : modified + [other])
            #expect(search.find(between: back, and: front, as: scrollViews).node === list)
            _ = root
        }
    }

    @Test func aContainerOfTwoCandidatesIsAmbiguousAndTakesNone() throws {
        let back = HeadlessNode("UIView")
        let front = HeadlessNode("UIView")
        let root = HeadlessNode("UIView", [
            HeadlessNode("Host", [back]),
            HeadlessNode("UIScrollView", label: "carousel"),
            HeadlessNode("UICollectionView", label: "list"),
            HeadlessNode("Host", [front]),
        ])
        let result = search.find(between: back, and: front, as: scrollViews)
        #expect(result.node == nil)
        #expect(result.outcome == .ambiguous(candidates: 2))
        #expect(result.matches.map(\.label) == ["carousel", "list"])
        let diagnostic = try #require(result.diagnostic(lookingFor: "UIScrollView"))
        #expect(diagnostic.description.contains("2 of them lie between the markers, so none was taken"))
        _ = root
    }

    @Test func aScrollViewInsideTheMatchIsNotASecondCandidate() {
        let back = HeadlessNode("UIView")
        let front = HeadlessNode("UIView")
        let list = HeadlessNode("UICollectionView", [HeadlessNode("Cell", [HeadlessNode("UIScrollView")])])
        let root = HeadlessNode("UIView", [HeadlessNode("Host", [back]), list, HeadlessNode("Host", [front])])
        #expect(search.find(between: back, and: front, as: scrollViews).node === list)
        _ = root
    }

    @Test func markersNotInOneTreeOrOutOfOrderAreNotBracketed() {
        let back = HeadlessNode("UIView")
        let front = HeadlessNode("UIView")
        #expect(search.find(between: back, and: front, as: scrollViews).outcome == .notBracketed)
        let root = HeadlessNode("UIView", [HeadlessNode("Host", [front]), HeadlessNode("UIScrollView"), HeadlessNode("Host", [back])])
        #expect(search.find(between: back, and: front, as: scrollViews).outcome == .notBracketed)
        _ = root
    }

    @Test func theAncestorsOfTheMarkersAreNotBetweenThem() {
        // A marker inside a scroll view's content: that scroll view is not the modified view.
        let back = HeadlessNode("UIView")
        let front = HeadlessNode("UIView")
        let outer = HeadlessNode("UIScrollView", [HeadlessNode("Host", [back]), HeadlessNode("UILabel"), HeadlessNode("Host", [front])])
        let result = search.find(between: back, and: front, as: scrollViews)
        #expect(result.outcome == .nothingBetween)
        _ = outer
    }

    @Test func aScreenWithoutAListLooksOnlyBetweenTheMarkersNotAtTheHeader() {
        let screen = HeadlessScreen(.behindHeader, headerViews: 10_000, withList: false)
        let result = search.find(between: screen.marker, and: screen.frontMarker, as: scrollViews)
        #expect(result.outcome == .nothingBetween)
        #expect(result.visits == 2)
    }

    @Test func theVisitLimitStopsTheSearch() throws {
        let screen = HeadlessScreen(.sibling)
        let tight = BracketedHierarchySearch(limits: try HierarchySearchLimits(ancestorLevels: 8, depth: 16, visits: 1))
        let result = tight.find(between: screen.marker, and: screen.frontMarker, as: scrollViews)
        #expect(result.outcome == .visitLimitReached)
        #expect(result.visits == 1)
    }

    @Test(
        "visits per screen with the bracket, next to the nearest-first search",
        arguments: [
            (HeadlessScreen.Shape.sibling, 2, 7),
            (.cousin, 4, 11),
            (.behindHeader, 3, 60),
            (.inNavigationStack, 22, 26),
            (.inTabView, 46, 50),
            (.besideCarousel, 2, 8),
        ]
    )
    func visitsPerScreen(_ shape: HeadlessScreen.Shape, bracketed: Int, nearest: Int) {
        let screen = HeadlessScreen(shape)
        #expect(search.find(between: screen.marker, and: screen.frontMarker, as: scrollViews).visits == bracketed)
        #expect(HierarchySearch().nearest(from: screen.marker, where: HeadlessScreen.isScrollView).visits == nearest)
    }
}
