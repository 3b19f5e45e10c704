import BridgeCore
import BridgeDoubles
import Testing

private let first = RefreshActionID(1)

/// Issue 37, item 6: a UIKit scroll view whose content is shorter than its
/// bounds does not move under the finger unless `alwaysBounceVertical` is on
/// (false by default), so an empty list could never be pulled to refresh.
@MainActor
@Suite("Pull to refresh on content shorter than the scroll view")
struct RefreshShortContentTests {

    private func pull(_ scrollView: HeadlessRefreshScrollView) -> [RefreshSession.Effect] {
        var session = RefreshSession(completion: .whenActionReturns)
        _ = session.handle(.touchesBegan(count: 1))
        _ = session.handle(scrollView.drag(by: 60))
        _ = session.handle(scrollView.drag(by: 60))
        return session.handle(.touchesEnded(count: 1))
    }

    @Test func shortContentCannotBePulledWithoutBouncing() {
        #expect(pull(.shortContent()) == [])                 // UIKit's default: nothing moves
    }

    @Test func theControlGoingOnMakesShortContentPullable() {
        let scrollView = HeadlessRefreshScrollView.shortContent()
        var bounce = RefreshBounce()
        scrollView.controlAttached(&bounce)
        #expect(scrollView.alwaysBounceVertical)
        #expect(pull(scrollView) == [.showSpinner, .setBinding(true), .startAction(first)])
    }

    @Test func theControlLeavingGivesTheScrollViewItsOwnValueBack() {
        let scrollView = HeadlessRefreshScrollView.shortContent()
        var bounce = RefreshBounce()
        scrollView.controlAttached(&bounce)
        scrollView.controlDetached(&bounce)
        #expect(!scrollView.alwaysBounceVertical)
    }

    @Test func anAppsOwnValueIsLeftAlone() {
        var bounce = RefreshBounce()
        #expect(bounce.controlAttached(alwaysBounceVertical: true) == nil)
        #expect(bounce.controlDetached(alwaysBounceVertical: true) == nil)   // on before: stays on

        var changedSince = RefreshBounce()
        #expect(changedSince.controlAttached(alwaysBounceVertical: false) == true)
        #expect(changedSince.controlDetached(alwaysBounceVertical: false) == nil)   // the app turned it off itself
    }
}
