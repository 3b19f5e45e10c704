import BridgeCore
import BridgeDoubles
import Foundation

extension DemoChapter {
    /// Pull-to-refresh bridged from UIKit, and finding the scroll view behind a `List`.
    static let refresh = DemoChapter(title: "Pull to refresh") {
        RefreshDemo.pullAndRelease()
            + [""] + RefreshDemo.pullTakenBack()
            + [""] + RefreshDemo.momentumBounce()
            + [""] + RefreshDemo.findingTheList()
            + [""] + RefreshDemo.visitsPerScreen()
    }
}

/// A clock the demo advances by hand: "2 s of work" passes instantly.
@MainActor
final class SimulatedClock {
    private(set) var now = 0.0
    private var scheduled: [(at: Double, work: () -> Void)] = []

    /// Runs `work` once the clock reaches `now + seconds`.
    func after(_ seconds: Double, _ work: @escaping () -> Void) {
        scheduled.append((now + seconds, work))
    }

    /// Moves to `time`, running the work that falls due on the way, in order.
    func advance(to time: Double) {
        while let next = scheduled.indices.min(by: { scheduled[$0].at < scheduled[$1].at }),
              scheduled[next].at <= time {
            let due = scheduled.remove(at: next)
            now = due.at
            due.work()
        }
        now = max(now, time)
    }
}

/// The refresh scenarios, replayed on ``RefreshRunner`` with a headless control.
@MainActor
enum RefreshDemo {
    static func pullAndRelease() -> [String] {
        let clock = SimulatedClock()
        let control = HeadlessRefreshControl()
        var notes: [String] = []
        var runs = 0
        var released = 0.0
        var ended = 0.0
        let runner = RefreshRunner(action: .synchronous {
            runs += 1
            notes.append("action runs (#\(runs)); its work takes 2 s")
        })
        runner.surface = control
        // The owner's work: 2 s after the action starts, it sets isRefreshing = false.
        let finishWork = { [weak runner] in
            control.setRefreshingBinding(false)
            runner?.send(.isRefreshingObserved(false))
            ended = clock.now
        }

        var lines = ["List { … }.pullToRefresh(isRefreshing: $isRefreshing) { load(); after 2 s: isRefreshing = false }:"]
        func line(_ time: Double, _ what: String, _ effects: [String]) {
            let outcome = effects.isEmpty ? "nothing" : effects.joined(separator: ", ")
            lines.append("  t=\(seconds(time))  \(what.padding(toLength: 38, withPad: " ", startingAt: 0)) → \(outcome)")
        }
        func step(_ time: Double, _ what: String, _ events: [RefreshSession.Event]) {
            clock.advance(to: time)
            control.clearLog()
            notes.removeAll()
            if events.contains(.controlTriggered) { control.spinByItself() }
            let runsBefore = runs
            events.forEach(runner.send)
            if runs > runsBefore {
                released = time
                clock.after(2) { finishWork() }
            }
            line(time, what, control.log + notes)
        }

        step(0.00, "finger down", [.touchesBegan(count: 1)])
        step(0.10, "pulled 40 pt", [.pulled(distance: 40)])
        step(0.20, "pulled 95 pt (trigger: 80 pt)", [.pulled(distance: 95)])
        step(0.25, "UIRefreshControl sends .valueChanged", [.controlTriggered])
        lines.append("          ↑ a naive bridge sets isRefreshing and runs the action here, with the finger still down")
        step(0.60, "finger still down, pulled 110 pt", [.pulled(distance: 110)])
        step(0.80, "finger lifted", [.touchesEnded(count: 1)])
        step(1.20, "pulled again while refreshing", [.touchesBegan(count: 1), .pulled(distance: 120), .touchesEnded(count: 1)])
        control.clearLog()
        clock.advance(to: 3.0)
        line(ended, "work done, owner sets isRefreshing", control.log.filter { $0.hasPrefix("spinner") })
        lines.append("  action ran \(runs) time\(runs == 1 ? "" : "s"), on release; the refresh ended \(seconds(ended - released)) s later (simulated time)")
        return lines
    }

    /// Past the threshold and back before release, once without and once with `.valueChanged`.
    static func pullTakenBack() -> [String] {
        var lines = ["A pull taken back before the finger lifts:"]
        for controlFires in [false, true] {
            var runs = 0
            let control = HeadlessRefreshControl()
            let runner = RefreshRunner(action: .synchronous { runs += 1 })
            runner.surface = control
            runner.send(.touchesBegan(count: 1))
            runner.send(.pulled(distance: 120))
            if controlFires {
                control.spinByItself()
                runner.send(.controlTriggered)
            }
            runner.send(.pulled(distance: 30))
            runner.send(.pulled(distance: 0))
            runner.send(.touchesEnded(count: 1))
            let path = controlFires ? "120 pt, .valueChanged, 30 pt, 0 pt" : "120 pt, 30 pt, 0 pt"
            let log = control.log.isEmpty ? "nothing" : control.log.joined(separator: ", ")
            lines.append("  \(path), lifted → \(log); isRefreshing \(control.isRefreshing), spinner \(control.isSpinning ? "on" : "off"), action ran \(runs) times")
        }
        return lines
    }

