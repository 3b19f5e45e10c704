import BridgeCore
import Testing

/// Feeds `events` one at a time and returns the effects of each, so a test can
/// compare the whole conversation at once.
func effects(
    _ events: [RefreshSession.Event],
    in session: inout RefreshSession
) -> [[RefreshSession.Effect]] {
    events.map { session.handle($0) }
}

private let first = RefreshActionID(1)
private let second = RefreshActionID(2)

@Suite("RefreshSession: the action starts on release")
struct RefreshReleaseTests {
    @Test func pullPastThresholdAndReleaseStartsTheActionOnRelease() {
        var session = RefreshSession(completion: .whenActionReturns)
        let got = effects([
            .touchesBegan(count: 1),
            .pulled(distance: 40),
            .pulled(distance: 90),
            .touchesEnded(count: 1),
        ], in: &session)
        #expect(got == [[], [], [], [.showSpinner, .setBinding(true), .startAction(first)]])
        #expect(session.phase == .refreshing(first))
    }

    @Test func controlValueChangedWhileFingerIsDownOnlyArms() {
        // The naive bridge's bug: UIRefreshControl fires .valueChanged before release.
        var session = RefreshSession(completion: .whenBindingTurnsOff)
        let got = effects([
            .touchesBegan(count: 1),
            .pulled(distance: 30),
            .controlTriggered,
            .touchesEnded(count: 1),
        ], in: &session)
        // Its spinner already shows, so the start adds the binding and the action.
        #expect(got == [[], [], [], [.setBinding(true), .startAction(first)]])
    }

    @Test func pullHoldThenReleaseStartsOnceAtRelease() {
        var session = RefreshSession(completion: .whenActionReturns)
        let got = effects([
            .touchesBegan(count: 1),
            .pulled(distance: 120),
            .controlTriggered,
            .pulled(distance: 130),
            .pulled(distance: 95),
        ], in: &session)
        #expect(got == [[], [], [], [], []])
        #expect(session.phase == .armed)
        #expect(session.handle(.touchesEnded(count: 1)) == [.setBinding(true), .startAction(first)])
    }

    @Test func liftingOneOfTwoFingersDoesNotStart() {
        var session = RefreshSession(completion: .whenActionReturns)
        let got = effects([
            .touchesBegan(count: 1),
            .touchesBegan(count: 1),
            .pulled(distance: 100),
            .touchesEnded(count: 1),
            .touchesEnded(count: 1),
        ], in: &session)
        #expect(got == [[], [], [], [], [.showSpinner, .setBinding(true), .startAction(first)]])
    }

    @Test func customTriggerDistanceDecidesArming() throws {
        var session = RefreshSession(completion: .whenActionReturns, trigger: try RefreshTrigger(distance: 150))
        let short = effects([.touchesBegan(count: 1), .pulled(distance: 149), .touchesEnded(count: 1)], in: &session)
        #expect(short == [[], [], []])
        let long = effects([.touchesBegan(count: 1), .pulled(distance: 150), .touchesEnded(count: 1)], in: &session)
        #expect(long == [[], [], [.showSpinner, .setBinding(true), .startAction(first)]])
    }
}

@Suite("RefreshSession: pulls that must not refresh")
struct RefreshNoRefreshTests {
    @Test func pullBelowTheTriggerAndReleaseDoesNothing() {
        var session = RefreshSession(completion: .whenActionReturns)
        let got = effects([.touchesBegan(count: 1), .pulled(distance: 79), .touchesEnded(count: 1)], in: &session)
        #expect(got == [[], [], []])
        #expect(session.phase == .idle)
    }

    @Test func cancelledTouchesAfterTheControlFiredOnlyTakeItsSpinnerAway() {
        var session = RefreshSession(completion: .whenActionReturns)
        let got = effects([
            .touchesBegan(count: 1),
            .controlTriggered,
            .touchesCancelled(count: 1),
        ], in: &session)
        #expect(got == [[], [], [.hideSpinner]])
        #expect(session.phase == .idle)
        #expect(!session.isSpinnerShown && !session.isBindingOn)
    }

