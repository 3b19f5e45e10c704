import BridgeCore

/// A ``PathSession`` bound to a path, driving a ``HeadlessNavigationController``
/// through the same effect loop as the BridgeKit shell's path-bound
/// `NavigatorController`, in UIKit's order of events:
///
/// - a call the session asks for is made at once; the overridden stack method
///   reports it when it returns, with `transitionCoordinator` non-nil while it
///   animates; the completion registered with
///   `animate(alongsideTransition:completion:)` reports its end;
/// - the back button and the back menu pop at once and animate (not interactive);
/// - the edge swipe calls `popViewController` when it begins (the stack is already
///   shorter), the finger lifts later (`notifyWhenInteractionChanges`, `isCancelled`
///   known), and the completion runs when the animation has finished; a cancelled
///   swipe puts the stack back;
/// - a push the session asked for can be grabbed and reversed (iOS 18's fluid
///   `preferredTransition = .zoom`): the completion runs with `isCancelled == true`
///   and `viewControllers` back to the old pages;
/// - the app writes the binding at any moment, and the shell reads it (SwiftUI
///   updates the representable, or the app calls `updatePath`).
///
/// ```swift
/// var session = HeadlessPathSession<Int>()
/// session.write([1, 2, 3], animated: false)   // one setViewControllers
/// session.tapBack()
/// session.endTransition()                     // path written back: [1, 2]
/// ```
public struct HeadlessPathSession<Element: Hashable & Sendable & CustomStringConvertible>: Sendable {
    /// The decisions the shell hands to the core; handles are page IDs.
    package private(set) var session: PathSession<Element, PageID>
    package private(set) var uikit = HeadlessNavigationController()
    /// The app's state behind the binding.
    public private(set) var binding: [Element] = []
    /// Every value the shell wrote to the binding, in order.
    package private(set) var writes: [[Element]] = []
    /// Write-backs dropped because the binding held the app's newer path.
    package private(set) var droppedWriteBacks = 0
    /// Writes made while a transition was in flight (must stay empty).
    package private(set) var writesDuringTransitions: [[Element]] = []
    /// Controllers built by the page builder, and the value each shows.
    package private(set) var builtPages: [PageID: Element] = [:]
    /// How many UIKit stack calls the session made.
    public private(set) var uikitCallCount = 0
    /// The last UIKit stack call, as it reads in UIKit.
    package private(set) var lastCall: String?
    private var completion: Int?
    private var built = 0

    /// How many controllers the page builder made.
    package var builtCount: Int { built }

    /// A path-bound navigation controller showing `root` and an empty path, on screen.
    public init(root: PageID = "root") {
        session = PathSession(root: root, id: root)
        _ = uikit.perform(.set([root]), animated: false)
    }

    /// The values the pages UIKit shows stand for, root excluded.
    public var shownPath: [Element] {
        uikit.viewControllers.dropFirst().compactMap { builtPages[$0] }
    }

    /// `true` while UIKit animates a transition.
    public var isTransitioning: Bool { uikit.isTransitioning }

    /// The app writes the binding; the shell reads it at its next update.
    public mutating func write(_ path: [Element], animated: Bool = true) {
        binding = path
        readBinding(animated: animated)
    }

    /// The app writes the binding and the shell has not read it yet: its read
    /// comes on a later turn (``readBinding(animated:)``), and UIKit may report
    /// a change first.
    package mutating func writeWithoutRead(_ path: [Element]) {
        binding = path
    }

    /// The user picks the page at `index` in the long-press back menu, and none of
    /// the overridden stack methods sees it (wikipedia-ios#3640): the shell meets
    /// the shorter stack only when it next catches up (a read, a hosted page's
    /// appearance).
    package mutating func unseenBackMenu(toIndex index: Int) {
        guard !uikit.userPop(toIndex: index, gesture: "user picks page \(index) in the back menu, unseen", interactive: false).isEmpty
        else { return }
        _ = uikit.endTransition(cancelled: false)
    }

    /// The shell reads the binding without the app having changed it (a SwiftUI
    /// update for another reason, a store echoing its state).
    package mutating func readBinding(animated: Bool = true) {
        handle(.stack(.catchUp(shown: uikit.viewControllers, coordinated: uikit.isTransitioning)))
        handle(.pathRead(binding, animated: animated))
    }

    /// The user taps the back button.
    public mutating func tapBack() {
        userPop(toIndex: nil, gesture: "user taps Back", interactive: false)
    }

    /// The user picks the page at `index` in the long-press back menu.
    package mutating func backMenu(toIndex index: Int) {
        userPop(toIndex: index, gesture: "user picks page \(index) in the back menu", interactive: false)
    }

    /// The user starts the edge swipe: UIKit pops at once, interactively.
    public mutating func beginSwipe() {
        userPop(toIndex: nil, gesture: "user swipes from the edge", interactive: true)
    }

