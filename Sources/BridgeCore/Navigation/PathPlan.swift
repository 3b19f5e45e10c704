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

    /// How many pages at the bottom of the stack stay where they are (at least
    /// the root, when there is one): the planned stack starts with `pages[..<keptPrefix]`.
    package let keptPrefix: Int
    /// The planned stack above the kept prefix.
    package let tail: [Slot]
    /// The stack the plan was made over.
    package let pages: [PageID]

    /// The planned stack, root first.
    package var slots: [Slot] { pages[..<keptPrefix].map(Slot.kept) + tail }

    /// Whether the plan only adds new pages on top of the whole stack (a push).
    package var onlyAddsPages: Bool { keptPrefix == pages.count && !tail.isEmpty }
    /// Whether the plan only drops pages from the top (a pop).
    package var onlyDropsPages: Bool { keptPrefix < pages.count && tail.isEmpty }

    private struct Occurrence: Hashable {
        let element: Element
        let index: Int
    }

    /// Plans `target` over `pages`, where `elements` says which pages the path names.
    package init(pages: [PageID], elements: [PageID: Element], target: [Element]) {
        self.init(pages: pages, named: pages.map { elements[$0] }, target: target)
    }

    /// Plans `target` over `pages`, where `named[i]` is the value `pages[i]` shows
    /// (`nil` for a page the path does not name; the root's entry is not read).
    /// Reading values from an array the caller keeps up to date, instead of
    /// looking every page up, keeps a plan from hashing the whole stack.
    package init(pages: [PageID], named: [Element?], target: [Element]) {
        precondition(named.count == pages.count, "one value (or nil) per page")
        self.pages = pages
        guard !pages.isEmpty else {
            keptPrefix = 0
            tail = target.map(Slot.new)
            return
        }
        if let common = Self.commonPrefixPlan(pages: pages, named: named, target: target) {
            (keptPrefix, tail) = common
            return
        }
        // Each named page with the unnamed pages pushed over it, as a range of `pages`.
        var groups: [Occurrence: Range<Int>] = [:]
        var aboveRoot = 1..<1
        var counts: [Element: Int] = [:]
        var current: Occurrence?
        for index in pages.indices.dropFirst() {
            if let element = named[index] {
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
        keptPrefix = aboveRoot.upperBound
        tail = planned
    }

    /// The plan when the stack and the path agree up to where one of them ends (an
    /// append, a remove-last, a pop to, a push): one lookup per page, no grouping.
    /// `nil` when they part earlier, or an unnamed page comes first, for the full plan.
    ///
    /// Why it agrees with the full plan: every page of the common part is named and
    /// is the same occurrence as its entry of the path. Once the pages run out, the
    /// path's other values have occurrences no page has: new pages. Once the path
    /// runs out, the other named pages have occurrences it does not have: dropped,
    /// with the unnamed pages above them; the unnamed pages right above the last
    /// kept one belong to it (or to the root) and stay.
    private static func commonPrefixPlan(pages: [PageID], named: [Element?], target: [Element]) -> (keptPrefix: Int, tail: [Slot])? {
        var index = 1
        var matched = 0
        while index < pages.count, matched < target.count,
              let element = named[index], element == target[matched] {
            index += 1
            matched += 1
        }
        if index == pages.count {
            return (pages.count, target[matched...].map(Slot.new))
        }
        guard matched == target.count else { return nil }
        var end = index
        while end < pages.count, named[end] == nil { end += 1 }
        return (end, [])
    }
}
