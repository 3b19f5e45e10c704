/// The navigation stack as BridgeKit sees it: the pages UIKit shows, the
/// transition in flight, and the requests waiting for it to end.
///
/// Events in, effects out. The app's requests go through ``request(_:animated:)``;
/// what UIKit reports goes through ``handle(_:)``. Every effect is something the
/// shell performs on its `UINavigationController`, and every request that changes
/// the stack produces exactly one ``StackOperation``.
///
/// - Requests made while a transition animates (the app's own or the user's
///   swipe) are queued and applied in order, one UIKit call per transition, because
///   UIKit breaks when transitions overlap.
/// - Requests are checked when made, against the stack as it will be once the
///   queue has run, so a bad one throws at the call site. A queued request that a
///   user pop made invalid is discarded with its reason when its turn comes.
/// - Pops the user makes (back button, swipe, the long-press back menu) arrive as
///   a shorter stack when the transition ends and are adopted; a cancelled swipe
///   changes nothing, and a cancelled requested push (iOS 18 `.zoom`, reversed by
///   the user) leaves the old pages, from which the queue goes on.
///
/// ```swift
/// var stack = PageStack(root: "home")
/// try stack.request(.push(["detail"]))          // [.call(.push("detail"), animated: true)]
/// try stack.request(.push(["more"]))            // [] (queued: a transition is animating)
/// stack.handle(.transitionEnded(stack: ["home", "detail"], cancelled: false))
///                                               // [.call(.push("more"), animated: true)]
/// ```
public struct PageStack: Sendable {

    /// What UIKit tells the shell, forwarded as is.
    public enum Event: Hashable, Sendable {
        /// `navigationController(_:willShow:animated:)`. When the stack did not ask for
        /// a transition, this one is the user's (back button, swipe, back menu).
        case willShow(PageID, animated: Bool)
        /// The transition coordinator's completion (or, for a call without a
        /// coordinator, right after the call): `stack` is `viewControllers` afterwards.
        case transitionEnded(stack: [PageID], cancelled: Bool)
    }

    /// What the shell does in response.
    public enum Effect: Hashable, Sendable {
        /// Make this one UIKit call.
        case call(StackOperation, animated: Bool)
        /// A queued request that was valid when made but not when its turn came.
        case discard(NavigationRequest, NavigationError)
        /// The user popped these pages (top first is last); the model already dropped them.
        case userPopped([PageID])
        /// UIKit's stack changed in a way the stack did not ask for (a push made
        /// directly on the navigation controller); the model now follows UIKit.
        case adopted([PageID])
    }

    /// A transition UIKit is animating.
    package enum Transition: Hashable, Sendable {
        /// One the stack asked for, expected to end on `target`.
        case requested(target: [PageID])
        /// One the user started; it may end shorter or be cancelled.
        case user(from: [PageID])
    }

    /// A request waiting for the current transition to end.
    package struct QueuedRequest: Hashable, Sendable {
        package let request: NavigationRequest
        package let animated: Bool
    }

    /// The pages in `UINavigationController.viewControllers`, root first.
    public private(set) var pages: [PageID]
    /// The transition in flight, if any.
    package private(set) var transition: Transition?
    /// Requests waiting for ``transition`` to end, oldest first.
    package private(set) var queue: [QueuedRequest] = []
    /// The stack once the transition and the queue have run; requests are checked against it.
    package private(set) var projectedPages: [PageID]

    /// An empty stack, as a navigation controller has before its root is set.
    package init() {
        self.pages = []
        self.projectedPages = []
    }

    /// A stack with one root page.
    package init(root: PageID) {
        self.pages = [root]
        self.projectedPages = [root]
    }

    /// A stack with these pages, root first. Refuses duplicates.
    public init(pages: [PageID]) throws(NavigationError) {
        let checked = try NavigationRequest.replace(pages).target(from: [])
        self.pages = checked
        self.projectedPages = checked
    }

    /// `true` while UIKit animates a transition; requests made now are queued.
    package var isTransitioning: Bool { transition != nil }

