import Benchmark
import BridgeCore
import BridgeDoubles

// A stack bound to a path: one state change (append a value, then remove it) at
// depths 10, 100 and 1,000, replayed on the headless navigation controller.
// BridgeKit (PathSession) makes one UIKit call per change and builds one
// controller per new value, whatever the depth; the naive approach rebuilds every
// page's controller and calls setViewControllers with all of them on every write.
// The double charges a controller what a page ID costs, nothing like a real
// UIHostingController, so the naive figures here are a floor: what they show is
// the decisions' own cost, not UIKit's.
//
// What grows with depth: every report from UIKit carries the whole
// `viewControllers` array, which the session compares with the last one to tell
// a push or pop from a rearranged stack; stacks are copied when they change; and
// a path is planned against the value each page shows, looked up page by page.
// One cache stays: while UIKit shows the stack the last path asked for, its pages
// name that path without a lookup. The per-page caches that paid off only past a
// few hundred pages were dropped (the write-back rule reads plainer without them).
// Measured on the 2-core Linux VM (release, p50 of one append plus one remove,
// session and double together), on the same machine the same hour: 37 µs at
// depth 10, 92 µs at 100, 672 µs at 1,000; with the per-page caches 35, 73 and
// 476 µs.

let depths = [10, 100, 1_000]

func boundSession(depth: Int) -> HeadlessPathSession<Int> {
    var session = HeadlessPathSession<Int>()
    session.write(Array(0..<depth), animated: false)
    session.settle()
    return session
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(1)
    Benchmark.defaultConfiguration.metrics = [.wallClock, .throughput, .mallocCountTotal]

    for depth in depths {
        Benchmark("Append then remove at depth \(depth): PathSession, one push and one pop (BridgeKit)") { benchmark in
            var session = boundSession(depth: depth)
            let base = Array(0..<depth)
            let deeper = base + [depth]
            let callsBefore = session.uikitCallCount
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                session.write(deeper)
                session.settle()
                session.write(base)
                session.settle()
            }
            benchmark.stopMeasurement()
            // Two writes per iteration, one UIKit call each.
            precondition(session.uikitCallCount - callsBefore == 2 * benchmark.scaledIterations.count)
            blackHole(session.shownPath.count)
        }

        Benchmark("Push then pop at depth \(depth): Navigator commands, no path (for comparison)") { benchmark in
            var session = HeadlessNavigationSession(root: "root")
            try? session.request(.push((0..<depth).map { PageID("p\($0)") }), animated: false)
            session.settle()
            benchmark.startMeasurement()
            for iteration in benchmark.scaledIterations {
                try? session.request(.push([PageID("top\(iteration)")]))
                session.settle()
                try? session.request(.pop(count: 1))
                session.settle()
                session.clearLog()
            }
            blackHole(session.uikitCallCount)
        }

        Benchmark("Append then remove at depth \(depth): rebuild every controller, setViewControllers on each write (naive)") { benchmark in
            var uikit = HeadlessNavigationController()
            _ = uikit.perform(.set(["root"]), animated: false)
            var generation = 0
            let base = Array(0..<depth)
            let deeper = base + [depth]
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for path in [deeper, base] {
                    // Every value gets a new controller (a new identity) and the whole stack is set.
                    generation += 1
                    let pages = ["root"] + path.map { PageID("\($0)@\(generation)") }
                    blackHole(uikit.perform(.set(pages), animated: true))
                    blackHole(uikit.endTransition(cancelled: false))
                }
            }
            blackHole(uikit.viewControllers.count)
        }
    }
}
