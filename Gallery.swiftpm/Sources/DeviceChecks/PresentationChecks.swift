import BridgeKit
import SwiftUI
import UIKit

/// An item a check presents.
struct CheckItem: Identifiable, Equatable {
    let id: String
}

/// The state a check's presentation follows, and what happened to it.
@MainActor
final class PresentationCheckModel {
    var item: CheckItem?
    var isModal = false
    /// "page a" when a page is built, "dismissed" when onDismiss runs, in order.
    var log: [String] = []

    var binding: Binding<CheckItem?> {
        Binding(get: { [unowned self] in item }, set: { [unowned self] in item = $0 })
    }

    var modalBinding: Binding<Bool> {
        Binding(get: { [unowned self] in isModal }, set: { [unowned self] in isModal = $0 })
    }
}

/// A page that records that it was built.
struct CheckPage: View {
    let item: CheckItem
    var body: some View { Text("page \(item.id)") }
}

@MainActor
func sheet(on host: UIViewController, _ model: PresentationCheckModel,
           style: PresentationStyle = .sheet()) -> ItemPresentation<CheckItem> {
    // A closure of several statements names its parameter (`content:`): the
    // UIKit variant (`controller:`) takes a closure of the same shape.
    host.present(item: model.binding, style: style, isModalInPresentation: model.modalBinding,
                 onDismiss: { model.log.append("dismissed") },
                 content: { (item: CheckItem) -> CheckPage in
                     model.log.append("page \(item.id)")
                     return CheckPage(item: item)
                 })
}

/// Waits until `presentation` shows its page on `host` and the presentation
/// has ended (not `isBeingPresented`).
@MainActor
private func waitUntilPresented(_ presentation: any CheckSheet, on host: UIViewController,
                                _ what: String, _ check: DeviceCheckContext) async throws {
    try await check.waitUntil(what, timeout: .seconds(3)) {
        presentation.viewController != nil && host.presentedViewController?.isBeingPresented == false
    }
}

/// A sheet of a chain of sheets: BridgeKit's for the check; for its control,
/// `HandPresentedSheet` (each page dismissed by the controller that presented it).
@MainActor
private func chainSheet(on host: UIViewController, _ model: PresentationCheckModel, _ check: DeviceCheckContext,
                        fullScreen: Bool = false) -> any CheckSheet {
    guard check.isControl else { return sheet(on: host, model, style: fullScreen ? .fullScreen : .sheet()) }
    return HandPresentedSheet(on: host, model, style: fullScreen ? .fullScreen : .automatic)
}

/// A parent sheet on a root in a check window, and a child sheet on the parent's page.
@MainActor
private struct NestedSheets {
    let root: UIViewController
    let parentModel: PresentationCheckModel
    let childModel: PresentationCheckModel
    let parent: any CheckSheet
    /// Weak: a real app holds no reference to the parent's page, which is freed
    /// once it leaves (with the presentations it keeps).
    weak var parentPage: UIViewController?
    let child: any CheckSheet

    static func present(_ check: DeviceCheckContext) async throws -> NestedSheets {
        let root = UIViewController()
        _ = try await check.host(controller: root)
        let parentModel = PresentationCheckModel()
        parentModel.item = CheckItem(id: "parent")
        let parent = chainSheet(on: root, parentModel, check)
        try await waitUntilPresented(parent, on: root, "the parent is presented", check)
        let parentPage = try check.require(parent.viewController, "no parent page")
        let childModel = PresentationCheckModel()
        childModel.item = CheckItem(id: "child")
        let child = chainSheet(on: parentPage, childModel, check)
        try await waitUntilPresented(child, on: parentPage, "the child is presented", check)
        return NestedSheets(root: root, parentModel: parentModel, childModel: childModel,
                            parent: parent, parentPage: parentPage, child: child)
    }

    private init(root: UIViewController, parentModel: PresentationCheckModel, childModel: PresentationCheckModel,
                 parent: any CheckSheet, parentPage: UIViewController, child: any CheckSheet) {
        self.root = root
        self.parentModel = parentModel
        self.childModel = childModel
        self.parent = parent
        self.parentPage = parentPage
        self.child = child
    }
}

