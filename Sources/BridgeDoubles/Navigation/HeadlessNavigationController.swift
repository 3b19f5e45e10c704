import BridgeCore

/// A headless stand-in for `UINavigationController`: it performs ``StackOperation``s
/// and makes the lifecycle calls UIKit makes on the pages, so tests, benchmarks and
/// `bridgekit demo` can replay navigation without UIKit.
///
/// What it reproduces (and no more): `viewControllers` changes at the call; the
/// page leaving the top gets `viewWillDisappear` (moving from parent when it left
/// the stack) and the page arriving gets `viewDidLoad` the first time and
/// `viewWillAppear`; the navigation bar reads the arriving page's title then; the
/// `did` calls come when the transition ends. An interactive pop can be cancelled,
/// with UIKit's cancelled-swipe calls. Pages that leave from under the top are
/// never visible and get no appearance calls, as in UIKit.
public struct HeadlessNavigationController: Sendable {

    /// One thing that happened, in order.
    public enum Record: Hashable, Sendable {
        /// The UIKit call the shell made (or the user's gesture, in words).
        case call(String)
        /// The navigation bar shows this title, read when the transition starts.
        case navigationBarTitle(String?)
        /// A page's lifecycle event, as the lifecycle tracker reports it.
        case lifecycle(PageID, LifecycleEvent)
        /// The transition's animation ended (or was cancelled).
        case transitionEnded(cancelled: Bool)
        /// The finger lifted during an interactive transition: the blocks given to
        /// `notifyWhenInteractionChanges(_:)` run now, with `isCancelled` already
        /// known, while the transition keeps animating to its end (or back).
        case interactionEnded(cancelled: Bool)
    }

    private struct InFlight: Sendable {
        let from: [PageID]
        let to: [PageID]
        var interactive = false
        var isInteracting = false
    }

    public private(set) var viewControllers: [PageID] = []
    /// Titles set on pages' navigation items, by page.
    package private(set) var titles: [PageID: String] = [:]
    package private(set) var trackers: [PageID: LifecycleTracker] = [:]
    private var inFlight: InFlight?

    /// An empty navigation controller.
    public init() {}

    /// `true` while a transition animates: `transitionCoordinator` is non-nil.
    package var isTransitioning: Bool { inFlight != nil }

    /// `true` while a push animates (one the app asked for, or a push made straight
    /// on the controller): with iOS 18's `preferredTransition = .zoom` the user can
    /// grab it and reverse it (``endTransition(cancelled:)`` with `true`).
    package var isPushing: Bool {
        guard let flight = inFlight else { return false }
        return flight.to.count > flight.from.count && flight.to.starts(with: flight.from)
    }

    /// `true` while the user's finger drives the transition in flight.
    package var isInteracting: Bool { inFlight?.isInteracting == true }

    /// Sets a page's `navigationItem.title`, as `configureHostingController` does in `init`.
    package mutating func setTitle(_ title: String?, for page: PageID) {
        titles[page] = title
    }

    /// Makes `operation`'s call. A non-animated call ends at once; an animated one
    /// ends with ``endTransition(cancelled:)``.
    public mutating func perform(_ operation: StackOperation, animated: Bool) -> [Record] {
        var records: [Record] = [.call(operation.uikitCall(animated: animated))]
        records += begin(to: operation.applied(to: viewControllers))
        if !animated, isTransitioning { records += endTransition(cancelled: false) }
        return records
    }

    /// The user taps back, swipes (`interactive`), or picks a page in the long-press
    /// back menu: pops to `index` (default: the page below the top).
    package mutating func userPop(toIndex index: Int? = nil, gesture: String, interactive: Bool = false) -> [Record] {
        let keep = (index ?? viewControllers.count - 2) + 1
        guard !isTransitioning, keep >= 1, keep < viewControllers.count else { return [] }
        let records = [.call(gesture)] + begin(to: Array(viewControllers.prefix(keep)))
        if interactive {
            inFlight?.interactive = true
            inFlight?.isInteracting = true
        }
        return records
    }

    /// The finger lifts during an interactive pop (the edge swipe). UIKit runs the
    /// `notifyWhenInteractionChanges(_:)` blocks now; the transition still animates,
    /// and ``endTransition(cancelled:)`` ends it later with the same `cancelled`.
    package mutating func endInteraction(cancelling: Bool) -> [Record] {
        guard inFlight?.isInteracting == true else { return [] }
        inFlight?.isInteracting = false
        return [.interactionEnded(cancelled: cancelling)]
    }

    /// Ends the transition in flight. A cancelled one (an abandoned swipe) puts the
    /// stack back and makes UIKit's cancellation calls.
    public mutating func endTransition(cancelled: Bool) -> [Record] {
        guard let flight = inFlight else { return [] }
        inFlight = nil
        var records: [Record] = []
        let leaving = flight.from.last
        let arriving = flight.to.last
        if cancelled {
            viewControllers = flight.from
            if let leaving { records += send(.viewWillAppear(isMovingToParent: false), to: leaving) }
            if let arriving {
                records += send(.viewWillDisappear(isMovingFromParent: false), to: arriving)
                records += send(.viewDidDisappear(isMovingFromParent: false), to: arriving)
            }
            if let leaving { records += send(.viewDidAppear(isMovingToParent: false), to: leaving) }
            return [.transitionEnded(cancelled: true)] + records
        }
        if let leaving {
            records += send(.viewDidDisappear(isMovingFromParent: !flight.to.contains(leaving)), to: leaving)
        }
        if let arriving {
            records += send(.viewDidAppear(isMovingToParent: !flight.from.contains(arriving)), to: arriving)
        }
        forgetPages(notIn: flight.to)
        return [.transitionEnded(cancelled: false)] + records
    }

    // MARK: - Private

    private mutating func begin(to target: [PageID]) -> [Record] {
        let from = viewControllers
        viewControllers = target
        let leaving = from.last
        let arriving = target.last
        // Same top page: UIKit swaps the pages below without a transition.
        guard leaving != arriving else {
            forgetPages(notIn: target)
            return []
        }
        inFlight = InFlight(from: from, to: target)
        var records: [Record] = []
        if let arriving, trackers[arriving]?.isLoaded != true {
            records += send(.viewDidLoad, to: arriving)
        }
        if let leaving {
            records += send(.viewWillDisappear(isMovingFromParent: !target.contains(leaving)), to: leaving)
        }
        if let arriving {
            records += send(.viewWillAppear(isMovingToParent: !from.contains(arriving)), to: arriving)
            records.append(.navigationBarTitle(titles[arriving]))
        }
        return records
    }

    /// A popped controller is released; a page pushed again later is a new controller.
    private mutating func forgetPages(notIn stack: [PageID]) {
        let kept = Set(stack)
        trackers = trackers.filter { kept.contains($0.key) }
    }

    private mutating func send(_ callback: LifecycleCallback, to page: PageID) -> [Record] {
        var tracker = trackers[page] ?? LifecycleTracker()
        let events = tracker.handle(callback)
        trackers[page] = tracker
        return events.map { .lifecycle(page, $0) }
    }
}
