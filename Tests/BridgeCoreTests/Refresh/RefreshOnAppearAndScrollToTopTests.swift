import BridgeCore
import BridgeDoubles
import Testing

/// Geometry of a list under a 64-point bar, scrolled `scrolled` points into its content.
private func listGeometry(scrolled: Double) -> RefreshReveal.Geometry {
    RefreshReveal.Geometry(contentOffsetY: -64 + scrolled, topInset: 64, isInWindow: true, boundsHeight: 800)
}

@Suite("RefreshReveal: scrollingToTop brings the spinner into view from anywhere")
@MainActor
struct RefreshScrollToTopRevealTests {
    @Test func byDefaultContentScrolledIntoStaysWhereTheUserReads() {
        var reveal = RefreshReveal()
        reveal.spinnerWillBegin(listGeometry(scrolled: 900))
        reveal.request()
        #expect(reveal.check(listGeometry(scrolled: 900), controlHeight: 60, isSpinning: true) == RefreshReveal.Step.none)
    }

    @Test(arguments: [0.0, 30, 900, 25_000])
    func scrollingToTopScrollsToTheRevealedOffsetFromAnywhere(scrolled: Double) {
        var reveal = RefreshReveal()
        reveal.spinnerWillBegin(listGeometry(scrolled: scrolled))
        reveal.request(scrollingToTop: true)
        #expect(reveal.check(listGeometry(scrolled: scrolled), controlHeight: 60, isSpinning: true)
            == .scroll(toContentOffsetY: -124))
        #expect(!reveal.isPending && !reveal.scrollsToTop)
    }

    @Test func aFingerDownStillCancelsItAndTheNextRequestIsTheDefaultAgain() {
        var reveal = RefreshReveal()
        reveal.spinnerWillBegin(listGeometry(scrolled: 900))
        reveal.request(scrollingToTop: true)
        reveal.cancel()
        #expect(reveal.check(listGeometry(scrolled: 900), controlHeight: 60, isSpinning: true) == RefreshReveal.Step.none)
        reveal.spinnerWillBegin(listGeometry(scrolled: 900))
        reveal.request()
        #expect(reveal.check(listGeometry(scrolled: 900), controlHeight: 60, isSpinning: true) == RefreshReveal.Step.none)
    }

    @Test func alreadyRevealedContentDoesNotMove() {
        #expect(RefreshReveal.contentOffsetY(current: -124, restingTopInset: 64, controlHeight: 60, scrollingToTop: true) == nil)
    }
}

@Suite("RefreshRunner: refresh(scrollingToTop:) and refreshOnAppear()")
@MainActor
struct RefreshOnAppearRunnerTests {
    @Test func scrollingToTopReachesTheSurfaceOnlyForThatRequest() async {
        let control = HeadlessRefreshControl()
        let runner = RefreshRunner(action: .awaited {})
        runner.surface = control
        await runner.refresh(scrollingToTop: true)
        #expect(control.log.filter { $0.hasPrefix("spinner revealed") } == ["spinner revealed, scrolling to the top"])
        await runner.refresh()
        #expect(control.log.filter { $0.hasPrefix("spinner revealed") }
            == ["spinner revealed, scrolling to the top", "spinner revealed"])
    }

    @Test func refreshOnAppearRunsTheActionOnceHoweverOftenTheScreenAppears() async {
        let control = HeadlessRefreshControl()
        let runner = RefreshRunner(action: .awaited {})
        runner.surface = control
        await runner.refreshOnAppear()
        await runner.refreshOnAppear()   // popped back to, or a tab switched back
        #expect(runner.actionRuns == 1)
        #expect(runner.hasRefreshedOnAppear)
        // A refresh from code or a pull still runs afterwards.
        await runner.refresh()
        #expect(runner.actionRuns == 2)
    }

    @Test func refreshOnAppearJoinsAFirstLoadTheOwnerShowsInsteadOfDoublingIt() async {
        let gate = Gate()
        let control = HeadlessRefreshControl()
        let runner = RefreshRunner(action: .awaited { await gate.wait() })
        runner.surface = control
        runner.send(.isRefreshingObserved(true))   // the view model's own first load
        let appeared = Task { await runner.refreshOnAppear() }
        await Task.yield()
        #expect(runner.actionRuns == 0)
        runner.send(.isRefreshingObserved(false))
        await appeared.value
        #expect(runner.actionRuns == 0)
        gate.open()
    }
}
