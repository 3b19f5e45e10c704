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

/// The app's state as an iOS 16 app (or one using `ObservableObject`) writes it:
/// nothing Observation tracks, so the app asks for reads.
@MainActor
private final class PlainNavigationModel {
    var path: [Int] = []
    var item: ObservedItem?
}

/// Before iOS 17 there is no Observation: the checks then check that contract
/// instead (the app launched with BridgeKit's Observation use weak-linked, a
/// write alone is not applied, the update call applies it), which can fail too.
@MainActor
private func numberPage(_ number: Int) -> UIViewController {
    StandaloneHostingController(rootView: ObservedNumberPage(number: number))
}

/// Follows an `@Observable` model by hand, as an app does without BridgeKit:
/// `apply()` runs inside `withObservationTracking(_:onChange:)`, so what it
/// reads is tracked, and after each change it runs again on the next
/// main-actor turn (`onChange` comes before the value is stored), tracking
/// armed again. The tracking holds `bridge` weakly.
@available(iOS 17, *)
@MainActor
private func followByHand(_ bridge: any AppliedByHand) {
    withObservationTracking { bridge.apply() } onChange: { [weak bridge] in
        Task { @MainActor [weak bridge] in
            if let bridge { followByHand(bridge) }
        }
    }
}

/// BridgeKit's path-bound controller for the check and its update call
/// (`updatePath()`); for the control (`handPushedNavigation`), `HandAppliedPath`
/// and its `apply()`, following the model by itself when `observed` (iOS 17
/// and later).
@MainActor
private func observedStack(_ path: Binding<[Int]>, observed: Bool,
                           _ check: DeviceCheckContext) -> (navigation: UINavigationController, update: @MainActor () -> Void) {
    guard check.isControl else {
        let navigation = NavigatorController(path: path, root: numberPage(0), destination: numberPage)
        return (navigation, { navigation.updatePath() })
    }
    let stack = HandAppliedPath(path: { path.wrappedValue }) { UIHostingController(rootView: ObservedNumberPage(number: $0)) }
    if observed, #available(iOS 17, *) { followByHand(stack) }
    // The app keeps its bridge (the tracking holds it weakly): here, the check.
    check.recorder.onEnd { withExtendedLifetime(stack) {} }
    return (stack.navigation, { stack.apply() })
}

/// BridgeKit's presentation for the check and its update call (`update()`);
/// for the control (`handPresentedSheet`), `HandPresentedSheet` and its
/// `apply()`, following the model by itself when `observed` (iOS 17 and
/// later). Returns the presented page, read when called, and the update call.
@MainActor
private func observedSheet(on host: UIViewController, _ item: Binding<ObservedItem?>, isModal: Binding<Bool>,
                           observed: Bool, _ check: DeviceCheckContext,
                           onDismiss: @escaping @MainActor () -> Void)
    -> (page: @MainActor () -> UIViewController?, update: @MainActor () -> Void) {
    guard check.isControl else {
        let presentation = host.present(item: item, isModalInPresentation: isModal, onDismiss: onDismiss) { item in
            Text("page \(item.id)")
        }
        return ({ presentation.viewController }, { presentation.update() })
    }
    let sheet = HandPresentedSheet(on: host, item: { item.wrappedValue }, isModal: { isModal.wrappedValue },
                                   onDismiss: onDismiss) { UIHostingController(rootView: Text("page \($0.id)")) }
    if observed, #available(iOS 17, *) { followByHand(sheet) }
    check.recorder.onEnd { withExtendedLifetime(sheet) {} }
    return ({ sheet.viewController }, { sheet.apply() })
}

/// State the bindings read through Observation is followed without the app
/// calling `updatePath()` or `update()` (iOS 17 and later).
extension DeviceChecks {
    static let observedStateChecks: [DeviceCheck] = [
        // Appending to an @Observable model's path pushes, with no updatePath();
        // a second write (tracking armed again) pushes again; the user's pop is
        // written back once through the binding's setter and not pushed again by
        // the read it causes. iOS 16: a write alone stays, updatePath() pushes,
        // and the user's pop is written back.
        DeviceCheck("anObservableModelsPathWriteIsFollowedWithoutUpdatePath", feature: "Path-bound stack",
                    control: .handPushedNavigation) { check in
            guard #available(iOS 17, *) else {
                let model = PlainNavigationModel()
                let (navigation, updatePath) = observedStack(
                    Binding(get: { model.path }, set: { model.path = $0 }), observed: false, check)
                _ = try await check.host(controller: navigation)
                await check.turns(2)
                model.path.append(1)
                await check.turns(20)
                check.expect(navigation.viewControllers.count == 1, "iOS 16: a write was applied without updatePath()")
                updatePath()
                try await check.waitUntil("iOS 16: updatePath() pushes the page", timeout: .seconds(3)) {
                    navigation.viewControllers.count == 2 && navigation.transitionCoordinator == nil
                }
                _ = navigation.popViewController(animated: true)
                try await check.waitUntil("iOS 16: the pop is written back", timeout: .seconds(3)) {
                    model.path.isEmpty && navigation.transitionCoordinator == nil
                }
                return
            }
            let model = ObservedNavigationModel()
            var writes: [[Int]] = []
            let (navigation, _) = observedStack(
                Binding(get: { model.path }, set: { writes.append($0); model.path = $0 }), observed: true, check)
            _ = try await check.host(controller: navigation)
            await check.turns(2)
            model.path.append(1)
            try await check.waitUntil("the page is pushed without updatePath()", timeout: .seconds(3)) {
                navigation.viewControllers.count == 2 && navigation.transitionCoordinator == nil
            }
            model.path.append(2)
            try await check.waitUntil("a second write is followed too", timeout: .seconds(3)) {
                navigation.viewControllers.count == 3 && navigation.transitionCoordinator == nil
            }
            check.expect(writes.isEmpty, "the app's own writes were written back: \(writes)")
            _ = navigation.popViewController(animated: true)
            try await check.waitUntil("the pop is written back", timeout: .seconds(3)) {
                model.path == [1] && navigation.transitionCoordinator == nil
            }
            await check.turns(10)
            check.expect(writes == [[1]], "written back \(writes.count) times: \(writes)")
            check.expect(navigation.viewControllers.count == 2, "\(navigation.viewControllers.count) pages after the write-back was read")
        },

