import BridgeCore
import BridgeDoubles
import Testing

/// A chain of `levels` plain views with `leaf` at the bottom; returns the top.
@MainActor
private func chain(_ levels: Int, leaf: HeadlessNode) -> HeadlessNode {
    (0..<levels).reduce(leaf) { child, _ in HeadlessNode("UIView", [child]) }
}

@Suite("HierarchySearch on trees shaped like SwiftUI's")
@MainActor
struct HierarchySearchTests {
    let search = HierarchySearch()

    @Test func markerAsSiblingOfTheList() {
        // List { }.background(marker): the marker's host sits next to the collection view.
        let marker = HeadlessNode("UIView", label: "marker")
        let list = HeadlessNode("UICollectionView", label: "list")
        let root = HeadlessNode("UIHostingView", [HeadlessNode("PlatformViewHost", [marker]), list])
        let result = search.nearest(from: marker, where: HeadlessScreen.isScrollView)
        #expect(result.node === list)
        #expect(result.outcome == .found(ancestorLevel: 2, depth: 1))
        #expect(result.visits == 4)  // marker, its host, the root, the list
        _ = root
    }

    @Test func markerAsCousinOfTheList() {
        let marker = HeadlessNode("UIView", label: "marker")
        let list = HeadlessNode("UICollectionView", label: "list")
        let root = HeadlessNode("UIHostingView", [
            HeadlessNode("HostingContent", [HeadlessNode("PlatformViewHost", [marker])]),
            HeadlessNode("ListContainer", [HeadlessNode("UpdateCoalescingView", [list])]),
        ])
        let result = search.nearest(from: marker, where: HeadlessScreen.isScrollView)
        #expect(result.node === list)
        #expect(result.outcome == .found(ancestorLevel: 3, depth: 3))
        _ = root
    }

    @Test func markerInsideTheScrollViewFindsItsAncestor() {
        // ScrollView { content.background(marker) }: the scroll view is above the marker.
        let marker = HeadlessNode("UIView", label: "marker")
        let scroll = HeadlessNode("UIScrollView", label: "scroll", [
            HeadlessNode("HostingContent", [HeadlessNode("PlatformViewHost", [marker])]),
        ])
        let result = search.nearest(from: marker, where: HeadlessScreen.isScrollView)
        #expect(result.node === scroll)
        #expect(result.outcome == .found(ancestorLevel: 3, depth: 0))
    }

    @Test func deepNestingIsFoundWithinTheDepthLimitOnly() throws {
        let marker = HeadlessNode("UIView", label: "marker")
        let list = HeadlessNode("UITableView", label: "list")
        let root = HeadlessNode("UIWindow", [HeadlessNode("PlatformViewHost", [marker]), chain(9, leaf: list)])
        let deep = search.nearest(from: marker, where: HeadlessScreen.isScrollView)
        #expect(deep.node === list)
        #expect(deep.outcome == .found(ancestorLevel: 2, depth: 10))

        let shallow = HierarchySearch(limits: try HierarchySearchLimits(ancestorLevels: 8, depth: 9, visits: 1_000))
        let missed = shallow.nearest(from: marker, where: HeadlessScreen.isScrollView)
        #expect(missed.node == nil)
        #expect(missed.outcome == .reachedRoot)
        withExtendedLifetime(root) {}  // parents are weak: the tree lives as long as its root
    }

    @Test func severalCandidatesTheNearestWinsWhereTheNaiveSearchTakesTheFirstDepthFirst() {
        // A row with a horizontal carousel comes first; the list itself is one level down.
        let marker = HeadlessNode("UIView", label: "marker")
        let carousel = HeadlessNode("UIScrollView", label: "carousel")
        let list = HeadlessNode("UICollectionView", label: "list")
        let grandparent = HeadlessNode("UIHostingView", [
            HeadlessNode("Cell", [HeadlessNode("CellContent", [carousel])]),
            HeadlessNode("PlatformViewHost", [marker]),
            list,
        ])
        #expect(search.nearest(from: marker, where: HeadlessScreen.isScrollView).node === list)
        #expect(NaiveHierarchySearch.firstDescendant(of: grandparent, where: HeadlessScreen.isScrollView).node === carousel)
    }

    @Test func equallyNearTheOneWithFewerSiblingsWins() {
        // A grid cell and a List behind a wrapper, both two levels below the marker's
        // grandparent: the grid comes first in child order, the wrapper chain wins.
        let marker = HeadlessNode("UIView", label: "marker")
        let cellScroller = HeadlessNode("UIScrollView", label: "cell")
        let list = HeadlessNode("UICollectionView", label: "list")
        let root = HeadlessNode("UIHostingView", [
            HeadlessNode("Grid", [cellScroller] + (0..<5).map { _ in HeadlessNode("UIView") }),
            HeadlessNode("PlatformViewHost", [marker]),
            HeadlessNode("Wrapper", [list]),
        ])
        let result = search.nearest(from: marker, where: HeadlessScreen.isScrollView)
        #expect(result.node === list)
        #expect(result.outcome == .found(ancestorLevel: 2, depth: 2))
        _ = root
    }

