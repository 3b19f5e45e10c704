import BridgeCore
import BridgeDoubles
import Testing

/// Issue 37, item 7: a spinner left running as its list leaves the window (a
/// tab switch, a push and pop during a load) came back frozen.
@Suite("Pull to refresh: a spinner that leaves the window and comes back turns")
@MainActor
struct RefreshWindowMoveTests {

    private func refreshing(_ control: HeadlessRefreshControl, until gate: Gate) -> RefreshRunner {
        let runner = RefreshRunner(action: .awaited { await gate.wait() })
        runner.surface = control
        runner.send(.touchesBegan(count: 1))
        runner.send(.pulled(distance: 100))
        runner.send(.touchesEnded(count: 1))
        return runner
    }

    @Test func aSpinnerBackInTheWindowDuringTheLoadTurns() async {
        let control = HeadlessRefreshControl()
        let gate = Gate()
        let runner = refreshing(control, until: gate)
        runner.send(.windowChanged(isInWindow: false))
        control.leavesWindow()                     // what UIKit does as the view leaves
        runner.send(.windowChanged(isInWindow: true))
        #expect(control.isSpinning && !control.isFrozen)
        #expect(control.isRefreshing)
        #expect(!control.log.contains("spinner revealed"))   // nothing scrolls during a navigation
        gate.open()
        await runner.waitForActions()
        #expect(!control.isSpinning)
    }

    @Test func aRefreshThatEndedAwayComesBackWithNoSpinner() {
        var session = RefreshSession(completion: .whenBindingTurnsOff)
        _ = session.handle(.isRefreshingObserved(true))
        #expect(session.handle(.windowChanged(isInWindow: false)) == [.hideSpinner])
        _ = session.handle(.isRefreshingObserved(false))
        #expect(session.handle(.windowChanged(isInWindow: true)) == [])
        #expect(!session.isSpinnerShown)
    }

    @Test func aWindowMoveWithNoRefreshDoesNothing() {
        var session = RefreshSession(completion: .whenActionReturns)
        #expect(session.handle(.windowChanged(isInWindow: false)) == [])
        #expect(session.handle(.windowChanged(isInWindow: true)) == [])
    }
}
