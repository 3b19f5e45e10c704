import BridgeCore

/// Nested presentations bound to state, played on a ``HeadlessPresentationChain``
/// through the same decisions and the same effect loop as BridgeKit's
/// `ItemPresentation`: level 0 presents from the root, level 1 from level 0's
/// controller, and so on. Tests, benchmarks and `bridgekit demo` use it.
///
/// What the shell does, reproduced here:
/// - It reads the binding (``write(_:level:)`` then the app's `update()`) and
///   the modal binding, and tells the session.
/// - It turns the presented controller's callbacks into events:
///   `viewWillDisappear` with `isBeingDismissed` (and the transition
///   coordinator's completion registered there, `isCancelled`), `viewDidDisappear`
///   as a fallback, the completions of its own `present` and `dismiss`, and
///   `presentationControllerDidAttemptToDismiss`.
/// - It makes UIKit calls on the next main-actor turn (``runTurn()``), never
///   inside UIKit's callbacks, and checks them first: a dismissal only of a
///   controller still presented and not leaving (its presenter's `dismiss`), a
///   presentation only from a host that presents nothing; while another
///   transition runs it waits for that transition's end.
/// - It writes the binding at once (so an `update()` cannot present the item
///   again), only if the binding still names the dismissed item (an item the
///   app wrote and nobody read yet wins, and is read instead), and runs
///   `onDismiss` on the next turn, outside UIKit's dismissal callbacks: a
///   `present` made there is refused (``appRefusals``).
/// - A controller an ancestor's dismissal removes gets no callback of its own
///   (UIKit: "any intermediate view controllers are simply removed"): a
///   dismissal of it waits for that transition, then finds it gone; every read
///   catches up with a controller found gone, presented or leaving; and when a
///   level's page leaves, the levels it hosted catch up at once, while their
///   host still lives (the shell asks the presentations that page keeps).
/// - Once a level's host is freed while the app keeps the presentation (in a
///   coordinator), the shell touches neither binding: their closures may
///   capture the host `unowned` (``bindingAccessesWithoutHost`` stays 0).
public struct HeadlessPresentationStage: Sendable {

    /// One state-bound presentation, as the app and the shell see it.
    public struct Level: Sendable {
        /// The app's state.
        public internal(set) var binding: String?
        /// The app's `isModalInPresentation` binding.
        public internal(set) var isModal = false
        package internal(set) var session = PresentationSession<String>()
        /// The controller each token's present call made.
        var controllers: [Int: String] = [:]
        /// The items `onDismiss` was called for, in order.
        public internal(set) var dismissed: [String] = []
        /// How many times the shell wrote `nil` to the binding.
        public internal(set) var nilWrites = 0
        /// Writes that found the binding already `nil`.
        public internal(set) var redundantWrites = 0
        public internal(set) var dismissAttempts = 0
        /// A controller the app's `onDismiss` presents from the top (an alert).
        public internal(set) var presentsOnDismiss: String?
        /// How many times a page was built for an item (presented or given a new value).
        public internal(set) var pageBuilds = 0
        /// The host was freed; the app still keeps the presentation.
        public internal(set) var hostIsGone = false
        /// Reads or writes of the bindings after the host was freed (a trap in an app).
        public internal(set) var bindingAccessesWithoutHost = 0
        /// The item the page was last given.
        var givenItem: String?
    }

    private struct Deferred: Sendable {
        let level: Int
        let effect: PresentationSession<String>.Effect
    }

