#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// Full control of the UIKit navigation stack from a hosted SwiftUI page.
///
/// It works only for pages in a ``NavigatorController``: every call goes through
/// that controller's `PageStack` model, is checked first (a typed
/// `NavigationError` you can act on, and nothing reaches UIKit), becomes exactly
/// one UIKit call, and waits for any transition in flight. Read it from the
/// environment of any hosted page, embedded children included; like SwiftUI's
/// `dismiss`, it is always there:
///
/// ```swift
/// struct HomeView: StandaloneHostedView {
///     @Environment(\.navigator) private var navigator
///     var body: some View {
///         Button("Checkout") {
///             try? navigator.push(contentsOf: [.hosted(CartView()), .hosted(CheckoutView())])
///         }
///     }
/// }
/// ```
///
/// Outside a `NavigatorController` (a plain `UINavigationController`, a SwiftUI
/// preview, a view not hosted by BridgeKit) every call throws
/// `NavigationError.detached`, which debug builds also print, and ``pages`` is empty.
///
/// The calls return nothing, so `try? navigator.pop()` and `try? navigator.push(page)`
/// compile without a warning (a `try?` on a call that returns a value warns
/// "result of 'try?' is unused" even with `@discardableResult`). Give a page an
/// `id:` when you want to pop back to it; ``pages`` lists the stack.
///
/// Another module with a `Navigator` (SwiftUIX has one) makes the name
/// ambiguous; spell it `BridgeKit.Navigator`:
///
/// ```swift
/// @Environment(\.navigator) private var navigator: BridgeKit.Navigator
/// ```
///
/// The navigator holds its page weakly and finds the navigation controller when
/// called, so it never keeps a page or a navigation controller alive.
@MainActor
public struct Navigator {
    private let anchor: PageAnchor?

    init(anchor: PageAnchor) {
        self.anchor = anchor
    }

    /// The navigator of a view outside any hosted page: every call throws `.detached`.
    nonisolated init() {
        anchor = nil
    }

    /// A navigator for `controller` itself.
    public init(_ controller: NavigatorController) {
        let anchor = PageAnchor()
        anchor.controller = controller
        self.anchor = anchor
    }

    /// The pages in the stack, root first; empty when detached.
    ///
    /// A plain property: a body that reads it is not updated when the stack
    /// changes. Follow changes with ``NavigatorController/onPagesChange``.
    ///
    /// ```swift
    /// Text("\(navigator.pages.count) pages")  // as of this update, not live
    /// ```
    public var pages: [PageID] { controller?.pages ?? [] }

    /// Pushes a SwiftUI page, configured before the push. Pass `id` to pop back
    /// to it later with ``pop(to:animated:)``.
    public func push<Content: StandaloneHostedView>(_ view: Content, id: PageID? = nil, animated: Bool = true) throws(NavigationError) {
        try push(contentsOf: [.hosted(view, id: id)], animated: animated)
    }

    /// Pushes any view controller (not a `UINavigationController`: UIKit refuses to
    /// push one). Pass `id` to pop back to it later. A controller already in the
    /// stack (or waiting to enter it) throws `NavigationError.duplicatePage` with
    /// the ID it has, whatever `id` you pass: UIKit raises on a controller pushed twice.
    public func push(_ viewController: UIViewController, id: PageID? = nil, animated: Bool = true) throws(NavigationError) {
        try push(contentsOf: [.controller(viewController, id: id)], animated: animated)
    }

    /// Pushes several pages with one UIKit call (one animation).
    public func push(contentsOf pages: [NavigatorPage], animated: Bool = true) throws(NavigationError) {
        let controller = try attached()
        let ids = try controller.register(pages)
        try controller.request(.push(ids), animated: animated)
    }

    /// Pops `count` pages with one UIKit call. Throws `NavigationError.popPastRoot(requested:available:)`.
    public func pop(count: Int = 1, animated: Bool = true) throws(NavigationError) {
        try attached().request(.pop(count: count), animated: animated)
    }

    /// Pops every page above `page`.
    public func pop(to page: PageID, animated: Bool = true) throws(NavigationError) {
        try attached().request(.popTo(page), animated: animated)
    }

    /// Pops every page above the root.
    public func popToRoot(animated: Bool = true) throws(NavigationError) {
        try attached().request(.popToRoot, animated: animated)
    }

    /// Makes the stack exactly `pages` with one UIKit call, reusing the
    /// controllers of pages that stay (``NavigatorPage/existing(_:)``).
    public func replaceStack(_ pages: [NavigatorPage], animated: Bool = true) throws(NavigationError) {
        let controller = try attached()
        let ids = try controller.register(pages)
        try controller.request(.replace(ids), animated: animated)
    }

    private var controller: NavigatorController? {
        guard let page = anchor?.controller else { return nil }
        return page as? NavigatorController ?? page.navigationController as? NavigatorController
    }

    private func attached() throws(NavigationError) -> NavigatorController {
        guard let controller else {
            #if DEBUG
            print("BridgeKit: Navigator used outside a NavigatorController; the call throws NavigationError.detached. Show the page in a NavigatorController.")
            #endif
            throw .detached
        }
        return controller
    }
}

private struct NavigatorKey: EnvironmentKey {
    static var defaultValue: Navigator { Navigator() }
}

extension EnvironmentValues {
    /// The navigator of the hosted page this view is in. Outside a page in a
    /// ``NavigatorController`` its calls throw `NavigationError.detached`.
    public var navigator: Navigator {
        get { self[NavigatorKey.self] }
        set { self[NavigatorKey.self] = newValue }
    }
}
#endif
