import BridgeCore
import Testing

/// `PathPlan` plans an append, a remove-last or a pop to from the part the stack and
/// the path share; these stacks (repeated values, unnamed pages anywhere, paths
/// that share a prefix with the stack or not) check that it plans what matching
/// every page by value and occurrence plans.
@Suite("Navigation: a path plan from the shared prefix is the full plan")
struct PathPlanPrefixTests {
    @Test("random stacks and paths: the plan matches the occurrence-matching reference")
    func planMatchesReference() {
        var random = SeededRandom(seed: 0x5EED)
        for _ in 0..<2_000 {
            var pages: [PageID] = ["root"]
            var elements: [PageID: Int] = [:]
            var named: [Int] = []
            for index in 0..<random.next(below: 8) {
                let page = PageID("p\(index)")
                pages.append(page)
                if random.next(below: 4) > 0 {
                    let value = random.next(below: 3)
                    elements[page] = value
                    named.append(value)
                }
            }
            // Half the paths keep a prefix of the named values (remove-last, pop to,
            // append); the others are random.
            var target = random.next(below: 2) == 0 ? Array(named.prefix(random.next(below: named.count + 1))) : []
            for _ in 0..<random.next(below: 4) { target.append(random.next(below: 3)) }
            let plan = PathPlan(pages: pages, elements: elements, target: target)
            #expect(plan.slots == Self.reference(pages: pages, elements: elements, target: target),
                    "pages \(pages) elements \(elements) target \(target)")
        }
    }

    @Test("an unnamed page above the last kept page stays when the path ends there")
    func unnamedPageAboveTheLastKeptPageStays() {
        let plan = PathPlan(pages: ["home", "A", "x", "B", "y"], elements: ["A": "a", "B": "b"], target: ["a"])
        #expect(plan.slots == [.kept("home"), .kept("A"), .kept("x")])
    }

    /// Every named page with the unnamed pages above it, matched by value and occurrence.
    static func reference(pages: [PageID], elements: [PageID: Int], target: [Int]) -> [PathPlan<Int>.Slot] {
        var groups: [[PageID]] = []
        var groupKeys: [String] = []
        var aboveRoot: [PageID] = []
        var counts: [Int: Int] = [:]
        for page in pages.dropFirst() {
            if let value = elements[page] {
                let occurrence = counts[value, default: 0]
                counts[value] = occurrence + 1
                groups.append([page])
                groupKeys.append("\(value)/\(occurrence)")
            } else if groups.isEmpty {
                aboveRoot.append(page)
            } else {
                groups[groups.count - 1].append(page)
            }
        }
        var slots: [PathPlan<Int>.Slot] = [.kept(pages[0])] + aboveRoot.map { .kept($0) }
        var targetCounts: [Int: Int] = [:]
        for value in target {
            let occurrence = targetCounts[value, default: 0]
            targetCounts[value] = occurrence + 1
            if let index = groupKeys.firstIndex(of: "\(value)/\(occurrence)") {
                slots += groups[index].map { .kept($0) }
            } else {
                slots.append(.new(value))
            }
        }
        return slots
    }
}

/// A small deterministic generator (SplitMix64), so a failure replays.
private struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(below bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
