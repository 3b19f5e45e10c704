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
///   name another path than the one last read: when a change of pages has
///   committed (once per user pop, after UIKit committed it, before a queued call
///   starts the next transition; never for a swipe the user abandons), and
///   whenever UIKit is idle (a transition the session asked for that ended
///   cancelled, such as iOS 18's fluid `.zoom` push the user grabbed and
///   reversed, left UIKit on the old pages). A path the app wrote during the
///   user's transition is newer than the gesture: it is applied after it, and
///   the user's pop is not written over it.
/// - The binding is the one record of the app's state: every write-back is a
///   ``BindingWriteBack`` that holds only if the binding still holds the path
///   last read. A binding the app wrote after that read (and the shell has not
///   read yet) wins: the shell drops the write and reads it instead.
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
        /// Write the path to the binding if it still holds the path last read;
        /// otherwise read the binding (the app's newer path wins).
        case writePath(BindingWriteBack<[Element]>)
    }

    /// The stack decisions: identities, calls, transitions (the navigator's
    /// commands go through it too).
    package private(set) var stackSession: NavigatorSession<Handle>
    /// The path the binding held when the session last read it or wrote it: what
    /// a write-back expects to find there.
    package private(set) var path: [Element] = []
    /// A path read while UIKit was busy, applied when the transition ends.
    package private(set) var pendingPath: [Element]?
    private var pendingAnimated = true
    /// The stack's pages at the last settle: when they differ, a transition committed.
    private var settledPages: [PageID]
    /// The value each named page shows.
    private var elements: [PageID: Element] = [:]
    private var generatedCount = 0
    /// The stack the last applied path asked for, and that path: while UIKit
    /// shows that stack, its pages name that path, known without a lookup per page.
    private var applied: (stack: [PageID], path: [Element])?

    /// A session with an empty stack, as a navigation controller has before its root.
    package init() {
        stackSession = NavigatorSession()
        settledPages = []
    }

    /// A session whose stack is `root` and whose path is empty.
    package init(root handle: Handle, id: PageID? = nil) {
        stackSession = NavigatorSession(root: handle, id: id)
        settledPages = stackSession.stack.pages
    }

    /// The path the pages UIKit shows name, root excluded, in stack order.
    package var shownPath: [Element] {
        stackSession.stack.pages.dropFirst().compactMap { elements[$0] }
    }

    /// Pages above the root that the path does not name (pushed by a navigator
    /// request or straight on the navigation controller); kept, not dropped.
    package var unnamedPages: [PageID] {
        stackSession.stack.pages.dropFirst().filter { elements[$0] == nil }
    }

    /// The pages when they changed since the last call (see ``NavigatorSession/takeChangedPages()``).
    package mutating func takeChangedPages() -> [PageID]? {
        stackSession.takeChangedPages()
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
            return settle(after: stackSession.handle(stackEvent), makePage: makePage)
        }
    }

    /// A navigator command's pages (see ``NavigatorSession/register(_:)``).
    package mutating func register(_ pages: [NavigatorSession<Handle>.Page]) throws(NavigationError) -> [PageID] {
        try stackSession.register(pages)
    }

    /// A navigator command (see ``NavigatorSession/request(_:animated:)``); what it
    /// does to named pages is written back once it has settled.
    package mutating func request(_ request: NavigationRequest, animated: Bool, makePage: (Element) -> Handle) throws(NavigationError) -> [Effect] {
        return settle(after: try stackSession.request(request, animated: animated), makePage: makePage)
    }

    // MARK: - Private

    /// Writes back what UIKit did to the path, then (when UIKit is idle) applies
    /// the waiting path.
    ///
    /// The stack's pages change only when a transition has ended (or a call without
    /// one returned): a change of pages that names another path than the one last
    /// read is committed and written back, before `effects`, whose queued call
    /// belongs to the next transition. So is any difference once UIKit is idle (a
    /// requested transition that ended cancelled changes no page). While the app's
    /// own call animates, the pages still name the old path: that is not written.
    /// A waiting path is newer than any change: nothing is written over it.
    private mutating func settle(after effects: [NavigatorSession<Handle>.Effect], makePage: (Element) -> Handle) -> [Effect] {
        forgetReleasedPages()
        var result: [Effect] = []
        let pages = stackSession.stack.pages
        let committed = pages != settledPages
        settledPages = pages
        if pendingPath == nil, committed || !stackSession.stack.isTransitioning {
            result += writeBackShownPath()
        }
        result += effects.map(Effect.navigator)
        guard !stackSession.stack.isTransitioning, let target = pendingPath else { return result }
        pendingPath = nil
        return result + apply(target, animated: pendingAnimated, makePage: makePage)
    }

    /// The write-back that makes the state say what UIKit shows, if they differ.
    private mutating func writeBackShownPath() -> [Effect] {
        if let applied, applied.path == path, applied.stack == stackSession.stack.pages { return [] }
        let shown = shownPath
        guard shown != path else { return [] }
        defer { path = shown }
        return [.writePath(BindingWriteBack(value: shown, expected: path))]
    }

    /// One `.replace` request from the stack UIKit shows to the stack `target` names.
    private mutating func apply(_ target: [Element], animated: Bool, makePage: (Element) -> Handle) -> [Effect] {
        let pages = stackSession.stack.pages
        let plan = PathPlan(pages: pages, named: pages.map { elements[$0] }, target: target)
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
            let added = try stackSession.register(created)
            applied = pages.isEmpty ? nil : (stack, target)   // over an empty stack the first page is the root
            // A push or a pop is known from the plan.
            let request: NavigationRequest =
                if pages.isEmpty { .replace(stack) }
                else if plan.onlyDropsPages { .pop(count: pages.count - plan.keptPrefix) }
                else if plan.onlyAddsPages, added.count == plan.tail.count { .push(added) }
                else { .replace(stack) }
            return try stackSession.request(request, animated: animated).map(Effect.navigator)
        } catch {
            applied = nil
            // Only an app's `makePage` returning one controller for two pages gets
            // here (UIKit would raise): the stack stays, and the state is told so.
            forgetReleasedPages()
            return writeBackShownPath()
        }
    }

    /// Forgets the values of released pages now and then (amortized: a stale entry
    /// names a page no stack holds any more, which nothing looks up).
    private mutating func forgetReleasedPages() {
        guard elements.count > 2 * stackSession.stack.pages.count + 16 else { return }
        let held = stackSession.heldPages
        elements = elements.filter { held.contains($0.key) }
    }
}

extension PathSession: Sendable where Element: Sendable {}
extension PathSession.Event: Sendable where Element: Sendable {}
extension PathSession.Effect: Sendable where Element: Sendable {}
