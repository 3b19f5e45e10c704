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
/// To drive the stack from app state instead of commands (deep links, restored
/// screens, a store that owns where the user is), bind it to a path with
/// ``init(path:root:observing:destination:)``.
///
/// Retain graph: the controller owns the pages' controllers (UIKit's stack plus
/// queued ones); pages reach it through a weak ``Navigator``; transition
/// completions capture it weakly. Capture it weakly in ``onPagesChange`` too.
@MainActor @preconcurrency
open class NavigatorController: UINavigationController {
    /// Every decision: page identities, which completion ends which transition,
    /// whether a stack UIKit shows is the user's change, and (with a path) which
    /// call a path needs and what a user pop writes back. It holds the pages' controllers.
    private var session = PathSession<AnyHashable, ControllerHandle>()

    /// The path binding and page builder of `init(path:root:observing:destination:)`.
    var pathBinding: (any PathBinding)?

    /// Called with ``pages`` when they change, whatever changed them: a
    /// ``Navigator`` request, the back button or the edge swipe, or UIKit calls
    /// made on this controller directly.
    ///
    /// It runs on the next turn of the main actor after a change has settled:
    /// after the transition ended (a swipe the user takes back calls nothing),
    /// never inside a UIKit call or a navigator request, so navigating from it is
    /// safe. Changes made in one go (several requests without animation) are
    /// told once, with the final pages. The pages already there when you set it
    /// are not a change: read ``pages`` then.
    ///
    /// It holds one closure: setting it replaces the last. When several places
    /// need the stack, set it once and publish the pages through an
    /// `ObservableObject` they observe.
    ///
    /// ```swift
    /// navigation.onPagesChange = { [weak model] pages in model?.path = pages }
    /// ```
    public var onPagesChange: (@MainActor (_ pages: [PageID]) -> Void)? {
        didSet { _ = session.takeChangedPages() }
    }

    /// A call of ``onPagesChange`` is waiting for the next turn of the main actor.
    private var isPagesChangeScheduled = false

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
    ///
    /// A plain property, not observable: read it when you set ``onPagesChange``.
    ///
    /// ```swift
    /// model.path = navigation.pages
    /// ```
    public var pages: [PageID] { session.stackSession.stack.pages }

    /// The controller of a page in the stack or waiting to enter it.
    public func viewController(for page: PageID) -> UIViewController? {
        session.stackSession.controller(for: page)?.controller
    }

    // MARK: - Requests (from Navigator)

    /// Registers the pages of a request, checked against the stack UIKit shows.
    func register(_ pages: [NavigatorPage]) throws(NavigationError) -> [PageID] {
        try refuseWhileBuilding()
        catchUp()
        return try session.register(pages.map(\.registration))
    }

    func request(_ request: NavigationRequest, animated: Bool) throws(NavigationError) {
        try refuseWhileBuilding()
        catchUp()
        let makePage = makePage
        apply(try step { session throws(NavigationError) in try session.request(request, animated: animated, makePage: makePage) })
    }

    // MARK: - Every stack change, whoever makes it

