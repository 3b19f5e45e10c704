// Behind `canImport(SwiftUI, _version: 6.0)` (Xcode 16's SDK and later, which the
// gallery needs anyway): on Linux the toolchain's `@Observable` macro expands into
// Swift 6 era Observation, which the 17.0 SDK's does not declare, so only the
// 26.2 SDK check compiles these checks.
#if canImport(SwiftUI, _version: 6.0)
import BridgeKit
import Observation
import SwiftUI
import UIKit

/// An app's navigation state as an iOS 17 app writes it: `@Observable`.
@available(iOS 17, *)
@Observable @MainActor
private final class ObservedNavigationModel {
    var path: [Int] = []
    var item: ObservedItem?
    var isModal = false
    /// Unrelated state the bindings do not read.
    var title = ""
}

private struct ObservedItem: Identifiable, Equatable {
    let id: String
}

private struct ObservedNumberPage: StandaloneHostedView {
    let number: Int
    var body: some View { Text("Page \(number)") }
}

/// A check that follows Observation needs iOS 17. Before it there is nothing to
/// follow (the app calls `updatePath()` / `update()`), so the check says so and
/// fails rather than passing without testing anything.
@MainActor
private func requireObservation(_ check: DeviceCheckContext) -> Bool {
    if #available(iOS 17, *) { return true }
    check.fail("needs iOS 17 (Observation): run it on an iOS 17 or later simulator; on iOS 16 the app calls updatePath()/update()")
    return false
}

/// State the bindings read through Observation is followed without the app
/// calling `updatePath()` or `update()` (iOS 17 and later).
extension DeviceChecks {
    static let observedStateChecks: [DeviceCheck] = [
        // Appending to an @Observable model's path pushes, with no updatePath();
        // a second write (tracking armed again) pushes again; the user's pop is
        // written back once and not pushed again by the read it causes.
        DeviceCheck("anObservableModelsPathWriteIsFollowedWithoutUpdatePath", feature: "Path-bound stack") { check in
            guard requireObservation(check), #available(iOS 17, *) else { return }
            let model = ObservedNavigationModel()
            let navigation = NavigatorController(
                path: Bindable(model).path,
                root: StandaloneHostingController(rootView: ObservedNumberPage(number: 0))
            ) { number in
                StandaloneHostingController(rootView: ObservedNumberPage(number: number))
            }
            _ = try await check.host(controller: navigation)
            await check.turns(2)
            model.path.append(1)
            try await check.waitUntil("the page is pushed without updatePath()", timeout: .seconds(3)) {
                navigation.viewControllers.count == 2 && navigation.transitionCoordinator == nil
            }
            model.title = "unrelated"
            model.path.append(2)
            try await check.waitUntil("a second write is followed too", timeout: .seconds(3)) {
                navigation.viewControllers.count == 3 && navigation.transitionCoordinator == nil
            }
            _ = navigation.popViewController(animated: true)
            try await check.waitUntil("the pop is written back", timeout: .seconds(3)) {
                model.path == [1] && navigation.transitionCoordinator == nil
            }
            await check.turns(10)
            check.expect(navigation.viewControllers.count == 2, "\(navigation.viewControllers.count) pages after the write-back was read")
            check.expect(model.path == [1], "path \(model.path)")
        },

        // An @Observable item presents when set and dismisses when cleared, and
        // isModalInPresentation follows, with no update() call.
        DeviceCheck("anObservableModelsItemPresentsAndDismissesWithoutUpdate", feature: "Presentation") { check in
            guard requireObservation(check), #available(iOS 17, *) else { return }
            let root = UIViewController()
            _ = try await check.host(controller: root)
            let model = ObservedNavigationModel()
            var dismissals = 0
            let presentation = root.present(
                item: Bindable(model).item,
                isModalInPresentation: Bindable(model).isModal,
                onDismiss: { dismissals += 1 }
            ) { item in
                Text("page \(item.id)")
            }
            await check.turns(3)
            check.expect(root.presentedViewController == nil, "presented with a nil item")
            model.item = ObservedItem(id: "a")
            try await check.waitUntil("the page is presented without update()", timeout: .seconds(3)) {
                presentation.viewController != nil && root.presentedViewController?.isBeingPresented == false
            }
            model.isModal = true
            try await check.waitUntil("isModalInPresentation follows without update()", timeout: .seconds(2)) {
                root.presentedViewController?.isModalInPresentation == true
            }
            model.item = nil
            try await check.waitUntil("the page is dismissed without update()", timeout: .seconds(3)) {
                root.presentedViewController == nil
            }
            await check.turns(3)
            check.expect(dismissals == 1, "onDismiss ran \(dismissals) times")
            check.expect(model.item == nil, "the item is \(String(describing: model.item))")
        },
    ]
}
#else
import BridgeKit

extension DeviceChecks {
    static let observedStateChecks: [DeviceCheck] = []
}
#endif
