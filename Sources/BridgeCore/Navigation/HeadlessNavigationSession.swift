/// A ``PageStack`` driving a ``HeadlessNavigationController`` exactly as the
/// BridgeKit shell drives a `UINavigationController`: requests become effects,
/// effects become UIKit calls, and UIKit's delegate calls and transition ends go
/// back into the stack. Tests, benchmarks and `bridgekit demo` use it to replay
/// navigation without UIKit.
///
/// ```swift
/// var session = HeadlessNavigationSession(root: "home")
/// try session.request(.push(["a", "b", "c"]))
/// session.endTransition()
/// session.log   // the UIKit call, then the lifecycle events it caused
/// ```
public struct HeadlessNavigationSession: Sendable {
    public private(set) var stack: PageStack
    public private(set) var uikit: HeadlessNavigationController
    /// Everything that happened, in order, including the stack's own effects.
    public private(set) var log: [Entry] = []
    /// How many UIKit calls the stack made.
    public private(set) var uikitCallCount = 0

    /// One line of the log.
    public enum Entry: Hashable, Sendable {
        case uikit(HeadlessNavigationController.Record)
        case effect(PageStack.Effect)
    }

    /// A navigation controller showing `root`, already on screen.
    public init(root: PageID, title: String? = nil) {
        stack = PageStack(root: root)
        uikit = HeadlessNavigationController()
        uikit.setTitle(title, for: root)
        _ = uikit.perform(.set([root]), animated: false)
    }

    /// Creates a page's controller: `preconfigStandaloneMode` runs here, in `init`.
    public mutating func makePage(_ page: PageID, title: String?) {
        uikit.setTitle(title, for: page)
    }

    /// The app asks for a change (through `Navigator`).
    public mutating func request(_ request: NavigationRequest, animated: Bool = true) throws(NavigationError) {
        apply(try stack.request(request, animated: animated))
    }

    /// The animation in flight finishes (or the user abandons the swipe).
    public mutating func endTransition(cancelled: Bool = false) {
        record(uikit.endTransition(cancelled: cancelled))
        transitionEnded(cancelled: cancelled)
    }

    /// The user pops: back button, swipe (`interactive`), or the back menu (`toIndex`).
    public mutating func userPop(toIndex index: Int? = nil, gesture: String = "user taps Back") {
        let records = uikit.userPop(toIndex: index, gesture: gesture)
        guard !records.isEmpty else { return }
        record(records)
        if let top = uikit.topPage { apply(stack.handle(.willShow(top, animated: true))) }
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

    private mutating func apply(_ effects: [PageStack.Effect]) {
        for effect in effects {
            log.append(.effect(effect))
            guard case .call(let operation, let animated) = effect else { continue }
            uikitCallCount += 1
            let records = uikit.perform(operation, animated: animated)
            let ended = records.contains { if case .transitionEnded = $0 { true } else { false } }
            record(records)
            if let top = uikit.topPage, uikit.isTransitioning || ended {
                apply(stack.handle(.willShow(top, animated: animated)))
            }
            // No transition (non-animated, or the top page did not change): UIKit is done already.
            if !uikit.isTransitioning { transitionEnded(cancelled: false) }
        }
    }

    private mutating func transitionEnded(cancelled: Bool) {
        apply(stack.handle(.transitionEnded(stack: uikit.viewControllers, cancelled: cancelled)))
    }

    private mutating func record(_ records: [HeadlessNavigationController.Record]) {
        log += records.map(Entry.uikit)
    }
}
