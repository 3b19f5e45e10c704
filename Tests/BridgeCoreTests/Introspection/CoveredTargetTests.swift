import BridgeCore
import BridgeDoubles
import Testing

@MainActor
private func isScroll(_ node: HeadlessNode) -> HeadlessNode? {
    HeadlessScreen.isScrollView(node) ? node : nil
}

/// `NavigationStack { List {…} }.pullToRefresh`: a push brings the pushed page's
/// List between the markers exactly as a swap brings a new List, but the root
/// page's List is not swapped out: it leaves the window alive, kept by its
/// controller. Before, the push ended with the pushed page's List confirmed as
/// the target (the control moved to a page the modifier was not written for).
@Suite("Lookups: a page pushed over the target is not a swap")
@MainActor
struct CoveredTargetTests {
    @Test func aPushEndsWithTheRootPagesListStillTheTarget() {
        var screen = HeadlessScreen(.inNavigationStack)
        var cache = CachedHierarchySearch<HeadlessNode>()
        cache.isKeptOffScreen = HeadlessNode.isKeptOffScreen
        let root = screen.list
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === root)
        screen.pushPage()
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === root)
        screen.finishPageTransition()
        // The root page's List left the window alive: the push is not a swap.
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === root)
        #expect(cache.isCovered && !cache.isProvisional)
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === root)
        let dropped = cache.endProvisional()
        #expect(!dropped)
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === root)
    }

    @Test func goingBackKeepsTheRootPagesListWhileThePoppedPageLeaves() {
        var screen = HeadlessScreen(.inNavigationStack)
        var cache = CachedHierarchySearch<HeadlessNode>()
        cache.isKeptOffScreen = HeadlessNode.isKeptOffScreen
        let root = screen.list
        _ = cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll)
        screen.pushPage()
        _ = cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll)
        screen.finishPageTransition()
        _ = cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll)
        #expect(screen.popPage() === root)
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === root)
        #expect(!cache.isProvisional && !cache.isCovered)
        screen.finishPageTransition()
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === root)
    }

    @Test func anAnimatedSwapIsStillConfirmedWhenTheOldListIsReleased() {
        var screen = HeadlessScreen(.sibling)
        var cache = CachedHierarchySearch<HeadlessNode>()
        cache.isKeptOffScreen = HeadlessNode.isKeptOffScreen
        _ = cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll)
        let new = screen.swapListWithTransition()
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === new)
        screen.finishTransition()
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === new)
        #expect(!cache.isProvisional)
    }
}

/// SwiftUI updates that keep coming (a timer, a streaming list) while a lookup
/// retries: every update used to start the retry's run again, so a carousel that
/// appeared beside the List kept the refresh control forever.
@Suite("Lookups: updates that keep coming do not extend the retry's run")
@MainActor
struct ContinuousUpdatesTests {
    @Test(arguments: [50, 100, 400])
    func theRunEndsOnTimeAndTheCarouselIsDropped(_ period: Int) {
        let screen = HeadlessScreen(.sibling)
        var schedule = HeadlessLookupSchedule(screen: screen)
        screen.showCarouselBesideList()
        let outcome = schedule.play(updateEvery: .milliseconds(period), for: .seconds(4))
        #expect(outcome.endedAt == .milliseconds(1500), "the run counts from its first check")
        #expect(outcome.dropped)
        #expect(outcome.target == nil, "two scroll views stay: reported, not guessed")
    }
}

/// The covered-target test looked only at the root of the detached branch:
/// a wrapper above the page's controller view made a covered List look
/// discarded, and a held page above a child controller SwiftUI removed made a
/// discarded List look covered. The nearest controller up from the target decides.
@Suite("Lookups: the target's nearest view controller decides whether it is covered")
@MainActor
struct CoveredTargetNearestControllerTests {
    @Test func aPageLeavingInsideAWrapperIsStillCovered() {
        var screen = HeadlessScreen(.inNavigationStack)
        var cache = CachedHierarchySearch<HeadlessNode>()
        cache.isKeptOffScreen = HeadlessNode.isKeptOffScreen
        let root = screen.list
        _ = cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll)
        screen.pushPage()
        _ = cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll)
        // UIKit takes the covered page out inside a wrapper view of its own.
        let page = try! #require(screen.coveredPages.last)
        let wrapper = HeadlessNode("UIViewControllerWrapperView")
        wrapper.addChild(page)
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === root)
        #expect(cache.isCovered)
        withExtendedLifetime(wrapper) {}
    }

    @Test func aListWhoseOwnControllerWasReleasedIsSearchedAgain() {
        var screen = HeadlessScreen(.inNavigationStack)
        var cache = CachedHierarchySearch<HeadlessNode>()
        cache.isKeptOffScreen = HeadlessNode.isKeptOffScreen
        let root = screen.list
        _ = cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll)
        let pushed = screen.pushPage()
        _ = cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll)
        screen.finishPageTransition()
        // The List sat in a child hosting controller that is gone: not covered.
        root?.parentNode?.isReleasedControllerView = true
        _ = cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll)
        #expect(!cache.isCovered)
        _ = cache.endProvisional()
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === pushed)
    }
}
