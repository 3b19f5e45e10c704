#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// The UIKit calls an ``ItemPresentation`` makes for its session's effects, and
/// the reports its containers send back: each call checks UIKit's state first
/// (a controller gone, leaving, or a transition in flight) and waits or reports
/// instead of calling.
extension ItemPresentation {
    func refresh(token: Int) {
        guard !isCancelled, host != nil, session.currentToken == token, let container = containers[token],
              let value = item.wrappedValue, session.shown == value.id else { return }
        // A read made while the page was being presented compared with the item
        // before it: the page built since has this very value.
        if let givenItem, ItemComparison.isSame(givenItem, value) == true { return }
        givenItem = value
        refreshPage(container.content, value)
    }

    /// A controller UIKit removed without a report counts as dismissed: an
    /// ancestor's dismissal removes the controllers between silently, whether
    /// they were presented or already asked to leave.
    func catchUp() {
        guard let token = session.currentToken, let container = containers[token],
              container.presentingViewController == nil, !container.isBeingPresented else { return }
        switch session.phase {
        case .presented, .dismissing: send(.dismissalEnded(token: token, cancelled: false))
        case .idle, .presenting: break
        }
    }

    func present(token: Int, animated: Bool) {
        guard !isCancelled, session.currentToken == token, case .presenting(let id, _) = session.phase else { return }
        // The host is gone: nothing will ever present the item, and the
        // bindings (which may capture the host `unowned`) are not touched.
        guard let host else { return send(.presentationImpossible(token: token)) }
        // The state moved on since this call was decided (and `update()` may not
        // have run yet): tell the session first, so that the refusal moves to
        // the new item instead of writing nil over it.
        guard let value = item.wrappedValue, value.id == id else {
            sendItem(animated: animated, requested: false)
            return send(.presentationRefused(token: token))
        }
        // Another transition runs (this host's or an ancestor's), or the host's
        // page is still leaving (another presentation's dismissal, as SwiftUI's
        // sheet(item:) waits): go when it ends.
        let leaving = host.presentedViewController.flatMap { $0.isBeingDismissed ? $0 : nil }
        let retry: @MainActor @Sendable () -> Void = { [weak self] in self?.present(token: token, animated: animated) }
        if afterTransition(host.transitionCoordinator, retry) || afterTransition(leaving?.transitionCoordinator, retry) {
            return
        }
        guard host.presentedViewController == nil, host.viewIfLoaded?.window != nil else {
            // Pending, not lost: tried again on the next `update()`, and when
            // the host appears (a tab shown for the first time, restoration).
            if host.viewIfLoaded?.window == nil { HostAppearanceObserver.install(on: host, owner: self) }
            return send(.presentationRefused(token: token))
        }
        let container = PresentedContainer(content: makePage(value), token: token, owner: self)
        givenItem = value
        style.apply(to: container)
        container.isModalInPresentation = session.isModal
        // The delegate slot stays the app's: fill it only when empty.
        if let presentation = container.presentationController, presentation.delegate == nil {
            let observer = DismissAttemptObserver(token: token, owner: self)
            container.attemptObserver = observer
            presentation.delegate = observer
        }
        containers[token] = container
        host.present(container, animated: animated) { [weak self] in
            self?.send(.presentationEnded(token: token))
        }
        if container.presentingViewController == nil, !container.isBeingPresented {
            send(.presentationRefused(token: token))
        }
    }

    /// Dismisses this presentation's controller, and what it presents, only if
    /// it is still presented by its presenter and not already leaving. Never
    /// `dismiss` on a controller that may present nothing: that dismisses the
    /// controller itself, which is how a swiped child took its parent along in
    /// pointfreeco/swift-navigation#309.
    func dismiss(token: Int, animated: Bool) {
        guard !isCancelled, session.currentToken == token, let container = containers[token] else { return }
        guard let presenter = container.presentingViewController, presenter.presentedViewController === container else {
            return send(.dismissalEnded(token: token, cancelled: false))
        }
        // Leaving already: the user's swipe reports its own end, but a controller
        // an ancestor's dismissal removes reports nothing: look again once that
        // transition has ended (the catch-up of the next read also finds it).
        guard !container.isBeingDismissed else {
            // `transitionCoordinator` falls back to a controller's parents, not
            // to its presenter: the first one up the presenting chain; none, the next turn.
            let retry: @MainActor @Sendable () -> Void = { [weak self] in self?.dismiss(token: token, animated: animated) }
            let coordinator = sequence(first: container as UIViewController, next: \.presentingViewController)
                .lazy.compactMap(\.transitionCoordinator).first
            if !afterTransition(coordinator, retry) { DeferredWork.schedule(retry) }
            return
        }
        if afterTransition(presenter.transitionCoordinator, { [weak self] in self?.dismiss(token: token, animated: animated) }) {
            return
        }
        presenter.dismiss(animated: animated) { [weak self] in
            self?.send(.dismissalEnded(token: token, cancelled: false))
        }
    }

    /// Lets go of controllers the session is done with, a turn later so that
    /// nothing is released inside UIKit's dismissal callbacks.
    func releaseFinishedContainers() {
        let current = session.currentToken
        guard containers.keys.contains(where: { $0 != current }) else { return }
        let finished = containers.filter { $0.key != current }
        containers = containers.filter { $0.key == current }
        // Presentations made on a page that left may have lost their own page
        // with it, silently: they catch up now, while that page (their host) lives.
        for container in finished.values { container.content.catchUpKeptPresentations() }
        DeferredWork.schedule { withExtendedLifetime(finished) {} }
    }
}

extension ItemPresentation: PresentedContainerOwner {
    func container(_ token: Int, reported report: PresentedContainerReport) {
        switch report {
        case .dismissalBegan: send(.dismissalBegan(token: token))
        case .dismissalEnded(let cancelled): send(.dismissalEnded(token: token, cancelled: cancelled))
        case .dismissAttempted: send(.dismissAttempted(token: token))
        }
    }

    func hostAppeared() {
        guard !isCancelled else { return }
        catchUp()
        send(.hostAvailable)
    }
}

/// Runs `work` on the main actor's next turn after the transition `coordinator`
/// drives has ended (UIKit drops a present or dismiss made while one runs);
/// `false` when there is none, or UIKit took no completion: then act now.
@MainActor
func afterTransition(_ coordinator: (any UIViewControllerTransitionCoordinator)?,
                             _ work: @escaping @MainActor @Sendable () -> Void) -> Bool {
    coordinator?.animate(alongsideTransition: nil) { _ in DeferredWork.schedule(work) } ?? false
}
#endif
