/// What the app asks of the navigation stack. Each request that changes the stack
/// becomes exactly one UIKit call, the ``StackOperation`` derived from it.
///
/// ```swift
/// try stack.request(.push(["a", "b", "c"]))   // one setViewControllers
/// try stack.request(.pop(count: 2))           // one popToViewController
/// try stack.request(.replace(["home", "cart"]))
/// ```
public enum NavigationRequest: Hashable, Sendable {
    /// Push one or several pages on top of the stack, in order.
    case push([PageID])
    /// Pop `count` pages; `0` does nothing.
    case pop(count: Int)
    /// Pop every page above `page`.
    case popTo(PageID)
    /// Pop every page above the root.
    case popToRoot
    /// Make the stack exactly these pages; pages already in the stack are reused.
    case replace([PageID])

    /// The stack after this request, or the reason it cannot be made on `pages`.
    package func target(from pages: [PageID]) throws(NavigationError) -> [PageID] {
        switch self {
        case .push(let added):
            if added.count <= 4 {
                // A push or two: comparing is cheaper than hashing the whole stack.
                for (index, page) in added.enumerated() where pages.contains(page) || added[..<index].contains(page) {
                    throw .duplicatePage(page)
                }
                return pages + added
            }
            var seen = Set(pages)
            for page in added where !seen.insert(page).inserted {
                throw .duplicatePage(page)
            }
            return pages + added
        case .pop(let count):
            guard count >= 0 else { throw .negativeCount(count) }
            let available = max(pages.count - 1, 0)
            guard count <= available else { throw .popPastRoot(requested: count, available: available) }
            return Array(pages.dropLast(count))
        case .popTo(let page):
            guard let index = pages.firstIndex(of: page) else { throw .unknownPage(page) }
            return Array(pages[...index])
        case .popToRoot:
            return Array(pages.prefix(1))
        case .replace(let replacement):
            guard !replacement.isEmpty else { throw .emptyStack }
            var seen = Set<PageID>()
            for page in replacement where !seen.insert(page).inserted {
                throw .duplicatePage(page)
            }
            return replacement
        }
    }

    /// The pages this request brings in, which the shell must be able to build.
    package var mentionedPages: [PageID] {
        switch self {
        case .push(let pages), .replace(let pages): pages
        case .popTo(let page): [page]
        case .pop, .popToRoot: []
        }
    }
}
