/// The pages of a stack with the position of each, kept in step with the stack
/// by ``align(to:)``: a push or a pop re-indexes only the pages past the part the
/// two stacks share, so ``contains(_:)`` costs one lookup whatever the depth.
///
/// ```swift
/// var index = PageIndex()
/// index.align(to: ["home", "a", "b"])
/// index.contains("b")                 // true
/// index.align(to: ["home", "a"])      // forgets "b" only
/// ```
package struct PageIndex: Sendable {
    private var pages: [PageID] = []
    private var positions: [PageID: Int] = [:]

    package init() {}

    /// Makes the index describe `stack`. The shared bottom part is compared, not
    /// hashed; only the pages above it are forgotten or indexed.
    package mutating func align(to stack: [PageID]) {
        var common = 0
        let limit = min(pages.count, stack.count)
        while common < limit, pages[common] == stack[common] { common += 1 }
        if common == pages.count, common == stack.count { return }
        for (offset, page) in pages[common...].enumerated() where positions[page] == common + offset {
            positions[page] = nil
        }
        for (offset, page) in stack[common...].enumerated() {
            positions[page] = common + offset
        }
        pages = stack
    }

    /// Whether the stack last aligned to holds `page`.
    package func contains(_ page: PageID) -> Bool {
        positions[page] != nil
    }
}
