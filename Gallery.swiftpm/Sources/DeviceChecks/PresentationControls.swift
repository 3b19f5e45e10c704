import BridgeKit
import SwiftUI
import UIKit

/// A sheet a presentation check drives: BridgeKit's `ItemPresentation`, or
/// (a control) a sheet presented and dismissed by hand from an optional.
@MainActor
protocol CheckSheet: AnyObject {
    /// The presented page, if any.
    var viewController: UIViewController? { get }
    /// Reads the item again, as after the app wrote it.
    func apply()
}

extension ItemPresentation: CheckSheet {
    func apply() { update() }
}

/// BridgeKit's sheet for the check, the hand-made one for its control.
@MainActor
func checkSheet(on host: UIViewController, _ model: PresentationCheckModel, _ check: DeviceCheckContext) -> any CheckSheet {
    check.isControl ? HandPresentedSheet(on: host, model) : sheet(on: host, model)
}

/// A naive bridge that shows the app's state when the app asks it to
/// (`apply()`), as apps call their own code after each write; an app that
/// observes its model calls it after each change.
@MainActor
protocol AppliedByHand: AnyObject, Sendable {
    func apply()
}

/// A sheet as an app presents it by hand from an optional: when the item is
/// set and nothing is shown, present the page made for it; when it is nil,
/// dismiss it through the controller that presented it, which UIKit makes
/// responsible for it (`dismiss(animated:)` called on a page that presents
/// another would dismiss only the pages above it: "calling this method on a
/// view controller lower in the stack dismisses its immediate child view
/// controller and all view controllers above that child"), then run
/// `onDismiss`; `isModalInPresentation` copied from `isModal`. Nothing is
/// written back when the page goes by other means, and a new item while a
/// page shows changes nothing.
@MainActor
final class HandPresentedSheet<Item>: CheckSheet, AppliedByHand {
    private weak var host: UIViewController?
    private let item: @MainActor () -> Item?
    private let isModal: @MainActor () -> Bool
    private let style: UIModalPresentationStyle
    private let onDismiss: @MainActor () -> Void
    private let page: @MainActor (Item) -> UIViewController
    private(set) var viewController: UIViewController?

    init(on host: UIViewController, item: @escaping @MainActor () -> Item?,
         isModal: @escaping @MainActor () -> Bool = { false }, style: UIModalPresentationStyle = .automatic,
         onDismiss: @escaping @MainActor () -> Void = {}, page: @escaping @MainActor (Item) -> UIViewController) {
        self.host = host
        self.item = item
        self.isModal = isModal
        self.style = style
        self.onDismiss = onDismiss
        self.page = page
        apply()
    }

    func apply() {
        guard let host else { return }
        if let item = item(), viewController == nil {
            let page = page(item)
            page.modalPresentationStyle = style
            page.isModalInPresentation = isModal()
            viewController = page
            host.present(page, animated: true)
        } else if item() == nil, let page = viewController {
            viewController = nil
            let onDismiss = onDismiss
            (page.presentingViewController ?? page).dismiss(animated: true) { onDismiss() }
        } else {
            viewController?.isModalInPresentation = isModal()
        }
    }
}

extension HandPresentedSheet where Item == CheckItem {
    /// The presentation checks' hand-made sheet: the model's item, its pages
    /// and dismissals logged as BridgeKit's are ("page a", "dismissed").
    convenience init(on host: UIViewController, _ model: PresentationCheckModel,
                     style: UIModalPresentationStyle = .automatic) {
        self.init(on: host, item: { model.item }, style: style, onDismiss: { model.log.append("dismissed") }) { item in
            model.log.append("page \(item.id)")
            return UIHostingController(rootView: CheckPage(item: item))
        }
    }
}

/// A `UINavigationController` given a path by hand, as apps write it without
/// BridgeKit: `apply()` pushes a new page for each value past the pages the
/// stack shows, or pops to the pages the path kept, at once, transition or
/// not. Nothing is written back when the user pops.
@MainActor
final class HandAppliedPath: AppliedByHand {
    let navigation: UINavigationController
    private let path: @MainActor () -> [Int]
    private let page: @MainActor (Int) -> UIViewController

    /// `page(0)` is the root.
    init(path: @escaping @MainActor () -> [Int], page: @escaping @MainActor (Int) -> UIViewController) {
        self.path = path
        self.page = page
        navigation = UINavigationController(rootViewController: page(0))
        apply()
    }

    func apply() {
        let path = path()
        let shown = navigation.viewControllers.count - 1
        if path.count > shown {
            for number in path[shown...] { navigation.pushViewController(page(number), animated: true) }
        } else if path.count < shown {
            navigation.popToViewController(navigation.viewControllers[path.count], animated: true)
        }
    }
}
