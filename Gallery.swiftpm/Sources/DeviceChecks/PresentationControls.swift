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

/// A sheet as an app presents it by hand from an optional: when the item is
/// set and nothing is shown, present a hosting controller; when it is nil,
/// dismiss it through the controller that presented it, which UIKit makes
/// responsible for it (`dismiss(animated:)` called on a page that presents
/// another would dismiss only the pages above it: "calling this method on a
/// view controller lower in the stack dismisses its immediate child view
/// controller and all view controllers above that child"). Nothing is written
/// back when the page goes by other means, and a new item while a page shows
/// changes nothing.
@MainActor
final class HandPresentedSheet: CheckSheet {
    private weak var host: UIViewController?
    private let model: PresentationCheckModel
    private let style: UIModalPresentationStyle
    private(set) var viewController: UIViewController?

    init(on host: UIViewController, _ model: PresentationCheckModel, style: UIModalPresentationStyle = .automatic) {
        self.host = host
        self.model = model
        self.style = style
        apply()
    }

    func apply() {
        guard let host else { return }
        if let item = model.item, viewController == nil {
            model.log.append("page \(item.id)")
            let page = UIHostingController(rootView: CheckPage(item: item))
            page.modalPresentationStyle = style
            viewController = page
            host.present(page, animated: true)
        } else if model.item == nil, let page = viewController {
            viewController = nil
            let model = model
            (page.presentingViewController ?? page).dismiss(animated: true) { model.log.append("dismissed") }
        }
    }
}
