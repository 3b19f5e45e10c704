/// A headless stand-in for UIKit's chain of presented view controllers: the
/// window's root, the controller it presents, the one that presents, and so on.
/// Controllers are named by strings.
///
/// What it reproduces, from Apple's documentation:
/// - `present(_:animated:completion:)`: the presented controller gets
///   `viewWillAppear`, then when the transition ends `viewDidAppear`, the
///   transition coordinator's completion and the call's completion. A host that
///   presents something already, or a call while a transition runs, is refused
///   with a console warning: nothing is presented and the completion never runs.
/// - `dismiss(animated:completion:)` on controller X
///   (developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)):
///   if X presents something, what X presents and everything above it leave,
///   the top one animated and the ones between "simply removed" (no callbacks);
///   if X presents nothing, X itself leaves (UIKit asks its presenter).
/// - A user's swipe or tap outside a popover: refused when the top controller
///   `isModalInPresentation` (`presentationControllerDidAttemptToDismiss`);
///   otherwise `presentationControllerWillDismiss`, `viewWillDisappear`, an
///   interactive transition that the user may cancel (`viewWillAppear`,
///   `viewDidAppear`, completion with `isCancelled`) or finish
///   (`viewDidDisappear`, `presentationControllerDidDismiss`, completion). The
///   delegate's will/did calls never come for programmatic dismissals
///   (presentationControllerWillDismiss(_:), presentationControllerDidDismiss(_:)).
public struct HeadlessPresentationChain: Sendable {

    /// One thing UIKit did, in order.
    public enum Record: Hashable, Sendable {
        case call(String)
        /// UIKit refused the call and logged this.
        case refused(String)
        case viewWillAppear(String)
        case viewDidAppear(String)
        case viewWillDisappear(String, beingDismissed: Bool)
        case viewDidDisappear(String, beingDismissed: Bool)
        case presentationControllerWillDismiss(String)
        case presentationControllerDidDismiss(String)
        case presentationControllerDidAttemptToDismiss(String)
        /// The transition coordinator's completion for the controller that moved.
        case transitionEnded(String, cancelled: Bool)
        /// The completion block of `present` (naming the presented controller)
        /// or of `dismiss` (naming the controller it was called on).
        case presentCompletion(String)
        case dismissCompletion(String)
    }

    private enum Flight: Hashable, Sendable {
        case presenting(String)
        /// `calledOn` is `nil` for the user's gesture.
        case dismissing(top: String, removed: [String], calledOn: String?)
    }

    /// The root first; each controller presents the next.
    public private(set) var chain: [String]
    /// Controllers whose `isModalInPresentation` is `true`.
    public var modal: Set<String> = []
    private var flight: Flight?
    /// `root.viewIfLoaded?.window != nil`: `false` for a tab not shown yet or
    /// a controller being restored; presenting on it is refused.
    public private(set) var rootIsInWindow = true

    public init(root: String = "root", inWindow: Bool = true) {
        chain = [root]
        rootIsInWindow = inWindow
    }

    /// The root enters the window: `viewDidAppear` on it.
    public mutating func rootAppears() -> [Record] {
        guard !rootIsInWindow else { return [] }
        rootIsInWindow = true
        return [.viewDidAppear(chain[0])]
    }

    /// The top controller, the one the user sees.
    public var top: String { chain[chain.count - 1] }
    /// `true` while a presentation or dismissal animates.
    public var isTransitioning: Bool { flight != nil }

    /// `controller.presentingViewController != nil`: still in the chain above the root.
    public func isPresented(_ controller: String) -> Bool {
        chain.dropFirst().contains(controller)
    }

    /// `controller.isBeingDismissed`.
    public func isBeingDismissed(_ controller: String) -> Bool {
        if case .dismissing(let top, let removed, _) = flight { return top == controller || removed.contains(controller) }
        return false
    }

    /// `host.present(controller, animated:)`.
    public mutating func present(_ controller: String, on host: String, animated: Bool) -> [Record] {
        let call = Record.call("\(host).present(\(controller), animated: \(animated))")
        guard flight == nil else { return [call, .refused("Attempt to present \(controller) while a presentation is in progress")] }
        guard host == top, chain.contains(host), rootIsInWindow else {
            return [call, .refused("Attempt to present \(controller) on \(host) which is already presenting or not in the window")]
        }
        chain.append(controller)
        flight = .presenting(controller)
        let records = [call, .viewWillAppear(controller)]
        return animated ? records : records + endTransition(cancelled: false)
    }

    /// `controller.dismiss(animated:)`, made by the app or the shell.
    public mutating func dismiss(calledOn controller: String, animated: Bool) -> [Record] {
        let call = Record.call("\(controller).dismiss(animated: \(animated))")
        guard let index = chain.firstIndex(of: controller) else { return [call] }
        guard flight == nil else { return [call, .refused("Attempt to dismiss from \(controller) while a transition is in progress")] }
        // Presenting something: dismiss that and above. Presenting nothing: itself.
        let from = index < chain.count - 1 ? index + 1 : index
        guard from >= 1 else { return [call] }   // the root presents nothing: no-op
        let leaving = Array(chain[from...])
        flight = .dismissing(top: top, removed: Array(leaving.dropLast()), calledOn: controller)
        let records = [call, .viewWillDisappear(top, beingDismissed: true)]
        return animated ? records : records + endTransition(cancelled: false)
    }

    /// The user swipes the top sheet down (or taps outside a popover).
    public mutating func userSwipe() -> [Record] {
        guard flight == nil, chain.count > 1 else { return [] }
        let top = top
        if modal.contains(top) { return [.presentationControllerDidAttemptToDismiss(top)] }
        flight = .dismissing(top: top, removed: [], calledOn: nil)
        return [.call("user swipes \(top) down"), .presentationControllerWillDismiss(top), .viewWillDisappear(top, beingDismissed: true)]
    }

    /// Ends the transition in flight; only the user's swipe can be `cancelled`.
    public mutating func endTransition(cancelled: Bool) -> [Record] {
        guard let current = flight else { return [] }
        flight = nil
        switch current {
        case .presenting(let controller):
            return [.viewDidAppear(controller), .transitionEnded(controller, cancelled: false), .presentCompletion(controller)]
        case .dismissing(let top, let removed, let calledOn):
            if cancelled, calledOn == nil {
                return [.viewWillAppear(top), .viewDidAppear(top), .transitionEnded(top, cancelled: true)]
            }
            let gone = Set(removed + [top])
            chain.removeAll { gone.contains($0) }
            modal.subtract(gone)
            var records: [Record] = [.viewDidDisappear(top, beingDismissed: true)]
            if calledOn == nil { records.append(.presentationControllerDidDismiss(top)) }
            records.append(.transitionEnded(top, cancelled: false))
            if let calledOn { records.append(.dismissCompletion(calledOn)) }
            return records
        }
    }
}
