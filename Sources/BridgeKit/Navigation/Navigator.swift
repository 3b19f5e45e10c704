#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// Full control of the UIKit navigation stack from a hosted SwiftUI page.
///
/// Every call goes through the `PageStack` model of the ``NavigatorController``
/// the page is in: it is checked first (typed `NavigationError`s, nothing reaches
/// UIKit), becomes exactly one UIKit call, and waits for any transition in flight.
/// Read it from the environment of any hosted page, embedded children included:
///
/// ```swift
/// struct HomeView: StandaloneHostedView {
///     @Environment(\.navigator) private var navigator
///     var body: some View {
///         Button("Checkout") {
///             try? navigator?.push(contentsOf: [.hosted(CartView()), .hosted(CheckoutView())])
///         }
///     }
/// }
/// ```
///
/// The navigator holds its page weakly and finds the navigation controller when
/// called, so it never keeps a page or a navigation controller alive.
@MainActor
public struct Navigator {
    private let anchor: PageAnchor

    init(anchor: PageAnchor) {
        self.anchor = anchor
    }

    /// A navigator for `controller` itself.
    public init(_ controller: NavigatorController) {
        let anchor = PageAnchor()
        anchor.controller = controller
        self.anchor = anchor
    }

    /// The pages in the stack, root first; empty when detached.
    public var pages: [PageID] { controller?.pages ?? [] }

    /// Pushes a SwiftUI page, configured before the push. Returns its identity.
    @discardableResult
    public func push<Content: StandaloneHostedView>(_ view: Content, id: PageID? = nil, animated: Bool = true) throws(NavigationError) -> PageID {
        try push(contentsOf: [.hosted(view, id: id)], animated: animated)[0]
    }

    /// Pushes any view controller (not a `UINavigationController`: UIKit refuses to
    /// push one). Returns its identity.
    @discardableResult
    public func push(_ viewController: UIViewController, id: PageID? = nil, animated: Bool = true) throws(NavigationError) -> PageID {
        try push(contentsOf: [.controller(viewController, id: id)], animated: animated)[0]
    }

    /// Pushes several pages with one UIKit call (one animation).
    @discardableResult
    public func push(contentsOf pages: [NavigatorPage], animated: Bool = true) throws(NavigationError) -> [PageID] {
        let controller = try attached()
        let ids = try controller.register(pages)
        try controller.request(.push(ids), animated: animated)
        return ids
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
    @discardableResult
    public func replaceStack(_ pages: [NavigatorPage], animated: Bool = true) throws(NavigationError) -> [PageID] {
        let controller = try attached()
        let ids = try controller.register(pages)
        try controller.request(.replace(ids), animated: animated)
        return ids
    }

    private var controller: NavigatorController? {
        guard let page = anchor.controller else { return nil }
        return page as? NavigatorController ?? page.navigationController as? NavigatorController
    }

    private func attached() throws(NavigationError) -> NavigatorController {
        guard let controller else { throw .detached }
        return controller
    }
}

private struct NavigatorKey: EnvironmentKey {
    static var defaultValue: Navigator? { nil }
}

extension EnvironmentValues {
    /// The navigator of the hosted page this view is in; `nil` outside a
    /// ``StandaloneHostingController``.
    public var navigator: Navigator? {
        get { self[NavigatorKey.self] }
        set { self[NavigatorKey.self] = newValue }
    }
}
#endif