    @Test func aCloserViewWinsOverAnAncestorFurtherUp() {
        // A horizontal ScrollView next to the marker, inside a List row: the row's
        // scroll view is nearer than the List the marker also sits in.
        let marker = HeadlessNode("UIView", label: "marker")
        let carousel = HeadlessNode("UIScrollView", label: "carousel")
        let list = HeadlessNode("UICollectionView", label: "list", [
            HeadlessNode("Cell", [HeadlessNode("ContentView", [
                HeadlessNode("RowHost", [HeadlessNode("PlatformViewHost", [marker]), HeadlessNode("PlatformViewHost", [carousel])]),
            ])]),
        ])
        #expect(search.nearest(from: marker, where: HeadlessScreen.isScrollView).node === carousel)
        _ = list
    }

    @Test func equallyNearSiblingsCannotBeToldApartByTheNearestSearch() {
        // Child order decides here, which is why the modifiers bracket their view
        // (BracketedHierarchySearchTests) instead of trusting this search.
        let marker = HeadlessNode("UIView")
        let first = HeadlessNode("UIScrollView", label: "first")
        let second = HeadlessNode("UIScrollView", label: "second")
        let root = HeadlessNode("UIView", [HeadlessNode("UIView", [marker]), first, second])
        let result = search.nearest(from: marker, where: HeadlessScreen.isScrollView)
        #expect(result.node === first)
        #expect(result.outcome == .found(ancestorLevel: 2, depth: 1))
        _ = root
    }

    @Test func noCandidateVisitsEveryNodeOnceAndReachesTheRoot() {
        let marker = HeadlessNode("UIView")
        let root = HeadlessNode("UIWindow", [
            HeadlessNode("UIView", [HeadlessNode("UILabel"), HeadlessNode("UIView", [marker])]),
            HeadlessNode("UIView", [HeadlessNode("UIButton"), HeadlessNode("UIImageView")]),
        ])
        let result = search.nearest(from: marker, where: HeadlessScreen.isScrollView)
        #expect(result.node == nil)
        #expect(result.outcome == .reachedRoot)
        #expect(result.visits == root.subtree.count)
    }

    @Test func aMarkerNotYetInsertedFindsNothing() {
        let marker = HeadlessNode("UIView")
        let result = search.nearest(from: marker, where: HeadlessScreen.isScrollView)
        #expect(result.outcome == .reachedRoot)
        #expect(result.visits == 1)
    }

    @Test func typedSearchFindsSubclassesThroughTheirBaseType() {
        // Like `nearest(UIScrollView.self, ...)` finding the List's UICollectionView.
        class ViewNode: HierarchyNode {
            var parentNode: ViewNode?
            var childNodes: [ViewNode] = []
        }
        class ScrollNode: ViewNode {}
        final class CollectionNode: ScrollNode {}
        let marker = ViewNode()
        let list = CollectionNode()
        let root = ViewNode()
        root.childNodes = [marker, ViewNode(), list]
        for child in root.childNodes { child.parentNode = root }
        let result = search.nearest(ScrollNode.self, from: marker)
        #expect(result.node === list)
        #expect(result.outcome == .found(ancestorLevel: 1, depth: 1))
    }
}

@Suite("HierarchySearch limits")
@MainActor
struct HierarchySearchLimitTests {
    @Test func visitLimitStopsTheSearch() throws {
        let marker = HeadlessNode("UIView")
        let root = HeadlessNode("UIWindow", [HeadlessNode("UIView", [marker])] + (0..<50).map { _ in HeadlessNode("UILabel") })
        let search = HierarchySearch(limits: try HierarchySearchLimits(ancestorLevels: 8, depth: 8, visits: 10))
        let result = search.nearest(from: marker) { $0.kind == "UIScrollView" }
        #expect(result.outcome == .visitLimitReached)
        #expect(result.visits == 10)
        _ = root
    }

    @Test func ancestorLimitStopsTheClimb() throws {
        let marker = HeadlessNode("UIView")
        let list = HeadlessNode("UIScrollView")
        let root = HeadlessNode("UIWindow", [chain(2, leaf: marker), list])
        let search = HierarchySearch(limits: try HierarchySearchLimits(ancestorLevels: 2, depth: 8, visits: 100))
        let result = search.nearest(from: marker) { $0 === list }
        #expect(result.node == nil)
        #expect(result.outcome == .ancestorLimitReached)
        let oneMore = HierarchySearch(limits: try HierarchySearchLimits(ancestorLevels: 3, depth: 8, visits: 100))
        #expect(oneMore.nearest(from: marker) { $0 === list }.outcome == .found(ancestorLevel: 3, depth: 1))
        _ = root
    }

    @Test func badLimitsAreTypedErrors() {
        #expect(throws: HierarchySearchLimitsError.negativeAncestorLevels(-1)) {
            try HierarchySearchLimits(ancestorLevels: -1, depth: 1, visits: 1)
        }
        #expect(throws: HierarchySearchLimitsError.negativeDepth(-2)) {
            try HierarchySearchLimits(ancestorLevels: 1, depth: -2, visits: 1)
        }
        #expect(throws: HierarchySearchLimitsError.visitsNotPositive(0)) {
            try HierarchySearchLimits(ancestorLevels: 1, depth: 1, visits: 0)
        }
    }
}
