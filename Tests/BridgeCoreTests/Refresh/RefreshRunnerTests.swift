import BridgeCore
import BridgeDoubles
import Testing

private struct ReloadFailed: Error, Equatable {}

@MainActor
private func pullAndRelease(_ runner: RefreshRunner) {
    runner.send(.touchesBegan(count: 1))
    runner.send(.pulled(distance: 100))
    runner.send(.touchesEnded(count: 1))
}

@Suite("RefreshRunner: the action's lifecycle")
@MainActor
struct RefreshRunnerTests {
    @Test func asyncActionEndsTheRefreshWhenItReturns() async {
        let gate = Gate()
        let control = HeadlessRefreshControl()
        let runner = RefreshRunner(action: .awaited { await gate.wait() })
        runner.surface = control
        pullAndRelease(runner)
        #expect(control.log == ["spinner on", "isRefreshing = true"])
        #expect(runner.actionRuns == 1)
        await Task.yield()
        #expect(runner.hasRunningAction)
        #expect(control.isSpinning)

        gate.open()
        await runner.waitForActions()
        #expect(control.log == ["spinner on", "isRefreshing = true", "spinner off", "isRefreshing = false"])
        #expect(runner.session.phase == .idle)
        #expect(runner.lastError == nil)
    }

    @Test func asyncActionThatThrowsStillEndsTheRefresh() async {
        let control = HeadlessRefreshControl()
        let runner = RefreshRunner(action: .awaited { throw ReloadFailed() })
        runner.surface = control
        pullAndRelease(runner)
        await runner.waitForActions()
        #expect(!control.isSpinning && !control.isRefreshing)
        #expect(control.log == ["spinner on", "isRefreshing = true", "spinner off", "isRefreshing = false"])
        #expect(runner.lastError as? ReloadFailed == ReloadFailed())
        #expect(runner.session.phase == .idle)
    }

    @Test func disappearingCancelsTheRunningTask() async {
        let control = HeadlessRefreshControl()
        var sawCancellation = false
        let runner = RefreshRunner(action: .awaited {
            do {
                // Cancellation cuts this short at once; 30 s only bounds a broken test.
                try await Task.sleep(for: .seconds(30))
            } catch {
                sawCancellation = error is CancellationError
                throw error
            }
        })
        runner.surface = control
        pullAndRelease(runner)
        await Task.yield()
        runner.send(.disappeared)
        #expect(control.log == ["spinner on", "isRefreshing = true", "spinner off", "isRefreshing = false"])
        await runner.waitForActions()
        #expect(sawCancellation)
        #expect(runner.lastError == nil)
        #expect(!runner.hasRunningAction)
        #expect(control.log.count == 4)
        #expect(runner.session.phase == .detached)
    }

    @Test func synchronousActionRunsOnceAndWaitsForTheBinding() {
        let control = HeadlessRefreshControl()
        var runs = 0
        let runner = RefreshRunner(action: .synchronous { runs += 1 })
        runner.surface = control
        pullAndRelease(runner)
        pullAndRelease(runner)   // a second pull while refreshing
        #expect(runs == 1)
        #expect(control.isSpinning && control.isRefreshing)
        runner.send(.isRefreshingObserved(false))   // the owner is done
        #expect(!control.isSpinning)
        #expect(control.log == ["spinner on", "isRefreshing = true", "spinner off"])
    }

    @Test func eventsSentFromInsideTheActionAreHandledAfterIt() {
        let control = HeadlessRefreshControl()
        var runner: RefreshRunner?
        runner = RefreshRunner(action: .synchronous {
            control.setRefreshingBinding(false)  // the owner ends at once, while the effects are being performed
            runner?.send(.isRefreshingObserved(false))
        })
        runner?.surface = control
        pullAndRelease(runner!)
        #expect(control.log == ["spinner on", "isRefreshing = true", "isRefreshing = false", "spinner off"])
        #expect(runner?.session.phase == .idle)
    }

    @Test func theNewestClosureOfTheSameKindRuns() {
        var ran: [String] = []
        let runner = RefreshRunner(action: .synchronous { ran.append("old") })
        runner.updateAction(.synchronous { ran.append("new") })
        runner.updateAction(.awaited { ran.append("async") })   // other contract: ignored
        pullAndRelease(runner)
        #expect(ran == ["new"])
    }
}
