import BridgeCore
import BridgeDoubles
import Testing

@MainActor
private func isScroll(_ node: HeadlessNode) -> HeadlessNode? {
    HeadlessScreen.isScrollView(node) ? node : nil
}

@Suite("A swap is provisional: a second view that stays is reported, not kept; bounded re-checks")
@MainActor
struct ProvisionalSwapTests {
    /// `VStack { if showsCarousel { ScrollView(.horizontal) {…} }; List {…} }.pullToRefresh`:
    /// before, the carousel was taken as a swapped list's newcomer and kept for good.
    @Test func aSecondScrollViewThatAppearsAndStaysIsReportedAndDropped() {
        let screen = HeadlessScreen(.sibling)
        var cache = CachedHierarchySearch<HeadlessNode>()
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === screen.list)
        let carousel = screen.showCarouselBesideList()
        // The update that showed it cannot tell it from a swap: taken, provisionally.
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === carousel)
        #expect(cache.isProvisional)
        // The next check: the list is still there, so nothing is kept and it is reported.
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) == nil)
        #expect(cache.lastOutcome == .ambiguous(candidates: 2))
        #expect(cache.takeDiagnostic()?.description.contains("2 of them lie between the markers") == true)
        // Later checks stay empty, reported once.
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) == nil)
        #expect(cache.takeDiagnostic() == nil)
        #expect(!cache.isProvisional)
    }

    /// The price of not guessing: while the old list still animates out at the next
    /// check, the new one is dropped too; once the old one left it is found again.
    @Test func aSwapStillAnimatingAtTheNextCheckIsDroppedUntilTheOldListLeaves() {
        var screen = HeadlessScreen(.sibling)
        var cache = CachedHierarchySearch<HeadlessNode>()
        _ = cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll)
        let new = screen.swapListWithTransition()
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === new)
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) == nil)
        screen.finishTransition()
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === new)
        #expect(!cache.isProvisional)
    }

    @Test func aMarkerMoveEndsAProvisionalSwap() {
        var screen = HeadlessScreen(.sibling)
        var cache = CachedHierarchySearch<HeadlessNode>()
        _ = cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll)
        screen.swapListWithTransition()
        _ = cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll)
        cache.handle(.markerMoved)
        #expect(!cache.isProvisional)
    }

    @Test func reChecksRunWhileUnsettledForAtMostTheRetries() {
        var retry = LookupRetry()
        retry.restart()
        let checks = (0..<10).prefix { _ in retry.checkAgain(settled: false) }.count
        #expect(checks == LookupRetry.standardRetries)
        #expect(LookupRetry.standardRetries == 3)
    }

    @Test func aSettledCheckEndsTheRunAndAnUpdateStartsANewOne() {
        var retry = LookupRetry()
        retry.restart()
        let first = retry.checkAgain(settled: false)
        let afterSettling = retry.checkAgain(settled: true)
        let afterTheRunEnded = retry.checkAgain(settled: false)
        retry.restart()
        let afterAnUpdate = retry.checkAgain(settled: false)
        #expect(first && !afterSettling && !afterTheRunEnded && afterAnUpdate)
    }

    /// A List inserted two turns after the update that swapped it is still found:
    /// the first deferred check finds nothing, a retry finds it.
    @Test func aListInsertedTurnsAfterTheUpdateIsFoundByARetry() {
        let screen = HeadlessScreen(.sibling, withList: false)
        var cache = CachedHierarchySearch<HeadlessNode>()
        var retry = LookupRetry()
        retry.restart()
        var found: HeadlessNode?
        var turn = 0
        repeat {
            turn += 1
            if turn == 3 { screen.marker.parentNode?.parentNode?.childNodes[1].addChild(HeadlessNode("UICollectionView")) }
            found = cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll)
        } while retry.checkAgain(settled: found != nil && !cache.isProvisional)
        #expect(found != nil)
        #expect(turn == 3)
    }
}
