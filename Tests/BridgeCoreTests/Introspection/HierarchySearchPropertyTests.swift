import BridgeCore
import BridgeDoubles
import PropertyBased
import Testing

/// Builds a random tree: node `i` hangs under node `parents[i - 1] % i`.
@MainActor
private func tree(parents: [Int], candidates: [Bool]) -> [HeadlessNode] {
    var nodes = [HeadlessNode(candidates.first == true ? "UIScrollView" : "UIView")]
    for (offset, parentCode) in parents.enumerated() {
        let index = offset + 1
        let kind = index < candidates.count && candidates[index] ? "UIScrollView" : "UIView"
        let node = HeadlessNode(kind, label: "\(index)")
        nodes[parentCode % index].addChild(node)
        nodes.append(node)
    }
    return nodes
}

/// The reference answer: for each candidate, (levels up to the common ancestor,
/// levels down from it); the nearest has the fewest steps, then the fewest levels up.
@MainActor
private func nearestPair(from marker: HeadlessNode, among nodes: [HeadlessNode]) -> (Int, Int)? {
    var ancestors: [HeadlessNode] = []
    var cursor: HeadlessNode? = marker
    while let node = cursor { ancestors.append(node); cursor = node.parentNode }
    var best: (Int, Int)?
    for candidate in nodes where candidate.kind == "UIScrollView" {
        var down = 0
        var walker: HeadlessNode? = candidate
        while let node = walker, !ancestors.contains(where: { $0 === node }) {
            down += 1
            walker = node.parentNode
        }
        guard let common = walker, let up = ancestors.firstIndex(where: { $0 === common }) else { continue }
        if best.map({ (up + down, up) < ($0.0 + $0.1, $0.0) }) ?? true { best = (up, down) }
    }
    return best
}

@Suite("HierarchySearch properties on random trees")
@MainActor
struct HierarchySearchPropertyTests {
    @Test func findsTheNearestCandidateAndVisitsEachNodeAtMostOnce() async throws {
        let unbounded = HierarchySearch(limits: try HierarchySearchLimits(ancestorLevels: 100, depth: 100, visits: 10_000))
        await propertyCheck(
            count: 200,
            input: Gen.int(in: 0...1_000).array(of: 0...60),
            Gen.bool.array(of: 0...61),
            Gen.int(in: 0...1_000)
        ) { parents, candidates, markerCode in
            let nodes = tree(parents: parents, candidates: candidates)
            let marker = nodes[markerCode % nodes.count]
            let result = unbounded.nearest(from: marker) { $0.kind == "UIScrollView" }
            #expect(result.visits <= nodes.count)
            switch (result.outcome, nearestPair(from: marker, among: nodes)) {
            case let (.found(level, depth), .some(expected)):
                #expect(level == expected.0 && depth == expected.1)
            case (.reachedRoot, .none):
                #expect(result.visits == nodes.count)
            case let (outcome, expected):
                Issue.record("search said \(outcome), reference said \(String(describing: expected))")
            }
        }
    }
}