    public private(set) var uikit = HeadlessPresentationChain()
    public private(set) var levels: [Level]
    /// Every UIKit record, in order.
    public private(set) var log: [HeadlessPresentationChain.Record] = []
    /// UIKit calls the shell made (`present`, `dismiss`).
    public private(set) var uikitCallCount = 0
    private var deferred: [Deferred] = []
    /// UIKit calls waiting for the transition in flight to end.
    private var waiting: [Deferred] = []
    /// Controllers whose `viewWillDisappear` registered a coordinator completion.
    private var awaitingCoordinator: Set<String> = []
    /// The shell's own `dismiss` calls: the controller called on, and whose completion it is.
    private var dismissCompletions: [String: (level: Int, token: Int)] = [:]
    private var generated = 0
    /// Inside UIKit's callbacks (a disappearance, a completion) the transition
    /// has not finished: UIKit refuses a `present` made there.
    private var callbackDepth = 0
    /// The app's own `present` calls that UIKit refused.
    public private(set) var appRefusals = 0

    public init(levels count: Int = 2, rootInWindow: Bool = true) {
        levels = Array(repeating: Level(), count: count)
        uikit = HeadlessPresentationChain(inWindow: rootInWindow)
    }

    /// The root enters the window (a tab shown for the first time).
    public mutating func rootAppears() {
        receive(uikit.rootAppears())
    }

    /// The app's `onDismiss` for `level` presents `controller` (an alert).
    public mutating func presentOnDismiss(_ controller: String?, level: Int) {
        levels[level].presentsOnDismiss = controller
    }

    /// The app presents a controller of its own (an alert) from the top controller.
    public mutating func appPresents(_ controller: String) {
        guard callbackDepth == 0 else {
            appRefusals += 1
            log.append(.refused("Attempt to present \(controller) on \(uikit.top) while a presentation is in progress"))
            return
        }
        let records = uikit.present(controller, on: uikit.top, animated: false)
        if records.contains(where: { if case .refused = $0 { true } else { false } }) {
            appRefusals += 1
            log += records
            return
        }
        receive(records)
    }

    /// Whether main-actor work or a UIKit call is still pending.
    public var hasPendingWork: Bool { !deferred.isEmpty || !waiting.isEmpty }

    /// The controller of a level's current presentation, if any.
    public func controller(level: Int) -> String? {
        levels[level].session.currentToken.flatMap { levels[level].controllers[$0] }
    }

    /// The app writes its state and calls `update()`.
    public mutating func write(_ item: String?, level: Int, animated: Bool = true) {
        levels[level].binding = item
        update(level: level, animated: animated)
    }

    /// The app writes its state and has not called `update()` yet.
    package mutating func writeWithoutUpdate(_ item: String?, level: Int) {
        levels[level].binding = item
    }

    /// The app writes its modal state and calls `update()`.
    public mutating func setModal(_ modal: Bool, level: Int) {
        levels[level].isModal = modal
        update(level: level, animated: true)
    }

    /// `update()`: catch up with a controller UIKit removed silently (presented
    /// or leaving), then read both bindings. Nothing once the host is gone.
    public mutating func update(level: Int, animated: Bool = true) {
        guard !levels[level].hostIsGone else { return }
        catchUp(level: level)
        send(.modalChanged(levels[level].isModal), level: level)
        sendRead(level: level, animated: animated)
    }

    /// The level's host (the controller of the level below) was dismissed and is
    /// freed now, while the app keeps this level's presentation (in a
    /// coordinator). Does nothing for level 0 or a host still presented.
    package mutating func releaseHost(level: Int) {
        guard level > 0, controller(level: level - 1) == nil else { return }
        levels[level].hostIsGone = true
    }

    private mutating func catchUp(level: Int) {
        guard let token = levels[level].session.currentToken, let controller = levels[level].controllers[token],
              !uikit.isPresented(controller) else { return }
        switch levels[level].session.phase {
        case .presented, .dismissing: send(.dismissalEnded(token: token, cancelled: false), level: level)
        default: break
        }
    }

    /// Reads the item binding and reports it, with whether the page's item changed.
    private mutating func sendRead(level: Int, animated: Bool) {
        let item = levels[level].binding
        let changed = item.map { ItemComparison.valueChanged(from: levels[level].givenItem, to: $0, readWasRequested: true) } ?? true
        send(.stateChanged(item, animated: animated, valueChanged: changed), level: level)
    }

