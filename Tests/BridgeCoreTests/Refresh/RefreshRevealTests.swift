import BridgeCore
import BridgeDoubles
import Testing

@Suite("RefreshReveal: reveal a code-started spinner once laid out, on a later check, once")
@MainActor
struct RefreshRevealTests {
    /// `isRefreshing = true` in `.task` on first appearance: the refresh begins before
    /// the scroll view is laid out. Before, that geometry (offset 0, inset 0) was kept
    /// and the content was moved to -60, under the navigation bar.
    @Test func aRefreshBegunBeforeLayoutIsRevealedFromTheLaidOutGeometry() {
        let scrollView = HeadlessRefreshScrollView.notYetLaidOut(shift: .none)
        var reveal = RefreshReveal()
        reveal.spinnerWillBegin(scrollView.revealGeometry)
        #expect(reveal.restingGeometry == nil)
        reveal.request()
        #expect(reveal.check(scrollView.revealGeometry, controlHeight: 60, isSpinning: true) == .checkAgain(after: .milliseconds(150)))
        scrollView.layOut(navigationBarInset: 64)
        #expect(reveal.check(scrollView.revealGeometry, controlHeight: 60, isSpinning: true) == .scroll(toContentOffsetY: -124))
        #expect(!reveal.isPending)
    }

    @Test(arguments: HeadlessRefreshScrollView.ShiftOnBegin.allCases)
    func theGeometryFromBeforeBeginIsUsedOnceAndCleared(shift: HeadlessRefreshScrollView.ShiftOnBegin) {
        let scrollView = HeadlessRefreshScrollView(shift: shift)
        var reveal = RefreshReveal()
        reveal.spinnerWillBegin(scrollView.revealGeometry)
        scrollView.controlBeginsRefreshing()   // beginRefreshing() may grow the inset
        reveal.request()
        #expect(reveal.check(scrollView.revealGeometry, controlHeight: 60, isSpinning: true) == .scroll(toContentOffsetY: -124))
        #expect(reveal.restingGeometry == nil)
        #expect(reveal.check(scrollView.revealGeometry, controlHeight: 60, isSpinning: true) == RefreshReveal.Step.none)
    }

    /// The request is only recorded: the scroll happens at the check the shell runs
    /// on the next turn, not inside SwiftUI's update that set `isRefreshing`.
    @Test func nothingHappensUntilACheck() {
        var reveal = RefreshReveal()
        #expect(reveal.check(HeadlessRefreshScrollView(shift: .none).revealGeometry, controlHeight: 60, isSpinning: true) == .none)
        reveal.request()
        #expect(reveal.isPending)
    }

    @Test func aFingerDownOrAnEndedSpinnerDropsThePendingReveal() {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        var reveal = RefreshReveal()
        reveal.spinnerWillBegin(scrollView.revealGeometry)
        reveal.request()
        reveal.cancel()
        #expect(reveal.check(scrollView.revealGeometry, controlHeight: 60, isSpinning: true) == .none)
        reveal.spinnerWillBegin(scrollView.revealGeometry)
        reveal.request()
        #expect(reveal.check(scrollView.revealGeometry, controlHeight: 60, isSpinning: false) == .none)
        #expect(!reveal.isPending && reveal.restingGeometry == nil)
    }

    @Test func contentScrolledIntoStaysWhereItIs() {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        scrollView.scroll(intoContent: 300)
        var reveal = RefreshReveal()
        reveal.spinnerWillBegin(scrollView.revealGeometry)
        reveal.request()
        #expect(reveal.check(scrollView.revealGeometry, controlHeight: 60, isSpinning: true) == .none)
        #expect(!reveal.isPending)
    }

    /// Before, a check on a scroll view that was not laid out only waited for the
    /// next SwiftUI update: on an idle screen the spinner was never revealed. Now
    /// the check asks for another one 150 ms later, and one laid out 0.4 s after
    /// the request is revealed with no update at all.
    @Test func aScrollViewLaidOutLaterIsRevealedByTimedChecks() {
        let scrollView = HeadlessRefreshScrollView.notYetLaidOut(shift: .none)
        var reveal = RefreshReveal()
        reveal.spinnerWillBegin(scrollView.revealGeometry)
        reveal.request()
        var clock = Duration.zero
        var step = RefreshReveal.Step.checkAgain(after: .zero)   // the next turn
        while case .checkAgain(let delay) = step {
            clock += delay
            if clock >= .milliseconds(400), !scrollView.isLaidOut { scrollView.layOut(navigationBarInset: 64) }
            step = reveal.check(scrollView.revealGeometry, controlHeight: 60, isSpinning: true)
        }
        #expect(step == .scroll(toContentOffsetY: -124))
        #expect(clock == .milliseconds(450))
    }

    /// Bounded: a scroll view that never gets laid out is checked 10 more times,
    /// 150 ms apart, then the reveal is dropped.
    @Test func aScrollViewNeverLaidOutIsCheckedABoundedNumberOfTimes() {
        let scrollView = HeadlessRefreshScrollView.notYetLaidOut(shift: .none)
        var reveal = RefreshReveal()
        reveal.request()
        var delays: [Duration] = []
        while case .checkAgain(let delay) = reveal.check(scrollView.revealGeometry, controlHeight: 60, isSpinning: true) {
            delays.append(delay)
            if delays.count > 100 { break }
        }
        #expect(delays.count == RefreshReveal.recheckLimit)
        #expect(RefreshReveal.recheckLimit == 10)
        #expect(delays.allSatisfy { $0 == RefreshReveal.recheckInterval })
        #expect(RefreshReveal.recheckInterval == .milliseconds(150))
        #expect(!reveal.isPending)
    }
}