    @Test func cancelledTouchesArmedByDistanceOnlyHaveNothingToUndo() {
        var session = RefreshSession(completion: .whenActionReturns)
        let got = effects([.touchesBegan(count: 1), .pulled(distance: 200), .touchesCancelled(count: 1)], in: &session)
        #expect(got == [[], [], []])
    }

    @Test func momentumBounceWithoutAFingerIsIgnored() {
        var session = RefreshSession(completion: .whenActionReturns)
        let got = effects([
            .pulled(distance: 200),   // a flick bounced past the top
            .controlTriggered,        // and the control fired on its own
        ], in: &session)
        #expect(got == [[], [.hideSpinner]])
        #expect(session.phase == .idle)
        #expect(!session.isSpinnerShown && !session.isBindingOn)
    }

    @Test func bounceAfterAShortPullIsIgnored() {
        var session = RefreshSession(completion: .whenBindingTurnsOff)
        let got = effects([
            .touchesBegan(count: 1),
            .pulled(distance: 30),
            .touchesEnded(count: 1),
            .pulled(distance: 110),
            .controlTriggered,
        ], in: &session)
        #expect(got == [[], [], [], [], [.hideSpinner]])
    }

    @Test func secondPullWhileRefreshingDoesNothing() {
        var session = RefreshSession(completion: .whenActionReturns)
        _ = effects([.touchesBegan(count: 1), .pulled(distance: 100), .touchesEnded(count: 1)], in: &session)
        let again = effects([
            .touchesBegan(count: 1),
            .pulled(distance: 200),
            .controlTriggered,
            .touchesEnded(count: 1),
        ], in: &session)
        #expect(again == [[], [], [], []])
        #expect(session.phase == .refreshing(first))
        #expect(session.handle(.actionFinished(first)) == [.hideSpinner, .setBinding(false)])
        let third = effects([.touchesBegan(count: 1), .pulled(distance: 100), .touchesEnded(count: 1)], in: &session)
        #expect(third == [[], [], [.showSpinner, .setBinding(true), .startAction(second)]])
    }
}

@Suite("RefreshSession: isRefreshing from outside")
struct RefreshExternalTests {
    @Test func externalBeginShowsTheSpinnerWithoutRunningTheAction() {
        var session = RefreshSession(completion: .whenActionReturns)
        let got = effects([
            .isRefreshingObserved(true),
            .isRefreshingObserved(true),  // the next update repeats the value
            .touchesBegan(count: 1),
            .pulled(distance: 150),
            .controlTriggered,
            .touchesEnded(count: 1),
            .isRefreshingObserved(false),
        ], in: &session)
        #expect(got == [[.showSpinner, .revealSpinner], [], [], [], [], [], [.hideSpinner]])
        #expect(session.phase == .idle)
    }

    @Test func bindingValuesTheSessionWroteComeBackAsNoOps() {
        var session = RefreshSession(completion: .whenActionReturns)
        let got = effects([
            .touchesBegan(count: 1), .pulled(distance: 100), .touchesEnded(count: 1),
            .isRefreshingObserved(true),
            .actionFinished(first),
            .isRefreshingObserved(false),
        ], in: &session)
        #expect(got == [[], [], [.showSpinner, .setBinding(true), .startAction(first)], [], [.hideSpinner, .setBinding(false)], []])
    }

    @Test func endingARefreshThatNeverBeganIsANoOp() {
        var session = RefreshSession(completion: .whenActionReturns)
        let got = effects([
            .isRefreshingObserved(false),
            .actionFinished(RefreshActionID(7)),
            .touchesEnded(count: 1),
            .touchesCancelled(count: 1),
        ], in: &session)
        #expect(got == [[], [], [], []])
        #expect(session.phase == .idle)
    }

    @Test func synchronousRefreshEndsWhenTheOwnerTurnsTheBindingOff() {
        var session = RefreshSession(completion: .whenBindingTurnsOff)
        let got = effects([
            .touchesBegan(count: 1), .pulled(distance: 100), .touchesEnded(count: 1),
            .isRefreshingObserved(false),
        ], in: &session)
        #expect(got == [[], [], [.showSpinner, .setBinding(true), .startAction(first)], [.hideSpinner]])
    }

