/// The stack a path asks for, worked out from the stack UIKit shows: which pages
/// stay (with their controllers) and which values need a new page.
///
/// Pages are matched by value and occurrence: the `k`-th page showing `v` in the
/// stack is the `k`-th `v` in the path. The root always stays. A page the path does
/// not name stays right above the named page it was pushed over (the root, if none),
/// and leaves with it.
///
/// ```swift
/// // UIKit: home, a, x (x unnamed), b — path [a, b] becomes [a, c]:
/// PathPlan(pages: ["home", "A", "x", "B"], elements: ["A": "a", "B": "b"], target: ["a", "c"]).slots
///     // [.kept("home"), .kept("A"), .kept("x"), .new("c")]
/// ```
package struct PathPlan<Element: Hashable> {
    /// One page of the planned stack.
    package enum Slot: Hashable {
        /// A page already in the stack, kept with its controller.
        case kept(PageID)
        /// A page to build for this value.
        case new(Element)
    }

    /// The planned stack, root first.
    package let slots: [Slot]

    private struct Occurrence: Hashable {
        let element: Element
        let index: Int
    }

    /// Plans `target` over `pages`, where `elements` says which pages the path names.
    package init(pages: [PageID], elements: [PageID: Element], target: [Element]) {
        guard let root = pages.first else {
            slots = target.map(Slot.new)
            return
        }
        // Each named page with the unnamed pages pushed over it, as a range of `pages`.
        var groups: [Occurrence: Range<Int>] = [:]
        var aboveRoot = 1..<1
        var counts: [Element: Int] = [:]
        var current: Occurrence?
        for index in pages.indices.dropFirst() {
            if let element = elements[pages[index]] {
                let occurrence = Occurrence(element: element, index: counts[element, default: 0])
                counts[element] = occurrence.index + 1
                groups[occurrence] = index..<(index + 1)
                current = occurrence
            } else if let owner = current, let group = groups[owner] {
                groups[owner] = group.lowerBound..<(index + 1)
            } else {
                aboveRoot = 1..<(index + 1)
            }
        }
        var planned: [Slot] = []
        planned.reserveCapacity(pages.count + target.count)
        planned.append(.kept(root))
        for index in aboveRoot { planned.append(.kept(pages[index])) }
        var targetCounts: [Element: Int] = [:]
        for element in target {
            let occurrence = Occurrence(element: element, index: targetCounts[element, default: 0])
            targetCounts[element] = occurrence.index + 1
            if let group = groups[occurrence] {
                for index in group { planned.append(.kept(pages[index])) }
            } else {
                planned.append(.new(element))
            }
        }
        slots = planned
    }
}
