import BridgeKit
import SwiftUI
import UIKit

/// The app's state behind a path binding; counts what the controller writes back.
@MainActor
private final class PathModel {
    var path: [Int] = []
    var writes: [[Int]] = []
    /// What the page builder read from the controller, per page built.
    var builderSaw: [[PageID]] = []
    weak var navigation: NavigatorController?

    var binding: Binding<[Int]> {
        Binding(get: { self.path }, set: { self.path = $0; self.writes.append($0) })
    }
}

/// Counts the transitions the navigation controller finished (`didShow`), as the
/// app's own delegate would: the path-bound controller leaves the slot free.
@MainActor
private final class FinishedTransitions: NSObject, UINavigationControllerDelegate {
    var shown: [UIViewController] = []
    /// Animated transitions last this long instead of UIKit's ~0.35 s, so a check
    /// can write during one even on a slow simulator; `nil`: UIKit's own.
    var duration: TimeInterval?

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        shown.append(viewController)
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        duration.map(CrossFade.init)
    }
}

/// A plain cross-fade of a set length (UIKit's `UIViewControllerAnimatedTransitioning`).
private final class CrossFade: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval

    init(_ duration: TimeInterval) {
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else {
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        toView.frame = transitionContext.finalFrame(for: toController)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: duration, animations: { toView.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

private struct NumberPage: StandaloneHostedView {
    let number: Int
    func configureHostingController(_ hostingController: StandaloneHostingController<NumberPage>) {
        hostingController.navigationItem.title = "Page \(number)"
    }
    var body: some View { Text("Page \(number)") }
}

@MainActor
private func pathBoundController(_ model: PathModel) -> NavigatorController {
    NavigatorController(path: model.binding, root: StandaloneHostingController(rootView: NumberPage(number: 0))) { number in
        StandaloneHostingController(rootView: NumberPage(number: number))
    }
}

/// The path-bound controller for the check; for its control, a
/// `UINavigationController` given the path's pages by hand, which writes
/// nothing back.
@MainActor
private func pathStack(_ model: PathModel, _ check: DeviceCheckContext) -> UINavigationController {
    guard check.isControl else { return pathBoundController(model) }
    let navigation = UINavigationController()
    navigation.setViewControllers(([0] + model.path).map { UIHostingController(rootView: NumberPage(number: $0)) },
                                  animated: false)
    return navigation
}

/// The path-bound controller and its `updatePath()` for the check; for its
/// control, `HandAppliedPath` and its `apply()` (each page a new
/// `UIHostingController` titled by hand).
@MainActor
private func appliedPathStack(_ model: PathModel,
                              _ check: DeviceCheckContext) -> (navigation: UINavigationController, updatePath: @MainActor () -> Void) {
    guard check.isControl else {
        let navigation = pathBoundController(model)
        return (navigation, { navigation.updatePath() })
    }
    let stack = HandAppliedPath(path: { model.path }) { number in
        let page = UIHostingController(rootView: NumberPage(number: number))
        page.navigationItem.title = "Page \(number)"
        return page
    }
    return (stack.navigation, { stack.apply() })
}

extension DeviceChecks {
    static let pathStackChecks: [DeviceCheck] = [
        // Appending to the path is one push: one finished transition, nothing written back.
        DeviceCheck("writingThePathPushesOnce", feature: "Path-bound stack") { check in
            let model = PathModel()
            let navigation = pathBoundController(model)
            let transitions = FinishedTransitions()
            navigation.delegate = transitions
            _ = try await check.host(controller: navigation)
            await check.turns(2)
            transitions.shown = []
            model.path = [1]
            navigation.updatePath()
            try await check.waitUntil("the page is pushed", timeout: .seconds(3)) {
                navigation.viewControllers.count == 2 && !transitions.shown.isEmpty
            }
            await check.turns(10)
            check.expect(transitions.shown.count == 1, "\(transitions.shown.count) transitions for one append")
            check.expect(model.writes.isEmpty, "the app's own write was written back: \(model.writes)")
            check.expect(navigation.pagesOutsidePath.isEmpty, "pages outside the path: \(navigation.pagesOutsidePath)")
        },

        // A pop the path did not ask for (the back button's call) is written back
        // once, when the transition has ended, not while it animates.
        DeviceCheck("poppingWritesThePathBackOnceAfterTheTransition", feature: "Path-bound stack",
                    control: .handPushedNavigation) { check in
            let model = PathModel()
            model.path = [1, 2]
            let navigation = pathStack(model, check)
            _ = try await check.host(controller: navigation)
            try await check.waitUntil("three pages") { navigation.viewControllers.count == 3 }
            await check.turns(2)
            _ = navigation.popViewController(animated: true)
            check.expect(navigation.transitionCoordinator != nil, "the pop did not animate; the check needs a transition")
            check.expect(model.writes.isEmpty, "written while the pop animates: \(model.writes)")
            try await check.waitUntil("the path is written back", timeout: .seconds(3)) { model.path == [1] }
            check.expect(navigation.transitionCoordinator == nil, "written before the transition ended")
            await check.turns(10)
            check.expect(model.writes == [[1]], "written \(model.writes.count) times: \(model.writes)")
        },

        // A path written while a push animates waits for it, then is applied with
        // one more call; nothing is lost and nothing is written back.
        DeviceCheck("aPathWrittenDuringATransitionIsAppliedAfterIt", feature: "Path-bound stack",
                    control: .handPushedNavigation) { check in
            let model = PathModel()
            let (navigation, updatePath) = appliedPathStack(model, check)
            let transitions = FinishedTransitions()
            transitions.duration = 1.5   // time to write twice during the push, however slow the simulator
            navigation.delegate = transitions
            _ = try await check.host(controller: navigation)
            await check.turns(2)
            transitions.shown = []
            model.path = [1]
            updatePath()
            // updatePath() reads on the next turn: the push starts then.
            try await check.waitUntil("the push starts") { navigation.transitionCoordinator != nil }
            model.path = [1, 2]
            updatePath()
            await check.turns(1)
            model.path = [1, 2, 3]
            updatePath()
            await check.turns(2)
            check.expect(navigation.transitionCoordinator != nil, "the push ended before the check could write during it")
            check.expect(navigation.viewControllers.count == 2, "a write was applied mid-transition: \(navigation.viewControllers.count) pages")
            try await check.waitUntil("the last path is shown", timeout: .seconds(6)) {
                navigation.viewControllers.count == 4 && navigation.transitionCoordinator == nil
            }
            await check.turns(10)
            check.expect(transitions.shown.count == 2, "\(transitions.shown.count) transitions, expected the push and one more")
            let titles = navigation.viewControllers.map { $0.navigationItem.title ?? "" }
            check.expect(titles == ["Page 0", "Page 1", "Page 2", "Page 3"], "pages \(titles)")
            check.expect(model.path == [1, 2, 3] && model.writes.isEmpty, "path \(model.path), writes \(model.writes)")
            // Once more after the transition: the navigator's pages and UIKit's stack agree.
            model.path = [1, 2]
            updatePath()
            try await check.waitUntil("the pop after the transition is applied", timeout: .seconds(6)) {
                navigation.viewControllers.count == 3 && navigation.transitionCoordinator == nil
            }
            await check.turns(5)
            if let navigator = navigation as? NavigatorController {
                let named = navigator.pages.map { navigator.viewController(for: $0) }
                check.expect(named.count == navigator.viewControllers.count
                             && zip(named, navigator.viewControllers).allSatisfy { $0 === $1 },
                             "the navigator's \(navigator.pages.count) pages are not UIKit's \(navigator.viewControllers.count) controllers")
            }
            check.expect(model.path == [1, 2] && model.writes.isEmpty, "path \(model.path), writes \(model.writes)")
        },

        // A representable's updateUIViewController calls updatePath() inside
        // SwiftUI's update, where the binding kept since makeUIViewController may
        // give the path it held then: the read waits for the next turn and
        // applies the current path.
        DeviceCheck("updatePathFromARepresentablesUpdateAppliesTheCurrentPath", feature: "Path-bound stack") { check in
            let model = PublishedPath()
            let made = MadeNavigator()
            _ = try await check.host(PublishedPathStack(model: model, made: made))
            let navigation = try check.require(made.controller, "the representable made no controller")
            await check.turns(3)
            check.expect(navigation.viewControllers.count == 1, "\(navigation.viewControllers.count) pages for an empty path")
            model.path = [1]
            try await check.waitUntil("the page is pushed", timeout: .seconds(3)) {
                navigation.viewControllers.count == 2 && navigation.transitionCoordinator == nil
            }
            model.path = [1, 2]
            try await check.waitUntil("the next page is pushed", timeout: .seconds(3)) {
                navigation.viewControllers.count == 3 && navigation.transitionCoordinator == nil
            }
            await check.turns(5)
            let titles = navigation.viewControllers.map { $0.navigationItem.title ?? "" }
            check.expect(titles == ["Page 0", "Page 1", "Page 2"], "pages \(titles)")
        },

        // The builder runs while a path is applied: reading the controller from it
        // (pages, pagesOutsidePath, viewController(for:)) must not trap, and a
        // navigator call from it is refused with `.detached`.
        DeviceCheck("theDestinationBuilderCanReadTheController", feature: "Path-bound stack") { check in
            let model = PathModel()
            let navigation = NavigatorController(path: model.binding, root: StandaloneHostingController(rootView: NumberPage(number: 0))) { [model] number in
                if let navigation = model.navigation {
                    model.builderSaw.append(navigation.pages)
                    _ = navigation.pagesOutsidePath
                    _ = navigation.pages.first.flatMap(navigation.viewController(for:))
                }
                return StandaloneHostingController(rootView: NumberPage(number: number))
            }
            model.navigation = navigation
            _ = try await check.host(controller: navigation)
            await check.turns(2)
            model.path = [1, 2]
            navigation.updatePath(animated: false)
            try await check.waitUntil("three pages") { navigation.viewControllers.count == 3 }
            let seen = model.builderSaw
            check.expect(seen.count == 2, "the builder ran \(seen.count) times for two values")
            check.expect(seen.allSatisfy { $0.count == 1 }, "the builder saw \(seen), expected the stack before the path")
        },
    ]
}

/// The path as an `ObservableObject` holds it (what SwiftUI observes on iOS 16).
@MainActor
private final class PublishedPath: ObservableObject {
    @Published var path: [Int] = []
}

/// The controller a representable made, for the check to look at.
@MainActor
private final class MadeNavigator {
    var controller: NavigatorController?
}

/// The app's view: SwiftUI updates it when the model's path changes.
private struct PublishedPathStack: View {
    @ObservedObject var model: PublishedPath
    let made: MadeNavigator

    var body: some View {
        PathRepresentable(path: $model.path, made: made)
    }
}

/// The representable the article shows: the binding kept from
/// `makeUIViewController`, `updatePath()` on every update.
private struct PathRepresentable: UIViewControllerRepresentable {
    @Binding var path: [Int]
    let made: MadeNavigator

    func makeUIViewController(context: Context) -> NavigatorController {
        let navigation = NavigatorController(path: $path, root: StandaloneHostingController(rootView: NumberPage(number: 0))) { number in
            StandaloneHostingController(rootView: NumberPage(number: number))
        }
        made.controller = navigation
        return navigation
    }

    func updateUIViewController(_ navigation: NavigatorController, context: Context) {
        _ = path   // a read, so SwiftUI updates this view when the path changes
        navigation.updatePath(animated: !context.transaction.disablesAnimations)
    }
}
