/// Everything `NavigatorController` decides, without UIKit: which page each view
/// controller is, which transition a coordinator completion ends, and whether a
/// stack UIKit shows but the ``PageStack`` does not know is the user's doing.
///
/// `Handle` stands for a view controller: the shell uses a box that holds the
/// controller and compares by object identity, so the session's table is what
/// keeps the pages' controllers alive; tests and `HeadlessNavigationSession` (in BridgeDoubles)
/// use plain values. A controller the session has not seen gets a generated page
/// ID, `"\(handle)#n"`.
///
/// The shell reports every change of `viewControllers` (``Event/stackChanged(shown:animated:coordinated:)``,
/// right after any of the five stack methods), hands each `awaitTransitionEnd`
/// token to the transition coordinator's completion, and performs `.call`s:
///
/// ```swift
/// var session = NavigatorSession<String>(root: "home")
/// let ids = try session.register([.new("detail", id: nil)])     // ["detail#1"]
/// try session.request(.push(ids), animated: true)   // [.stack(.call(.push("detail#1"), animated: true))]
/// session.handle(.stackChanged(shown: ["home", "detail"], animated: true, coordinated: true))
///                                        // [.awaitTransitionEnd(token: 0)]
/// ```
package struct NavigatorSession<Handle: Hashable & Sendable & CustomStringConvertible>: Sendable {

    /// A page for ``register(_:)``.
    package enum Page: Hashable, Sendable {
        /// A controller the app just made; `id` `nil` lets the session name it.
        case new(Handle, id: PageID?)
        /// A page the session holds a controller for already.
        case existing(PageID)
    }

    /// What UIKit tells the shell. `shown` is `viewControllers` at that moment.
    package enum Event: Hashable, Sendable {
        /// A stack method (push, pop, pop to, pop to root, set) returned, or the shell
        /// could not make a call (`coordinated: false`). `coordinated`: UIKit
        /// animates the change under a transition coordinator.
        case stackChanged(shown: [Handle], animated: Bool, coordinated: Bool)
        /// The coordinator's completion registered for `token` ran, or the
        /// coordinator refused to register it (then `cancelled` is `false`).
        case transitionEnded(token: Int, shown: [Handle], cancelled: Bool)
        /// A chance to notice a change no stack method reported: sent before every
        /// request and when a hosted page appears.
        case catchUp(shown: [Handle], coordinated: Bool)
    }

    /// What the shell does, in order.
    package enum Effect: Hashable, Sendable {
        /// What the stack model decided; for `.call`, make that UIKit call.
        case stack(PageStack.Effect)
        /// Register a completion on the transition coordinator that sends
        /// ``Event/transitionEnded(token:shown:cancelled:)`` with this token.
        case awaitTransitionEnd(token: Int)
    }

    /// The stack model.
    package private(set) var stack: PageStack
    private var handles: [PageID: Handle] = [:]
    private var ids: [Handle: PageID] = [:]
    private var generatedCount = 0
    /// `viewControllers` as last reported.
    private var shown: [PageID] = []
    /// The controllers of ``shown``, as reported: a new report is identified from
    /// where it differs (a push or pop changes the end), not from the root.
    private var shownHandles: [Handle] = []
    /// Pages registered for a request not made yet: nothing refers to them, but a
    /// catch-up in between must not release them.
    private var awaitingRequest: Set<PageID> = []
    /// A `.call` was returned and UIKit has not reported it yet: the change it
    /// reports is the session's own, not the user's.
    private var isAwaitingCall = false
    /// Counts ended transitions: a completion ends only the transition it was
    /// registered for, never a later one.
    private var transitionToken = 0
    /// The pages as ``takeChangedPages()`` last returned them.
    private var reportedPages: [PageID] = []
    /// The lists of referenced pages at the last release, and the pages given a
    /// controller since: only these can have become unreferenced (see ``releaseUnreferenced()``).
    private var referencedAtRelease: [[PageID]] = []
    private var heldSinceRelease: [PageID] = []
    /// Where each page of the stack is, kept in step with it, so asking whether a
    /// page is still in the stack does not scan it.
    private var stackIndex = PageIndex()

    /// A session with an empty stack, as a navigation controller has before its root.
    package init() {
        stack = PageStack()
    }

    /// A session whose stack is `root`, its controller `handle`.
    package init(root handle: Handle, id: PageID? = nil) {
        let root = id ?? PageID(handle.description)
        stack = PageStack(root: root)
        handles[root] = handle
        ids[handle] = root
        shown = [root]
        shownHandles = [handle]
        reportedPages = [root]
    }

    /// The pages, root first, when they differ from the last time this returned
    /// them; `nil` when nothing changed. What the app's `onPagesChange` is told,
    /// once per change, after the transition that made it has ended.
    package mutating func takeChangedPages() -> [PageID]? {
        guard hasChangedPages else { return nil }
        reportedPages = stack.pages
        return reportedPages
    }

    /// Whether ``takeChangedPages()`` has pages to return.
    package var hasChangedPages: Bool { stack.pages != reportedPages }

    /// The controller of a page in the stack or waiting to enter it.
    package func controller(for page: PageID) -> Handle? {
        handles[page]
    }

    /// The pages the session holds controllers for; the others were released.
    package var heldPages: Set<PageID> { Set(handles.keys) }

    /// Gives pages their identities and holds their controllers for the next
    /// ``request(_:animated:)``, and then as long as the stack refers to them.
    /// Refused pages leave nothing behind. A controller the session holds under
    /// one ID is refused under another (``NavigationError/duplicatePage(_:)``
    /// names the page it is): pushing a shown controller with a new `id`, or one
    /// controller twice with two IDs, would make UIKit raise. Use
    /// ``Page/existing(_:)`` for a controller the session already holds.
    package mutating func register(_ pages: [Page]) throws(NavigationError) -> [PageID] {
        var registered: [PageID] = []
        do throws(NavigationError) {
            for page in pages { registered.append(try register(page)) }
        } catch {
            releaseUnreferenced()
            throw error
        }
        awaitingRequest.formUnion(registered)
        return registered
    }

    /// Asks the stack for a change; registered pages it refuses are released.
    package mutating func request(_ request: NavigationRequest, animated: Bool) throws(NavigationError) -> [Effect] {
        awaitingRequest = []
        let effects: [PageStack.Effect]
        do {
            effects = try stack.request(request, animated: animated)
        } catch {
            releaseUnreferenced()
            throw error
        }
        return finish(effects.map(Effect.stack))
    }

    /// Takes one report from UIKit and returns the effects to perform.
    package mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .stackChanged(let shown, let animated, let coordinated):
            return finish(stackChanged(shown: shown, animated: animated, coordinated: coordinated))
        case .transitionEnded(let token, let shown, let cancelled):
            guard token == transitionToken else { return [] }
            return finish(transitionEnded(shown: shown, cancelled: cancelled))
        case .catchUp(let shown, let coordinated):
            // The model believes nothing moves but UIKit shows another stack: the
            // change happened behind the stack methods' back; treat it as the user's.
            guard !stack.isTransitioning, identify(shown) != stack.pages else { return [] }
            return finish(stackChanged(shown: shown, animated: coordinated, coordinated: coordinated))
        }
    }

    // MARK: - Private

    private mutating func stackChanged(shown reported: [Handle], animated: Bool, coordinated: Bool) -> [Effect] {
        let pages = identify(reported)
        var effects: [Effect] = []
        if isAwaitingCall {
            isAwaitingCall = false
        } else if let top = pages.last {
            effects += stack.handle(.willShow(top, animated: animated)).map(Effect.stack)
        }
        guard coordinated else { return effects + transitionEnded(pages: pages, cancelled: false) }
        return effects + [.awaitTransitionEnd(token: transitionToken)]
    }

    private mutating func transitionEnded(shown reported: [Handle], cancelled: Bool) -> [Effect] {
        transitionEnded(pages: identify(reported), cancelled: cancelled)
    }

    private mutating func transitionEnded(pages: [PageID], cancelled: Bool) -> [Effect] {
        transitionToken &+= 1
        return stack.handle(.transitionEnded(stack: pages, cancelled: cancelled)).map(Effect.stack)
    }

    /// Notes a `.call` among the effects, then releases what nothing refers to.
    private mutating func finish(_ effects: [Effect]) -> [Effect] {
        if effects.contains(where: { if case .stack(.call) = $0 { true } else { false } }) {
            isAwaitingCall = true
        }
        releaseUnreferenced()
        return effects
    }

    private mutating func register(_ page: Page) throws(NavigationError) -> PageID {
        switch page {
        case .existing(let id):
            guard handles[id] != nil else { throw .unknownPage(id) }
            return id
        case .new(let handle, let explicit):
            let id = explicit ?? identity(of: handle)
            if let known = handles[id], known != handle { throw .duplicatePage(id) }
            // One controller is one page: under a second ID it would reach UIKit
            // twice ("Pushing the same view controller instance more than once is
            // not supported"), or leave two pages that UIKit reports as one.
            if let current = ids[handle], current != id, handles[current] != nil { throw .duplicatePage(current) }
            handles[id] = handle
            ids[handle] = id
            heldSinceRelease.append(id)
            return id
        }
    }

    /// Records what UIKit shows, naming controllers seen for the first time.
    ///
    /// The common prefix with the last report keeps its IDs without a lookup: those
    /// controllers are in ``shown``, so never released, and a held controller's ID
    /// never changes (``register(_:)`` refuses a second one).
    private mutating func identify(_ reported: [Handle]) -> [PageID] {
        var common = 0
        let limit = min(reported.count, shownHandles.count)
        while common < limit, reported[common] == shownHandles[common] { common += 1 }
        if common == reported.count, common == shown.count { return shown }
        var pages = Array(shown.prefix(common))
        pages.reserveCapacity(reported.count)
        for handle in reported[common...] { pages.append(identity(of: handle)) }
        shown = pages
        shownHandles = reported
        return shown
    }

    /// The identity of a controller; one pushed behind the session's back gets a new one.
    private mutating func identity(of handle: Handle) -> PageID {
        if let known = ids[handle] { return known }
        generatedCount += 1
        let id = PageID("\(handle)#\(generatedCount)")
        ids[handle] = id
        handles[id] = handle
        heldSinceRelease.append(id)
        return id
    }

    /// Drops controllers that neither the model nor UIKit's stack refers to
    /// (popped, discarded, refused).
    ///
    /// Every controller held was referenced at the last release or is new since. A
    /// page that a list no longer refers to sits, in that list's last version, past
    /// the part it shares with the current one: a push or pop leaves one or two such
    /// pages to check, not the whole stack.
    private mutating func releaseUnreferenced() {
        let lists = stack.referencedLists + [shown, Array(awaitingRequest)]
        var candidates = heldSinceRelease
        // Before the first release, controllers were held without being counted.
        let incremental = referencedAtRelease.count == lists.count
        if incremental {
            for (old, new) in zip(referencedAtRelease, lists) where candidates.count <= Self.fewCandidates {
                var common = 0
                let limit = min(old.count, new.count)
                while common < limit, old[common] == new[common] { common += 1 }
                candidates += old[common...]
            }
        }
        referencedAtRelease = lists
        heldSinceRelease = []
        if incremental, candidates.count <= Self.fewCandidates {
            stackIndex.align(to: stack.pages)
            // Most lists are the stack's pages (UIKit's report, the projection and the
            // target agree while nothing waits): those are asked through the index,
            // only the others are scanned.
            let others = lists.filter { !$0.isEmpty && $0 != stack.pages }
            for id in candidates where handles[id] != nil && !stackIndex.contains(id) && !others.contains(where: { $0.contains(id) }) {
                release(id)
            }
            return
        }
        let referenced = Set(lists.joined())
        for id in handles.keys where !referenced.contains(id) { release(id) }
    }

    /// Past this many, one set of every referenced page is cheaper than a scan per page.
    private static var fewCandidates: Int { 16 }

    private mutating func release(_ id: PageID) {
        guard let handle = handles.removeValue(forKey: id) else { return }
        // The controller may have been registered again under another ID.
        if ids[handle] == id { ids[handle] = nil }
    }
}
