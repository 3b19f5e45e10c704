import BridgeCore
import BridgeDoubles
import Testing

/// In the Mac idiom BridgeKit never attaches its control (UIKit raises), and an
/// inherited `.refreshable` puts SwiftUI's own control in its place. A refresh
/// from code then runs with no spinner: before, it began the unattached
/// control and scrolled the content down to a blank gap.
@Suite("Refresh: a control the scroll view does not hold neither spins nor reveals")
@MainActor
struct RefreshUnattachedControlTests {
    @Test func inTheMacIdiomARefreshFromCodeDoesNotScroll() {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        scrollView.macIdiomLeavesOurControlOff()
        var reveal = RefreshReveal()
        #expect(!RefreshReveal.beginsSpinner(scrollView.revealGeometry))
        reveal.spinnerWillBegin(scrollView.revealGeometry)
        reveal.request()
        #expect(reveal.check(scrollView.revealGeometry, controlHeight: 60, isSpinning: true) == .none)
        #expect(!reveal.isPending)
    }

    @Test func underSwiftUIsOwnControlARefreshFromCodeDoesNotScroll() {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        var reveal = RefreshReveal()
        #expect(RefreshReveal.beginsSpinner(scrollView.revealGeometry))
        reveal.spinnerWillBegin(scrollView.revealGeometry)
        reveal.request()
        scrollView.swiftUIPutsItsControlBack()     // before the check on the next turn
        #expect(reveal.check(scrollView.revealGeometry, controlHeight: 60, isSpinning: true) == .none)
        scrollView.putOurControlBack()
        #expect(RefreshReveal.beginsSpinner(scrollView.revealGeometry))
    }

    /// A refresh from code while SwiftUI's control held the scroll view began
    /// no spinner (ours was off): when ours is put back, it begins there and is
    /// scrolled into sight, as a spinner shown on a newly attached control is.
    @Test func ourControlPutBackDuringARefreshBeginsItsSpinner() {
        let scrollView = HeadlessRefreshScrollView(shift: .none)
        var session = RefreshSession(completion: .whenActionReturns)
        scrollView.swiftUIPutsItsControlBack()
        scrollView.swiftUIControlBeginsRefreshing()
        #expect(session.handle(scrollView.attachment) == [])
        #expect(session.handle(.refreshRequested).first == .showSpinner)   // the shell begins nothing: not attached
        scrollView.swiftUIControlEndsRefreshing()
        #expect(session.handle(scrollView.attachment) == [.reattachControl, .showSpinner, .revealSpinner])
        scrollView.putOurControlBack()
        #expect(session.handle(scrollView.attachment) == [])
    }
}
