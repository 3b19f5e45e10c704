#if canImport(UIKit) && canImport(SwiftUI)
import UIKit

/// How ``ItemPresentation`` shows its page: a sheet with detents, full screen,
/// or a popover anchored to a bar button item or a view.
///
/// ```swift
/// .sheet(detents: [.medium(), .large()], prefersGrabberVisible: true)
/// .sheet(detents: [.custom { _ in 220 }])          // iOS 16 custom detent
/// .fullScreen
/// .popover(anchor: .barButtonItem(navigationItem.rightBarButtonItem!))
/// ```
///
/// Configure the presentation here rather than through your controller's
/// `sheetPresentationController`: the presented controller is a container
/// that holds yours (see <doc:SwiftUIPagesInUIKit>).
@MainActor
public struct PresentationStyle {
    enum Kind {
        case sheet(detents: [UISheetPresentationController.Detent], prefersGrabberVisible: Bool)
        case fullScreen
        case popover(PopoverAnchor)
    }

    let kind: Kind

    /// A page sheet (`UIModalPresentationStyle.pageSheet`) that rests at `detents`.
    /// The user can swipe it down unless `isModalInPresentation` is on.
    /// An empty `detents` means `[.large()]`: UIKit requires at least one.
    public static func sheet(
        detents: [UISheetPresentationController.Detent] = [.large()],
        prefersGrabberVisible: Bool = false
    ) -> PresentationStyle {
        PresentationStyle(kind: .sheet(detents: detents, prefersGrabberVisible: prefersGrabberVisible))
    }

    /// `UIModalPresentationStyle.fullScreen`: no swipe to dismiss; only the state (or your own `dismiss`) closes it.
    public static var fullScreen: PresentationStyle { PresentationStyle(kind: .fullScreen) }

    /// A popover (`UIModalPresentationStyle.popover`) pointing at `anchor`; a tap
    /// outside dismisses it. In a compact width UIKit adapts it to a sheet.
    public static func popover(anchor: PopoverAnchor) -> PresentationStyle {
        PresentationStyle(kind: .popover(anchor))
    }

    /// `true` for a popover: its size comes from the page's `preferredContentSize`.
    var isPopover: Bool {
        if case .popover = kind { true } else { false }
    }

    /// Sets the style on the controller about to be presented, before `present`,
    /// as Apple's UISheetPresentationController documentation does.
    func apply(to controller: UIViewController) {
        switch kind {
        case .sheet(let detents, let grabber):
            controller.modalPresentationStyle = .pageSheet
            if let sheet = controller.sheetPresentationController {
                // "This array must contain at least one element" (UISheetPresentationController.detents).
                sheet.detents = detents.isEmpty ? [.large()] : detents
                sheet.prefersGrabberVisible = grabber
            }
        case .fullScreen:
            controller.modalPresentationStyle = .fullScreen
        case .popover(let anchor):
            controller.modalPresentationStyle = .popover
            guard let popover = controller.popoverPresentationController else { return }
            switch anchor.kind {
            case .item(let item):
                popover.sourceItem = item
            case .view(let view, let rect):
                popover.sourceView = view
                popover.sourceRect = rect ?? view.bounds
            }
        }
    }
}

/// What a popover points at.
///
/// ```swift
/// .popover(anchor: .barButtonItem(filterButton))
/// .popover(anchor: .view(cell, rect: cell.bounds))
/// ```
@MainActor
public struct PopoverAnchor {
    enum Kind {
        case item(UIBarButtonItem)
        case view(UIView, rect: CGRect?)
    }

    let kind: Kind

    /// Anchors to a bar button item (`sourceItem`, iOS 16).
    public static func barButtonItem(_ item: UIBarButtonItem) -> PopoverAnchor {
        PopoverAnchor(kind: .item(item))
    }

    /// Anchors to `rect` in `view`'s coordinates, or to its bounds (`sourceView`, `sourceRect`).
    public static func view(_ view: UIView, rect: CGRect? = nil) -> PopoverAnchor {
        PopoverAnchor(kind: .view(view, rect: rect))
    }
}
#endif
