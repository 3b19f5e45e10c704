import BridgeCore

/// A headless screen shaped like the view tree SwiftUI builds around a `List`,
/// with the two markers `.pullToRefresh` or `.introspectScrollView` adds: one in
/// the modified view's `.background` (``marker``, drawn before the list) and one in
/// its `.overlay` (``frontMarker``, drawn after it). Tests, benchmarks and
/// `bridgekit demo` measure the searches on these.
///
/// The class names are the ones the view debugger shows on iOS 16 and 17; the
/// search only sees the tree's shape, and which node is the list. SwiftUI hosts
/// platform views in drawing order, so siblings of the modified view sit next to
/// it at the same depth (``Shape/besideCarousel``).
///
/// ```swift
/// let screen = HeadlessScreen(.inNavigationStack)
/// let result = BracketedHierarchySearch().find(between: screen.marker, and: screen.frontMarker) {
///     HeadlessScreen.isScrollView($0) ? $0 : nil
/// }
/// result.node === screen.list  // true
/// ```
@MainActor
public struct HeadlessScreen {
    /// Where the `List` sits relative to the marker.
    public enum Shape: String, CaseIterable, Sendable {
        /// `List { }.pullToRefresh { }`: the marker's host and the list's host share a parent.
        case sibling
        /// The marker and the list each sit inside a wrapper SwiftUI added.
        case cousin
        /// The list three levels below the marker's grandparent, behind a header of
        /// ``headerViews`` UIKit views in rows of 50 (a representable header, say).
        case behindHeader
        /// `NavigationStack { List { } }.pullToRefresh { }`: the list is in the
        /// navigation controller's page, next to its navigation bar.
        case inNavigationStack
        /// `TabView { NavigationStack { List { } } }.pullToRefresh { }`: the list is
        /// in the selected tab's navigation page, next to the tab bar.
        case inTabView
        /// `VStack { ScrollView(.horizontal) { } ; List { }.pullToRefresh { } }`: a
        /// horizontal carousel drawn before the marker, as near to it as the list.
        case besideCarousel
    }

    public let shape: Shape
    /// The root of the tree; keep it (or the screen) alive, since parents are weak.
    public let window: HeadlessNode
    /// The marker in the modified view's `.background`, where the search starts.
    public let marker: HeadlessNode
    /// The marker in the modified view's `.overlay`, where the search ends.
    public let frontMarker: HeadlessNode
    /// The `UICollectionView` behind the `List`, `nil` for a screen built without it.
    public private(set) var list: HeadlessNode?
    /// The list being removed by ``swapListWithTransition()``, until ``finishTransition()``.
    public private(set) var leavingList: HeadlessNode?

    /// The header size of ``Shape/behindHeader`` unless one is given.
    public static let headerViews = 2_500

    /// Builds `shape`. `headerViews` sizes ``Shape/behindHeader``'s header; without
    /// `withList` the list's place is empty, to measure a search that finds nothing.
    public init(_ shape: Shape, headerViews: Int = HeadlessScreen.headerViews, withList: Bool = true) {
        self.shape = shape
        let marker = HeadlessNode("UIView", label: "marker")
        let list = withList ? Self.collectionView() : nil
        let listHost = HeadlessNode("PlatformViewHost", list.map { [$0] } ?? [])
        let markerHost = HeadlessNode("PlatformViewHost", [marker])
        let frontMarker = HeadlessNode("UIView", label: "front marker")
        let frontHost = HeadlessNode("PlatformViewHost", [frontMarker])
        var content: [HeadlessNode]
        switch shape {
        case .sibling:
            content = [markerHost, listHost]
        case .besideCarousel:
            let carousel = HeadlessNode("UIScrollView", label: "carousel", (0..<8).map { _ in
                HeadlessNode("PlatformViewHost", [HeadlessNode("UIImageView")])
            })
            content = [HeadlessNode("PlatformViewHost", [carousel]), markerHost, listHost]
        case .cousin:
            content = [
                HeadlessNode("_UIInheritedView", [markerHost]),
                HeadlessNode("_UIInheritedView", [HeadlessNode("UpdateCoalescingView", [listHost])]),
            ]
        case .behindHeader:
            content = [Self.header(views: headerViews), markerHost, HeadlessNode("UpdateCoalescingView", [listHost])]
        case .inNavigationStack:
            content = [markerHost, HeadlessNode("PlatformViewHost", [Self.navigationController(page: listHost)])]
        case .inTabView:
            let navigation = HeadlessNode("PlatformViewHost", [Self.navigationController(page: listHost)])
            content = [markerHost, HeadlessNode("PlatformViewHost", [Self.tabBarController(page: navigation)])]
        }
        content.append(frontHost)
        self.marker = marker
        self.frontMarker = frontMarker
        self.list = list
        window = HeadlessNode("UIWindow", [HeadlessNode("_UIHostingView", content)])
    }

    /// What SwiftUI does when the modified view is an `if` that swaps two `List`s with
    /// an animation: the new list's host is inserted, next to the old one, before the
    /// front marker's; the old one stays until the transition ends. Returns the new list.
    @discardableResult
    public mutating func swapListWithTransition() -> HeadlessNode {
        let replacement = Self.collectionView()
        guard let frontHost = frontMarker.parentNode, let parent = frontHost.parentNode else { return replacement }
        parent.addChild(HeadlessNode("PlatformViewHost", [replacement]))
        parent.addChild(frontHost)   // keeps the front marker last
        leavingList = list
        list = replacement
        return replacement
    }