    /// The finger lifts; the transition goes on animating to its end (or back).
    public mutating func liftFinger(cancelling: Bool) {
        guard !uikit.endInteraction(cancelling: cancelling).isEmpty else { return }
        swipeCancelled = cancelling
    }

    private var swipeCancelled = false

    /// The animation in flight finishes: the coordinator's completion runs.
    public mutating func endTransition() {
        guard uikit.isTransitioning else { return }
        if uikit.isInteracting { liftFinger(cancelling: false) }
        let cancelled = swipeCancelled
        swipeCancelled = false
        _ = uikit.endTransition(cancelled: cancelled)
        guard let token = completion else { return }
        completion = nil
        let event = NavigatorSession<PageID>.Event.transitionEnded(token: token, shown: uikit.viewControllers, cancelled: cancelled)
        handle(.stack(event))
    }

    /// The user grabs the push in flight (an iOS 18 `.zoom` transition) and drags it
    /// back: UIKit ends it cancelled, with the old pages. Does nothing unless a push
    /// animates.
    package mutating func reversePush() {
        guard uikit.isPushing, !uikit.isInteracting else { return }
        swipeCancelled = true
        endTransition()
    }

    /// A page the path does not name, pushed with a navigator command.
    package mutating func pushUnnamed(_ page: PageID, animated: Bool = true) {
        handle(.stack(.catchUp(shown: uikit.viewControllers, coordinated: uikit.isTransitioning)))
        do {
            let ids = try session.register([.new(page, id: page)])
            var counter = built
            var made: [PageID: Element] = [:]
            let effects = try session.request(.push(ids), animated: animated) { Self.makePage($0, counter: &counter, into: &made) }
            record(made, counter: counter)
            apply(effects)
        } catch {}
    }

    /// Ends every transition, including those the queue starts.
    public mutating func settle() {
        while uikit.isTransitioning { endTransition() }
    }

    // MARK: - Private

    private mutating func userPop(toIndex index: Int?, gesture: String, interactive: Bool) {
        guard !uikit.userPop(toIndex: index, gesture: gesture, interactive: interactive).isEmpty else { return }
        stackChanged(animated: true)
    }

    /// Sends one event; the page builder names each controller after its value.
    private mutating func handle(_ event: PathSession<Element, PageID>.Event) {
        var counter = built
        var made: [PageID: Element] = [:]
        let effects = session.handle(event) { Self.makePage($0, counter: &counter, into: &made) }
        record(made, counter: counter)
        apply(effects)
    }

    private static func makePage(_ element: Element, counter: inout Int, into made: inout [PageID: Element]) -> PageID {
        counter += 1
        let page = PageID("\(element)@\(counter)")
        made[page] = element
        return page
    }

    private mutating func record(_ made: [PageID: Element], counter: Int) {
        built = counter
        builtPages.merge(made) { _, new in new }
        // Released controllers are forgotten now and then (amortized), so long runs stay small.
        if builtPages.count > 2 * uikit.viewControllers.count + 64 {
            let navigator = session.stackSession
            let kept = Set(uikit.viewControllers).union(navigator.heldPages.compactMap { navigator.controller(for: $0) })
            builtPages = builtPages.filter { kept.contains($0.key) }
        }
    }

    private mutating func apply(_ effects: [PathSession<Element, PageID>.Effect]) {
        for effect in effects {
            switch effect {
            case .navigator(.stack(.call(let operation, let animated))):
                uikitCallCount += 1
                lastCall = operation.uikitCall(animated: animated)
                // UIKit holds controllers, not page IDs: make the call with the handles.
                _ = uikit.perform(controllers(in: operation), animated: animated)
                stackChanged(animated: animated)
            case .navigator(.stack):
                break
            case .navigator(.awaitTransitionEnd(let token)):
                completion = token
            case .writePath(let writeBack):
                // The shell reads the binding as it writes: a newer app write wins.
                switch writeBack.decision(current: binding) {
                case .write(let path):
                    binding = path
                    writes.append(path)
                    if uikit.isTransitioning { writesDuringTransitions.append(path) }
                case .read(let newer):
                    droppedWriteBacks += 1
                    handle(.pathRead(newer, animated: true))
                }
            }
        }
    }

    private func controllers(in operation: StackOperation) -> StackOperation {
        let handle = { (page: PageID) in session.stackSession.controller(for: page) ?? page }
        switch operation {
        case .push(let page): return .push(handle(page))
        case .popTo(let page): return .popTo(handle(page))
        case .set(let pages): return .set(pages.map(handle))
        case .pop, .popToRoot: return operation
        }
    }

    private mutating func stackChanged(animated: Bool) {
        let event = NavigatorSession<PageID>.Event.stackChanged(shown: uikit.viewControllers, animated: animated, coordinated: uikit.isTransitioning)
        handle(.stack(event))
    }
}
