import BridgeKit
import Combine
import CoreFoundation
import SwiftUI
import UIKit

/// An app's router as iOS 16 apps write it: an `ObservableObject`.
@MainActor
private final class Router: ObservableObject {
    @Published var path: [Int] = []
    @Published var item: RoutedItem?
    /// What the controller wrote back through the bindings.
    var pathWrites: [[Int]] = []
    /// A check's deep link has been written.
    var deepLinkWritten = false

    var pathBinding: Binding<[Int]> {
        Binding(get: { self.path }, set: { self.pathWrites.append($0); self.path = $0 })
    }

    var itemBinding: Binding<RoutedItem?> {
        Binding(get: { self.item }, set: { self.item = $0 })
    }
}

private struct RoutedItem: Identifiable, Equatable {
    let id: String
}

/// The naive bridge `unkeptPresentation`: a presentation an app writes by
/// hand to follow its router, a Combine subscription to `$item` kept in the
/// presenter, which presents a hosting controller for a new item and
/// dismisses for nil. Whoever makes it must keep it; nothing else does.
@MainActor
private final class UnkeptRouterPresenter {
    private var subscription: AnyCancellable?

    init(on host: UIViewController, _ router: Router, content: @escaping (RoutedItem) -> Text) {
        subscription = router.$item.receive(on: DispatchQueue.main).sink { [weak host] item in
            MainActor.assumeIsolated {
                guard let host else { return }
                if let item, host.presentedViewController == nil {
                    host.present(UIHostingController(rootView: content(item)), animated: true)
                } else if item == nil, host.presentedViewController != nil {
                    host.dismiss(animated: true)
                }
            }
        }
    }
}

private struct RoutedPage: StandaloneHostedView {
    let number: Int
    var body: some View { Text("Page \(number)") }
}

@MainActor
private func routedPage(_ number: Int) -> UIViewController {
    StandaloneHostingController(rootView: RoutedPage(number: number))
}

/// A host a check frees at a chosen moment, and what the bindings saw after.
@MainActor
private final class HostBox {
    var host: UIViewController?
    var hostGone = false
    var freesHostOnRead = false
    var accessesWithoutHost = 0
    var item: RoutedItem?
}

/// Counts the run loop's trips to sleep (each ends with Core Animation's commit,
/// the frame's content) while a condition holds: an observer of `beforeWaiting`
/// ordered after every other, so after UIKit's update pass and the commit.
/// Not display-link frames: a commit between two main-queue jobs needs no vsync
/// between them (the run loop goes round at once when the queue has work), so a
/// display link would not see the stale frame this counts.
@MainActor
private final class CommitCounter {
    private var observer: CFRunLoopObserver?
    private(set) var count = 0

