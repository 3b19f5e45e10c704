import BridgeCore
import BridgeDoubles
import Testing

/// The scroll view was taken away in the middle of a trackpad pull (the view
/// swapped its `List`, the page went away): its pan never reports the end, so
/// the pull stayed "held" for good. A refresh begun from code was then never
/// scrolled into view, and touches on the next scroll view ended nothing.
@Suite("RefreshSession: a scroll view removed mid-pull ends the pull")
@MainActor
struct RefreshScrollViewRemovedTests {
    private func trackpadPullUnderWay() -> RefreshSession {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        var session = RefreshSession(completion: .whenActionReturns, trigger: .controlFires)
        scrollView.trackpadScrollBegins()
        scrollView.trackpadPull(by: 130)
        _ = RefreshScrollEventTests.controlFires(scrollView, &session)
        return session
    }

    @Test func attachingToAnotherScrollViewEndsATrackpadPull() {
        var session = trackpadPullUnderWay()
        _ = session.handle(.controlAttached)
        #expect(session.phase == .idle)
        #expect(session.handle(.isRefreshingObserved(true)) == [.showSpinner, .revealSpinner])
    }

    @Test func detachingMidPullHidesTheControlsSpinnerAndRunsNothing() {
        var session = trackpadPullUnderWay()
        #expect(session.handle(.controlDetached) == [.hideSpinner])
        #expect(session.phase == .idle)
        // The watch the shell still had running reports the pan of no scroll view.
        #expect(session.handle(.scrollGestureObserved(isScrolling: false, touchCount: 0)) == [])
        #expect(session.handle(.isRefreshingObserved(true)) == [.showSpinner, .revealSpinner])
    }

    @Test func aFingerDownWhenTheScrollViewLeftIsLiftedToo() {
        var session = RefreshSession(completion: .whenActionReturns)
        _ = session.handle(.touchesBegan(count: 1))
        _ = session.handle(.controlDetached)
        #expect(session.phase == .idle)
        _ = session.handle(.touchesBegan(count: 1))
        _ = session.handle(.pulled(distance: 200))
        #expect(session.handle(.touchesEnded(count: 1)) == [.showSpinner, .setBinding(true), .startAction(RefreshActionID(1))])
    }

    @Test func detachingDuringARefreshLeavesTheRefreshRunning() {
        var session = RefreshSession(completion: .whenActionReturns)
        _ = session.handle(.isRefreshingObserved(true))
        #expect(session.handle(.controlDetached) == [])
        #expect(session.phase == .showingExternalRefresh)
    }
}
