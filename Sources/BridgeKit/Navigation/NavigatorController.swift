#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// A `UINavigationController` whose stack is driven by a `PageStack`: every
/// change is one UIKit call, requests wait for transitions in flight, and the
/// user's pops (back button, swipe, back menu) are reconciled into the model.
///
/// It observes transitions by overriding the five stack methods and then waiting
/// on the transition coordinator (`isCancelled` tells an abandoned swipe). It never
/// takes the `delegate` slot, so your own `UINavigationControllerDelegate` keeps
/// working untouched: nothing needs to be forwarded.
///
/// What that rests on, and what covers the gaps: UIKit's back button and edge
/// swipe go through `popViewController(animated:)` (the swipe calls it when it
/// begins, and a cancelled swipe ends with `isCancelled`). How the long-press back
/// menu rearranges the stack is not documented; whatever path it takes, the model
/// adopts `viewControllers` as UIKit reports them when the transition ends. A
/// change made through a path none of the overrides sees is caught up when a
/// hosted page next appears and before every request, so requests are always
/// checked against the stack UIKit really shows.
///
/// ```swift
/// let navigation = NavigatorController(rootView: HomeView())
/// window.rootViewController = navigation
/// try navigation.navigator.push(DetailView())
/// ```
///
/// Retain graph: the controller owns the pages' controllers (UIKit's stack plus
/// queued ones); pages reach it through a weak ``Navigator``; transition
/// completions capture it weakly. Capture it weakly in ``onStackEffect`` too.
@MainActor @preconcurrency
open class NavigatorController: UINavigationController {
    private var model = PageStack()
    private var controllers: [PageID: UIViewController] = [:]
    private var identities: [ObjectIdentifier: PageID] = [:]
    private var generatedCount = 0
    private var isPerformingRequest = false
    /// Counts ended transitions: a coordinator completion ends only the transition
    /// it was registered for, never a later one.
    private var transitionGeneration = 0

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

    /// The pages in the stack, root first, as of the last transition that ended.
    public var pages: [PageID] { model.pages }

    /// The controller of a page in the stack or waiting to enter it.
    public func viewController(for page: PageID) -> UIViewController? {
        controllers[page]
    }

    // MARK: - Requests (from Navigator)

    func register(_ pages: [NavigatorPage]) throws(NavigationError) -> [PageID] {
        var ids: [PageID] = []
        do throws(NavigationError) {
            for page in pages { ids.append(try register(page)) }
        } catch {
            // Controllers registered before the bad page would otherwise linger.
            releaseUnreferenced()
            throw error
        }
        return ids
    }

    func request(_ request: NavigationRequest, animated: Bool) throws(NavigationError) {
        catchUpWithUIKit()
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

    /// A hosted page appeared (``StandaloneHostingController`` calls this): a
    /// safety net for stack changes UIKit made through a path no override saw.
    func hostedPageDidAppear() {
        catchUpWithUIKit()
    }

    // MARK: - Private

    private var shownPages: [PageID] { viewControllers.map(identity(of:)) }

    /// When the model believes nothing moves but UIKit shows another stack, the
    /// change happened behind the overrides' back: treat it as the user's.
    private func catchUpWithUIKit() {
        guard !model.isTransitioning, shownPages != model.pages else { return }
        transitionStarted(animated: transitionCoordinator != nil)
    }

    private func transitionStarted(animated: Bool) {
        if !isPerformingRequest, let top = topViewController {
            send(.willShow(identity(of: top), animated: animated))
        }
        guard let coordinator = transitionCoordinator else {
            transitionEnded(cancelled: false)
            return
        }
        let generation = transitionGeneration
        let queued = coordinator.animate(alongsideTransition: nil) { [weak self] context in
            guard let self, self.transitionGeneration == generation else { return }
            self.transitionEnded(cancelled: context.isCancelled)
        }
        // A coordinator that refuses the completion would leave the queue waiting forever.
        if !queued { transitionEnded(cancelled: false) }
    }

    private func transitionEnded(cancelled: Bool) {
        transitionGeneration &+= 1
        send(.transitionEnded(stack: shownPages, cancelled: cancelled))
    }

    private func send(_ event: PageStack.Event) {
        apply(model.handle(event))
    }

    private func apply(_ effects: [PageStack.Effect]) {
        for effect in effects {
            onStackEffect?(effect)
            if case .call(let operation, let animated) = effect { apply(operation, animated: animated) }
        }
        releaseUnreferenced()
    }

    private func apply(_ operation: StackOperation, animated: Bool) {
        let outer = isPerformingRequest
        isPerformingRequest = true
        defer { isPerformingRequest = outer }
        switch operation {
        case .push(let page):
            guard let controller = controllers[page] else { return transitionEnded(cancelled: false) }
            pushViewController(controller, animated: animated)
        case .pop:
            _ = popViewController(animated: animated)
        case .popTo(let page):
            guard let controller = controllers[page] else { return transitionEnded(cancelled: false) }
            _ = popToViewController(controller, animated: animated)
        case .popToRoot:
            _ = popToRootViewController(animated: animated)
        case .set(let pages):
            let stack = pages.compactMap { controllers[$0] }
            // A controller lost from the table: make no call, and let the model
            // settle on what UIKit shows instead of waiting for a transition.
            guard stack.count == pages.count else { return transitionEnded(cancelled: false) }
            setViewControllers(stack, animated: animated)
        }
    }

    private func register(_ page: NavigatorPage) throws(NavigationError) -> PageID {
        guard let make = page.makeController else {
            // `.existing(id)`: a page the stack already knows.
            guard let id = page.id, controllers[id] != nil else { throw .unknownPage(page.id ?? PageID("(no id)")) }
            return id
        }
        let controller = make()
        let id = page.id ?? identity(of: controller)
        if let known = controllers[id], known !== controller { throw .duplicatePage(id) }
        controllers[id] = controller
        identities[ObjectIdentifier(controller)] = id
        return id
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
