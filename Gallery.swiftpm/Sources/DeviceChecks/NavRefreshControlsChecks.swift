import BridgeKit
import SwiftUI
import UIKit

/// The path of a `NavigationStack` a check pushes onto, and its binding.
@MainActor
final class CheckPathModel {
    var path: [Int] = []
    var binding: Binding<[Int]> { Binding(get: { self.path }, set: { self.path = $0 }) }
}

/// A view with no intrinsic size, as a chart or a map is.
final class CheckCanvasView: UIView {}

/// A page with a title, for the navigation checks here.
private struct PlainPage: StandaloneHostedView {
    let title: String
    var body: some View { Text(title) }
}

/// The scroll views of `hosted` that are in the window and hold a refresh control.
@MainActor
private func refreshing<V: View>(_ hosted: HostedCheckWindow<V>) -> [UIScrollView] {
    hosted.all(UIScrollView.self).filter { $0.window != nil && $0.refreshControl != nil }
}

extension DeviceChecks {
    static let navRefreshControlsChecks: [DeviceCheck] = [
        // One controller is one page: pushed again under a new id it is refused
        // with a typed error before UIKit raises NSInvalidArgumentException
        // ("Pushing the same view controller instance more than once is not
        // supported"), and the stack is unchanged.
        DeviceCheck("controllerAlreadyShownIsRefusedUnderANewID", feature: "Navigation") { check in
            let navigation = NavigatorController(rootView: PlainPage(title: "Root"))
            _ = try await check.host(controller: navigation)
            let shown = UIViewController()
            try navigation.navigator.push(shown, id: "a", animated: false)
            try await check.waitUntil("two pages") { navigation.viewControllers.count == 2 }
            do {
                try navigation.navigator.push(shown, id: "b", animated: false)
                check.fail("pushing the shown controller under a new id did not throw")
            } catch let error as NavigationError {
                check.expect(error == .duplicatePage("a"), "threw \(error), not duplicatePage(a)")
            }
            let twice = UIViewController()
            do {
                try navigation.navigator.push(contentsOf: [.controller(twice, id: "x"), .controller(twice, id: "y")], animated: false)
                check.fail("one controller under two ids did not throw")
            } catch let error as NavigationError {
                check.expect(error == .duplicatePage("x"), "threw \(error), not duplicatePage(x)")
            }
            await check.turns(3)
            check.expect(navigation.viewControllers.count == 2, "\(navigation.viewControllers.count) pages, not 2")
            check.expect(navigation.navigator.pages.count == 2, "the navigator lists \(navigation.navigator.pages)")
        },

        // A Double slider whose range excludes 0: the new slider's 0 moves to the
        // range on the first update, the value is written again and read back
        // as a Float (1.1 reads 1.100000023841858); that rounding must not be
        // taken for a clamp and written to the binding (the app's onChange would fire).
        DeviceCheck("sliderBoundToADoubleIsNotRewrittenOnAppear", feature: "Controls",
                    control: .clampingSlider) { check in
            let level = CheckLevelModel(1.1)
            let hosted = try await check.host(check.bridged {
                BoundControl(level.binding, CheckSlider(), events: .valueChanged,
                             currentValue: { Double($0.value) }, write: { $0.value = Float($1) })
                    .controlSettings(1.0...5.0) { slider, range in
                        slider.minimumValue = Float(range.lowerBound)
                        slider.maximumValue = Float(range.upperBound)
                    }
            } naive: { ClampingSlider(value: level.binding, range: 1.0...5.0) })
            let slider = try check.require(hosted.first(CheckSlider.self), "no bound UISlider")
            await check.expectThroughout("the binding is not written on appear", for: .milliseconds(500)) {
                level.writes.isEmpty && level.value == 1.1
            }
            check.expect(abs(slider.value - 1.1) < 0.0001, "the slider shows \(slider.value), not 1.1")
            slider.value = 4
            slider.sendActions(for: .valueChanged)
            try await check.waitUntil("moving the slider writes 4") { level.writes == [4] }
        },

        // The adaptors' default flexibility (.automatic): a UILabel above a
        // Spacer is as tall as its line, like Text (with .all it took half the
        // screen with its text centred); a view with no intrinsic size fills.
        DeviceCheck("adaptedLabelTakesItsLinesNotTheSpareHeight", feature: "Sizing", control: .plainRepresentable) { check in
            let hosted = try await check.host(
                VStack(spacing: 0) {
                    check.bridged {
                        UIViewAdaptor(UILabel()) { label in
                            label.numberOfLines = 0
                            label.text = "Hello"
                        }
                    } naive: {
                        UnsizedRepresentable(make: { UILabel() }) { label in
                            label.numberOfLines = 0
                            label.text = "Hello"
                        }
                    }
                    Spacer()
                }
            )
            let label = try check.require(hosted.first(UILabel.self), "no UILabel")
            try await check.waitUntil("the label is laid out") { label.bounds.height > 0 }
            let line = label.font.lineHeight
            check.expect(label.bounds.height <= line * 1.5 + 1, "the label is \(label.bounds.height) pt tall for one \(line) pt line")
            let screen = hosted.window.bounds.height
            let canvas = try await check.host(VStack(spacing: 0) {
                UIViewAdaptor(UILabel()) { $0.text = "Hello" }
                UIViewAdaptor(CheckCanvasView())
            })
            try await check.waitUntil("a view with no intrinsic size takes the rest") {
                (canvas.first(CheckCanvasView.self)?.bounds.height ?? 0) > screen / 2
            }
        },

        // .pullToRefresh on a NavigationStack: a push takes the root page's List
        // out of the window, not out of memory. It must keep the control; the
        // pushed page's List must not get it (before, the push ended with the
        // pushed List confirmed as the target).
        DeviceCheck("pushedPageKeepsTheRootListAsTheTarget", feature: "Pull to refresh") { check in
            let model = CheckPathModel()
            @MainActor func stack() -> some View {
                NavigationStack(path: model.binding) {
                    List(0..<30, id: \.self) { Text("root \($0)") }
                        .navigationDestination(for: Int.self) { page in
                            List(0..<30, id: \.self) { Text("page \(page) row \($0)") }
                        }
                }
                .pullToRefresh { }
            }
            let hosted = try await check.host(stack())
            try await check.waitUntil("the root List has the control") { refreshing(hosted).count == 1 }
            let root = try check.require(refreshing(hosted).first, "no scroll view with the control")
            model.path = [1]
            await hosted.update(stack())
            try await check.waitUntil("the pushed page's List is on screen", timeout: .seconds(3)) {
                root.window == nil && hosted.all(UICollectionView.self).contains { $0.window != nil }
            }
            await check.expectThroughout("the pushed page's List never gets the control", for: .seconds(2)) {
                refreshing(hosted).isEmpty && root.refreshControl != nil
            }
            model.path = []
            await hosted.update(stack())
            try await check.waitUntil("the root List is back with its control", timeout: .seconds(3)) {
                root.window != nil && refreshing(hosted).count == 1 && refreshing(hosted).first === root
            }
        },

        // A carousel appears beside the List on a screen whose updates never
        // stop (a timeline ticking every 100 ms): the lookup's 1.5 s run must
        // still end, and the carousel lose the control. Before, every update
        // started the run again and the carousel kept the control for good.
        DeviceCheck("updatesThatKeepComingDoNotKeepTheCarouselTheControl", feature: "Pull to refresh") { check in
            @MainActor func screen(_ showsCarousel: Bool) -> some View {
                TimelineView(.periodic(from: .now, by: 0.1)) { context in
                    VStack {
                        Text(context.date.formatted(date: .omitted, time: .standard))
                        if showsCarousel {
                            ScrollView(.horizontal) { HStack { ForEach(0..<8, id: \.self) { Text("card \($0)") } } }
                        }
                        List(0..<30, id: \.self) { Text("row \($0)") }
                    }
                    .pullToRefresh { }
                }
            }
            let hosted = try await check.host(screen(false))
            try await check.waitUntil("the List alone has the control") { refreshing(hosted).count == 1 }
            await hosted.update(screen(true))
            try await check.waitUntil("the carousel is in the window") {
                hosted.all(UIScrollView.self).filter { $0.window != nil }.count >= 2
            }
            try await check.waitUntil("within the lookup's 1.5 s, no scroll view keeps the control", timeout: .seconds(3)) {
                refreshing(hosted).isEmpty
            }
            await check.expectThroughout("the ticking updates do not give it back", for: .seconds(2)) {
                refreshing(hosted).isEmpty
            }
        },
    ]
}
