import BridgeCore
import BridgeDoubles
import Testing

private let first = RefreshActionID(1)

/// Pulls made with a trackpad or a mouse (iPad, Mac Catalyst, an iPad app on a
/// Mac) arrive as scroll events, not touches. Before, the control fired with no
/// finger known to be down, the session took it for bounce momentum and hid the
/// spinner: it flashed and nothing ran.
@Suite("RefreshSession: pulls by trackpad and mouse (scroll events, no touches)")
@MainActor
struct RefreshScrollEventTests {
    /// What the shell sends when `UIRefreshControl` fires: the pan's state, then the event.
    static func controlFires(_ scrollView: HeadlessRefreshScrollView, _ session: inout RefreshSession) -> [RefreshSession.Effect] {
        scrollView.controlBeginsRefreshing()
        return session.handle(scrollView.scrollGesture) + session.handle(.controlTriggered)
    }

    @Test func aTrackpadPullRefreshesWhenTheFingersLeaveTheTrackpad() {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        var session = RefreshSession(completion: .whenActionReturns, trigger: .controlFires)
        scrollView.trackpadScrollBegins()
        scrollView.trackpadPull(by: 130)
        #expect(Self.controlFires(scrollView, &session) == [.watchScrollGesture])
        #expect(session.phase == .armed, "the control's spinner stays")
        // The shell looks again a turn later: still scrolling.
        scrollView.trackpadPull(by: 10)
        #expect(session.handle(scrollView.scrollGesture) == [.watchScrollGesture])
        scrollView.trackpadFingersLift()
        #expect(session.handle(scrollView.scrollGesture) == [.setBinding(true), .startAction(first)])
        #expect(session.phase == .refreshing(first))
    }

    @Test func aRefreshRunningIgnoresTheNextTrackpadPull() {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        var session = RefreshSession(completion: .whenActionReturns, trigger: .controlFires)
        _ = session.handle(.isRefreshingObserved(true))
        scrollView.trackpadScrollBegins()
        #expect(session.handle(scrollView.scrollGesture) == [])
        #expect(session.handle(.controlTriggered) == [])
        #expect(session.phase == .showingExternalRefresh)
    }

    @Test func momentumAfterAFlickIsStillNotAPull() {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        var session = RefreshSession(completion: .whenActionReturns, trigger: .controlFires)
        scrollView.fingerDragBegins()
        _ = session.handle(.touchesBegan(count: 1))
        _ = session.handle(.touchesEnded(count: 1))
        scrollView.fingerLifts()
        // The content bounces past the top with no gesture: the control fires by itself.
        #expect(Self.controlFires(scrollView, &session) == [.hideSpinner])
        #expect(session.phase == .idle)
    }

    @Test func aFingerDragIsNotTakenForAScrollEventPull() {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        var session = RefreshSession(completion: .whenActionReturns, trigger: .controlFires)
        scrollView.fingerDragBegins()
        _ = session.handle(.touchesBegan(count: 1))
        _ = session.handle(scrollView.drag(by: 120))
        #expect(Self.controlFires(scrollView, &session) == [])
        scrollView.fingerLifts()
        #expect(session.handle(.touchesEnded(count: 1)) == [.setBinding(true), .startAction(first)])
        #expect(session.handle(scrollView.scrollGesture) == [], "the pan's end after the finger's is nothing more")
    }

    @Test func aTrackpadScrollThatNeverMadeTheControlFireStartsNothing() {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        var session = RefreshSession(completion: .whenActionReturns, trigger: .controlFires)
        scrollView.trackpadScrollBegins()
        #expect(session.handle(scrollView.scrollGesture) == [.watchScrollGesture])
        scrollView.trackpadFingersLift()
        #expect(session.handle(scrollView.scrollGesture) == [])
        #expect(session.phase == .idle)
    }

    @Test func theViewGoingAwayMidPullStopsTheWatch() {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        var session = RefreshSession(completion: .whenActionReturns, trigger: .controlFires)
        scrollView.trackpadScrollBegins()
        _ = Self.controlFires(scrollView, &session)
        #expect(session.handle(.disappeared) == [.hideSpinner])
        #expect(session.handle(scrollView.scrollGesture) == [])
    }
}
