#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension NavigatorController {
    /// A navigation controller whose pages follow `path`, one page per value above
    /// the root, like SwiftUI's `NavigationStack(path:root:)` and its
    /// `navigationDestination`.
    ///
    /// Writing the path and calling ``updatePath(animated:)`` performs, on the
    /// next turn of the main actor, the one UIKit call that reaches it: appending
    /// pushes, removing pops (several pages in one `popToViewController`),
    /// anything else is one `setViewControllers` that keeps the pages that stay. Paths written while a transition animates
    /// wait for it and are coalesced: the latest is applied, none is lost. The
    /// back button, the edge swipe and the long-press back menu write the path
    /// back once, when the transition's coordinator completion has run; a swipe
    /// the user abandons writes nothing. Pages pushed with ``navigator`` (or
    /// straight on the controller) that the path does not name are kept and
    /// listed in ``pagesOutsidePath``.
    ///
    /// Equal values may repeat: each occurrence is its own page. `destination`
    /// runs while the controller applies a path. It may read ``pages``,
    /// ``pagesOutsidePath`` and ``viewController(for:)`` (they still show the
    /// stack before this path), but should only build the page: a ``navigator``
    /// call made from it throws `NavigationError.detached`, and
    /// ``updatePath(animated:)`` or a UIKit stack call made from it is taken into
    /// account on the next turn of the main actor. Neither traps.
    ///
    /// ```swift
    /// final class AppModel: ObservableObject {
    ///     @Published var path: [Recipe.ID] = []
    /// }
    ///
    /// let navigation = NavigatorController(
    ///     path: Binding(get: { model.path }, set: { model.path = $0 }),
    ///     root: StandaloneHostingController(rootView: RecipeList())
    /// ) { id in
    ///     StandaloneHostingController(rootView: RecipeDetail(id: id))
    /// }
    /// model.path = [soup, salad, cake]   // a deep link: three pages, one call
    /// navigation.updatePath()
    /// ```
    ///
    /// The controller follows the model by itself, with no
    /// ``updatePath(animated:)`` call, when `path`'s getter reads the
    /// `ObservableObject` you pass as `observing:` (any iOS version), or
    /// `@Observable` state (`Binding(get: { model.path }, set: …)`, or
    /// `$model.path` from `@Bindable`; iOS 17 and later): a write is read on a
    /// later turn of the main actor (on iOS 26, before the next frame is drawn,
    /// see *Navigation driven by state*). Write the model on the main actor:
    /// both report a write before it is stored, and a write from another thread
    /// may land after the read. For a view's `@State`, call
    /// ``updatePath(animated:)`` after writing.
    ///
    /// ```swift
    /// final class Router: ObservableObject {          // iOS 16 and later
    ///     @Published var path: [Recipe.ID] = []
    /// }
    ///
    /// let navigation = NavigatorController(
    ///     path: Binding(get: { router.path }, set: { router.path = $0 }),
    ///     root: list,
    ///     observing: router
    /// ) { id in
    ///     StandaloneHostingController(rootView: RecipeDetail(id: id))
    /// }
    /// router.path.append(soup)   // pushed on a later turn, no updatePath()
    /// ```
    ///
    /// ```swift
    /// @Observable final class AppModel {
    ///     var path: [Recipe.ID] = []
    /// }
    ///
    /// @Bindable var model = model
    /// let navigation = NavigatorController(path: $model.path, root: list) { id in
    ///     StandaloneHostingController(rootView: RecipeDetail(id: id))
    /// }
    /// model.path.append(soup)   // iOS 17+: pushed on a later turn, no updatePath()
    /// ```
    ///
    /// The controller reads `path`'s getter on later turns for as long as it lives
    /// (UIKit may keep it alive after your code let it go, during a dismissal or
    /// as a window's root): capture what the getter reads strongly or `weak`,
    /// never `unowned`.
    ///
    /// The controller keeps `path` for its life: pass a binding to storage that
    /// stays, such as a model's property or a parent's `@State` (its `$path` names
    /// the same storage on every update, so a representable that keeps the first
    /// one is right).
    ///
    /// The controller never takes the `delegate` slot: your
    /// `UINavigationControllerDelegate` keeps working.
    public convenience init<Element: Hashable>(
        path: Binding<[Element]>,
        root: UIViewController,
        observing model: (any ObservableObject)? = nil,
        destination: @escaping @MainActor (Element) -> UIViewController
    ) {
        self.init(rootViewController: root)
        bind(path: path, destination: destination)
        // The first stack at once: a binding just made holds the current path,
        // even inside a SwiftUI update.
        isReadingInInit = true
        readPath(animated: false)
        isReadingInInit = false
        pathFollower = BindingFollower(
            track: { [weak self] in _ = self?.pathBinding?.read() },
            read: { [weak self] animated, _ in self?.readPath(animated: animated) }
        )
        if let model {
            pathFollower?.follow(model) { [weak self] in
                // iOS 26: the next update pass before a frame reads it (UIKit
                // tracks only `@Observable` reads by itself).
                #if canImport(SwiftUI, _version: 7.0)
                if #available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *), self?.followsBeforeFrame == true {
                    self?.setNeedsUpdateProperties()
                }
                #endif
            }
        }
        pathFollower?.start()
    }

    /// Reads the path binding on the next turn of the main actor and performs the
    /// one UIKit call that reaches it; does nothing when the path did not change
    /// or the controller has none.
    ///
    /// A binding cannot tell anyone it changed, so call this after writing the
    /// state it reads (from a `UIViewControllerRepresentable`'s
    /// `updateUIViewController`, a Combine sink, or your store's change handler).
    /// The read waits for the next turn because, inside a SwiftUI update, a
    /// binding made in an earlier update may give the value it held then instead
    /// of the current one. Calls before the read are one read, animated unless
    /// one of them said `animated: false`. Not needed on iOS 17 and later when the binding reads
    /// `@Observable` state: the controller then reads it by itself (see
    /// ``init(path:root:observing:destination:)``); calling it as well sets the animation.
    /// During a transition the path waits for its end. Reading a path that did not
    /// change is free, so calling this on every update is fine.
    ///
    /// ```swift
    /// model.path.append(recipe.id)
    /// navigation.updatePath()
    /// ```
    public func updatePath(animated: Bool = true) {
        pathFollower?.readSoon(animated: animated)
        #if canImport(SwiftUI, _version: 7.0)
        // iOS 26: UIKit's update pass before the next frame reads it, if it comes first.
        if #available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *), followsBeforeFrame {
            setNeedsUpdateProperties()
        }
        #endif
    }

    #if canImport(SwiftUI, _version: 7.0)
    /// iOS 26: UIKit runs this before it lays out and draws a frame, and again
    /// when `@Observable` state read here changes (Apple: *Updating views
    /// automatically with observation tracking in UIKit*). The path is read
    /// here, so a path written before a frame is applied in that frame, not on
    /// a later turn.
    ///
    /// UIKit calls it ("Don't call this method directly"); it is public only
    /// because an override in an `open` class must be, and stays out of the
    /// documented surface.
    @_documentation(visibility: internal)
    @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
    open override func updateProperties() {
        super.updateProperties()
        // Inside the controller's own step or UIKit call (UIKit can force a
        // layout there), the stack is half applied: the turn's read stays.
        guard followsBeforeFrame, !isBuildingPages, !isCallingUIKit else { return }
        pathFollower?.readInUpdatePass()
    }
    #endif

    /// Whether the path is read in UIKit's update pass (iOS 26): only outside
    /// SwiftUI. A controller inside a `UIHostingController` (a representable)
    /// may be laid out during SwiftUI's own update, where a kept binding gives
    /// the value it was made with: it keeps the next-turn read.
    var followsBeforeFrame: Bool {
        guard pathBinding != nil else { return false }
        return !sequence(first: self as UIViewController, next: \.parent).contains { $0 is any SwiftUIHost }
    }

    /// The pages above the root that the path does not name (pushed with the
    /// ``navigator`` or straight on the controller), root first.
    ///
    /// They are kept, not dropped: each stays above the path's page it was pushed
    /// over and leaves with it. Read it in ``onPagesChange``.
    ///
    /// ```swift
    /// navigation.onPagesChange = { [weak navigation] _ in
    ///     print(navigation?.pagesOutsidePath ?? [])
    /// }
    /// ```
    public var pagesOutsidePath: [PageID] { unnamedPages }

    /// Reads the path binding and performs what the session decides.
    func readPath(animated: Bool) {
        guard let pathBinding else { return }
        guard !isBuildingPages else {
            // Re-entered while a path is applied (the app's `destination`): next turn.
            return DeferredWork.schedule { [weak self] in self?.readPath(animated: animated) }
        }
        catchUp()
        handle(.pathRead(pathBinding.read(), animated: animated))
    }

    /// Writes the path back only if the binding still holds the path the session
    /// last read; if it holds another one, that is the app's newer write: it
    /// wins, and is read instead. Decided during the first read (in `init`, maybe
    /// inside a SwiftUI update, where state must not be written), it waits for
    /// the next turn, with the same condition.
    func writePath(_ writeBack: BindingWriteBack<[AnyHashable]>) {
        guard let pathBinding else { return }
        guard !isReadingInInit else {
            return DeferredWork.schedule { [weak self] in self?.writePath(writeBack) }
        }
        switch writeBack.decision(current: pathBinding.read()) {
        case .write(let path): pathBinding.write(path)
        case .read(let newer): handle(.pathRead(newer, animated: true))
        }
    }

    /// Binds `path` and the builder of its pages, once, from `init`: the controller
    /// keeps this binding for its life (a representable's later `$path` is not
    /// taken), so it must point at storage that outlives the controller.
    func bind<Element: Hashable>(path: Binding<[Element]>, destination: @escaping @MainActor (Element) -> UIViewController) {
        pathBinding = TypedPathBinding(path, destination: destination)
    }
}