    /// What SwiftUI does for `VStack { if showsCarousel { ScrollView(.horizontal) {…} };
    /// List {…} }.pullToRefresh`: a second scroll view appears between the markers,
    /// before the list, and stays. UIKit shows it exactly like a swapped list's
    /// newcomer. Returns the carousel.
    @discardableResult
    public func showCarouselBesideList() -> HeadlessNode {
        let carousel = HeadlessNode("UIScrollView", label: "carousel", [HeadlessNode("PlatformViewHost", [HeadlessNode("UIImageView")])])
        guard let listHost = list?.parentNode, let frontHost = frontMarker.parentNode,
              let parent = listHost.parentNode else { return carousel }
        parent.addChild(HeadlessNode("PlatformViewHost", [carousel]))
        parent.addChild(listHost)    // drawn after the carousel, as in the VStack
        parent.addChild(frontHost)   // keeps the front marker last
        return carousel
    }

    /// The transition ended: the old list's host leaves the tree.
    public mutating func finishTransition() {
        leavingList?.parentNode?.removeFromParent()
        leavingList = nil
    }

    /// The pages under the top one, kept alive by their view controllers while
    /// their views are out of the window (``Shape/inNavigationStack``).
    public private(set) var coveredPages: [HeadlessNode] = []

    /// What `UINavigationController` does when a page with its own `List` is pushed
    /// inside `NavigationStack { … }.pullToRefresh`: the new page's hosting view
    /// joins the transition view beside the old page, and ``finishTransition()``
    /// takes the old page's view out of the window without releasing it (its
    /// controller stays in the stack). Returns the pushed page's list.
    @discardableResult
    public mutating func pushPage() -> HeadlessNode {
        let pushed = Self.collectionView()
        guard let page = list?.parentNode?.parentNode, let wrapper = page.parentNode else { return pushed }
        let pushedPage = HeadlessNode("_UIHostingView", [HeadlessNode("PlatformViewHost", [pushed])])
        pushedPage.isControllerView = true
        page.isControllerView = true
        wrapper.addChild(pushedPage)
        coveredPages.append(page)
        leavingPage = page
        list = pushed
        return pushed
    }

    /// The push's or pop's transition ended: the page that left the top leaves the
    /// window (a covered page stays alive, a popped one is released).
    public mutating func finishPageTransition() {
        leavingPage?.removeFromParent()
        leavingPage = nil
    }

    /// The user goes back: the covered page returns beside the top one, which
    /// leaves at ``finishPageTransition()`` and is released. Returns the list shown again.
    @discardableResult
    public mutating func popPage() -> HeadlessNode? {
        guard let top = list?.parentNode?.parentNode, let wrapper = top.parentNode,
              let page = coveredPages.popLast() else { return nil }
        wrapper.addChild(page)
        leavingPage = top
        list = page.childNodes.first?.childNodes.first
        return list
    }

    private var leavingPage: HeadlessNode?

    /// Where the naive search starts: the marker's `superview?.superview`.
    public var naiveSearchRoot: HeadlessNode {
        marker.parentNode?.parentNode ?? marker
    }

    /// Whether `node` stands for a `UIScrollView` or a subclass.
    public nonisolated static func isScrollView(_ node: HeadlessNode) -> Bool {
        ["UIScrollView", "UICollectionView", "UITableView"].contains(node.kind)
    }

    // MARK: Parts

    private static func collectionView() -> HeadlessNode {
        HeadlessNode("UICollectionView", label: "List", (0..<12).map { _ in
            HeadlessNode("ListCollectionViewCell", [HeadlessNode("UIView", [HeadlessNode("_UIHostingView")])])
        })
    }

    /// `views` image views in rows of up to 50, under one host.
    private static func header(views: Int) -> HeadlessNode {
        let rows = stride(from: 0, to: views, by: 50).map { start in
            HeadlessNode("UIStackView", (start..<min(views, start + 50)).map { _ in HeadlessNode("UIImageView") })
        }
        return HeadlessNode("PlatformViewHost", label: "header", rows)
    }

    private static func navigationController(page: HeadlessNode) -> HeadlessNode {
        HeadlessNode("UILayoutContainerView", [
            HeadlessNode("UINavigationTransitionView", [
                HeadlessNode("UIViewControllerWrapperView", [HeadlessNode("_UIHostingView", [page])]),
            ]),
            HeadlessNode("UINavigationBar", [
                barBackground(),
                HeadlessNode("_UINavigationBarLargeTitleView", [HeadlessNode("UILabel")]),
                HeadlessNode("_UINavigationBarContentView", [
                    HeadlessNode("_UIButtonBarStackView", [
                        HeadlessNode("_UIButtonBarButton", [HeadlessNode("_UIModernBarButton", [HeadlessNode("UIImageView")])]),
                    ]),
                    HeadlessNode("UILabel"),
                ]),
            ]),
        ])
    }

    private static func tabBarController(page: HeadlessNode) -> HeadlessNode {
        HeadlessNode("UILayoutContainerView", [
            HeadlessNode("UITransitionView", [
                HeadlessNode("UIViewControllerWrapperView", [HeadlessNode("_UIHostingView", [page])]),
            ]),
            HeadlessNode("UITabBar", [barBackground()] + (0..<4).map { _ in
                HeadlessNode("UITabBarButton", [HeadlessNode("UITabBarSwappableImageView"), HeadlessNode("UITabBarButtonLabel")])
            }),
        ])
    }

    private static func barBackground() -> HeadlessNode {
        HeadlessNode("_UIBarBackground", [
            HeadlessNode("UIVisualEffectView", [HeadlessNode("_UIVisualEffectBackdropView"), HeadlessNode("_UIVisualEffectSubview")]),
            HeadlessNode("_UIBarBackgroundShadowView", [HeadlessNode("_UIBarBackgroundShadowContentImageView")]),
        ])
    }
}
