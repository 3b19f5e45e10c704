import BridgeCore
import BridgeDoubles
import Testing

/// Issue 37, item 8: a refresh started from the model on a pushed large-title
/// page began and scrolled during the push, from the geometry of the middle
/// of the push (openradar 42862724).
@MainActor
@Suite("Pull to refresh: a refresh begun during a push waits for it")
struct RefreshDuringPushTests {

    @Test func theSpinnerBeginsAndIsRevealedAfterThePushUnderTheSettledTitle() {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        scrollView.pushBegins(insetDuring: 64)
        var reveal = RefreshReveal()
        let beganMidPush = reveal.beginsSpinnerNow(scrollView.revealGeometry)   // not mid-push
        #expect(!beganMidPush)
        reveal.request()
        let step2 = reveal.check(scrollView.revealGeometry, controlHeight: 60, isSpinning: false)
        #expect(step2 == .checkAgain(after: RefreshReveal.recheckInterval))
        scrollView.pushEnds(settledInset: 116)                          // the large title settled
        let step3 = reveal.check(scrollView.revealGeometry, controlHeight: 60, isSpinning: false)
        #expect(step3 == .beginSpinner)
        reveal.spinnerWillBegin(scrollView.revealGeometry)
        scrollView.controlBeginsRefreshing()
        let step4 = reveal.check(scrollView.revealGeometry, controlHeight: 60, isSpinning: true)
        #expect(step4 == .scroll(toContentOffsetY: -176))
    }

    @Test func aPushThatOutlastsTheChecksStillBeginsTheSpinnerUnrevealed() {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        scrollView.pushBegins(insetDuring: 64)
        var reveal = RefreshReveal()
        _ = reveal.beginsSpinnerNow(scrollView.revealGeometry)
        reveal.request()
        var step = RefreshReveal.Step.none
        for _ in 0...RefreshReveal.recheckLimit {
            step = reveal.check(scrollView.revealGeometry, controlHeight: 60, isSpinning: false)
        }
        #expect(step == .beginSpinner)
        #expect(!reveal.isPending && !reveal.isBeginPending)
    }

    @Test func outsideATransitionTheSpinnerBeginsAtOnce() {
        var reveal = RefreshReveal()
        let beganAtRest = reveal.beginsSpinnerNow(HeadlessRefreshScrollView(shift: .none).revealGeometry)
        #expect(beganAtRest)
        #expect(!reveal.isBeginPending)
    }

    @Test func theRefreshEndingDuringThePushDropsTheWaitingBegin() {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        scrollView.pushBegins(insetDuring: 64)
        var reveal = RefreshReveal()
        _ = reveal.beginsSpinnerNow(scrollView.revealGeometry)
        reveal.cancel()                                                  // the shell's hideSpinner
        scrollView.pushEnds(settledInset: 116)
        let step6 = reveal.check(scrollView.revealGeometry, controlHeight: 60, isSpinning: false)
        #expect(step6 == .none)
    }
}
