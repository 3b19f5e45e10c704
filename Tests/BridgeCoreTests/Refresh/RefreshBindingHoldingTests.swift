import BridgeCore
import BridgeDoubles
import Testing

@MainActor
private func pullAndRelease(_ runner: RefreshRunner) {
    runner.send(.touchesBegan(count: 1))
    runner.send(.pulled(distance: 100))
    runner.send(.touchesEnded(count: 1))
}

/// What an update reads of the `isRefreshing` binding. The app's body makes it
/// (`$isRefreshing`) only when it runs, which is not after the refresh's own
/// writes (taking `$isRefreshing` is not a read); inside the update the binding
/// gives the value it was made with, unless SwiftUI refreshed it before the
/// modifier's body, which it does for a `Binding` the modifier stores directly
/// (`BindingHolding`).
@Suite("Pull to refresh: an update reads the current isRefreshing, not the app body's")
@MainActor
struct RefreshBindingHoldingTests {
    @Test func anUpdateWhileThePulledActionRunsLeavesItRunning() async {
        let control = HeadlessRefreshControl()
        let runner = RefreshRunner(action: .awaited { try await Task.sleep(for: .seconds(30)) })
        runner.surface = control
        control.appBodyRuns()          // isRefreshing false
        pullAndRelease(runner)         // the binding turns on; the app's body does not read it
        await Task.yield()
        control.swiftUIUpdates(runner) // the user switches to dark mode
        #expect(control.isSpinning)
        #expect(runner.hasRunningAction)
        #expect(runner.session.phase != .idle)
        runner.send(.disappeared)
        await runner.waitForActions()
    }

    @Test func anUpdateAfterTheRefreshEndedStartsNoOther() async {
        let control = HeadlessRefreshControl()
        let runner = RefreshRunner(action: .awaited {
            control.appBodyRuns()      // the action wrote the items the app's body shows
            try await Task.sleep(for: .milliseconds(1))
        })
        runner.surface = control
        pullAndRelease(runner)
        await runner.waitForActions()  // the binding turns off; the app's body does not run
        control.swiftUIUpdates(runner)
        #expect(!control.isSpinning)
        #expect(runner.session.phase == .idle)
    }

    /// The device symptom, reproduced with a binding the update reads as the app's
    /// body made it (a `Binding<Bool>?` in the modifier): the old `false` is taken
    /// for the app's, and the refresh the pull started is cancelled.
    @Test func aBindingKeptFromTheAppsBodyCancelsThePulledRefresh() async {
        let control = HeadlessRefreshControl()
        control.holding = .keptFromTheAppsBody
        let runner = RefreshRunner(action: .awaited { try await Task.sleep(for: .seconds(30)) })
        runner.surface = control
        control.appBodyRuns()
        pullAndRelease(runner)
        await Task.yield()
        control.swiftUIUpdates(runner)
        #expect(!control.isSpinning)
        await runner.waitForActions()
        #expect(runner.session.phase == .idle)
    }
}
