#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import Foundation
import SwiftUI
import UIKit

/// A `UIHostingController` for a ``StandaloneHostedView``: configured in `init`,
/// lifecycle-aware, with a ``Navigator`` in its content's environment.
///
/// - `init` calls ``StandaloneHostedView/configureHostingController(_:)``,
///   so the navigation item is ready before the push.
/// - Its UIKit lifecycle reaches the SwiftUI content through ``PageLifecycle``
///   (`.onLifecycle(_:perform:)`, or ``PageLifecycle/events``).
/// - `HostingEmbedding` sets `sizingOptions` and, on iOS 16.4+, `safeAreaRegions`;
///   on iOS 16.0–16.3 a component's content ignores the safe area itself
///   (`.ignoresSafeArea`), which removes the safe-area padding but may leave the
///   controller's keyboard avoidance in place (see <doc:SwiftUIPagesInUIKit>).
///
/// ```swift
/// let detail = StandaloneHostingController(rootView: DetailView())
/// navigationController.pushViewController(detail, animated: true)   // title already set
/// ```
@MainActor @preconcurrency
open class StandaloneHostingController<Content: StandaloneHostedView>: UIHostingController<HostedPage<Content>> {

    /// The page's lifecycle, as its SwiftUI content sees it.
    public let lifecycle: PageLifecycle
    /// How the hosted view sits in its parent.
    public let embedding: HostingEmbedding

    /// Hosts `rootView` and lets it configure this controller before anything shows it.
    public init(rootView: Content, embedding: HostingEmbedding = .page) {
        let lifecycle = PageLifecycle()
        let anchor = PageAnchor()
        self.lifecycle = lifecycle
        self.embedding = embedding
        let hasSafeAreaRegions: Bool
        if #available(iOS 16.4, *) { hasSafeAreaRegions = true } else { hasSafeAreaRegions = false }
        let safeAreaPath = embedding.safeAreaPath(controllerHasSafeAreaRegions: hasSafeAreaRegions)
        var ignoredByContent: SafeAreaRegionSet = []
        if case .contentIgnores(let regions) = safeAreaPath { ignoredByContent = regions }
        super.init(rootView: HostedPage(
            content: rootView,
            lifecycle: lifecycle,
            navigator: Navigator(anchor: anchor),
            ignoredSafeArea: SafeAreaRegions(ignoredByContent)
        ))
        anchor.controller = self
        sizingOptions = UIHostingControllerSizingOptions(embedding.sizingOptions)
        if #available(iOS 16.4, *), case .controllerRegions(let regions) = safeAreaPath {
            safeAreaRegions = SafeAreaRegions(regions)
        }
        rootView.configureHostingController(self)
    }

    /// Storyboards cannot supply the SwiftUI view; create the controller in code.
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }

    /// The hosted SwiftUI view. Setting it keeps the environment values.
    public var content: Content {
        get { rootView.content }
        set { rootView.content = newValue }
    }

    // MARK: - Lifecycle, forwarded to the core tracker

    open override func viewDidLoad() {
        super.viewDidLoad()
        lifecycle.receive(.viewDidLoad)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        lifecycle.receive(.viewWillAppear(isMovingToParent: isMovingToParentPage))
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        lifecycle.receive(.viewDidAppear(isMovingToParent: isMovingToParentPage))
        (navigationController as? NavigatorController)?.hostedPageDidAppear()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        lifecycle.receive(.viewWillDisappear(isMovingFromParent: isMovingFromParentPage))
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        lifecycle.receive(.viewDidDisappear(isMovingFromParent: isMovingFromParentPage))
    }

    // The page arrives or leaves for good when this controller or one that carries
    // it does: the wrapper page it is embedded in (a wrapper page) is the one
    // pushed or popped, and a navigation controller is presented or dismissed as a whole.
    private var isMovingToParentPage: Bool {
        carriers.contains { $0.isMovingToParent || $0.isBeingPresented }
    }

    private var isMovingFromParentPage: Bool {
        carriers.contains { $0.isMovingFromParent || $0.isBeingDismissed }
    }

    /// This controller and its ancestors, innermost first.
    private var carriers: [UIViewController] {
        Array(sequence(first: self as UIViewController, next: { $0.parent }))
    }
}

extension UIHostingControllerSizingOptions {
    init(_ options: HostingSizingOptions) {
        self = []
        if options.contains(.intrinsicContentSize) { insert(.intrinsicContentSize) }
        if options.contains(.preferredContentSize) { insert(.preferredContentSize) }
    }
}

extension SafeAreaRegions {
    init(_ regions: SafeAreaRegionSet) {
        self = []
        if regions.contains(.container) { insert(.container) }
        if regions.contains(.keyboard) { insert(.keyboard) }
    }
}
#endif
