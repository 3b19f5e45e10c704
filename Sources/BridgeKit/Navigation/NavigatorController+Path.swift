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
    /// On iOS 17 and later, when `path`'s getter reads `@Observable` state
    /// (`Binding(get: { model.path }, set: …)`, or `$model.path` from `@Bindable`),
    /// the controller follows it by itself: a write is read on a later turn of the
    /// main actor (writes made in one turn are one read) and needs no
    /// ``updatePath(animated:)``. Write the model on the main actor: Observation
    /// reports a write before it is stored, and a write from another thread may
    /// land after the read. On iOS 16, and for state Observation does not
    /// track (an `ObservableObject`'s `@Published`, a view's `@State`), call
    /// ``updatePath(animated:)`` after writing.
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
        destination: @escaping @MainActor (Element) -> UIViewController
    ) {
        self.init(rootViewController: root)
        bind(path: path, destination: destination)
        // The first stack at once: a binding just made holds the current path,
        // even inside a SwiftUI update.
        readPath(animated: false)
        pathFollower = BindingFollower(
            track: { [weak self] in _ = self?.pathBinding?.read() },
            read: { [weak self] animated in self?.readPath(animated: animated) }
        )
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
    /// ``init(path:root:destination:)``); calling it as well sets the animation.
    /// During a transition the path waits for its end. Reading a path that did not
    /// change is free, so calling this on every update is fine.
    ///
    /// ```swift
    /// model.path.append(recipe.id)
    /// navigation.updatePath()
    /// ```
    public func updatePath(animated: Bool = true) {
        pathFollower?.readSoon(animated: animated)
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

    /// Reads the path binding and performs what the session decides. Whether to
    /// read at all (a waiting write-back's echo is not) and when a write-back is
    /// made are `DeferredWriteBack`'s decisions.
    func readPath(animated: Bool) {
        guard let pathBinding else { return }
        guard !isBuildingPages else {
            // Re-entered while a path is applied (the app's `destination`): next turn.
            return DeferredWork.schedule { [weak self] in self?.readPath(animated: animated) }
        }
        performWriteBack(pathWriteBack.handle(.readRequested(current: pathBinding.read())), animated: animated)
    }

    /// Writes the path back now, or (decided inside a read, which may be a SwiftUI
    /// update) on the next turn, unless the app wrote a newer path meanwhile.
    func writePath(_ path: [AnyHashable]) {
        guard let pathBinding else { return }
        performWriteBack(pathWriteBack.handle(.writeBack(path, current: pathBinding.read())), animated: true)
    }

    private func performWriteBack(_ effects: [DeferredWriteBack<[AnyHashable]>.Effect], animated: Bool) {
        guard let pathBinding else { return }
        for effect in effects {
            switch effect {
            case .read:
                defer { _ = pathWriteBack.handle(.readEnded) }
                catchUp()
                handle(.pathRead(pathBinding.read(), animated: animated))
            case .write(let path):
                pathBinding.write(path)
            case .scheduleTurn:
                DeferredWork.schedule { [weak self] in
                    guard let self, let binding = self.pathBinding else { return }
                    performWriteBack(pathWriteBack.handle(.turnCame(current: binding.read())), animated: true)
                }
            }
        }
    }

    /// Binds `path` and the builder of its pages, once, from `init`: the controller
    /// keeps this binding for its life (a representable's later `$path` is not
    /// taken), so it must point at storage that outlives the controller.
    func bind<Element: Hashable>(path: Binding<[Element]>, destination: @escaping @MainActor (Element) -> UIViewController) {
        pathBinding = TypedPathBinding(path, destination: destination)
    }
}

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