    /// The user swipes the top sheet down (or taps outside the top popover).
    public mutating func userSwipe() {
        receive(uikit.userSwipe())
    }

    /// The app's own code calls `dismiss(animated:)` on the top controller (a Cancel button).
    public mutating func appDismissesTop() {
        receive(uikit.dismiss(calledOn: uikit.top, animated: true))
    }

    /// The transition in flight ends (`cancelled`: the user takes the swipe back).
    public mutating func endTransition(cancelled: Bool = false) {
        guard uikit.isTransitioning else { return }
        receive(uikit.endTransition(cancelled: cancelled))
        let retry = waiting
        waiting = []
        for call in retry { perform(call) }
    }

    /// One turn of the main actor: the oldest deferred UIKit call runs.
    public mutating func runTurn() {
        guard !deferred.isEmpty else { return }
        perform(deferred.removeFirst())
    }

    /// Runs turns and ends transitions until nothing is pending.
    public mutating func settle() {
        var guardCount = 0
        while hasPendingWork || uikit.isTransitioning {
            if !deferred.isEmpty { runTurn() } else { endTransition() }
            guardCount += 1
            precondition(guardCount < 10_000, "the stage does not settle")
        }
    }

    /// Empties the log.
    public mutating func clearLog() {
        log.removeAll(keepingCapacity: true)
    }

    // MARK: - The shell's effect loop

    private mutating func send(_ event: PresentationSession<String>.Event, level: Int) {
        let effects = levels[level].session.handle(event)
        for effect in effects {
            switch effect {
            case .present, .dismiss:
                deferred.append(Deferred(level: level, effect: effect))
            case .setModal(let modal, let token):
                if let controller = levels[level].controllers[token] {
                    if modal { uikit.modal.insert(controller) } else { uikit.modal.remove(controller) }
                }
            case .refreshContent(let token):
                // The shell gives the page the item only once it is built.
                guard levels[level].controllers[token] != nil else { continue }
                levels[level].pageBuilds += 1
                levels[level].givenItem = levels[level].binding
            case .writeNil(let item):
                guard !levels[level].hostIsGone else {
                    levels[level].bindingAccessesWithoutHost += 1
                    continue
                }
                switch PresentationSession<String>.writeBack(ifStateNames: item).decision(current: levels[level].binding) {
                case .write:
                    if levels[level].binding == nil { levels[level].redundantWrites += 1 }
                    levels[level].binding = nil
                    levels[level].nilWrites += 1
                case .read:
                    // The app named another item since the last read: it wins.
                    sendRead(level: level, animated: true)
                }
            case .runOnDismiss:
                // The next turn: not inside UIKit's dismissal callbacks (swift-navigation#314).
                deferred.append(Deferred(level: level, effect: effect))
                // The page that left hosted the next level: it catches up now.
                if level + 1 < levels.count, !levels[level + 1].hostIsGone { catchUp(level: level + 1) }
            case .reportDismissAttempt:
                levels[level].dismissAttempts += 1
            }
        }
        // Reports about older controllers change nothing in the session: forget them.
        let current = levels[level].session.currentToken
        if levels[level].controllers.count > 1 || current == nil {
            levels[level].controllers = levels[level].controllers.filter { $0.key == current }
        }
    }

