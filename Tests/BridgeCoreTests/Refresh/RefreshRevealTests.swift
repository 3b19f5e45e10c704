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
        #expect(reveal.check(scrollView.revealGeometry, controlHeight: 60, isSpinning: true) == .waitForNextCheck)
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
}
