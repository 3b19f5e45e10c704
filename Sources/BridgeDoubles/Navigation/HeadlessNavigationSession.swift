import BridgeCore

/// A ``PageStack`` driving a ``HeadlessNavigationController`` through the same
/// decisions and the same effect loop as the BridgeKit shell's
/// `NavigatorController`: requests become UIKit calls, and what UIKit reports
/// (stack changes, transition ends, the user's pops) goes back into the stack.
/// Tests, benchmarks and `bridgekit demo` use it to replay navigation without UIKit.
///
/// ```swift
/// var session = HeadlessNavigationSession(root: "home")
/// try session.request(.push(["a", "b", "c"]))
/// session.endTransition()
/// session.log   // the UIKit call, then the lifecycle events it caused
/// ```
public struct HeadlessNavigationSession: Sendable {
    /// The stack model.
    package var stack: PageStack { navigator.stack }
    package private(set) var uikit: HeadlessNavigationController
    /// Everything that happened, in order, including the stack's own effects.
    package private(set) var log: [Entry] = []
    /// How many UIKit calls the stack made.
    public private(set) var uikitCallCount = 0
    /// The decisions `NavigatorController` makes, here with page IDs for controllers.
    package private(set) var navigator: NavigatorSession<PageID>
    /// The token of the transition coordinator's completion, while one animates.
    private var completion: Int?

    /// One line of the log.
    package enum Entry: Hashable, Sendable {
        case uikit(HeadlessNavigationController.Record)
        case effect(PageStack.Effect)
    }

    /// A navigation controller showing `root`, already on screen.
    public init(root: PageID, title: String? = nil) {
        navigator = NavigatorSession(root: root, id: root)
        uikit = HeadlessNavigationController()
        uikit.setTitle(title, for: root)
        _ = uikit.perform(.set([root]), animated: false)
    }

    /// Creates a page's controller: `configureHostingController` runs here, in `init`.
    package mutating func makePage(_ page: PageID, title: String?) {
        uikit.setTitle(title, for: page)
    }

    /// The app asks for a change (through `Navigator`): the pages it pushes or
    /// keeps are registered first, as `Navigator` does.
    // Not optimized: Swift 6.3.1's release optimizer (CopyPropagation) crashes
    // on this body once BridgeCore's code is inlined across the module boundary.
    @_optimize(none)
    public mutating func request(_ request: NavigationRequest, animated: Bool = true) throws(NavigationError) {
        apply(navigator.handle(.catchUp(shown: uikit.viewControllers, coordinated: uikit.isTransitioning)))
        switch request {
        case .push(let pages), .replace(let pages):
            let held = navigator.heldPages
            _ = try navigator.register(pages.map { held.contains($0) ? .existing($0) : .new($0, id: $0) })
        case .pop, .popTo, .popToRoot:
            break
        }
        apply(try navigator.request(request, animated: animated))
    }

    /// The animation in flight finishes (or the user abandons the swipe).
    package mutating func endTransition(cancelled: Bool = false) {
        record(uikit.endTransition(cancelled: cancelled))
        guard let token = completion else { return }
        completion = nil
        apply(navigator.handle(.transitionEnded(token: token, shown: uikit.viewControllers, cancelled: cancelled)))
    }

    /// The user pops: back button, swipe (`interactive`), or the back menu (`toIndex`).
    package mutating func userPop(toIndex index: Int? = nil, gesture: String = "user taps Back") {
        let records = uikit.userPop(toIndex: index, gesture: gesture)
        guard !records.isEmpty else { return }
        record(records)
        stackChanged(animated: true)
    }

    /// Runs until no transition is in flight, ending each one normally.
    public mutating func settle() {
        while uikit.isTransitioning { endTransition() }
    }

    /// Empties the log (the session keeps its state).
    public mutating func clearLog() {
        log.removeAll(keepingCapacity: true)
    }

    // MARK: - Private

    /// Performs the effects as `NavigatorController` does.
    private mutating func apply(_ effects: [NavigatorSession<PageID>.Effect]) {
        for effect in effects {
            switch effect {
            case .stack(let effect):
                log.append(.effect(effect))
                guard case .call(let operation, let animated) = effect else { continue }
                uikitCallCount += 1
                record(uikit.perform(operation, animated: animated))
                stackChanged(animated: animated)
            case .awaitTransitionEnd(let token):
                completion = token
            }
        }
    }

    /// What a stack method reports once it returned: a transition animates while
    /// the headless controller has one in flight.
    private mutating func stackChanged(animated: Bool) {
        apply(navigator.handle(.stackChanged(shown: uikit.viewControllers, animated: animated, coordinated: uikit.isTransitioning)))
    }

    private mutating func record(_ records: [HeadlessNavigationController.Record]) {
        log += records.map(Entry.uikit)
    }
}
