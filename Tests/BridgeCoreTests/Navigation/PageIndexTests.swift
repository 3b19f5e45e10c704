import BridgeCore
import Testing

/// `PageIndex` answers "is this page in the stack" from what it re-indexed at each
/// change; these stacks (pushes, pops, replaced middles, pages moved) check it
/// against the stack itself.
@Suite("Navigation: the page index follows the stack")
struct PageIndexTests {
    @Test("after any sequence of stacks, contains matches the last stack")
    func containsMatchesTheStack() {
        var index = PageIndex()
        var state: UInt64 = 0xC0FFEE
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var stack: [PageID] = ["root"]
        for step in 0..<5_000 {
            switch next(4) {
            case 0: stack.append(PageID("p\(step)"))
            case 1: if stack.count > 1 { stack.removeLast(1 + next(stack.count - 1)) }
            case 2: if stack.count > 2 { stack[1 + next(stack.count - 1)] = PageID("m\(step)") }
            default: if stack.count > 2 { stack.swapAt(1, stack.count - 1) }   // a page moved, same set
            }
            index.align(to: stack)
            for page in stack { #expect(index.contains(page), "step \(step): \(page) is in \(stack)") }
            for probe in 0..<8 {
                let page = PageID("p\(step - probe)")
                #expect(index.contains(page) == stack.contains(page), "step \(step): \(page), stack \(stack)")
            }
        }
    }
}