    open override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        super.pushViewController(viewController, animated: animated)
        stackChanged(animated: animated)
    }

    // `@discardableResult` as UIKit's: a Swift override does not inherit it, and
    // `navigatorController.popViewController(animated: true)` warned "unused".
    @discardableResult
    open override func popViewController(animated: Bool) -> UIViewController? {
        let popped = super.popViewController(animated: animated)
        stackChanged(animated: animated)
        return popped
    }

    @discardableResult
    open override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let popped = super.popToViewController(viewController, animated: animated)
        stackChanged(animated: animated)
        return popped
    }

    @discardableResult
    open override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = super.popToRootViewController(animated: animated)
        stackChanged(animated: animated)
        return popped
    }

    open override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        super.setViewControllers(viewControllers, animated: animated)
        stackChanged(animated: animated)
    }

    /// A hosted page appeared (``StandaloneHostingController`` calls this): a
    /// safety net for stack changes UIKit made through a path no override saw.
    func hostedPageDidAppear() {
        catchUp()
    }

    // MARK: - Private

    private var shown: [ControllerHandle] { viewControllers.map(ControllerHandle.init) }

    /// Builds a path value's page. It runs while the session applies a path (on a
    /// copy, see `step`): the app's builder may read the controller, and navigating
    /// from it is refused or deferred (see `init(path:root:observing:destination:)`).
    private var makePage: (AnyHashable) -> ControllerHandle {
        let binding = pathBinding
        return { value in binding?.makePage(value) ?? ControllerHandle(UIViewController()) }
    }

    /// Pages above the root that the path does not name.
    var unnamedPages: [PageID] { session.unnamedPages }

    func catchUp() {
        handle(.stack(.catchUp(shown: shown, coordinated: transitionCoordinator != nil)))
    }

    private func stackChanged(animated: Bool, coordinated: Bool? = nil) {
        let coordinated = coordinated ?? (transitionCoordinator != nil)
        handle(.stack(.stackChanged(shown: shown, animated: animated, coordinated: coordinated)))
    }

    /// `true` while a session step runs: it may call the app's `destination`.
    private(set) var isBuildingPages = false
    /// `true` while a UIKit stack call runs (UIKit may lay out inside it, and
    /// on iOS 26 run `updateProperties()` there).
    private(set) var isCallingUIKit = false
    /// `true` during the first read, made in `init` (maybe inside a SwiftUI
    /// update, where a write-back must wait for the next turn).
    var isReadingInInit = false
    /// Reads the path on a later turn: when the app asks, and after a change to
    /// `@Observable` state its getter reads (iOS 17+).
    var pathFollower: BindingFollower?


    /// Feeds one event and performs the effects. Called again from the app's
    /// `destination` (a UIKit call made there), the step would be lost: the
    /// controller catches up with UIKit on the next turn instead.
    func handle(_ event: PathSession<AnyHashable, ControllerHandle>.Event) {
        guard !isBuildingPages else {
            if case .stack(.transitionEnded) = event {
                return DeferredWork.schedule { [weak self] in self?.handle(event) }
            }
            return DeferredWork.schedule { [weak self] in self?.catchUp() }
        }
        let makePage = makePage
        apply(step { session in session.handle(event, makePage: makePage) })
    }

    /// Runs one session step on a copy, then stores it. The step may call the app's
    /// `destination`, which may read ``pages``, ``pagesOutsidePath`` or
    /// ``viewController(for:)``: mutating `session` in place would overlap those
    /// reads, and Swift's exclusivity check traps.
    private func step<Failure: Error>(
        _ body: (inout PathSession<AnyHashable, ControllerHandle>) throws(Failure) -> [PathSession<AnyHashable, ControllerHandle>.Effect]
    ) throws(Failure) -> [PathSession<AnyHashable, ControllerHandle>.Effect] {
        var copy = session
        isBuildingPages = true
        defer { isBuildingPages = false }
        let effects = try body(&copy)
        session = copy
        return effects
    }

    /// A navigator command from the app's `destination` would change the stack
    /// while a path is being applied: it is refused, never a trap.
    private func refuseWhileBuilding() throws(NavigationError) {
        guard isBuildingPages else { return }
        #if DEBUG
        print("BridgeKit: a navigator call from a path's destination builder was refused (NavigationError.detached); navigate from the page instead.")
        #endif
        throw .detached
    }

    private func apply(_ effects: [PathSession<AnyHashable, ControllerHandle>.Effect]) {
        for effect in effects {
            switch effect {
            case .writePath(let writeBack):
                // After UIKit committed the change (a coordinator completion, or a
                // call without one that has returned), never mid-transition.
                writePath(writeBack)
            case .navigator(let effect):
                apply(effect)
            }
        }
        tellPagesChangeSoon()
    }

    private func apply(_ effect: NavigatorSession<ControllerHandle>.Effect) {
        switch effect {
        case .stack(.call(let operation, let animated)):
            isCallingUIKit = true
            defer { isCallingUIKit = false }
            call(operation, animated: animated)
        case .stack(.discard(let request, let error)):
            // A queued request that no longer fits the stack (the user popped
            // its target meanwhile) has no caller left to throw to.
            #if DEBUG
            print("BridgeKit: a queued navigation request was dropped when its turn came: \(request): \(error)")
            #endif
        case .stack:
            break
        case .awaitTransitionEnd(let token):
            // A queued call starts inside this completion, synchronously: on the next
            // turn UIKit would be idle and take the user's gestures first, which the
            // core's queue does not model (see NavigationDrivenByState.md).
            let registered = transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] context in
                self?.transitionEnded(token: token, cancelled: context.isCancelled)
            }
            // A coordinator that refuses the completion would leave the queue waiting forever.
            if registered != true { transitionEnded(token: token, cancelled: false) }
        }
    }

    private func tellPagesChangeSoon() {
        guard !isPagesChangeScheduled, session.stackSession.hasChangedPages else { return }
        isPagesChangeScheduled = true
        DeferredWork.schedule { [weak self] in
            guard let self else { return }
            isPagesChangeScheduled = false
            if let pages = session.takeChangedPages() { onPagesChange?(pages) }
        }
    }

    private func transitionEnded(token: Int, cancelled: Bool) {
        handle(.stack(.transitionEnded(token: token, shown: shown, cancelled: cancelled)))
    }

    private func call(_ operation: StackOperation, animated: Bool) {
        let controller = { (page: PageID) in self.session.stackSession.controller(for: page)?.controller }
        switch operation {
        case .push(let page):
            guard let pushed = controller(page) else { return callFailed() }
            pushViewController(pushed, animated: animated)
        case .pop:
            _ = popViewController(animated: animated)
        case .popTo(let page):
            guard let target = controller(page) else { return callFailed() }
            _ = popToViewController(target, animated: animated)
        case .popToRoot:
            _ = popToRootViewController(animated: animated)
        case .set(let pages):
            let stack = pages.compactMap(controller)
            guard stack.count == pages.count else { return callFailed() }
            setViewControllers(stack, animated: animated)
        }
    }

    /// A page without a controller (the session never asks for one): make no call,
    /// and let the model settle on what UIKit shows instead of waiting for a transition.
    private func callFailed() {
        stackChanged(animated: false, coordinated: false)
    }
}

/// A view controller as `NavigatorSession` sees it: compared by identity,
/// named by its type when it needs a generated page ID.
struct ControllerHandle: Hashable, Sendable, CustomStringConvertible {
    let controller: UIViewController

    init(_ controller: UIViewController) {
        self.controller = controller
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.controller === rhs.controller }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(controller)) }

    var description: String { String(describing: type(of: controller)) }
}
#endif
