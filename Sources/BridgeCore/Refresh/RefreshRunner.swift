/// What a ``RefreshRunner`` drives: the spinner and the `isRefreshing` binding.
///
/// In BridgeKit a `UIRefreshControl` and a SwiftUI `Binding` sit behind it; tests
/// and `bridgekit demo` use a recording stand-in.
@MainActor
package protocol RefreshSurface: AnyObject {
    /// Show the spinner (`beginRefreshing()`).
    func showSpinner()
    /// Hide the spinner (`endRefreshing()`).
    func hideSpinner()
    /// Scroll the spinner into view when the content rests at its top, or from
    /// anywhere in the content when `scrollingToTop` (``RefreshReveal``).
    func revealSpinner(scrollingToTop: Bool)
    /// Put the control back on the scroll view that another control took.
    func reattachControl()
    /// Write the `isRefreshing` binding.
    func setRefreshingBinding(_ isOn: Bool)
    /// Looks at the scroll view's pan gesture again on a later turn and sends
    /// `.scrollGestureObserved` (a pull by trackpad or mouse is going on).
    func watchScrollGesture()
}

/// Runs a ``RefreshSession``: feeds it events, performs its effects on a
/// ``RefreshSurface``, and owns the action's task.
///
/// The part of pull-to-refresh that is neither UIKit nor pure state lives here, so
/// that it is tested on Linux: an awaited action runs in a `Task` that reports
/// ``RefreshSession/Event/actionFinished(_:)`` however it ends (returned, threw, or
/// cancelled when the view went away); events sent while effects are being
/// performed (an action that sets the binding at once) are queued, not nested.
///
/// ```swift
/// let runner = RefreshRunner(action: .awaited { try await store.reload() })
/// runner.surface = spinnerAndBinding
/// runner.send(.touchesBegan(count: 1))
/// runner.send(.pulled(distance: 120))
/// runner.send(.touchesEnded(count: 1))   // the reload starts now, not before
/// ```
@MainActor
package final class RefreshRunner {

    /// The refresh action and the contract that ends it.
    package enum Action {
        /// Kicks work off; the owner sets `isRefreshing = false` when it is done.
        case synchronous(@MainActor () -> Void)
        /// Runs until it returns or throws; the refresh ends then.
        case awaited(@MainActor () async throws -> Void)

        var completion: RefreshSession.Completion {
            switch self {
            case .synchronous: .whenBindingTurnsOff
            case .awaited: .whenActionReturns
            }
        }
    }

    package private(set) var session: RefreshSession
    /// Where spinner and binding effects go. Weak: the surface owns the runner.
    package weak var surface: (any RefreshSurface)?
    /// How many times the action has been started.
    package private(set) var actionRuns = 0
    /// The last error an awaited action threw (cancellation is not an error here).
    package private(set) var lastError: (any Error)?

    private var action: Action
    private var tasks: [RefreshActionID: Task<Void, Never>] = [:]
    private var pending: [RefreshSession.Event] = []
    private var isPerforming = false
    /// Callers of ``refresh()`` waiting for the refresh that shows to end.
    private var refreshWaiters: [CheckedContinuation<Void, Never>] = []
    /// The reveal a ``refresh(scrollingToTop:)`` asks for, while its request is handled.
    private var revealScrollsToTop = false
    /// ``refreshOnAppear()`` has started its refresh: it never starts another.
    package private(set) var hasRefreshedOnAppear = false

    package init(action: Action, trigger: RefreshTrigger = .standard) {
        self.action = action
        self.session = RefreshSession(completion: action.completion, trigger: trigger)
    }

    /// Replaces the closure, keeping the contract: SwiftUI hands a fresh closure on
    /// every update, and the newest one is the one to run. A closure of the other
    /// kind is ignored, because the session's completion rule was fixed at creation.
    package func updateAction(_ newAction: Action) {
        guard newAction.completion == action.completion else { return }
        action = newAction
    }

    /// Whether an action's task is still running.
    package var hasRunningAction: Bool { !tasks.isEmpty }

    /// Feeds `event` to the session and performs the effects, in order.
    package func send(_ event: RefreshSession.Event) {
        pending.append(event)
        guard !isPerforming else { return }
        isPerforming = true
        defer { isPerforming = false }
        while !pending.isEmpty {
            let next = pending.removeFirst()
            for effect in session.handle(next) { perform(effect) }
        }
        if !refreshWaiters.isEmpty, !isRefreshShowing {
            let waiters = refreshWaiters
            refreshWaiters.removeAll()
            waiters.forEach { $0.resume() }
        }
    }

    /// Starts a refresh from code, action included, as a pull released past the
    /// threshold would, and returns when the refresh that shows has ended: the
    /// action returned or threw (async form), the owner turned `isRefreshing`
    /// off (synchronous form), or the view went away. While a refresh already
    /// shows, it starts nothing and waits for that one: a second tap on a
    /// "Reload" button never runs the action twice.
    ///
    /// With `scrollingToTop`, the spinner is brought into view from anywhere in
    /// the content (``RefreshReveal/request(scrollingToTop:)``); without it, only
    /// content at rest at its top moves. A request that joins a refresh already
    /// showing scrolls nothing.
    ///
    /// ```swift
    /// Button("Reload") { Task { await runner.refresh() } }
    /// ```
    package func refresh(scrollingToTop: Bool = false) async {
        revealScrollsToTop = scrollingToTop
        send(.refreshRequested)
        revealScrollsToTop = false
        guard isRefreshShowing else { return }
        await withCheckedContinuation { refreshWaiters.append($0) }
    }

    /// "Refresh when this screen appears": the first call is ``refresh()``; every
    /// later one (the screen appearing again, a `.task` restarted) does nothing.
    /// A refresh the owner already shows (`isRefreshing = true` for a first
    /// load) is joined, not doubled, as ``refresh()`` does.
    package func refreshOnAppear() async {
        guard !hasRefreshedOnAppear else { return }
        hasRefreshedOnAppear = true
        await refresh()
    }

    /// A pull's, a request's or the owner's refresh shows.
    private var isRefreshShowing: Bool {
        switch session.phase {
        case .refreshing, .showingExternalRefresh: true
        case .idle, .tracking, .armed, .detached: false
        }
    }

    /// Waits until every running action's task has finished and been reported.
    package func waitForActions() async {
        while let task = tasks.values.first {
            await task.value
        }
    }

    private func perform(_ effect: RefreshSession.Effect) {
        switch effect {
        case .showSpinner: surface?.showSpinner()
        case .hideSpinner: surface?.hideSpinner()
        case .revealSpinner: surface?.revealSpinner(scrollingToTop: revealScrollsToTop)
        case .reattachControl: surface?.reattachControl()
        case .setBinding(let isOn): surface?.setRefreshingBinding(isOn)
        case .cancelAction(let id): tasks[id]?.cancel()
        case .watchScrollGesture: surface?.watchScrollGesture()
        case .startAction(let id):
            actionRuns += 1
            switch action {
            case .synchronous(let run):
                run()
            case .awaited(let run):
                tasks[id] = Task { [weak self] in
                    do {
                        try await run()
                    } catch is CancellationError {
                        // Cancelled because the view went away: not a failure.
                    } catch {
                        self?.lastError = error
                    }
                    self?.finish(id)
                }
            }
        }
    }

    private func finish(_ id: RefreshActionID) {
        tasks[id] = nil
        send(.actionFinished(id))
    }
}