    private mutating func perform(_ call: Deferred) {
        let level = call.level
        switch call.effect {
        case .present(let item, let token, let animated):
            guard levels[level].session.currentToken == token else { return }
            // The host is gone: nothing will ever present; the bindings are not touched.
            guard !levels[level].hostIsGone else { return send(.presentationImpossible(token: token), level: level) }
            // The state moved on before this turn: build nothing for an item it no longer names.
            // (Read it first, so the refusal does not write nil over the new item.)
            guard levels[level].binding == item else {
                sendRead(level: level, animated: animated)
                return send(.presentationRefused(token: token), level: level)
            }
            guard !uikit.isTransitioning else { return waiting.append(call) }
            let host = level == 0 ? uikit.chain[0] : controller(level: level - 1)
            // Not in a window, or presenting another controller (an alert): pending.
            guard let host, host == uikit.chain[0] || uikit.isPresented(host), host == uikit.top,
                  uikit.rootIsInWindow else {
                return send(.presentationRefused(token: token), level: level)
            }
            generated += 1
            let controller = "\(item)@\(level).\(generated)"
            levels[level].controllers[token] = controller
            levels[level].pageBuilds += 1
            levels[level].givenItem = item
            if levels[level].session.isModal { uikit.modal.insert(controller) }
            uikitCallCount += 1
            receive(uikit.present(controller, on: host, animated: animated))
        case .dismiss(let token, let animated):
            guard let controller = levels[level].controllers[token] else { return }
            // Gone already (an ancestor's dismissal ended): nothing to call.
            guard uikit.isPresented(controller) else { return send(.dismissalEnded(token: token, cancelled: false), level: level) }
            // Leaving already: the user's swipe reports its own end, but a controller
            // an ancestor's dismissal removes reports nothing: look again once it ends.
            guard !uikit.isBeingDismissed(controller) else { return waiting.append(call) }
            guard !uikit.isTransitioning else { return waiting.append(call) }
            // `presentingViewController.dismiss`, checked: it presents this very controller.
            let index = uikit.chain.firstIndex(of: controller)!
            let presenter = uikit.chain[index - 1]
            dismissCompletions[presenter] = (level, token)
            uikitCallCount += 1
            receive(uikit.dismiss(calledOn: presenter, animated: animated))
        case .runOnDismiss(let item):
            levels[level].dismissed.append(item)
            if let alert = levels[level].presentsOnDismiss { appPresents(alert) }
        default:
            break
        }
    }

    /// Translates UIKit's callbacks into session events, as the shell's container does.
    private mutating func receive(_ records: [HeadlessPresentationChain.Record]) {
        log += records
        callbackDepth += 1
        defer { callbackDepth -= 1 }
        for record in records {
            switch record {
            case .refused(let message):
                // The shell checks before calling; a refusal here is a shell bug.
                preconditionFailure("UIKit refused a shell call: \(message)")
            case .viewWillDisappear(let controller, true):
                guard let (level, token) = owner(of: controller) else { continue }
                awaitingCoordinator.insert(controller)
                send(.dismissalBegan(token: token), level: level)
            case .transitionEnded(let controller, let cancelled):
                guard awaitingCoordinator.remove(controller) != nil, let (level, token) = owner(of: controller) else { continue }
                send(.dismissalEnded(token: token, cancelled: cancelled), level: level)
            case .viewDidDisappear(let controller, true):
                guard let (level, token) = owner(of: controller) else { continue }
                send(.dismissalEnded(token: token, cancelled: false), level: level)
            case .presentCompletion(let controller):
                guard let (level, token) = owner(of: controller) else { continue }
                send(.presentationEnded(token: token), level: level)
            case .dismissCompletion(let calledOn):
                guard let (level, token) = dismissCompletions.removeValue(forKey: calledOn) else { continue }
                send(.dismissalEnded(token: token, cancelled: false), level: level)
            case .viewDidAppear(let controller) where controller == uikit.chain[0]:
                // The shell's zero-size child of the host sees it appear.
                send(.hostAvailable, level: 0)
            case .presentationControllerDidAttemptToDismiss(let controller):
                guard let (level, token) = owner(of: controller) else { continue }
                send(.dismissAttempted(token: token), level: level)
            default:
                continue
            }
        }
    }

    private func owner(of controller: String) -> (Int, Int)? {
        for (level, state) in levels.enumerated() {
            if let token = state.controllers.first(where: { $0.value == controller })?.key { return (level, token) }
        }
        return nil
    }
}