    /// Every page the shell must keep a controller for: the stack, the target of the
    /// transition in flight, and pages named by queued requests. Controllers for other
    /// pages can be released.
    package var referencedPages: Set<PageID> {
        // Each list is usually the pages themselves: only a different one is hashed.
        var referenced = Set(pages)
        if projectedPages != pages { referenced.formUnion(projectedPages) }
        if case .requested(let target) = transition, target != pages, target != projectedPages {
            referenced.formUnion(target)
        }
        for queued in queue { referenced.formUnion(queued.request.mentionedPages) }
        return referenced
    }

    /// The lists ``referencedPages`` gathers, unhashed: the pages, the projected
    /// pages, the requested transition's target (else the pages again) and the
    /// queued requests' pages.
    package var referencedLists: [[PageID]] {
        // Without a target, the pages stand in: a list that comes and goes whole
        // would make every page look released.
        var target = pages
        if case .requested(let requested) = transition { target = requested }
        return [pages, projectedPages, target, queue.flatMap(\.request.mentionedPages)]
    }

    /// Asks for a change. Returns the UIKit call to make now, or nothing when the
    /// request is queued behind a transition or changes nothing.
    @discardableResult
    public mutating func request(_ request: NavigationRequest, animated: Bool = true) throws(NavigationError) -> [Effect] {
        let target = try request.target(from: projectedPages)
        projectedPages = target
        guard transition == nil else {
            queue.append(QueuedRequest(request: request, animated: animated))
            return []
        }
        return start(target: target, animated: animated)
    }

    /// Feeds what UIKit reported.
    @discardableResult
    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .willShow:
            if transition == nil { transition = .user(from: pages) }
            return []
        case .transitionEnded(let reported, let cancelled):
            let effects = reconcile(reported: uniqueReport(reported), cancelled: cancelled)
            transition = nil
            return effects + drainQueue()
        }
    }

    // MARK: - Private

    private mutating func start(target: [PageID], animated: Bool) -> [Effect] {
        guard let operation = StackOperation.between(pages, and: target) else { return [] }
        transition = .requested(target: target)
        return [.call(operation, animated: animated)]
    }

    private mutating func reconcile(reported: [PageID], cancelled: Bool) -> [Effect] {
        let before = pages
        if cancelled || reported == before {
            // A cancelled request (a reversed `.zoom` push) never reached its target:
            // queued requests now start from the pages UIKit kept.
            if case .requested = transition { projectedPages = Self.replay(queue, on: before) }
            return []
        }
        pages = reported
        if case .requested(let target) = transition, target == reported { return [] }
        if reported.count < before.count, !reported.isEmpty, before.starts(with: reported) {
            projectedPages = Self.replay(queue, on: reported)
            return [.userPopped(Array(before[reported.count...]))]
        }
        projectedPages = Self.replay(queue, on: reported)
        return [.adopted(reported)]
    }

    /// Applies queued requests until one makes a UIKit call (each call needs its
    /// own transition) or the queue is empty.
    private mutating func drainQueue() -> [Effect] {
        var effects: [Effect] = []
        while transition == nil, !queue.isEmpty {
            let next = queue.removeFirst()
            do {
                let target = try next.request.target(from: pages)
                effects += start(target: target, animated: next.animated)
            } catch {
                effects.append(.discard(next.request, error))
            }
        }
        if transition == nil { projectedPages = pages }
        return effects
    }

    /// The stack after `queue` runs on `pages`, skipping requests that would fail.
    private static func replay(_ queue: [QueuedRequest], on pages: [PageID]) -> [PageID] {
        queue.reduce(pages) { stack, queued in (try? queued.request.target(from: stack)) ?? stack }
    }

    /// `reported` without repeats; the pages or the requested target, already
    /// unique, are recognised by comparison instead of hashing every page.
    private func uniqueReport(_ reported: [PageID]) -> [PageID] {
        if reported == pages { return reported }
        if case .requested(let target) = transition, reported == target { return reported }
        return Self.unique(reported)
    }

    /// UIKit never holds a controller twice; a report that does keeps the first of each.
    private static func unique(_ pages: [PageID]) -> [PageID] {
        var seen = Set<PageID>()
        return pages.filter { seen.insert($0).inserted }
    }
}
