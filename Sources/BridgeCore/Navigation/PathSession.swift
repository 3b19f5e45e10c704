/// Everything a `NavigatorController` bound to a path decides, without UIKit: which
/// UIKit call a new path needs, when a path written during a transition is applied,
/// and what the user's back, swipe or back menu writes back.
///
/// The path is the app's state: an array of `Hashable` values, one per page above
/// the root, like SwiftUI's `NavigationStack(path:)`. The session wraps a
/// ``NavigatorSession`` (so every change is one ``StackOperation`` through the same
/// ``PageStack``, and the navigator's commands keep working) and adds the rules:
///
/// - A path that differs from the one the session knows is applied as one
///   `.replace` request; the diff picks push, pop, pop to or set, animated once.
///   A path equal to the known one (SwiftUI re-reading a binding, a store echoing
///   its state while a page pops) does nothing.
/// - While UIKit animates, paths are not applied but kept: the latest one is applied
///   once the transition (and any queued navigator request) has ended. Intermediate
///   paths are coalesced, the last is never lost.
/// - The path is written back (``Effect/writePath(_:)``) when the pages of the stack
///   name another path than the state's. They change only when a transition has
///   ended, so that is once per user pop, after UIKit committed it (before a queued
///   call starts the next transition), and never for a swipe the user abandons. A
///   path the app wrote during the user's transition is newer than the gesture: it
///   is applied after it, and the user's pop is not written over it.
/// - A transition the session asked for that ends cancelled (iOS 18's fluid
///   `.zoom` push, which the user can grab and reverse) leaves UIKit on the old
///   pages: once no transition runs and no newer path waits, the shown path is
///   written back, so the state says what UIKit shows and writing the new path
///   again pushes it again.
/// - A page is named by its value and its occurrence (the second `3` in `[3, 5, 3]`
///   is its own page), so equal values may repeat and a page keeps its controller as
///   long as the path keeps its entry.
/// - Pages the path does not name (pushed by a ``NavigationRequest`` or straight on
///   UIKit) are kept, listed in ``unnamedPages``, and stay above the named page they
///   were pushed over: they leave only when that page leaves.
///
/// ```swift
/// var session = PathSession<Int, String>(root: "home")
/// session.handle(.pathRead([1, 2, 3], animated: false)) { "page \($0)" }
///     // [.navigator(.stack(.call(.set(["home", "path#1", "path#2", "path#3"]), animated: false)))]
/// ```
package struct PathSession<Element: Hashable, Handle: Hashable & Sendable & CustomStringConvertible> {

    /// What the shell reports.
    package enum Event: Hashable {
        /// The shell read the path binding (after the app wrote it, or on any update).
        case pathRead([Element], animated: Bool)
        /// What UIKit reported about the stack, as for a ``NavigatorSession``.
        case stack(NavigatorSession<Handle>.Event)
    }

    /// What the shell does, in order.
    package enum Effect: Hashable {
        /// A navigator effect: make the UIKit call, or wait on the transition coordinator.
        case navigator(NavigatorSession<Handle>.Effect)
        /// Set the path binding to this value.
        case writePath([Element])
    }

    /// The stack decisions: identities, calls, transitions.
    package private(set) var navigator: NavigatorSession<Handle>
    /// The path as the app's state holds it, as far as the session knows: the last
    /// path read or written back.
    package private(set) var path: [Element] = []
    /// A path read while UIKit was busy, applied when the transition ends.
    package private(set) var pendingPath: [Element]?
    private var pendingAnimated = true
    /// The stack's pages at the last settle: when they differ, a transition committed.
    private var settledPages: [PageID]
    /// The value each named page shows.
    private var elements: [PageID: Element] = [:]
    private var generatedCount = 0
    /// A transition the session asked for ended cancelled (an iOS 18 `.zoom` push
    /// the user grabbed and reversed): UIKit shows the old pages, the state the new
    /// path. Written back once nothing runs and no newer path waits.
    private var requestCancelled = false
    /// The stack the last applied path asked for, and that path: a stack equal to
    /// it names that path, known without looking up every page.
    private var appliedStack: [PageID]?
    private var appliedPath: [Element] = []
    /// The pages as of the last ``alignNamedValues()``, and the value each shows
    /// (`nil`: the root or a page the path does not name), kept in step so that a
    /// push or pop looks up only the pages it changed, not the whole stack.
    private var alignedPages: [PageID] = []
    private var alignedValues: [Element?] = []

    /// A session with an empty stack, as a navigation controller has before its root.
    package init() {
        navigator = NavigatorSession()
        settledPages = []
    }

    /// A session whose stack is `root` and whose path is empty.
    package init(root handle: Handle, id: PageID? = nil) {
        navigator = NavigatorSession(root: handle, id: id)
        settledPages = navigator.stack.pages
    }

    /// The path the pages UIKit shows name, root excluded, in stack order.
    package var shownPath: [Element] {
        guard alignedPages == navigator.stack.pages else {
            return navigator.stack.pages.dropFirst().compactMap { elements[$0] }
        }
        return alignedValues.dropFirst().compactMap { $0 }
    }

    /// Pages above the root that the path does not name (pushed by a navigator
    /// request or straight on the navigation controller); kept, not dropped.
    package var unnamedPages: [PageID] {
        guard alignedPages == navigator.stack.pages else {
            return navigator.stack.pages.dropFirst().filter { elements[$0] == nil }
        }
        return zip(alignedPages, alignedValues).dropFirst().filter { $0.1 == nil }.map(\.0)
    }

    /// The pages when they changed since the last call (see ``NavigatorSession/takeChangedPages()``).
    package mutating func takeChangedPages() -> [PageID]? {
        navigator.takeChangedPages()
    }

    /// The value a page shows, if the path names it.
    package func element(of page: PageID) -> Element? {
        elements[page]
    }

    /// Takes one report and returns what to do. `makePage` builds the controller
    /// for a value when a path that needs it is applied (never for a path that is
    /// coalesced away).
    package mutating func handle(_ event: Event, makePage: (Element) -> Handle) -> [Effect] {
        switch event {
        case .pathRead(let read, let animated):
            guard read != path else { return [] }
            path = read
            pendingPath = read
            pendingAnimated = animated
            return settle(after: [], makePage: makePage)
        case .stack(let stackEvent):
            if case .transitionEnded(_, _, cancelled: true) = stackEvent,
               case .requested = navigator.stack.transition {
                requestCancelled = true
            }
            return settle(after: navigator.handle(stackEvent), makePage: makePage)
        }
    }

    /// A navigator command's pages (see ``NavigatorSession/register(_:)``).
    package mutating func register(_ pages: [NavigatorSession<Handle>.Page]) throws(NavigationError) -> [PageID] {
        try navigator.register(pages)
    }

    /// A navigator command (see ``NavigatorSession/request(_:animated:)``); what it
    /// does to named pages is written back once it has settled.
    package mutating func request(_ request: NavigationRequest, animated: Bool, makePage: (Element) -> Handle) throws(NavigationError) -> [Effect] {
        return settle(after: try navigator.request(request, animated: animated), makePage: makePage)
    }

    // MARK: - Private

    /// Writes back what a committed change did to the path, then (when UIKit is
    /// idle) applies the waiting path.
    ///
    /// The stack's pages change only when a transition has ended (or a call without
    /// one returned): a change of pages that names another path than the state's
    /// is committed and written back, before `effects`, whose queued call belongs
    /// to the next transition. While the app's own call animates, the pages still
    /// name the old path: that is not written. A waiting path is newer than any
    /// change: nothing is written over it.
    private mutating func settle(after effects: [NavigatorSession<Handle>.Effect], makePage: (Element) -> Handle) -> [Effect] {
        forgetReleasedPages()
        alignNamedValues()
        var result: [Effect] = []
        let committed = navigator.stack.pages != settledPages
        settledPages = navigator.stack.pages
        if committed, pendingPath == nil, !showsAppliedPath {
            let shown = shownPath
            if shown != path {
                path = shown
                result.append(.writePath(shown))
            }
        }
        if requestCancelled, !navigator.stack.isTransitioning {
            // Only once idle: while a call animates the pages still name the old
            // path, and writing that would overwrite the app's newer state.
            requestCancelled = false
            let shown = shownPath
            if pendingPath == nil, shown != path {
                path = shown
                result.append(.writePath(shown))
            }
        }
        result += effects.map(Effect.navigator)
        guard !navigator.stack.isTransitioning, let target = pendingPath else { return result }
        pendingPath = nil
        return result + apply(target, animated: pendingAnimated, makePage: makePage)
    }

    /// One `.replace` request from the stack UIKit shows to the stack `target` names.
    private mutating func apply(_ target: [Element], animated: Bool, makePage: (Element) -> Handle) -> [Effect] {
        alignNamedValues()
        let plan = PathPlan(pages: alignedPages, named: alignedValues, target: target)
        var created: [NavigatorSession<Handle>.Page] = []
        var stack = Array(plan.pages[..<plan.keptPrefix])
        for slot in plan.tail {
            switch slot {
            case .kept(let page):
                stack.append(page)
            case .new(let element):
                generatedCount += 1
                let id = PageID("path#\(generatedCount)")
                created.append(.new(makePage(element), id: id))
                elements[id] = element
                stack.append(id)
            }
        }
        do {
            let added = try navigator.register(created)
            let pages = navigator.stack.pages
            // Over an empty stack the first page is the root, which names nothing.
            appliedStack = pages.isEmpty ? nil : stack
            appliedPath = target
            // A push or a pop is known from the plan, without comparing the stacks.
            let request: NavigationRequest =
                if pages.isEmpty { .replace(stack) }
                else if plan.onlyDropsPages { .pop(count: pages.count - plan.keptPrefix) }
                else if plan.onlyAddsPages, added.count == plan.tail.count { .push(added) }
                else { Self.request(from: pages, to: stack) }
            return try navigator.request(request, animated: animated).map(Effect.navigator)
        } catch {
            appliedStack = nil
            // Only an app's `makePage` returning one controller for two pages gets
            // here (UIKit would raise): the stack stays, and the state is told so.
            forgetReleasedPages()
            path = shownPath
            return [.writePath(path)]
        }
    }

    /// The request from `pages` to `stack`: a pop or a push when one starts the
    /// other (checked without hashing every page), else a replace. Each asks the
    /// stack for the same pages, so UIKit gets the same call.
    private static func request(from pages: [PageID], to stack: [PageID]) -> NavigationRequest {
        guard !pages.isEmpty, !stack.isEmpty else { return .replace(stack) }
        if stack.count < pages.count, pages.starts(with: stack) {
            return .pop(count: pages.count - stack.count)
        }
        if stack.count > pages.count, stack.starts(with: pages) {
            return .push(Array(stack[pages.count...]))
        }
        return .replace(stack)
    }

    /// Whether UIKit shows the stack the app's path was applied as, so the pages name
    /// the path (the plan keeps a page only for its own value, and the root for none).
    private var showsAppliedPath: Bool {
        appliedStack == navigator.stack.pages && appliedPath == path
    }

    /// Brings ``alignedValues`` up to the stack's pages. Pages shared with the last
    /// call keep their entries (a page's value never changes while it is held), so
    /// a push or pop looks up only the pages past the common part.
    private mutating func alignNamedValues() {
        let pages = navigator.stack.pages
        var common = 0
        let limit = min(pages.count, alignedPages.count)
        while common < limit, pages[common] == alignedPages[common] { common += 1 }
        if common == pages.count, common == alignedPages.count { return }
        alignedValues.removeSubrange(common...)
        for page in pages[common...] { alignedValues.append(elements[page]) }
        alignedPages = pages
    }

    /// Forgets the values of released pages now and then (amortized: a stale entry
    /// names a page no stack holds any more, which nothing looks up).
    private mutating func forgetReleasedPages() {
        guard elements.count > 2 * navigator.stack.pages.count + 16 else { return }
        let held = navigator.heldPages
        elements = elements.filter { held.contains($0.key) }
        // A forgotten page's ID could be registered again by the app: look every page up afresh.
        alignedPages = []
        alignedValues = []
    }
}

extension PathSession: Sendable where Element: Sendable {}
extension PathSession.Event: Sendable where Element: Sendable {}
extension PathSession.Effect: Sendable where Element: Sendable {}