        // An @Observable item presents when set and dismisses when cleared, and
        // isModalInPresentation follows, with no update() call; the page
        // dismissing itself (a Cancel button's dismiss) writes the item nil, so
        // the model never names a page that is gone. iOS 16: a write alone
        // presents nothing, update() presents, and the page's own dismissal
        // writes nil.
        DeviceCheck("anObservableModelsItemPresentsAndDismissesWithoutUpdate", feature: "Presentation",
                    control: .handPresentedSheet) { check in
            let root = UIViewController()
            _ = try await check.host(controller: root)
            guard #available(iOS 17, *) else {
                let model = PlainNavigationModel()
                let (page, update) = observedSheet(on: root, Binding(get: { model.item }, set: { model.item = $0 }),
                                                   isModal: .constant(false), observed: false, check) {}
                await check.turns(3)   // the presentation's first read of the binding, on the next turn, finds nil
                model.item = ObservedItem(id: "a")
                await check.turns(20)
                check.expect(root.presentedViewController == nil, "iOS 16: presented without update()")
                update()
                try await check.waitUntil("iOS 16: update() presents the page", timeout: .seconds(3)) {
                    page() != nil && root.presentedViewController?.isBeingPresented == false
                }
                page()?.dismiss(animated: true)
                try await check.waitUntil("iOS 16: the page dismissed itself", timeout: .seconds(3)) {
                    root.presentedViewController == nil
                }
                try await check.waitUntil("iOS 16: the item is written nil", timeout: .seconds(2)) { model.item == nil }
                return
            }
            let model = ObservedNavigationModel()
            var dismissals = 0
            let (page, _) = observedSheet(on: root, Bindable(model).item, isModal: Bindable(model).isModal,
                                          observed: true, check) { dismissals += 1 }
            await check.turns(3)
            check.expect(root.presentedViewController == nil, "presented with a nil item")
            model.item = ObservedItem(id: "a")
            try await check.waitUntil("the page is presented without update()", timeout: .seconds(3)) {
                page() != nil && root.presentedViewController?.isBeingPresented == false
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

            model.isModal = false
            model.item = ObservedItem(id: "b")
            try await check.waitUntil("b is presented without update()", timeout: .seconds(3)) {
                page() != nil && root.presentedViewController?.isBeingPresented == false
            }
            page()?.dismiss(animated: true)
            try await check.waitUntil("the page dismissed itself", timeout: .seconds(3)) { root.presentedViewController == nil }
            try await check.waitUntil("the page's own dismissal writes the item nil", timeout: .seconds(2)) {
                model.item == nil
            }
            await check.turns(5)
            check.expect(dismissals == 2, "onDismiss ran \(dismissals) times for two dismissals")
            check.expect(root.presentedViewController == nil, "the nil written back presented or dismissed again")
        },

        // A representable makes the controller inside SwiftUI's update, where the
        // binding does not call its getter: the first stack is the model's path
        // then, and (iOS 17 and later) following must still start: it is armed
        // on the next turn.
        DeviceCheck("aControllerMadeInARepresentableFollowsItsObservableModel", feature: "Path-bound stack") { check in
            let made = MadeController()
            let write: @MainActor ([Int]) -> Void
            if #available(iOS 17, *) {
                let model = ObservedNavigationModel()
                model.path = [1]
                write = { model.path = $0 }
                _ = try await check.host(PathStackMadeInUpdate(made: made) { Bindable(model).path })
            } else {
                let model = PlainNavigationModel()
                model.path = [1]
                write = { model.path = $0 }
                _ = try await check.host(PathStackMadeInUpdate(made: made) { Binding(get: { model.path }, set: { model.path = $0 }) })
            }
            let navigation = try check.require(made.controller, "the representable made no controller")
            check.expect(navigation.viewControllers.count == 2, "the first stack has \(navigation.viewControllers.count) pages for the path [1]")
            guard #available(iOS 17, *) else { return }
            await check.turns(3)
            write([1, 2, 3])
            try await check.waitUntil("the pages are pushed without updatePath()", timeout: .seconds(3)) {
                navigation.viewControllers.count == 4 && navigation.transitionCoordinator == nil
            }
        },
    ]
}

/// The controller a representable made, for the check to look at.
@MainActor
private final class MadeController {
    var controller: NavigatorController?
}

/// A representable that makes the controller with the binding `binding()` makes
/// (inside SwiftUI's update) and never calls `updatePath()`.
private struct PathStackMadeInUpdate: UIViewControllerRepresentable {
    let made: MadeController
    let binding: @MainActor () -> Binding<[Int]>

    func makeUIViewController(context: Context) -> NavigatorController {
        let navigation = NavigatorController(path: binding(), root: numberPage(0), destination: numberPage)
        made.controller = navigation
        return navigation
    }

    func updateUIViewController(_ navigation: NavigatorController, context: Context) {}
}
#else
import BridgeKit

extension DeviceChecks {
    static let observedStateChecks: [DeviceCheck] = []
}
#endif
