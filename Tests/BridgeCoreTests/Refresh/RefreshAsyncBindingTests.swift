import BridgeCore
import BridgeDoubles
import Testing

/// An action that sleeps until cancelled and records that it was.
@MainActor
private final class CancellableReload {
    private(set) var sawCancellation = false
    private(set) var finishedNormally = false

    func run() async throws {
        do {
            // Cancellation cuts this short at once; 30 s only bounds a broken test.
            try await Task.sleep(for: .seconds(30))
            finishedNormally = true
        } catch {
            sawCancellation = error is CancellationError
            throw error
        }
    }
}

@MainActor
private func pullAndRelease(_ runner: RefreshRunner) {
    runner.send(.touchesBegan(count: 1))
    runner.send(.pulled(distance: 100))
    runner.send(.touchesEnded(count: 1))
}

/// `pullToRefresh(isRefreshing:action:)` with an `async` action: the binding is
/// `true` while the action runs and `false` when it returns or throws; setting it
/// to `false`, or the view going away, cancels the task.
@Suite("RefreshRunner: an async action with an isRefreshing binding")
@MainActor
struct RefreshAsyncBindingTests {
    @Test func theBindingIsOnWhileTheActionRunsAndOffWhenItReturns() async {
        let control = HeadlessRefreshControl()
        var bindingDuringAction: Bool?
        let runner = RefreshRunner(action: .awaited { bindingDuringAction = control.isRefreshing })
        runner.surface = control
        pullAndRelease(runner)
        await runner.waitForActions()
        #expect(bindingDuringAction == true)
        #expect(control.log == ["spinner on", "isRefreshing = true", "spinner off", "isRefreshing = false"])
        runner.send(.isRefreshingObserved(false))   // SwiftUI's next update echoes the write
        #expect(control.log.count == 4)
        #expect(runner.session.phase == .idle)
    }

    @Test func settingTheBindingFalseCancelsTheTask() async {
        let control = HeadlessRefreshControl()
        let reload = CancellableReload()
        let runner = RefreshRunner(action: .awaited { try await reload.run() })
        runner.surface = control
        pullAndRelease(runner)
        runner.send(.isRefreshingObserved(true))    // the update after the session's own write
        await Task.yield()

        runner.send(.isRefreshingObserved(false))   // the view model gave up
        #expect(control.log == ["spinner on", "isRefreshing = true", "spinner off"])
        await runner.waitForActions()
        #expect(reload.sawCancellation && !reload.finishedNormally)
        #expect(runner.lastError == nil)
        #expect(control.log.count == 3)             // the cancelled task's end writes nothing
        #expect(runner.session.phase == .idle)

        pullAndRelease(runner)                      // and a new pull refreshes again
        #expect(runner.actionRuns == 2)
        runner.send(.disappeared)
        await runner.waitForActions()
    }

    @Test func aViewModelThatTurnsItsOwnFlagOffEndsTheRefreshOnce() async {
        let control = HeadlessRefreshControl()
        var runner: RefreshRunner?
        runner = RefreshRunner(action: .awaited {
            // `isLoading = true … defer { isLoading = false }` inside the view model.
            control.setRefreshingBinding(true)
            control.setRefreshingBinding(false)
        })
        runner?.surface = control
        pullAndRelease(runner!)
        await runner?.waitForActions()
        runner?.send(.isRefreshingObserved(false))
        #expect(!control.isSpinning && !control.isRefreshing)
        #expect(control.log.filter { $0.hasPrefix("spinner") } == ["spinner on", "spinner off"])
        #expect(runner?.session.phase == .idle)
    }

    @Test func aThrowingActionTurnsTheBindingOff() async {
        struct Offline: Error {}
        let control = HeadlessRefreshControl()
        let runner = RefreshRunner(action: .awaited { throw Offline() })
        runner.surface = control
        pullAndRelease(runner)
        await runner.waitForActions()
        #expect(!control.isRefreshing && !control.isSpinning)
        #expect(runner.lastError is Offline)
    }

    @Test func theBindingSetTrueFromCodeShowsTheSpinnerWithoutRunningTheAction() async {
        let control = HeadlessRefreshControl()
        let runner = RefreshRunner(action: .awaited {})
        runner.surface = control
        runner.send(.isRefreshingObserved(true))    // e.g. a first load the view model started
        #expect(runner.actionRuns == 0)
        #expect(control.isSpinning)
        #expect(runner.session.phase == .showingExternalRefresh)
        pullAndRelease(runner)                      // a pull while it shows does nothing
        #expect(runner.actionRuns == 0)
        runner.send(.isRefreshingObserved(false))
        #expect(!control.isSpinning)
        #expect(runner.session.phase == .idle)
    }

    @Test func disappearingCancelsTheTaskAndTurnsTheBindingOff() async {
        let control = HeadlessRefreshControl()
        let reload = CancellableReload()
        let runner = RefreshRunner(action: .awaited { try await reload.run() })
        runner.surface = control
        pullAndRelease(runner)
        await Task.yield()
        runner.send(.disappeared)
        await runner.waitForActions()
        #expect(reload.sawCancellation)
        #expect(!control.isRefreshing)
        #expect(runner.session.phase == .detached)
    }
}
