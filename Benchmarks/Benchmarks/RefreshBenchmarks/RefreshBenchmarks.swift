import Benchmark
import BridgeCore
import BridgeDoubles

// Finding the scroll view behind a SwiftUI List on the screens HeadlessScreen
// models (iOS 16/17 shapes): views visited and time per search, BridgeKit's
// search between the modifier's two markers, next to the nearest-first search
// from one marker it replaced and the naive depth-first walk from the marker's
// superview.superview; then what 100 SwiftUI updates cost when the naive bridge
// searches on every update and BridgeKit searches once.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(1)
    Benchmark.defaultConfiguration.metrics = [.wallClock, .throughput, .mallocCountTotal]

    for shape in HeadlessScreen.Shape.allCases {
        searchBenchmark("Find the List, \(shape.rawValue): BridgeKit", screen: { HeadlessScreen(shape) }, search: bridgeKit)
        searchBenchmark("Find the List, \(shape.rawValue): nearest first (previous rule)", screen: { HeadlessScreen(shape) }, search: nearestFirst)
        searchBenchmark("Find the List, \(shape.rawValue): naive", screen: { HeadlessScreen(shape) }, search: naive)
    }

    let largeHeader: @MainActor @Sendable () -> HeadlessScreen = { HeadlessScreen(.behindHeader, headerViews: 10_000) }
    searchBenchmark("Find the List behind a 10 000-view header: BridgeKit", screen: largeHeader, search: bridgeKit)
    searchBenchmark("Find the List behind a 10 000-view header: naive", screen: largeHeader, search: naive)

    let noList: @MainActor @Sendable () -> HeadlessScreen = { HeadlessScreen(.behindHeader, headerViews: 10_000, withList: false) }
    searchBenchmark("No List, 10 000-view header: BridgeKit (bounded)", screen: noList, search: bridgeKit)
    searchBenchmark("No List, 10 000-view header: naive (whole subtree)", screen: noList, search: naive)

    Benchmark("100 updates: the naive bridge searches on every update", configuration: reporting(searchesMetric)) { benchmark async in
        await OnMainActor.run(benchmark) { benchmark in
            let screen = HeadlessScreen(.behindHeader)
            var searches = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                searches = 0
                for _ in 0..<100 {
                    searches += 1
                    blackHole(naive(screen).node)
                }
            }
            benchmark.stopMeasurement()  // before the tree is deallocated
            withExtendedLifetime(screen) { benchmark.measurement(searchesMetric, searches) }
        }
    }

    Benchmark("100 updates: BridgeKit searches once, keeps the result weakly", configuration: reporting(searchesMetric)) { benchmark async in
        await OnMainActor.run(benchmark) { benchmark in
            let screen = HeadlessScreen(.behindHeader)
            var searches = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                var cache = CachedHierarchySearch<HeadlessNode>()
                for _ in 0..<100 {
                    blackHole(cache.resolve(between: screen.marker, and: screen.frontMarker) { HeadlessScreen.isScrollView($0) ? $0 : nil })
                }
                searches = cache.searches
            }
            benchmark.stopMeasurement()  // before the tree is deallocated
            withExtendedLifetime(screen) { benchmark.measurement(searchesMetric, searches) }
        }
    }
}

/// Views a search visited, whether it found the List (1) or not (0), searches run.
/// A custom metric is only reported when the benchmark's configuration lists it.
let visitsMetric = BenchmarkMetric.custom("visits", useScalingFactor: false)
let foundMetric = BenchmarkMetric.custom("found the List", polarity: .prefersLarger, useScalingFactor: false)
let searchesMetric = BenchmarkMetric.custom("searches", useScalingFactor: false)

/// The default metrics and `custom`.
func reporting(_ custom: BenchmarkMetric...) -> Benchmark.Configuration {
    Benchmark.Configuration(metrics: Benchmark.defaultConfiguration.metrics + custom)
}

/// BridgeKit's search between the modifier's two markers.
@MainActor
func bridgeKit(_ screen: HeadlessScreen) -> (node: HeadlessNode?, visits: Int) {
    let result = BracketedHierarchySearch().find(between: screen.marker, and: screen.frontMarker) {
        HeadlessScreen.isScrollView($0) ? $0 : nil
    }
    return (result.node, result.visits)
}

/// The nearest-first search from the background marker alone, which BridgeKit used before.
@MainActor
func nearestFirst(_ screen: HeadlessScreen) -> (node: HeadlessNode?, visits: Int) {
    let result = HierarchySearch().nearest(from: screen.marker, where: HeadlessScreen.isScrollView)
    return (result.node, result.visits)
}

/// The naive search, asked for any scroll view (it asks for `UITableView`,
/// which a List is not from iOS 16).
@MainActor
func naive(_ screen: HeadlessScreen) -> (node: HeadlessNode?, visits: Int) {
    NaiveHierarchySearch.firstDescendant(of: screen.naiveSearchRoot, where: HeadlessScreen.isScrollView)
}

/// Registers a benchmark that runs `search` once per iteration on one screen and
/// records how many views the search visited and whether it found the List.
func searchBenchmark(
    _ name: String,
    screen makeScreen: @escaping @MainActor @Sendable () -> HeadlessScreen,
    search: @escaping @MainActor @Sendable (HeadlessScreen) -> (node: HeadlessNode?, visits: Int)
) {
    Benchmark(name, configuration: reporting(visitsMetric, foundMetric)) { benchmark async in
        await OnMainActor.run(benchmark) { benchmark in
            let screen = makeScreen()
            var visits = 0
            var found = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let result = search(screen)
                visits = result.visits
                found = result.node != nil && result.node === screen.list ? 1 : 0
                blackHole(result.node)
            }
            benchmark.stopMeasurement()  // before the tree is deallocated
            withExtendedLifetime(screen) {
                benchmark.measurement(visitsMetric, visits)
                benchmark.measurement(foundMetric, found)
            }
        }
    }
}

/// Hands package-benchmark's `Benchmark` (a non-Sendable class) to the main actor,
/// where BridgeCore's hierarchy nodes live. The runner awaits the closure, so the
/// benchmark is never touched from two places at once.
struct OnMainActor: @unchecked Sendable {
    let benchmark: Benchmark

    static func run(_ benchmark: Benchmark, _ body: @MainActor (Benchmark) -> Void) async {
        let box = OnMainActor(benchmark: benchmark)
        await MainActor.run { body(box.benchmark) }
    }
}