    static func momentumBounce() -> [String] {
        var runs = 0
        let control = HeadlessRefreshControl()
        let runner = RefreshRunner(action: .synchronous { runs += 1 })
        runner.surface = control
        runner.send(.touchesBegan(count: 1))
        runner.send(.pulled(distance: 30))
        runner.send(.touchesEnded(count: 1))
        control.clearLog()
        runner.send(.pulled(distance: 120))
        control.spinByItself()
        runner.send(.controlTriggered)
        return [
            "A flick: finger lifted after 30 pt, momentum bounces the content 120 pt, the control fires:",
            "  → \(control.log.joined(separator: ", ")); action ran \(runs) times",
        ]
    }

    static func findingTheList() -> [String] {
        // A List on iOS 16 (a UICollectionView) under a header holding a horizontal
        // carousel, and the marker's host next to the list.
        let marker = HeadlessNode("UIView", label: "marker")
        let frontMarker = HeadlessNode("UIView", label: "front marker")
        let carousel = HeadlessNode("UIScrollView", label: "carousel")
        let list = HeadlessNode("UICollectionView", label: "List")
        let hosting = HeadlessNode("_UIHostingView", [
            HeadlessNode("HeaderHost", [HeadlessNode("Header", [carousel])]),
            HeadlessNode("PlatformViewHost", [marker]),
            list,
            HeadlessNode("PlatformViewHost", [frontMarker]),
        ])
        let window = HeadlessNode("UIWindow", [hosting])

        let naiveRoot = marker.parentNode?.parentNode ?? marker
        let naive = NaiveHierarchySearch.firstDescendant(of: naiveRoot) { $0.kind == "UITableView" }
        let naiveAsScroll = NaiveHierarchySearch.firstDescendant(of: naiveRoot, where: HeadlessScreen.isScrollView)
        var cache = CachedHierarchySearch<HeadlessNode>()
        var found: HeadlessNode?
        for _ in 0..<100 {
            found = cache.resolve(between: marker, and: frontMarker) { HeadlessScreen.isScrollView($0) ? $0 : nil }
        }
        let ours = BracketedHierarchySearch().find(between: marker, and: frontMarker) { HeadlessScreen.isScrollView($0) ? $0 : nil }
        return withExtendedLifetime(window) { [
            "Finding the scroll view behind a List (iOS 16: a UICollectionView), from the marker:",
            "  naive, UITableView under superview.superview, depth first: \(naive.node.map(String.init(describing:)) ?? "nothing") (\(naive.visits) visits)",
            "  naive, asking for any scroll view instead: \(naiveAsScroll.node.map(String.init(describing:)) ?? "nothing"), the first one depth first",
            "  BridgeKit, the UIScrollView between the modifier's two markers: \(found.map(String.init(describing:)) ?? "nothing") (\(ours.visits) visits, \(describe(ours.outcome)))",
            "  100 updates: BridgeKit searched \(cache.searches) time; a naive bridge, which keeps nothing, searches on each",
        ] }
    }

    /// Both searches on each modelled screen: views visited, and whether the List was found.
    static func visitsPerScreen() -> [String] {
        var lines = [
            "Views visited to find the List: BridgeKit between its two markers; nearest first from one marker "
                + "(BridgeKit's earlier rule); naive: depth first from superview.superview, for any scroll view",
        ]
        for shape in HeadlessScreen.Shape.allCases {
            let screen = HeadlessScreen(shape)
            let ours = BracketedHierarchySearch().find(between: screen.marker, and: screen.frontMarker) {
                HeadlessScreen.isScrollView($0) ? $0 : nil
            }
            let nearest = HierarchySearch().nearest(from: screen.marker, where: HeadlessScreen.isScrollView)
            let naive = NaiveHierarchySearch.firstDescendant(of: screen.naiveSearchRoot, where: HeadlessScreen.isScrollView)
            func outcome(_ node: HeadlessNode?, _ visits: Int) -> String {
                "\(visits) \(node == nil ? "(not found)" : node === screen.list ? "" : "(wrong view)")"
                    .trimmingCharacters(in: .whitespaces)
            }
            let name = shape.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0)
            lines.append("  \(name) BridgeKit \(outcome(ours.node, ours.visits).padding(toLength: 6, withPad: " ", startingAt: 0)) "
                + "nearest \(outcome(nearest.node, nearest.visits).padding(toLength: 18, withPad: " ", startingAt: 0)) "
                + "naive \(outcome(naive.node, naive.visits))")
        }
        return lines
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    private static func describe(_ outcome: HierarchySearchResult<HeadlessNode>.Outcome) -> String {
        switch outcome {
        case let .found(level, depth): "\(level) levels up, \(depth) down"
        case .reachedRoot: "reached the root"
        case .ancestorLimitReached: "ancestor limit"
        case .visitLimitReached: "visit limit"
        case .ambiguous(let count): "\(count) candidates, none taken"
        case .nothingBetween: "nothing between the markers"
        case .notBracketed: "markers not in one tree"
        }
    }
}
