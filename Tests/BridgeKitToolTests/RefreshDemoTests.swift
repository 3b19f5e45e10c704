@testable import BridgeKitTool
import Testing

@Suite("bridgekit demo: refresh chapter")
@MainActor
struct RefreshDemoTests {
    let lines = DemoChapter.refresh.lines()

    @Test("UIRefreshControl's .valueChanged while the finger is down neither sets the binding nor runs the action")
    func valueChangedDoesNotRunTheAction() {
        #expect(lines.contains("  t=0.25  UIRefreshControl sends .valueChanged   → spinner on (by the control)"))
        #expect(lines.contains("  t=0.60  finger still down, pulled 110 pt       → nothing"))
    }

    @Test("isRefreshing turns true and the action runs once, on release; a second pull does nothing")
    func actionRunsOnceOnRelease() {
        #expect(lines.contains("  t=0.80  finger lifted                          → isRefreshing = true, action runs (#1); its work takes 2 s"))
        #expect(lines.contains("  t=1.20  pulled again while refreshing          → nothing"))
        #expect(lines.filter { $0.contains("action runs") }.count == 1)
    }

    @Test("the refresh ends after 2 s of simulated work")
    func refreshEndsAfterTwoSeconds() {
        #expect(lines.contains("  t=2.80  work done, owner sets isRefreshing     → spinner off"))
        #expect(lines.contains("  action ran 1 time, on release; the refresh ended 2.00 s later (simulated time)"))
    }

    @Test("a pull taken back before release leaves nothing behind")
    func pullTakenBack() {
        #expect(lines.contains("  120 pt, 30 pt, 0 pt, lifted → nothing; isRefreshing false, spinner off, action ran 0 times"))
        #expect(lines.contains("  120 pt, .valueChanged, 30 pt, 0 pt, lifted → spinner on (by the control), spinner off; isRefreshing false, spinner off, action ran 0 times"))
    }

    @Test("momentum alone never refreshes")
    func momentum() {
        #expect(lines.contains("  → spinner on (by the control), spinner off; action ran 0 times"))
    }

    @Test("the naive search misses the iOS 16 List; BridgeKit finds it as UIScrollView, once")
    func findingTheList() {
        #expect(lines.contains { $0.hasPrefix("  naive, UITableView under superview.superview, depth first: nothing") })
        #expect(lines.contains("  naive, asking for any scroll view instead: UIScrollView \"carousel\", the first one depth first"))
        #expect(lines.contains { $0.hasPrefix("  BridgeKit, the UIScrollView between the modifier's two markers: UICollectionView \"List\" (1 visits") })
        #expect(lines.contains { $0.hasPrefix("  100 updates: BridgeKit searched 1 time;") })
    }

    @Test("per modelled screen: views BridgeKit's search visits next to the naive search's")
    func visitsPerScreen() {
        #expect(lines.contains("  sibling            BridgeKit 2      nearest 7                  naive 4"))
        #expect(lines.contains("  cousin             BridgeKit 4      nearest 11                 naive 2 (not found)"))
        #expect(lines.contains("  behindHeader       BridgeKit 3      nearest 60                 naive 2556"))
        #expect(lines.contains("  inNavigationStack  BridgeKit 22     nearest 26                 naive 9"))
        #expect(lines.contains("  inTabView          BridgeKit 46     nearest 50                 naive 14"))
        #expect(lines.contains("  besideCarousel     BridgeKit 2      nearest 8 (wrong view)     naive 2 (wrong view)"))
    }

    @Test("the simulated clock runs due work in time order, and only due work")
    func simulatedClock() {
        let clock = SimulatedClock()
        var ran: [String] = []
        clock.after(2) { ran.append("b at \(clock.now)") }
        clock.after(1) { ran.append("a at \(clock.now)") }
        clock.advance(to: 1.5)
        #expect(ran == ["a at 1.0"])
        clock.advance(to: 5)
        #expect(ran == ["a at 1.0", "b at 2.0"])
        #expect(clock.now == 5)
    }
}
