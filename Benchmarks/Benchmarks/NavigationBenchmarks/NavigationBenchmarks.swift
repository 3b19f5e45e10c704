import Benchmark
import BridgeCore
import BridgeDoubles

// Navigation: BridgeKit's one-UIKit-call-per-request stack against the naive
// approach (pop one page at a time, rebuild controllers), replayed on the headless navigation controller so each UIKit
// call costs what its transition and lifecycle callbacks cost.

/// Two 100-page stacks that share the root and 49 pages, so replacing one with the
/// other keeps half the controllers.
let stackA: [PageID] = (0..<100).map { PageID("page\($0)") }
let stackB: [PageID] = [stackA[0]] + (1..<50).map { PageID("new\($0)") } + Array(stackA[50...])

func session(showing pages: [PageID]) -> HeadlessNavigationSession {
    var session = HeadlessNavigationSession(root: pages[0])
    try? session.request(.push(Array(pages.dropFirst())), animated: false)
    return session
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(1)
    Benchmark.defaultConfiguration.metrics = [.wallClock, .throughput, .mallocCountTotal]

    Benchmark("Replace a 100-page stack: PageStack, one setViewControllers, pages reused (BridgeKit)") { benchmark in
        var current = session(showing: stackA)
        var showingA = true
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            try? current.request(.replace(showingA ? stackB : stackA))
            current.settle()
            current.clearLog()
            showingA.toggle()
        }
        blackHole(current.uikitCallCount)
    }

    Benchmark("Replace a 100-page stack: pop one at a time, push rebuilt controllers (naive)") { benchmark in
        var uikit = HeadlessNavigationController()
        _ = uikit.perform(.set(stackA), animated: false)
        var showingA = true
        var generation = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            // Back to the root, one animated pop per page ...
            while uikit.viewControllers.count > 1 {
                blackHole(uikit.perform(.pop, animated: true))
                blackHole(uikit.endTransition(cancelled: false))
            }
            // ... then every page pushed again as a new controller (new identity).
            generation += 1
            for page in (showingA ? stackB : stackA).dropFirst() {
                blackHole(uikit.perform(.push(PageID("\(page)@\(generation)")), animated: true))
                blackHole(uikit.endTransition(cancelled: false))
            }
            showingA.toggle()
        }
        blackHole(uikit.viewControllers.count)
    }

    let hundred = try! PageStack(pages: stackA)

    Benchmark("Reconcile a user pop of 99 pages: one transition, prefix check (BridgeKit)") { benchmark in
        for _ in benchmark.scaledIterations {
            var stack = hundred
            stack.handle(.willShow(stackA[0], animated: true))
            blackHole(stack.handle(.transitionEnded(stack: [stackA[0]], cancelled: false)))
        }
    }

    Benchmark("Reconcile a user pop of 99 pages: one page at a time (naive)") { benchmark in
        for _ in benchmark.scaledIterations {
            var stack = hundred
            for keep in stride(from: stackA.count - 1, through: 1, by: -1) {
                stack.handle(.willShow(stackA[keep - 1], animated: true))
                blackHole(stack.handle(.transitionEnded(stack: Array(stackA.prefix(keep)), cancelled: false)))
            }
        }
    }
}
