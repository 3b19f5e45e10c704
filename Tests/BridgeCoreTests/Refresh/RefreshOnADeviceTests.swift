import BridgeCore
import BridgeDoubles
import Testing

private let first = RefreshActionID(1)

/// A drag of 90 points past which the control fires and begins refreshing,
/// adding its height to the inset under the finger.
@MainActor
private func pullUntilTheControlBegins(_ scrollView: HeadlessRefreshScrollView, _ session: inout RefreshSession) {
    _ = session.handle(.touchesBegan(count: 1))
    _ = session.handle(scrollView.drag(by: 90))
    _ = session.handle(.controlTriggered)
    scrollView.controlBeginsRefreshing()
    _ = session.handle(scrollView.geometry)
}

@Suite("RefreshSession on a real UIRefreshControl: inset changes, code-started refreshes, a foreign control")
@MainActor
struct RefreshOnADeviceTests {
    @Test(arguments: HeadlessRefreshScrollView.ShiftOnBegin.allCases)
    func aPullThatMadeTheControlBeginRefreshingStartsOnRelease(_ shift: HeadlessRefreshScrollView.ShiftOnBegin) {
        let scrollView = HeadlessRefreshScrollView(shift: shift)
        var session = RefreshSession(completion: .whenActionReturns)
        pullUntilTheControlBegins(scrollView, &session)
        _ = session.handle(scrollView.drag(by: -4))   // the finger trembles
        #expect(session.phase == .armed)
        #expect(session.handle(.touchesEnded(count: 1)) == [.setBinding(true), .startAction(first)])
    }

    @Test func measuredAgainstTheInsetOfTheMomentTheSamePullLooksTakenBack() {
        // What the shell did before: the pull drops by the control's height, below
        // both the threshold and the pull at which the control fired.
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        var session = RefreshSession(completion: .whenActionReturns)
        func pulled() -> RefreshSession.Event {
            .pulled(distance: RefreshTrigger.pullDistance(contentOffsetY: scrollView.contentOffsetY, topInset: scrollView.topInset))
        }
        _ = session.handle(.touchesBegan(count: 1))
        scrollView.drag(by: 90)
        _ = session.handle(pulled())
        _ = session.handle(.controlTriggered)
        scrollView.controlBeginsRefreshing()
        _ = session.handle(pulled())
        #expect(session.handle(.touchesEnded(count: 1)) == [.hideSpinner])
    }

    @Test(arguments: HeadlessRefreshScrollView.ShiftOnBegin.allCases)
    func aDeliberatePullBackStillCancels(_ shift: HeadlessRefreshScrollView.ShiftOnBegin) {
        let scrollView = HeadlessRefreshScrollView(shift: shift)
        var session = RefreshSession(completion: .whenActionReturns)
        pullUntilTheControlBegins(scrollView, &session)
        _ = session.handle(scrollView.drag(by: shift == .none ? -85 : -145))
        #expect(session.handle(.touchesEnded(count: 1)) == [.hideSpinner])
        #expect(session.phase == .idle)
    }

    @Test func aRefreshBegunFromCodeAtRestIsScrolledIntoView() {
        var session = RefreshSession(completion: .whenBindingTurnsOff)
        #expect(session.handle(.isRefreshingObserved(true)) == [.showSpinner, .revealSpinner])
    }

    @Test func aRefreshBegunFromCodeUnderAFingerDoesNotScroll() {
        var session = RefreshSession(completion: .whenBindingTurnsOff)
        _ = session.handle(.touchesBegan(count: 1))
        #expect(session.handle(.isRefreshingObserved(true)) == [.showSpinner])
    }

    @Test func aControlAttachedMidRefreshShowsAndRevealsTheSpinner() {
        var session = RefreshSession(completion: .whenBindingTurnsOff)
        _ = session.handle(.isRefreshingObserved(true))
        #expect(session.handle(.controlAttached) == [.showSpinner, .revealSpinner])
        var idle = RefreshSession(completion: .whenBindingTurnsOff)
        #expect(idle.handle(.controlAttached) == [])
    }

    @Test func revealingScrollsOnlyContentThatRestsAtItsTop() {
        #expect(RefreshReveal.contentOffsetY(current: -64, restingTopInset: 64, controlHeight: 60) == -124)
        #expect(RefreshReveal.contentOffsetY(current: -63.5, restingTopInset: 64, controlHeight: 60) == -124)
        #expect(RefreshReveal.contentOffsetY(current: 300, restingTopInset: 64, controlHeight: 60) == nil)
        #expect(RefreshReveal.contentOffsetY(current: -150, restingTopInset: 64, controlHeight: 60) == nil)
        #expect(RefreshReveal.contentOffsetY(current: -64, restingTopInset: 64, controlHeight: 0) == nil)
    }

    @Test func anotherControlOnTheScrollViewIsReplacedBeforeThePull() {
        // The check at touch-down finds SwiftUI's control (an inherited .refreshable).
        var session = RefreshSession(completion: .whenActionReturns)
        #expect(session.handle(.controlAttachmentObserved(isOurs: false)) == [.reattachControl])
        _ = session.handle(.touchesBegan(count: 1))
        _ = session.handle(.pulled(distance: 120))
        #expect(session.handle(.touchesEnded(count: 1)) == [.showSpinner, .setBinding(true), .startAction(first)])
    }

    @Test func aDragThatBeganUnderAnotherControlStartsNothingHere() {
        // That control runs its own action for this pull: running ours too would be two refreshes.
        var session = RefreshSession(completion: .whenActionReturns)
        _ = session.handle(.touchesBegan(count: 1))
        _ = session.handle(.pulled(distance: 120))
        #expect(session.handle(.controlAttachmentObserved(isOurs: false)) == [.reattachControl])
        _ = session.handle(.pulled(distance: 130))
        #expect(session.handle(.touchesEnded(count: 1)) == [])
        #expect(session.phase == .idle)
        // The next drag is ours again.
        _ = session.handle(.touchesBegan(count: 1))
        _ = session.handle(.pulled(distance: 120))
        #expect(session.handle(.touchesEnded(count: 1)).contains(.startAction(first)))
    }

    @Test func ourOwnControlIsLeftAlone() {
        var session = RefreshSession(completion: .whenActionReturns)
        #expect(session.handle(.controlAttachmentObserved(isOurs: true)) == [])
    }
}
