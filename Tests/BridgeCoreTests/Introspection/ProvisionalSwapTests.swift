import BridgeCore
import BridgeDoubles
import Testing

@MainActor
private func isScroll(_ node: HeadlessNode) -> HeadlessNode? {
    HeadlessScreen.isScrollView(node) ? node : nil
}

@Suite("A swap is provisional until the timed checks end: a second view that stays is reported, not kept")
@MainActor
struct ProvisionalSwapTests {
    /// `VStack { if showsCarousel { ScrollView(.horizontal) {…} }; List {…} }.pullToRefresh`:
    /// the carousel is taken provisionally, and dropped and reported when the
    /// checks' time is up with the list still there.
    @Test func aSecondScrollViewThatAppearsAndStaysIsReportedAndDroppedWhenTheTimeIsUp() {
        let screen = HeadlessScreen(.sibling)
        var cache = CachedHierarchySearch<HeadlessNode>()
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === screen.list)
        let carousel = screen.showCarouselBesideList()
        // The update that showed it cannot tell it from a swap: taken, provisionally.
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === carousel)
        #expect(cache.isProvisional)
        // Time is up with the list still there: nothing is kept, and it is reported.
        let dropped = cache.endProvisional()
        #expect(dropped)
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) == nil)
        #expect(cache.lastOutcome == .ambiguous(candidates: 2))
        #expect(cache.takeDiagnostic()?.description.contains("2 of them lie between the markers") == true)
        // Later checks stay empty, reported once.
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) == nil)
        #expect(cache.takeDiagnostic() == nil)
        #expect(!cache.isProvisional)
    }

    /// Before, the check after the swap dropped the new list while the old one was
    /// still animating out, and nothing brought it back on an idle screen.
    @Test func aSwapStillAnimatingAtLaterChecksKeepsTheNewListUntilTheOldOneLeaves() {
        var screen = HeadlessScreen(.sibling)
        var cache = CachedHierarchySearch<HeadlessNode>()
        _ = cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll)
        let new = screen.swapListWithTransition()
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === new)
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === new)
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === new)
        #expect(cache.isProvisional)
        screen.finishTransition()
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === new)
        #expect(!cache.isProvisional)
        let droppedAfterTheSwap = cache.endProvisional()
        #expect(!droppedAfterTheSwap)
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === new)
    }

    /// The shell's timed checks against a 0.35 s transition: the new list is handed
    /// over at every check and the run settles once the old list left, long before
    /// the time is up.
    @Test func timedChecksOutlastATransition() {
        var screen = HeadlessScreen(.sibling)
        var cache = CachedHierarchySearch<HeadlessNode>()
        var retry = LookupRetry()
        _ = cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll)
        let new = screen.swapListWithTransition()
        #expect(cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll) === new)   // the update
        retry.restart()
        var clock = Duration.zero
        var isAnimating = true
        var next = LookupRetry.Next.checkAgain(after: .zero)                                             // the next turn
        var handed: [HeadlessNode?] = []
        while case .checkAgain(let delay) = next {
            clock += delay
            if isAnimating, clock >= .milliseconds(350) { screen.finishTransition(); isAnimating = false }
            let found = cache.resolve(between: screen.marker, and: screen.frontMarker, as: isScroll)
            handed.append(found)
            next = retry.next(settled: found != nil && !cache.isProvisional)
        }
        #expect(next == .stop)
        #expect(handed.allSatisfy { $0 === new })
        #expect(clock == .milliseconds(450))
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

    @Test func reChecksAreSpacedAndBoundedThenTheTimeIsUp() {
        var retry = LookupRetry()
        retry.restart()
        var delays: [Duration] = []
        var next = retry.next(settled: false)
        while case .checkAgain(let delay) = next {
            delays.append(delay)
            next = retry.next(settled: false)
        }
        #expect(next == .timeUp)
        let afterTheTimeIsUp = retry.next(settled: false)
        #expect(afterTheTimeIsUp == .stop)
        #expect(delays.count == LookupRetry.standardRetries)
        #expect(delays.allSatisfy { $0 == .milliseconds(150) })
        #expect(retry.window == .milliseconds(1500))
    }

    @Test func aSettledCheckEndsTheRunAndAnUpdateStartsANewOne() {
        var retry = LookupRetry()
        retry.restart()
        let first = retry.next(settled: false)
        let afterSettling = retry.next(settled: true)
        let afterTheRunEnded = retry.next(settled: false)
        retry.restart()
        let afterAnUpdate = retry.next(settled: false)
        #expect(first == .checkAgain(after: .milliseconds(150)))
        #expect(afterSettling == .stop && afterTheRunEnded == .stop)
        #expect(afterAnUpdate == .checkAgain(after: .milliseconds(150)))
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
        } while retry.next(settled: found != nil && !cache.isProvisional) != .stop
        #expect(found != nil)
        #expect(turn == 3)
    }
}