extension DeviceChecks {
    static let presentationChecks: [DeviceCheck] = [
        // The item becoming non-nil presents a page, and the state stays as written.
        DeviceCheck("anItemThatBecomesNonNilPresentsItsPage", feature: "Presentation") { check in
            let root = UIViewController()
            _ = try await check.host(controller: root)
            let model = PresentationCheckModel()
            let presentation = sheet(on: root, model)
            model.item = CheckItem(id: "a")
            presentation.update()
            try await check.waitUntil("a page is presented", timeout: .seconds(3)) {
                root.presentedViewController != nil && presentation.viewController != nil && !root.presentedViewController!.isBeingPresented
            }
            check.expect(model.item == CheckItem(id: "a"), "the item is \(String(describing: model.item))")
        },

        // nil dismisses it, onDismiss runs once, and nothing is written back.
        DeviceCheck("aNilItemDismissesThePageAndRunsOnDismissOnce", feature: "Presentation") { check in
            let root = UIViewController()
            _ = try await check.host(controller: root)
            let model = PresentationCheckModel()
            model.item = CheckItem(id: "a")
            let presentation = sheet(on: root, model)
            try await check.waitUntil("a page is presented", timeout: .seconds(3)) { root.presentedViewController != nil }
            await check.turns(2)
            model.item = nil
            presentation.update()
            try await check.waitUntil("the page is dismissed", timeout: .seconds(3)) { root.presentedViewController == nil }
            await check.turns(3)
            check.expect(model.log == ["page a", "dismissed"], "log \(model.log)")
        },

        // A child sheet on a sheet: clearing the child's item, and then the
        // child page dismissing itself (as a Cancel button does), leave the parent.
        DeviceCheck("dismissingAChildLeavesItsParent", feature: "Presentation", control: .handPresentedSheet) { check in
            let sheets = try await NestedSheets.present(check)
            let (root, parentModel, childModel) = (sheets.root, sheets.parentModel, sheets.childModel)
            let (parentPage, child) = (try check.require(sheets.parentPage, "no parent page"), sheets.child)
            childModel.item = nil
            child.apply()
            try await check.waitUntil("the child is dismissed", timeout: .seconds(3)) { parentPage.presentedViewController == nil }
            await check.turns(3)
            check.expect(root.presentedViewController != nil, "the parent was dismissed with the child")
            check.expect(parentModel.item != nil && parentModel.log == ["page parent"], "parent log \(parentModel.log)")

            childModel.item = CheckItem(id: "again")
            child.apply()
            try await waitUntilPresented(child, on: parentPage, "the child is presented again", check)
            child.viewController?.dismiss(animated: true)
            try await check.waitUntil("the child dismissed itself", timeout: .seconds(3)) { parentPage.presentedViewController == nil }
            await check.turns(3)
            check.expect(childModel.item == nil, "the child's item was not written nil")
            check.expect(childModel.log.filter { $0 == "dismissed" }.count == 2, "child log \(childModel.log)")
            check.expect(root.presentedViewController != nil && parentModel.item != nil, "the parent left with the child")
        },

        // Three nested pages, the top one full screen, so the middle one is off
        // screen when the outer one is dismissed: UIKit animates only the top one
        // and removes the middle one silently ("any intermediate view controllers
        // are simply removed"). The middle presentation must still end, with no
        // update() call: its item written nil once and its onDismiss run once.
        DeviceCheck("dismissingTheParentWritesTheChildNil", feature: "Presentation", control: .handPresentedSheet) { check in
            let sheets = try await NestedSheets.present(check)
            let (root, parentModel, childModel, parent) = (sheets.root, sheets.parentModel, sheets.childModel, sheets.parent)
            let topModel = PresentationCheckModel()
            topModel.item = CheckItem(id: "top")
            do {
                let childPage = try check.require(sheets.child.viewController, "no child page")
                let top = chainSheet(on: childPage, topModel, check, fullScreen: true)
                try await waitUntilPresented(top, on: childPage, "the top page is presented", check)
            }
            parentModel.item = nil
            parent.apply()
            try await check.waitUntil("all three are dismissed", timeout: .seconds(3)) { root.presentedViewController == nil }
            try await check.waitUntil("the middle item is written nil without update()", timeout: .seconds(3)) {
                childModel.item == nil
            }
            await check.turns(5)
            check.expect(childModel.log == ["page child", "dismissed"], "middle log \(childModel.log)")
            check.expect(topModel.item == nil && topModel.log == ["page top", "dismissed"], "top log \(topModel.log)")
            check.expect(parentModel.log == ["page parent", "dismissed"], "parent log \(parentModel.log)")
        },

        // "Close all", parent first, on three nested sheets: the outer item, then
        // at once the middle one. The middle presentation's own dismissal finds
        // its page leaving with the outer one; it must still end (onDismiss once),
        // and a new chain must present afterwards.
        DeviceCheck("closingAllParentFirstLeavesNoPageStuck", feature: "Presentation", control: .handPresentedSheet) { check in
            let sheets = try await NestedSheets.present(check)
            let (root, parentModel, childModel) = (sheets.root, sheets.parentModel, sheets.childModel)
            let (parent, child) = (sheets.parent, sheets.child)
            let topModel = PresentationCheckModel()
            topModel.item = CheckItem(id: "top")
            do {
                let childPage = try check.require(child.viewController, "no child page")
                let top = chainSheet(on: childPage, topModel, check)
                try await waitUntilPresented(top, on: childPage, "the top sheet is presented", check)
            }
            parentModel.item = nil
            parent.apply()
            childModel.item = nil
            child.apply()
            try await check.waitUntil("all three are dismissed", timeout: .seconds(3)) { root.presentedViewController == nil }
            try await check.waitUntil("the middle presentation ran its onDismiss", timeout: .seconds(3)) {
                childModel.log == ["page child", "dismissed"]
            }
            check.expect(child.viewController == nil, "the middle presentation still holds its page")
            parentModel.item = CheckItem(id: "p2")
            parent.apply()
            try await waitUntilPresented(parent, on: root, "p2 is presented", check)
            // The old middle presentation's host was the old parent page: a new one on the new page.
            let page = try check.require(parent.viewController, "no p2 page")
            let again = PresentationCheckModel()
            again.item = CheckItem(id: "c2")
            let child2 = chainSheet(on: page, again, check)
            try await waitUntilPresented(child2, on: page, "c2 is presented over p2", check)
            check.expect(again.log == ["page c2"], "c2 log \(again.log)")
        },

        // A host not in a window yet keeps the item and presents it when it appears.
        DeviceCheck("anItemSetBeforeTheHostAppearsIsPresentedWhenItDoes", feature: "Presentation",
                    control: .handPresentedSheet) { check in
            let root = UIViewController()
            let model = PresentationCheckModel()
            model.item = CheckItem(id: "early")
            let presentation = checkSheet(on: root, model, check)
            await check.turns(3)
            check.expect(model.item == CheckItem(id: "early"), "the pending item was written nil")
            check.expect(root.presentedViewController == nil, "presented while not in a window")
            _ = try await check.host(controller: root)
            try await waitUntilPresented(presentation, on: root, "the page is presented once the host appears", check)
            check.expect(model.log == ["page early"], "log \(model.log)")
        },

        // isModalInPresentation follows the binding on every update.
        DeviceCheck("isModalInPresentationFollowsItsBinding", feature: "Presentation", configuration: true) { check in
            let root = UIViewController()
            _ = try await check.host(controller: root)
            let model = PresentationCheckModel()
            model.item = CheckItem(id: "form")
            let presentation = sheet(on: root, model)
            try await check.waitUntil("a page is presented", timeout: .seconds(3)) { root.presentedViewController != nil }
            let presented = try check.require(root.presentedViewController, "nothing presented")
            check.expect(!presented.isModalInPresentation, "modal before the binding said so")
            model.isModal = true
            presentation.update()   // read on the next turn
            try await check.waitUntil("isModalInPresentation follows true") { presented.isModalInPresentation }
            model.isModal = false
            presentation.update()
            try await check.waitUntil("isModalInPresentation follows false") { !presented.isModalInPresentation }
        },

        // A new id while presented: the old page leaves (onDismiss), then the new one comes.
        DeviceCheck("replacingTheItemDismissesThenPresents", feature: "Presentation", control: .handPresentedSheet) { check in
            let root = UIViewController()
            _ = try await check.host(controller: root)
            let model = PresentationCheckModel()
            model.item = CheckItem(id: "a")
            let presentation = checkSheet(on: root, model, check)
            try await check.waitUntil("a is presented", timeout: .seconds(3)) {
                root.presentedViewController?.isBeingPresented == false
            }
            let first = root.presentedViewController
            model.item = CheckItem(id: "b")
            presentation.apply()
            try await check.waitUntil("b replaced a", timeout: .seconds(5)) {
                root.presentedViewController != nil && root.presentedViewController !== first
                    && root.presentedViewController?.isBeingPresented == false
            }
            check.expect(model.log == ["page a", "dismissed", "page b"], "log \(model.log)")
            check.expect(model.item == CheckItem(id: "b"), "the item is \(String(describing: model.item))")
        },
    ]
}
