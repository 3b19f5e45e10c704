#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// The root view of a ``StandaloneHostingController``: your view, with the page's
/// ``PageLifecycle`` and ``Navigator`` in its environment.
///
/// You rarely name this type; read and replace your view through
/// ``StandaloneHostingController/content``.
@MainActor @preconcurrency
public struct HostedPage<Content: View>: View {
    /// The SwiftUI view the page shows.
    var content: Content
    let lifecycle: PageLifecycle
    let navigator: Navigator
    /// Regions the content expands into: a component's on iOS 16.0–16.3, where the
    /// controller has no `safeAreaRegions`. This removes the safe-area padding; the
    /// hosting controller's own keyboard avoidance may remain there.
    let ignoredSafeArea: SafeAreaRegions

    init(content: Content, lifecycle: PageLifecycle, navigator: Navigator, ignoredSafeArea: SafeAreaRegions = []) {
        self.content = content
        self.lifecycle = lifecycle
        self.navigator = navigator
        self.ignoredSafeArea = ignoredSafeArea
    }

    public var body: some View {
        content
            .environment(\.pageLifecycle, lifecycle)
            .environment(\.navigator, navigator)
            .modifier(IgnoringSafeArea(regions: ignoredSafeArea))
    }
}

/// `.ignoresSafeArea(regions)`, or nothing when `regions` is empty.
private struct IgnoringSafeArea: ViewModifier {
    let regions: SafeAreaRegions

    @ViewBuilder
    func body(content: Content) -> some View {
        if regions.isEmpty {
            content
        } else {
            content.ignoresSafeArea(regions)
        }
    }
}

/// Points from a page's environment back to its controller without owning it.
///
/// Retain graph: the controller owns its root view, the root view owns this
/// anchor, and the anchor holds the controller `weak`ly, so a page never keeps
/// itself alive.
@MainActor
final class PageAnchor {
    weak var controller: UIViewController?
}
#endif
