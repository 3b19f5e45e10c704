/// Everything a state-driven presentation decides, without UIKit: when to
/// present and dismiss, what waits while a transition runs, and what a
/// dismissal nobody asked for (a swipe, a tap outside a popover, a `dismiss`
/// call the app made itself) writes back.
///
/// `ID` is the presented item's identity. The shell reads the app's binding
/// and reports it (``Event/stateChanged(_:animated:)``), reports what UIKit
/// did to the controller it presented (each controller carries the `token` of
/// its ``Effect/present(_:token:animated:)``), and performs the effects
/// in order. The rules:
///
/// - One transition at a time. State read while one runs is remembered, only
///   the latest; when the transition ends the session moves UIKit towards it
///   (dismiss, then present), so nothing is lost and nothing overlaps.
/// - A dismissal the session did not ask for writes `nil` back once, when it
///   has ended (an interactive swipe can be cancelled), and only if the
///   binding, read at that moment, still names the dismissed item
///   (``Effect/writeNil(ifStateNames:)``): an item the app wrote meanwhile and
///   the session has not read yet wins, and is read instead. It never makes a
///   UIKit call: UIKit has already removed the controller, and a second
///   `dismiss` is what dismissed the parent in pointfreeco/swift-navigation#309.
/// - The page is given the item again only when its value changed with its
///   identity kept (``Event/stateChanged(_:animated:valueChanged:)``): a read
///   that finds the same item (a modal flag flipped, a read after presenting)
///   rebuilds nothing, so a model the page's builder made keeps its edits.
/// - `onDismiss` runs once per controller that leaves, whoever dismissed it,
///   after the binding's write, as SwiftUI's `sheet(item:onDismiss:)` does.
/// - A presentation the host cannot make *now* (it is not in a window yet, it
///   presents an alert) stays pending: the state keeps its item and the
///   session presents it on the next ``Event/stateChanged(_:animated:valueChanged:)`` or
///   ``Event/hostAvailable``. A presentation that can never be made (the host
///   is gone, ``Event/presentationImpossible(token:)``) ends the session's
///   work and writes nothing: the bindings may capture the host, which no
///   longer exists.
///
/// ```swift
/// var session = PresentationSession<String>()
/// session.handle(.stateChanged("a", animated: true))   // [.present("a", token: 1, animated: true)]
/// session.handle(.presentationEnded(token: 1))         // []
/// session.handle(.dismissalBegan(token: 1))            // [] (the user swipes)
/// session.handle(.dismissalEnded(token: 1, cancelled: false))  // [.writeNil(ifStateNames: "a"), .runOnDismiss("a")]
/// ```
package struct PresentationSession<ID: Hashable> {

    /// What UIKit and the app's state tell the shell.
    package enum Event: Hashable {
        /// The binding was read: the identity of its item, or `nil`.
        /// `valueChanged`: the item's value differs from the one the page was
        /// last given (only then is a page keeping its identity refreshed).
        case stateChanged(ID?, animated: Bool, valueChanged: Bool = true)
        /// The `isModalInPresentation` binding was read.
        case modalChanged(Bool)
        /// `present(_:animated:completion:)` ran its completion.
        case presentationEnded(token: Int)
        /// The shell could not present now: the host presents another
        /// controller already, or is not in a window. The request stays pending.
        case presentationRefused(token: Int)
        /// The shell can never present: the host is gone. Nothing is written
        /// (the bindings may capture the host) and nothing is presented again.
        case presentationImpossible(token: Int)
        /// The host may present now (it appeared, a transition on it ended):
        /// a pending request is tried again.
        case hostAvailable
        /// The presented controller started to leave (`viewWillDisappear` with
        /// `isBeingDismissed`): the session's own `dismiss`, or someone else's.
        case dismissalBegan(token: Int)
        /// The dismissal's transition ended; `cancelled` when the user took a
        /// swipe back. Also sent when the controller is found gone without any
        /// report (an ancestor's dismissal removes intermediate controllers silently).
        case dismissalEnded(token: Int, cancelled: Bool)
        /// UIKit refused an interactive dismissal (`presentationControllerDidAttemptToDismiss`).
        case dismissAttempted(token: Int)
    }

    /// What the shell does, in order.
    package enum Effect: Hashable {
        /// Build the controller for the item the binding holds now, set its
        /// `isModalInPresentation` to ``isModal`` as of then (the call may wait
        /// a turn), and present it; it reports with `token`.
        case present(ID, token: Int, animated: Bool)
        /// Dismiss the controller of `token` and whatever it presents, only if
        /// it is still presented and not already leaving.
        case dismiss(token: Int, animated: Bool)
        /// The item changed but kept its identity: give the presented page the new value.
        case refreshContent(token: Int)
        /// Set the presented controller's `isModalInPresentation`.
        case setModal(Bool, token: Int)
        /// Write `nil` to the binding if it still names this item; if it names
        /// another one (the app's newer write), write nothing and report that
        /// item as read (see ``writeBack(ifStateNames:)``).
        case writeNil(ifStateNames: ID)
        /// Call the app's `onDismiss`.
        case runOnDismiss(ID)
        /// Tell the app the user tried to dismiss a modal presentation.
        case reportDismissAttempt(ID)
    }

    /// Where the presented controller is.
    package enum Phase: Hashable {
        case idle
        case presenting(ID, token: Int)
        case presented(ID, token: Int)
        /// `requested`: the session asked for it (so no write-back).
        case dismissing(ID, token: Int, requested: Bool)
    }

    package private(set) var phase: Phase = .idle
    /// The item the state names, as last read: where UIKit goes next.
    package private(set) var desired: ID?
    /// Whether a presented controller refuses interactive dismissal.
    package private(set) var isModal = false
    private var animated = true
    private var lastToken = 0
    /// The host is gone: the session reads, writes and presents nothing more.
    package private(set) var isDetached = false

    package init() {}

    /// The item UIKit shows or is bringing on screen, if any.
    package var shown: ID? {
        switch phase {
        case .idle: nil
        case .presenting(let id, _), .presented(let id, _), .dismissing(let id, _, _): id
        }
    }

    /// The token of the controller on screen or in a transition, if any.
    package var currentToken: Int? {
        switch phase {
        case .idle: nil
        case .presenting(_, let token), .presented(_, let token), .dismissing(_, let token, _): token
        }
    }

    /// `true` when the state names an item that no controller shows and no
    /// presentation is under way: a refused request waiting for the host.
    package var isPending: Bool {
        phase == .idle && desired != nil
    }

    /// `true` while a presentation or dismissal runs.
    package var isTransitioning: Bool {
        switch phase {
        case .idle, .presented: false
        case .presenting, .dismissing: true
        }
    }

    /// Takes one report and returns the effects to perform. Reports about a
    /// controller that is no longer current (an old token) change nothing.
    package mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .stateChanged(let id, let animated, let valueChanged):
            guard !isDetached else { return [] }
            desired = id
            self.animated = animated
            if let id, id == shown, let token = currentToken, !isLeaving {
                return valueChanged ? [.refreshContent(token: token)] : []
            }
            return reconcile()
        case .modalChanged(let modal):
            guard modal != isModal else { return [] }
            isModal = modal
            return currentToken.map { [.setModal(modal, token: $0)] } ?? []
        case .presentationEnded(let token):
            guard case .presenting(let id, token) = phase else { return [] }
            phase = .presented(id, token: token)
            return reconcile()
        case .presentationRefused(let token):
            guard case .presenting(let id, token) = phase else { return [] }
            phase = .idle
            // Pending: tried again on the next read of the state or when the
            // host appears, not at once (that would retry every turn).
            guard desired == id else { return reconcile() }
            return []
        case .presentationImpossible(let token):
            guard case .presenting(_, token) = phase else { return [] }
            // The host is gone: nothing will ever present, and the bindings
            // (which may capture the host `unowned`) must not be touched.
            phase = .idle
            desired = nil
            isDetached = true
            return []
        case .hostAvailable:
            return reconcile()
        case .dismissalBegan(let token):
            switch phase {
            case .presented(let id, token), .presenting(let id, token):
                phase = .dismissing(id, token: token, requested: false)
            default:
                break
            }
            return []
        case .dismissalEnded(let token, let cancelled):
            return dismissalEnded(token: token, cancelled: cancelled)
        case .dismissAttempted(let token):
            guard case .presented(let id, token) = phase else { return [] }
            return [.reportDismissAttempt(id)]
        }
    }

    // MARK: - Private

    private var isLeaving: Bool {
        if case .dismissing = phase { true } else { false }
    }

    private mutating func dismissalEnded(token: Int, cancelled: Bool) -> [Effect] {
        let id: ID
        let requested: Bool
        switch phase {
        case .dismissing(let current, token, let wasRequested):
            id = current
            requested = wasRequested
        case .presented(let current, token), .presenting(let current, token):
            // Gone without a reported start: never the session's doing.
            guard !cancelled else { return [] }
            id = current
            requested = false
        default:
            return []
        }
        if cancelled {
            phase = .presented(id, token: token)
            return reconcile()
        }
        phase = .idle
        var effects: [Effect] = []
        if !requested, desired == id {
            desired = nil
            effects.append(.writeNil(ifStateNames: id))
        }
        effects.append(.runOnDismiss(id))
        return effects + reconcile()
    }

    /// Moves UIKit one step towards `desired` when no transition runs.
    private mutating func reconcile() -> [Effect] {
        switch phase {
        case .idle:
            guard let id = desired, !isDetached else { return [] }
            lastToken += 1
            phase = .presenting(id, token: lastToken)
            return [.present(id, token: lastToken, animated: animated)]
        case .presented(let id, let token):
            guard desired != id else { return [] }
            phase = .dismissing(id, token: token, requested: true)
            return [.dismiss(token: token, animated: animated)]
        case .presenting, .dismissing:
            return []
        }
    }
}

extension PresentationSession {
    /// The write `.writeNil(ifStateNames: id)` asks for, as a conditional write
    /// of the binding's identity (see ``BindingWriteBack``).
    package static func writeBack(ifStateNames id: ID) -> BindingWriteBack<ID?> {
        BindingWriteBack(value: nil, expected: id)
    }
}

extension PresentationSession: Sendable where ID: Sendable {}
extension PresentationSession.Event: Sendable where ID: Sendable {}
extension PresentationSession.Effect: Sendable where ID: Sendable {}
extension PresentationSession.Phase: Sendable where ID: Sendable {}
