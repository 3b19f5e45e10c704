import BridgeCore
import BridgeDoubles
import Testing

private let first = RefreshActionID(1)

/// Pulls under a large title, and the control's own threshold. Before, the pull
/// was measured against the first move's inset, so a large title expanding
/// mid-drag (the inset grows about 52 points) counted 52 points of pull that
/// the content had not travelled; and 80 points armed whether or not the
/// control had fired.
@Suite("RefreshSession: a large title expanding mid-drag, and the control's own threshold")
@MainActor
struct RefreshLargeTitleTests {
    @Test func aLargeTitleExpandingMidDragDoesNotCountAsPull() {
        // Scrolled a little into the content, title collapsed (inset 64 under the bar).
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        scrollView.scroll(intoContent: 10)
        var session = RefreshSession(completion: .whenActionReturns)
        _ = session.handle(.touchesBegan(count: 1))
        _ = session.handle(scrollView.drag(by: 20))          // back at the top
        scrollView.largeTitleExpands()                         // the bar grows: inset 116
        _ = session.handle(scrollView.drag(by: 60))           // 50 past the collapsed top, -2 past the new one
        _ = session.handle(scrollView.drag(by: 40))           // 38 past the expanded top
        #expect(session.phase == .tracking, "pulled 38 points, not 90")
        #expect(session.handle(.touchesEnded(count: 1)) == [])
    }

    @Test func aLongEnoughPullUnderTheExpandedTitleStillRefreshes() {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        var session = RefreshSession(completion: .whenActionReturns, trigger: .controlFires)
        _ = session.handle(.touchesBegan(count: 1))
        _ = session.handle(scrollView.drag(by: 5))
        scrollView.largeTitleExpands()
        _ = session.handle(scrollView.drag(by: 150))           // 103 past the expanded top
        _ = session.handle(.controlTriggered)
        scrollView.controlBeginsRefreshing()                   // the control's own inset: not a shorter pull
        _ = session.handle(scrollView.geometry)
        #expect(session.phase == .armed)
        #expect(session.handle(.touchesEnded(count: 1)) == [.setBinding(true), .startAction(first)])
    }

    @Test(arguments: [90.0, 140.0])
    func withTheShellsTriggerOnlyTheControlArms(_ pull: Double) {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        var session = RefreshSession(completion: .whenActionReturns, trigger: .controlFires)
        _ = session.handle(.touchesBegan(count: 1))
        _ = session.handle(scrollView.drag(by: pull))
        // The control did not fire: its threshold (private to UIKit) is not reached.
        #expect(session.phase == .tracking)
        #expect(session.handle(.touchesEnded(count: 1)) == [])
    }

    @Test func afterTheControlFiredAHeldPullMaySagToEightyPoints() {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        var session = RefreshSession(completion: .whenActionReturns, trigger: .controlFires)
        _ = session.handle(.touchesBegan(count: 1))
        _ = session.handle(scrollView.drag(by: 120))
        _ = session.handle(.controlTriggered)
        _ = session.handle(scrollView.drag(by: -30))           // 90: the finger relaxes
        #expect(session.phase == .armed)
        _ = session.handle(scrollView.drag(by: -20))           // 70: taken back
        #expect(session.phase == .tracking)
        #expect(session.handle(.touchesEnded(count: 1)) == [.hideSpinner])
    }
}
