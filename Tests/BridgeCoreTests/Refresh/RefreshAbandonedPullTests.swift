import BridgeCore
import Testing

private let first = RefreshActionID(1)

@Suite("RefreshSession: a pull taken back before release leaves nothing behind")
struct RefreshAbandonedPullTests {
    @Test func pullPastTheThresholdThenBackBeforeReleaseDoesNothing() {
        var session = RefreshSession(completion: .whenActionReturns)
        let got = effects([
            .touchesBegan(count: 1),
            .pulled(distance: 120),
            .pulled(distance: 40),
            .pulled(distance: 0),
            .touchesEnded(count: 1),
        ], in: &session)
        #expect(got == [[], [], [], [], []])
        #expect(session.phase == .idle)
        #expect(!session.isSpinnerShown && !session.isBindingOn)
    }

    @Test func pullBackAfterTheControlFiredOnlyTakesItsSpinnerAwayAtRelease() {
        // UIRefreshControl spins as it sends .valueChanged; nothing else happened.
        var session = RefreshSession(completion: .whenBindingTurnsOff)
        let got = effects([
            .touchesBegan(count: 1),
            .pulled(distance: 120),
            .controlTriggered,
            .pulled(distance: 30),
            .pulled(distance: 0),
            .touchesEnded(count: 1),
        ], in: &session)
        #expect(got == [[], [], [], [], [], [.hideSpinner]])
        #expect(session.phase == .idle)
        #expect(!session.isSpinnerShown && !session.isBindingOn)
    }

    @Test func pullingPastTheThresholdAgainBeforeReleaseRefreshes() {
        var session = RefreshSession(completion: .whenActionReturns)
        let got = effects([
            .touchesBegan(count: 1),
            .pulled(distance: 120),
            .controlTriggered,
            .pulled(distance: 30),
            .pulled(distance: 100),
            .touchesEnded(count: 1),
        ], in: &session)
        #expect(got == [[], [], [], [], [], [.setBinding(true), .startAction(first)]])
    }

    @Test func theControlsOwnShorterThresholdCountsUntilThePullGoesBelowIt() {
        // The control fired at 65 pt, before the 80 pt trigger: 65 pt is far enough.
        var held = RefreshSession(completion: .whenActionReturns)
        let kept = effects([.touchesBegan(count: 1), .pulled(distance: 65), .controlTriggered, .pulled(distance: 70), .touchesEnded(count: 1)], in: &held)
        #expect(kept.last == [.setBinding(true), .startAction(first)])

        var abandoned = RefreshSession(completion: .whenActionReturns)
        let back = effects([.touchesBegan(count: 1), .pulled(distance: 65), .controlTriggered, .pulled(distance: 50), .touchesEnded(count: 1)], in: &abandoned)
        #expect(back.last == [.hideSpinner])
    }

    @Test func theNextDragStartsFromTheTriggerAgain() {
        var session = RefreshSession(completion: .whenActionReturns)
        _ = effects([.touchesBegan(count: 1), .pulled(distance: 40), .controlTriggered, .pulled(distance: 10), .touchesEnded(count: 1)], in: &session)
        let next = effects([.touchesBegan(count: 1), .pulled(distance: 50), .touchesEnded(count: 1)], in: &session)
        #expect(next == [[], [], []])
    }
}

@Suite("RefreshSession: isRefreshing turns true when the refresh starts")
struct RefreshBindingTimingTests {
    @Test func theBindingStaysFalseWhileTheFingerIsDown() {
        var session = RefreshSession(completion: .whenBindingTurnsOff)
        let got = effects([
            .touchesBegan(count: 1),
            .pulled(distance: 120),
            .controlTriggered,
            .pulled(distance: 130),
        ], in: &session)
        #expect(got == [[], [], [], []])
        #expect(!session.isBindingOn)
        #expect(session.isSpinnerShown)  // the control's own spinner
        #expect(session.handle(.touchesEnded(count: 1)) == [.setBinding(true), .startAction(first)])
        #expect(session.isBindingOn)
    }

    @Test func aCancelledDragNeverTouchesTheBinding() {
        var session = RefreshSession(completion: .whenBindingTurnsOff)
        let got = effects([
            .touchesBegan(count: 1),
            .pulled(distance: 120),
            .controlTriggered,
            .touchesCancelled(count: 1),
        ], in: &session)
        #expect(!got.joined().contains { if case .setBinding = $0 { true } else { false } })
        #expect(got.last == [.hideSpinner])
    }
}
