@testable import BridgeKitTool
import Testing

@Suite("bridgekit demo: navigation chapter")
@MainActor
struct NavigationDemoTests {
    let lines = DemoChapter.navigation.lines()

    func index(of line: String) -> Int? { lines.firstIndex(of: line) }

    @Test("a title set in init is on the bar as the push starts, before the page appears")
    func titleBeforePush() throws {
        let push = try #require(index(of: "  UIKit       pushViewController(detail, animated: true)"))
        let bar = try #require(index(of: "  nav bar     title \"Noodle\""))
        let willAppear = try #require(index(of: "  lifecycle   detail: willAppear (moving to parent)"))
        let didAppear = try #require(index(of: "  lifecycle   detail: didAppear (moving to parent)"))
        #expect(push < willAppear && willAppear < bar && bar < didAppear)
    }

    @Test("push three, pop two, replace: one UIKit call per request, pages kept are reused")
    func pushPopReplace() {
        let calls = lines.filter { $0.hasPrefix("  UIKit ") }.dropFirst()
        #expect(calls.prefix(3) == [
            "  UIKit       setViewControllers([home, a, b, c], animated: true)",
            "  UIKit       popToViewController(a, animated: true)",
            "  UIKit       setViewControllers([home, cart, checkout], animated: true)",
        ])
        #expect(lines.contains("  lifecycle   c: willDisappear (moving from parent)"))
        #expect(lines.contains("  lifecycle   a: didDisappear (moving from parent)"))
        #expect(lines.contains("  refused before reaching UIKit: popPastRoot(requested: 3, available: 2)"))
        #expect(lines.contains("  3 UIKit calls for 3 requests; stack: [home, cart, checkout]"))
    }

    @Test("a cancelled swipe changes nothing; a back-menu pop is adopted and the queued push follows")
    func userPops() throws {
        #expect(lines.contains("  ── transition cancelled"))
        #expect(lines.contains("  lifecycle   c: didAppear (disappearance cancelled)"))
        #expect(lines.contains("  lifecycle   b: didDisappear (appearance cancelled)"))
        let popped = try #require(index(of: "  model       user popped [a, b, c]"))
        let push = try #require(index(of: "  UIKit       pushViewController(d, animated: true)"))
        #expect(popped < push)
        #expect(lines.last == "  stack: [home, d]")
    }
}
