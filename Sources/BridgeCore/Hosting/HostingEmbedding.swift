/// How a hosted SwiftUI view sits in a UIKit parent: as a whole page, or as a
/// component sized by its content.
///
/// The choice decides two `UIHostingController` settings that are easy to get
/// wrong: `sizingOptions` (iOS 16), which makes Auto Layout see the SwiftUI
/// content's size, and `safeAreaRegions` (iOS 16.4), which stops a hosting
/// controller that is *not* full screen from padding its content with safe-area
/// insets it inherits from the window. Either way, the hosted view is pinned to
/// the parent's four edges.
///
/// ```swift
/// embedHostedView(ProfileCard(), embedding: .component)   // sizes to the card
/// embedHostedView(DetailPage.ContentView(name: name))     // .page: fills the controller
/// ```
public struct HostingEmbedding: Hashable, Sendable {
    /// Whether the hosted content fills its parent or its parent wraps the content.
    public enum Placement: Hashable, Sendable {
        /// The parent decides the size (a page); the content fills it.
        case fillsParent
        /// The content decides the size (a card in a stack view or a cell).
        case sizesToContent
    }

    public var placement: Placement
    /// Whether SwiftUI should keep content out of the safe area. A page wants it;
    /// a component in the middle of a screen does not.
    public var respectsSafeArea: Bool

    public init(placement: Placement, respectsSafeArea: Bool) {
        self.placement = placement
        self.respectsSafeArea = respectsSafeArea
    }

    /// A whole page: fills the parent, keeps content inside the safe area. The default.
    public static let page = HostingEmbedding(placement: .fillsParent, respectsSafeArea: true)
    /// A component: sized by its content, no safe-area padding of its own.
    public static let component = HostingEmbedding(placement: .sizesToContent, respectsSafeArea: false)

    /// The `UIHostingController.sizingOptions` to set.
    package var sizingOptions: HostingSizingOptions {
        placement == .sizesToContent ? [.intrinsicContentSize] : []
    }

    /// The `UIHostingController.safeAreaRegions` to set (where available): all or none.
    package var safeAreaRegions: SafeAreaRegionSet {
        respectsSafeArea ? .all : []
    }

    /// How the safe-area decision reaches SwiftUI. `safeAreaRegions` exists from iOS
    /// 16.4; below it nothing on the controller replaces it, so the hosted content
    /// itself ignores the regions it must not be padded by (`.ignoresSafeArea`),
    /// which SwiftUI has offered since iOS 14. That removes the safe-area padding;
    /// it very likely does not stop `UIHostingController`'s keyboard avoidance on
    /// 16.0–16.3, which only private API turns off there (BridgeKit uses none).
    package func safeAreaPath(controllerHasSafeAreaRegions: Bool) -> SafeAreaPath {
        if controllerHasSafeAreaRegions { return .controllerRegions(safeAreaRegions) }
        return .contentIgnores(SafeAreaRegionSet.all.subtracting(safeAreaRegions))
    }
}

/// Where a ``HostingEmbedding``'s safe-area decision is applied.
package enum SafeAreaPath: Hashable, Sendable {
    /// iOS 16.4 and later: set `UIHostingController.safeAreaRegions` to these regions.
    case controllerRegions(SafeAreaRegionSet)
    /// iOS 16.0–16.3: the hosted content ignores these regions (none for a page);
    /// the keyboard avoidance may remain.
    case contentIgnores(SafeAreaRegionSet)
}

/// Mirrors `UIHostingControllerSizingOptions` so the decision can be tested without SwiftUI.
package struct HostingSizingOptions: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The controller's `preferredContentSize` follows the content (popovers, sheets).
    package static let preferredContentSize = HostingSizingOptions(rawValue: 1 << 0)
    /// The view's `intrinsicContentSize` follows the content (Auto Layout).
    package static let intrinsicContentSize = HostingSizingOptions(rawValue: 1 << 1)
}

/// Mirrors SwiftUI's `SafeAreaRegions` for the same reason.
package struct SafeAreaRegionSet: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    package static let container = SafeAreaRegionSet(rawValue: 1 << 0)
    package static let keyboard = SafeAreaRegionSet(rawValue: 1 << 1)
    package static let all: SafeAreaRegionSet = [.container, .keyboard]
}
