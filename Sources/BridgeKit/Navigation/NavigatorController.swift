#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// A `UINavigationController` whose stack is driven by a ``PageStack``: every
/// change is one UIKit call, requests wait for transitions in flight, and the
/// user's pops (back button, swipe, back menu) are reconciled into the model.
///
/// It observes transitions by overriding the stack methods UIKit itself calls for
/// the back button, the swipe and the back menu, then waiting on the transition
/// coordinator. It never takes the `delegate` slot, so your own
/// `UINavigationControllerDelegate` keeps working untouched: nothing needs to be
/// forwarded.
///
/// ```swift
/// let navigation = NavigatorController(rootView: HomeView())
/// window.rootViewController = navigation
/// try navigation.navigator.push(DetailView())
/// ```
///
/// Retain graph: the controller owns the pages' controllers (UIKit's stack plus
/// queued ones); pages reach it through a weak ``Navigator``; transition
/// completions capture it weakly.
@MainActor @preconcurrency
open class NavigatorController: UINavigationController {
    private var model = PageStack()
    private var controllers: [PageID: UIViewController] = [:]
    private var identities: [ObjectIdentifier: PageID] = [:]
    private var generatedCount = 0
    private var isPerformingRequest = false

    /// Told about every effect of the stack model: UIKit calls made, user pops
    /// reconciled, external changes adopted, queued requests discarded.
    public var onStackEffect: (@MainActor (PageStack.Effect) -> Void)?

    /// A navigation controller showing `rootViewController`.
    public override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
    }

    /// A navigation controller showing a SwiftUI root page.
    public convenience init<Content: StandaloneHostedView>(rootView: Content) {
        self.init(rootViewController: StandaloneHostingController(rootView: rootView))
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    /// The navigator for this stack.
    public var navigator: Navigator { Navigator(self) }

    /// The pages in the stack, root first.
    public var pages: [PageID] { model.pages }

    /// The controller of a page in the stack or waiting to enter it.
    public func viewController(for page: PageID) -> UIViewController? {
        controllers[page]
    }

    // MARK: - Requests (from Navigator)

    func register(_ pages: [NavigatorPage]) throws(NavigationError) -> [PageID] {
        var ids: [PageID] = []
        for page in pages {
            guard let make = page.makeController else {
                // `.existing(id)`: a page the stack already knows.
                if let id = page.id, controllers[id] != nil {
                    ids.append(id)
                    continue
                }
                throw .unknownPage(page.id ?? PageID("(no id)"))
            }
            let controller = make()
            let id = page.id ?? identity(of: controller)
            if let known = controllers[id], known !== controller { throw .duplicatePage(id) }
            controllers[id] = controller
            identities[ObjectIdentifier(controller)] = id
            ids.append(id)
        }
        return ids
    }

    func request(_ request: NavigationRequest, animated: Bool) throws(NavigationError) {
        // `viewControllers = …` and UIKit's own set-up change the stack without a
        // transition; catch up before checking the request against the model.
        if !model.isTransitioning {
            let shown = viewControllers.map(identity(of:))
            if shown != model.pages { send(.transitionEnded(stack: shown, cancelled: false)) }
        }
        let effects: [PageStack.Effect]
        do {
            effects = try model.request(request, animated: animated)
        } catch {
            releaseUnreferenced()
            throw error
        }
        apply(effects)
    }

    // MARK: - Every stack change, whoever makes it

    open override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        super.pushViewController(viewController, animated: animated)
        transitionStarted(animated: animated)
    }

    open override func popViewController(animated: Bool) -> UIViewController? {
        let popped = super.popViewController(animated: animated)
        transitionStarted(animated: animated)
        return popped
    }

    open override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let popped = super.popToViewController(viewController, animated: animated)
        transitionStarted(animated: animated)
        return popped
    }

    open override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = super.popToRootViewController(animated: animated)
        transitionStarted(animated: animated)
        return popped
    }

    open override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        super.setViewControllers(viewControllers, animated: animated)
        transitionStarted(animated: animated)
    }

    // MARK: - Private

    private func transitionStarted(animated: Bool) {
        if !isPerformingRequest, let top = topViewController {
            send(.willShow(identity(of: top), animated: animated))
        }
        if let coordinator = transitionCoordinator {
            _ = coordinator.animate(alongsideTransition: nil) { [weak self] context in
                self?.transitionEnded(cancelled: context.isCancelled)
            }
        } else {
            transitionEnded(cancelled: false)
        }
    }

    private func transitionEnded(cancelled: Bool) {
        send(.transitionEnded(stack: viewControllers.map(identity(of:)), cancelled: cancelled))
    }

    private func send(_ event: PageStack.Event) {
        apply(model.handle(event))
    }

    private func apply(_ effects: [PageStack.Effect]) {
        for effect in effects {
            onStackEffect?(effect)
            if case .perform(let operation, let animated) = effect { perform(operation, animated: animated) }
        }
        releaseUnreferenced()
    }

    private func perform(_ operation: StackOperation, animated: Bool) {
        let outer = isPerformingRequest
        isPerformingRequest = true
        defer { isPerformingRequest = outer }
        switch operation {
        case .push(let page):
            if let controller = controllers[page] { pushViewController(controller, animated: animated) }
        case .pop:
            _ = popViewController(animated: animated)
        case .popTo(let page):
            if let controller = controllers[page] { _ = popToViewController(controller, animated: animated) }
        case .popToRoot:
            _ = popToRootViewController(animated: animated)
        case .set(let pages):
            setViewControllers(pages.compactMap { controllers[$0] }, animated: animated)
        }
    }

    /// The identity of a controller; one pushed behind the model's back gets a new one.
    private func identity(of controller: UIViewController) -> PageID {
        if let known = identities[ObjectIdentifier(controller)] { return known }
        generatedCount += 1
        let id = PageID("\(type(of: controller))#\(generatedCount)")
        identities[ObjectIdentifier(controller)] = id
        controllers[id] = controller
        return id
    }

    /// Drops controllers the model no longer refers to (popped, discarded).
    private func releaseUnreferenced() {
        let referenced = model.referencedPages
        for (id, controller) in controllers where !referenced.contains(id) {
            if viewControllers.contains(where: { $0 === controller }) { continue }
            controllers[id] = nil
            identities[ObjectIdentifier(controller)] = nil
        }
    }
}
#endif
