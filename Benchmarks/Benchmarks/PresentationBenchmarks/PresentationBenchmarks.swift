import Benchmark
import BridgeCore
import BridgeDoubles

// Presentation bound to state: BridgeKit's session makes one UIKit call per
// state change and coalesces changes made during a transition, against the
// naive shell that calls UIKit for every write (and is refused by UIKit for
// the ones made during a transition). Replayed on the headless presentation
// chain, so each call costs what its appearance callbacks cost.

/// Ten writes made while a sheet animates in: a user double-tapping, a store replaying.
let burst: [String?] = ["a", nil, "b", "c", nil, "d", "e", nil, "f", "g"]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(1)
    Benchmark.defaultConfiguration.metrics = [.wallClock, .throughput, .mallocCountTotal]

    Benchmark("Present then dismiss: one UIKit call per state change (BridgeKit)") { benchmark in
        var stage = HeadlessPresentationStage(levels: 1)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let before = stage.uikitCallCount
            stage.write("item", level: 0)
            stage.settle()
            stage.write(nil, level: 0)
            stage.settle()
            precondition(stage.uikitCallCount - before == 2, "more than one UIKit call per state change")
            stage.clearLog()
        }
        blackHole(stage.uikitCallCount)
    }

    Benchmark("Ten writes during a transition: coalesced to what the last one needs (BridgeKit)") { benchmark in
        var stage = HeadlessPresentationStage(levels: 1)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let before = stage.uikitCallCount
            for item in burst { stage.write(item, level: 0) }
            stage.settle()
            // "a" presented, then dismissed, then "g" presented: three calls for ten writes.
            precondition(stage.uikitCallCount - before <= 3 && stage.uikit.chain.count == 2)
            stage.write(nil, level: 0)
            stage.settle()
            stage.clearLog()
        }
        blackHole(stage.uikitCallCount)
    }

    Benchmark("Ten writes during a transition: a UIKit call per write (naive)") { benchmark in
        var uikit = HeadlessPresentationChain()
        var generation = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for item in burst {
                generation += 1
                // UIKit refuses most of these (a transition is in flight) and the state drifts.
                if let item {
                    blackHole(uikit.present("\(item)#\(generation)", on: "root", animated: true))
                } else {
                    blackHole(uikit.dismiss(calledOn: "root", animated: true))
                }
            }
            while uikit.isTransitioning { blackHole(uikit.endTransition(cancelled: false)) }
            blackHole(uikit.dismiss(calledOn: "root", animated: false))
        }
        blackHole(uikit.chain.count)
    }
}