    @Test func turningTheBindingOffDuringAnAwaitedActionCancelsIt() {
        var session = RefreshSession(completion: .whenActionReturns)
        _ = effects([.touchesBegan(count: 1), .pulled(distance: 100), .touchesEnded(count: 1)], in: &session)
        #expect(session.handle(.isRefreshingObserved(false)) == [.cancelAction(first), .hideSpinner])
        #expect(session.handle(.actionFinished(first)) == [])
    }

    @Test func updatesRepeatingFalseDuringTheDragDoNotDisarm() {
        // SwiftUI updates during the drag send the binding's value again and again.
        var session = RefreshSession(completion: .whenActionReturns)
        let got = effects([
            .touchesBegan(count: 1), .pulled(distance: 100), .controlTriggered,
            .isRefreshingObserved(false),
            .touchesEnded(count: 1),
        ], in: &session)
        #expect(got == [[], [], [], [], [.setBinding(true), .startAction(first)]])
    }

    @Test func ownerStartingARefreshDuringTheDragShowsItWithoutTheAction() {
        var session = RefreshSession(completion: .whenActionReturns)
        let got = effects([
            .touchesBegan(count: 1), .pulled(distance: 100), .controlTriggered,
            .isRefreshingObserved(true),
            .touchesEnded(count: 1),
            .isRefreshingObserved(false),
        ], in: &session)
        #expect(got == [[], [], [], [], [], [.hideSpinner]])
        #expect(session.phase == .idle)
    }
}

@Suite("RefreshSession: the view goes away")
struct RefreshDisappearTests {
    @Test func disappearingCancelsAnAwaitedActionAndEndsTheRefresh() {
        var session = RefreshSession(completion: .whenActionReturns)
        _ = effects([.touchesBegan(count: 1), .pulled(distance: 100), .touchesEnded(count: 1)], in: &session)
        #expect(session.handle(.disappeared) == [.cancelAction(first), .hideSpinner, .setBinding(false)])
        #expect(session.phase == .detached)
        let later = effects([.actionFinished(first), .isRefreshingObserved(true), .controlTriggered, .disappeared], in: &session)
        #expect(later == [[], [], [], []])
    }

    @Test func disappearingLeavesASynchronousRefreshToItsOwner() {
        var session = RefreshSession(completion: .whenBindingTurnsOff)
        _ = effects([.touchesBegan(count: 1), .pulled(distance: 100), .touchesEnded(count: 1)], in: &session)
        #expect(session.handle(.disappeared) == [.hideSpinner])
    }

    @Test func disappearingWhileIdleDoesNothing() {
        var session = RefreshSession(completion: .whenActionReturns)
        #expect(session.handle(.disappeared) == [])
    }
}

@Suite("RefreshTrigger")
struct RefreshTriggerTests {
    @Test(arguments: [0, -1, Double.infinity, -Double.infinity, Double.nan])
    func rejectsDistancesThatAreNotPositiveAndFinite(_ distance: Double) {
        #expect(throws: RefreshTriggerError.distanceNotPositive(distance)) {
            try RefreshTrigger(distance: distance)
        }
    }

    @Test func pullDistanceIsHowFarContentSitsBelowItsRestingTop() {
        // A navigation bar of 64 pt: resting offset is -64.
        #expect(RefreshTrigger.pullDistance(contentOffsetY: -64, topInset: 64) == 0)
        #expect(RefreshTrigger.pullDistance(contentOffsetY: -164, topInset: 64) == 100)
        #expect(RefreshTrigger.pullDistance(contentOffsetY: 36, topInset: 64) == -100)
    }

    @Test func reachedAtExactlyTheDistanceAndNeverByNaN() throws {
        let trigger = try RefreshTrigger(distance: 60)
        #expect(trigger.isReached(by: 60))
        #expect(!trigger.isReached(by: 59.5))
        #expect(!trigger.isReached(by: .nan))
    }
}
