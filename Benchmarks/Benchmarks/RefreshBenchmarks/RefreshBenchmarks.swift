import Benchmark
import BridgeCore

// Finding the scroll view behind a SwiftUI List: what one search costs on a
// 10 000-node hierarchy, and what 100 SwiftUI updates cost when seed 003 searches
// on every update while BridgeKit searches once and keeps the result weakly.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(1)
    Benchmark.defaultConfiguration.metrics = [.wallClock, .throughput, .mallocCountTotal]

    searchBenchmark("Search 10 000 nodes: seed 003, depth first for UITableView (none on iOS 16)") { tree in
        SeedHierarchySearch.firstDescendant(of: tree.seedRoot) { $0.kind == "UITableView" }
    }

    searchBenchmark("Search 10 000 nodes: seed 003, depth first for any scroll view") { tree in
        SeedHierarchySearch.firstDescendant(of: tree.seedRoot, where: ListHierarchy.isScrollView)
    }

    searchBenchmark("Search 10 000 nodes: BridgeKit, nearest scroll view from the marker") { tree in
        let result = HierarchySearch().nearest(from: tree.marker, where: ListHierarchy.isScrollView)
        return (result.node, result.visits)
    }

    searchBenchmark("Search 10 000 nodes: BridgeKit, no scroll view anywhere (bounded)", withList: false) { tree in
        let result = HierarchySearch().nearest(from: tree.marker, where: ListHierarchy.isScrollView)
        return (result.node, result.visits)
    }

    Benchmark("100 updates: seed 003 searches on every update") { benchmark async in
        await OnMainActor.run(benchmark) { benchmark in
            let tree = ListHierarchy(nodes: 10_000)
            var searches = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                searches = 0
                for _ in 0..<100 {
                    searches += 1
                    blackHole(SeedHierarchySearch.firstDescendant(of: tree.seedRoot, where: ListHierarchy.isScrollView).node)
                }
            }
            benchmark.stopMeasurement()  // before the tree is deallocated
            withExtendedLifetime(tree) { benchmark.measurement(.custom("searches", useScalingFactor: false), searches) }
        }
    }

    Benchmark("100 updates: BridgeKit searches once, keeps the result weakly") { benchmark async in
        await OnMainActor.run(benchmark) { benchmark in
            let tree = ListHierarchy(nodes: 10_000)
            var searches = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                var cache = CachedHierarchySearch<HeadlessNode>()
                for _ in 0..<100 {
                    blackHole(cache.resolve(from: tree.marker) { ListHierarchy.isScrollView($0) ? $0 : nil })
                }
                searches = cache.searches
            }
            benchmark.stopMeasurement()  // before the tree is deallocated
            withExtendedLifetime(tree) { benchmark.measurement(.custom("searches", useScalingFactor: false), searches) }
        }
    }
}

/// Registers a benchmark that runs `search` once per iteration on a fresh
/// 10 000-node hierarchy and records how many nodes the last search visited.
func searchBenchmark(
    _ name: String,
    withList: Bool = true,
    _ search: @escaping @MainActor @Sendable (ListHierarchy) -> (node: HeadlessNode?, visits: Int)
) {
    Benchmark(name) { benchmark async in
        await OnMainActor.run(benchmark) { benchmark in
            let tree = ListHierarchy(nodes: 10_000, withList: withList)
            var visits = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let result = search(tree)
                visits = result.visits
                blackHole(result.node)
            }
            benchmark.stopMeasurement()  // before the tree is deallocated
            withExtendedLifetime(tree) { benchmark.measurement(.custom("visits", useScalingFactor: false), visits) }
        }
    }
}

/// A screen shaped like SwiftUI's: a large header grid of plain views first, the
/// `.background` marker's host, then the List's `UICollectionView` with rows.
@MainActor
struct ListHierarchy {
    let window: HeadlessNode
    let marker: HeadlessNode
    /// Where seed 003 starts: the marker's `superview?.superview`.
    let seedRoot: HeadlessNode

    static func isScrollView(_ node: HeadlessNode) -> Bool {
        node.kind == "UIScrollView" || node.kind == "UICollectionView" || node.kind == "UITableView"
    }

    init(nodes: Int, withList: Bool = true) {
        let rows = 100
        let perRow = max(1, (nodes - rows) / rows)
        let header = HeadlessNode("HeaderGrid", (0..<rows).map { _ in
            HeadlessNode("Row", (0..<perRow).map { _ in HeadlessNode("UIView") })
        })
        marker = HeadlessNode("UIView", label: "marker")
        var children = [header, HeadlessNode("PlatformViewHost", [marker])]
        if withList {
            children.append(HeadlessNode("UICollectionView", label: "List", (0..<20).map { _ in HeadlessNode("UICollectionViewListCell") }))
        }
        let hosting = HeadlessNode("_UIHostingView", children)
        seedRoot = hosting
        window = HeadlessNode("UIWindow", [hosting])
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