/// SwiftUI's hosting controllers, recognised without naming their content type.
@MainActor
protocol SwiftUIHost {}

extension UIHostingController: SwiftUIHost {}

/// A path binding with its element type erased, so the non-generic controller can
/// hold it: values travel as `AnyHashable` and come back as `Element`.
@MainActor
protocol PathBinding {
    func read() -> [AnyHashable]
    func write(_ path: [AnyHashable])
    func makePage(_ value: AnyHashable) -> ControllerHandle
}

/// The binding and the page builder with their element type. Methods and loops,
/// not closures: a closure would capture `Element.Type`, which is not `Sendable`.
@MainActor
final class TypedPathBinding<Element: Hashable>: PathBinding {
    private let binding: Binding<[Element]>
    private let destination: @MainActor (Element) -> UIViewController

    init(_ binding: Binding<[Element]>, destination: @escaping @MainActor (Element) -> UIViewController) {
        self.binding = binding
        self.destination = destination
    }

    // Loops, not `map`: a closure here would capture `Element.Type`.
    func read() -> [AnyHashable] {
        var values: [AnyHashable] = []
        for element in binding.wrappedValue { values.append(AnyHashable(element)) }
        return values
    }

    func write(_ path: [AnyHashable]) {
        // Only values read from the binding come back, so every cast succeeds.
        var elements: [Element] = []
        for value in path {
            if let element = value.base as? Element { elements.append(element) }
        }
        binding.wrappedValue = elements
    }

    func makePage(_ value: AnyHashable) -> ControllerHandle {
        guard let element = value.base as? Element else { return ControllerHandle(UIViewController()) }
        return ControllerHandle(destination(element))
    }
}
#endif