    /// Counts the commits made while `condition` holds, until ``stop()``.
    func start(while condition: @escaping @MainActor () -> Bool) {
        let observer = CFRunLoopObserverCreateWithHandler(
            kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, CFIndex.max
        ) { [weak self] _, _ in
            MainActor.assumeIsolated {
                if condition() { self?.count += 1 }
            }
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
        self.observer = observer
    }

    func stop() {
        guard let observer else { return }
        CFRunLoopRemoveObserver(CFRunLoopGetMain(), observer, .commonModes)
        CFRunLoopObserverInvalidate(observer)
        self.observer = nil
    }
}

/// State in an `ObservableObject` followed without update calls, presentations
/// kept by their host, and a deep link shown in the frame it was written before.
/// BridgeKit's controller following the router; for the check's control, the
/// router followed by hand: a plain `UINavigationController` pushed and popped
/// from a Combine sink on `$path`, nothing written back when the user pops.
@MainActor
private func routerStack(_ router: Router, _ check: DeviceCheckContext) -> UINavigationController {
    guard check.isControl else {
        return NavigatorController(path: router.pathBinding, root: routedPage(0), observing: router, destination: routedPage)
    }
    let navigation = UINavigationController(rootViewController: UIHostingController(rootView: RoutedPage(number: 0)))
    let subscription = router.$path.sink { [weak navigation] path in
        MainActor.assumeIsolated {
            guard let navigation else { return }
            let shown = navigation.viewControllers.count - 1
            if path.count > shown, let last = path.last {
                navigation.pushViewController(UIHostingController(rootView: RoutedPage(number: last)), animated: true)
            } else if path.count < shown {
                navigation.popToViewController(navigation.viewControllers[path.count], animated: true)
            }
        }
    }
    check.recorder.onEnd { subscription.cancel() }
    return navigation
}

extension DeviceChecks {
    static let stateFollowingChecks: [DeviceCheck] = [
        // Writing the router's @Published path pushes with no updatePath() call,
        // on iOS 16 too; the user's pop is written back once and not pushed again.
        DeviceCheck("anObservableObjectRoutersPathIsFollowedWithoutUpdatePath", feature: "Path-bound stack",
                    control: .handPushedNavigation) { check in
            let router = Router()
            let navigation = routerStack(router, check)
            _ = try await check.host(controller: navigation)
            await check.turns(2)
            router.path.append(1)
            try await check.waitUntil("the page is pushed without updatePath()", timeout: .seconds(3)) {
                navigation.viewControllers.count == 2 && navigation.transitionCoordinator == nil
            }
            router.path.append(2)
            try await check.waitUntil("a second write is followed too", timeout: .seconds(3)) {
                navigation.viewControllers.count == 3 && navigation.transitionCoordinator == nil
            }
            check.expect(router.pathWrites.isEmpty, "the app's own writes were written back: \(router.pathWrites)")
            _ = navigation.popViewController(animated: true)
            try await check.waitUntil("the pop is written back", timeout: .seconds(3)) {
                router.path == [1] && navigation.transitionCoordinator == nil
            }
            await check.turns(10)
            check.expect(router.pathWrites == [[1]], "written back \(router.pathWrites.count) times: \(router.pathWrites)")
            check.expect(navigation.viewControllers.count == 2, "\(navigation.viewControllers.count) pages after the write-back")
        },

        // The result of present(item:) is dropped: the host keeps it, and the
        // router's writes present and dismiss the page with no update() call.
        DeviceCheck("aPresentationIsKeptByItsHostAndFollowsAnObservableObject", feature: "Presentation",
                    control: .unkeptPresentation) { check in
            let root = UIViewController()
            _ = try await check.host(controller: root)
            let router = Router()
            var builds = 0
            if check.isControl {
                // The control: the hand-written presentation, kept (like BridgeKit's
                // here) by nobody but itself. It is freed at once and its
                // subscription with it, so the router's item presents nothing: the
                // failure the host keeping its presentation exists to prevent.
                _ = UnkeptRouterPresenter(on: root, router) { item in
                    builds += 1
                    return Text("page \(item.id)")
                }
            } else {
                root.present(item: router.itemBinding, observing: router, content: { (item: RoutedItem) -> Text in
                    builds += 1
                    return Text("page \(item.id)")
                })
            }
            await check.turns(5)   // nothing else holds the presentation
            router.item = RoutedItem(id: "a")
            try await check.waitUntil("the page is presented without update()", timeout: .seconds(3)) {
                root.presentedViewController?.isBeingPresented == false
            }
            router.item = nil
            try await check.waitUntil("nil dismisses it", timeout: .seconds(3)) { root.presentedViewController == nil }
            check.expect(builds == 1, "the page was built \(builds) times for one presentation")
        },

        // A presentation the app keeps (a coordinator) whose host is freed between
        // the read that decided a presentation and the turn that makes it: it
        // reads and writes neither binding again (their closures may capture the
        // host `unowned`), and presents nothing.
        DeviceCheck("aPresentationThatOutlivesItsHostTouchesNoBinding", feature: "Presentation") { check in
            let box = HostBox()
            box.host = UIViewController()
            let binding = Binding<RoutedItem?>(
                get: {
                    if box.hostGone { box.accessesWithoutHost += 1 }
                    if box.freesHostOnRead {
                        box.freesHostOnRead = false
                        // Enqueued before the presentation's own next-turn call.
                        Task { @MainActor in box.host = nil; box.hostGone = true }
                    }
                    return box.item
                },
                set: { if box.hostGone { box.accessesWithoutHost += 1 }; box.item = $0 })
            weak var host = box.host
            let kept = try check.require(box.host, "no host").present(item: binding) { _ in UIViewController() }
            await check.turns(3)
            box.item = RoutedItem(id: "late")
            box.freesHostOnRead = true
            kept.update()
            try await check.waitUntil("the host is freed", timeout: .seconds(2)) { box.hostGone && host == nil }
            await check.turns(10)
            check.expect(box.accessesWithoutHost == 0, "the bindings were touched \(box.accessesWithoutHost) times after the host was freed")
            check.expect(kept.viewController == nil, "a page was made for a host that is gone")
        },

        // A non-animated deep link written from a main-queue job: on iOS 26 the
        // controller reads the path in UIKit's update pass before the frame, so no
        // commit shows the old stack; before iOS 26 it is read on the next
        // main-actor turn, at most one commit later (the documented rule).
        DeviceCheck("aNonAnimatedDeepLinkShowsNoFrameOfTheOldStack", feature: "Path-bound stack") { check in
            let router = Router()
            let navigation = NavigatorController(path: router.pathBinding, root: routedPage(0), destination: routedPage)
            _ = try await check.host(controller: navigation)
            await check.turns(3)
            let stale = CommitCounter()
            stale.start { router.deepLinkWritten && navigation.viewControllers.count == 1 }
            defer { stale.stop() }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    router.path = [1, 2, 3]
                    navigation.updatePath(animated: false)
                    router.deepLinkWritten = true
                }
            }
            try await check.waitUntil("the deep link is shown", timeout: .seconds(3)) { navigation.viewControllers.count == 4 }
            if #available(iOS 26, *) {
                check.expect(stale.count == 0, "\(stale.count) commits showed the old stack after the write")
            } else {
                check.expect(stale.count <= 1, "\(stale.count) commits showed the old stack after the write (at most one expected)")
            }
        },
    ]
}
