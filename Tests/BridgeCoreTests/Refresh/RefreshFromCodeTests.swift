import BridgeCore
import BridgeDoubles
import Testing

@Suite("RefreshSession: a refresh started from code runs the action")
struct RefreshFromCodeSessionTests {
    @Test func aRequestAtRestShowsRevealsWritesTheBindingAndRunsTheAction() {
        var session = RefreshSession(completion: .whenActionReturns)
        #expect(session.handle(.refreshRequested) == [
            .showSpinner, .revealSpinner, .setBinding(true), .startAction(RefreshActionID(1)),
        ])
        #expect(session.phase == .refreshing(RefreshActionID(1)))
        #expect(session.handle(.actionFinished(RefreshActionID(1))) == [.hideSpinner, .setBinding(false)])
        #expect(session.phase == .idle)
    }

    @Test func theSynchronousFormEndsWhenTheOwnerTurnsTheBindingOff() {
        var session = RefreshSession(completion: .whenBindingTurnsOff)
        #expect(session.handle(.refreshRequested).last == .startAction(RefreshActionID(1)))
        // The binding the session wrote comes back on the next update: no effect.
        #expect(session.handle(.isRefreshingObserved(true)) == [])
        #expect(session.handle(.isRefreshingObserved(false)) == [.hideSpinner])
        #expect(session.phase == .idle)
    }

    @Test func aRequestWhileRefreshingRunsNothingMore() {
        var session = RefreshSession(completion: .whenActionReturns)
        _ = session.handle(.refreshRequested)
        #expect(session.handle(.refreshRequested) == [])
        // A refresh the owner shows (isRefreshing = true from outside) is not doubled either.
        var shown = RefreshSession(completion: .whenActionReturns)
        _ = shown.handle(.isRefreshingObserved(true))
        #expect(shown.handle(.refreshRequested) == [])
        #expect(shown.phase == .showingExternalRefresh)
    }

    @Test func underAFingerTheContentIsNotScrolledAndTheReleaseStartsNothingMore() {
        var session = RefreshSession(completion: .whenActionReturns, trigger: .standard)
        _ = session.handle(.touchesBegan(count: 1))
        _ = session.handle(.pulled(distance: 120))
        #expect(session.handle(.refreshRequested) == [.showSpinner, .setBinding(true), .startAction(RefreshActionID(1))])
        #expect(session.handle(.touchesEnded(count: 1)) == [])
        #expect(session.phase == .refreshing(RefreshActionID(1)))
    }

    @Test func aRequestAfterTheViewWentAwayDoesNothing() {
        var session = RefreshSession(completion: .whenActionReturns)
        _ = session.handle(.disappeared)
        #expect(session.handle(.refreshRequested) == [])
    }

    @Test func settingIsRefreshingStillOnlyShowsTheSpinner() {
        // The view model's own first load: isRefreshing = true runs no action.
        var session = RefreshSession(completion: .whenActionReturns)
        #expect(session.handle(.isRefreshingObserved(true)) == [.showSpinner, .revealSpinner])
    }
}

@Suite("RefreshRunner: refresh() from code")
@MainActor
struct RefreshFromCodeRunnerTests {
    @Test func refreshRunsTheActionOnceAndReturnsWhenItFinished() async {
        let gate = Gate()
        let control = HeadlessRefreshControl()
        let runner = RefreshRunner(action: .awaited { await gate.wait() })
        runner.surface = control
        let first = Task { await runner.refresh() }
        let second = Task { await runner.refresh() }   // a second tap joins the running refresh
        await Task.yield()
        #expect(runner.actionRuns == 1)
        #expect(control.isSpinning && control.isRefreshing)
        #expect(control.log == ["spinner on", "spinner revealed", "isRefreshing = true"])
        gate.open()
        await first.value
        await second.value
        #expect(!control.isSpinning && !control.isRefreshing)
        #expect(runner.session.phase == .idle)
        #expect(runner.actionRuns == 1)
    }

