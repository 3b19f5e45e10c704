import BridgeCore
import BridgeDoubles
import Testing

@Suite("An inherited .refreshable: SwiftUI's control is replaced only when it is not refreshing")
@MainActor
struct RefreshInheritedControlTests {
    /// Before, the session asked for its control back at once: taking SwiftUI's
    /// refreshing control off moved the content by the control's height.
    @Test func aRefreshingSwiftUIControlIsLeftUntilItEnds() {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        var session = RefreshSession(completion: .whenActionReturns)
        scrollView.swiftUIPutsItsControlBack()
        _ = session.handle(.touchesBegan(count: 1))
        scrollView.drag(by: 120)
        scrollView.swiftUIControlBeginsRefreshing()
        let insetWhileRefreshing = scrollView.topInset
        // The update SwiftUI runs for its refresh, and the touch-down check.
        #expect(session.handle(scrollView.attachment) == [])
        #expect(scrollView.topInset == insetWhileRefreshing)
        // The drag belonged to SwiftUI's control: nothing starts here.
        #expect(session.handle(.touchesEnded(count: 1)) == [])
        #expect(session.handle(scrollView.attachment) == [])
        // The parent's action finished: the next check puts BridgeKit's control back.
        scrollView.swiftUIControlEndsRefreshing()
        #expect(session.handle(scrollView.attachment) == [.reattachControl])
        scrollView.putOurControlBack()
        #expect(session.handle(scrollView.attachment) == [])
    }

    @Test func aSwiftUIControlAtRestIsReplacedAtOnce() {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        var session = RefreshSession(completion: .whenActionReturns)
        scrollView.swiftUIPutsItsControlBack()
        #expect(session.handle(scrollView.attachment) == [.reattachControl])
    }
}