    @Test func refreshOfTheSynchronousFormReturnsWhenTheBindingTurnsOff() async {
        let control = HeadlessRefreshControl()
        var kicked = 0
        let runner = RefreshRunner(action: .synchronous { kicked += 1 })
        runner.surface = control
        let refresh = Task { await runner.refresh() }
        await Task.yield()
        #expect(kicked == 1)
        #expect(control.isRefreshing)
        // The owner's work is done: it sets isRefreshing = false, the next update reports it.
        runner.send(.isRefreshingObserved(false))
        await refresh.value
        #expect(!control.isSpinning)
        #expect(runner.session.phase == .idle)
    }

    @Test func refreshAfterTheViewWentAwayReturnsAtOnceWithoutRunning() async {
        let control = HeadlessRefreshControl()
        let runner = RefreshRunner(action: .awaited {})
        runner.surface = control
        runner.send(.disappeared)
        await runner.refresh()
        #expect(runner.actionRuns == 0)
    }

    @Test func refreshReturnsWhenTheViewGoesAwayMidRefresh() async {
        let gate = Gate()
        let runner = RefreshRunner(action: .awaited { await gate.wait() })
        let control = HeadlessRefreshControl()
        runner.surface = control
        let refresh = Task { await runner.refresh() }
        await Task.yield()
        runner.send(.disappeared)
        await refresh.value
        gate.open()
        await runner.waitForActions()
        #expect(runner.session.phase == .detached)
    }
}

@Suite("RefreshRunner: an action that only starts a Task")
@MainActor
struct RefreshTaskActionTests {
    @Test func theRefreshLastsUntilTheReturnedTaskFinishes() async {
        let gate = Gate()
        let control = HeadlessRefreshControl()
        let runner = RefreshRunner(action: .awaitingTask { Task { await gate.wait() } })
        runner.surface = control
        runner.send(.touchesBegan(count: 1))
        runner.send(.pulled(distance: 100))
        runner.send(.touchesEnded(count: 1))
        for _ in 0..<5 { await Task.yield() }
        // A closure returning the Task as a plain async action would have ended here.
        #expect(control.isSpinning && control.isRefreshing)
        gate.open()
        await runner.waitForActions()
        #expect(!control.isSpinning && !control.isRefreshing)
    }

    @Test func turningTheBindingOffCancelsTheReturnedTask() async {
        let control = HeadlessRefreshControl()
        var started: Task<Void, Never>?
        let runner = RefreshRunner(action: .awaitingTask {
            let task = Task { while !Task.isCancelled { await Task.yield() } }
            started = task
            return task
        })
        runner.surface = control
        let refresh = Task { await runner.refresh() }
        await Task.yield()
        runner.send(.isRefreshingObserved(false))
        await refresh.value
        await runner.waitForActions()
        #expect(started?.isCancelled == true)
        #expect(!control.isSpinning)
    }
}

/// What the user sees when "Reload" is tapped: the session asks for a reveal,
/// and `RefreshReveal` scrolls only a list that rests at its top.
@Suite("RefreshReveal: a refresh from code, at the top and scrolled down")
struct RefreshFromCodeRevealTests {
    static func geometry(offsetY: Double) -> RefreshReveal.Geometry {
        RefreshReveal.Geometry(contentOffsetY: offsetY, topInset: 100, isInWindow: true, boundsHeight: 700)
    }

    @Test func atTheTopTheSpinnerIsScrolledIntoView() {
        var session = RefreshSession(completion: .whenActionReturns)
        var reveal = RefreshReveal()
        let effects = session.handle(.refreshRequested)
        #expect(effects.contains(.revealSpinner))
        reveal.spinnerWillBegin(Self.geometry(offsetY: -100))
        reveal.request()
        #expect(reveal.check(Self.geometry(offsetY: -100), controlHeight: 60, isSpinning: true) == .scroll(toContentOffsetY: -160))
    }

    @Test func scrolledDownTheContentStaysWhereTheUserReads() {
        var session = RefreshSession(completion: .whenActionReturns)
        var reveal = RefreshReveal()
        #expect(session.handle(.refreshRequested).contains(.startAction(RefreshActionID(1))))
        reveal.spinnerWillBegin(Self.geometry(offsetY: 800))
        reveal.request()
        #expect(reveal.check(Self.geometry(offsetY: 800), controlHeight: 60, isSpinning: true) == .none)
    }
}
