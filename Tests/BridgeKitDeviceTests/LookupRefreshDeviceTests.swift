#if canImport(UIKit) && canImport(SwiftUI)
import BridgeKit
import SwiftUI
import Testing
import UIKit

/// State a hosted view reads and a test changes.
@MainActor
final class RefreshModel {
    var isRefreshing = false
    var parentRuns = 0
    var binding: Binding<Bool> { Binding(get: { self.isRefreshing }, set: { self.isRefreshing = $0 }) }
}

extension HostedWindow {
    /// `views` top to bottom, by their frames in the window.
    func topToBottom<View: UIView>(_ views: [View]) -> [View] {
        views.sorted { $0.convert($0.bounds, to: window).minY < $1.convert($1.bounds, to: window).minY }
    }
}

@MainActor @Suite("Lookups and pull to refresh on UIKit")
struct LookupRefreshDeviceTests {
    @Test func onlyTheModifiedFieldOfAStackGetsTheClearButton() throws {
        let window = HostedWindow(VStack {
            TextField("first", text: .constant(""))
            TextField("second", text: .constant("")).introspectTextField(clearButtonMode: .always)
        })
        defer { window.close() }
        let fields = window.topToBottom(window.all(UITextField.self))
        try #require(fields.count == 2)
        #expect(fields[0].clearButtonMode == .never)
        #expect(fields[1].clearButtonMode == .always)
    }

    @Test func onlyTheModifiedFieldOfAStackGetsTheAccessory() throws {
        let window = HostedWindow(VStack {
            TextField("first", text: .constant("")).inputAccessory { Text("first bar") }
            TextField("second", text: .constant(""))
        })
        defer { window.close() }
        let fields = window.topToBottom(window.all(UITextField.self))
        try #require(fields.count == 2)
        #expect(fields[0].inputAccessoryView != nil)
        #expect(fields[1].inputAccessoryView == nil)
    }

    @Test func aListBesideAHorizontalScrollViewGetsTheRefreshControl() throws {
        let window = HostedWindow(VStack {
            ScrollView(.horizontal) { HStack { ForEach(0..<30, id: \.self) { Text("card \($0)") } } }
                .frame(height: 80)
            List(0..<30, id: \.self) { Text("row \($0)") }
                .pullToRefresh { }
        })
        defer { window.close() }
        let scrollViews = window.all(UIScrollView.self)
        let withControl = scrollViews.filter { $0.refreshControl != nil }
        try #require(withControl.count == 1)
        #expect(withControl[0] is UICollectionView || withControl[0] is UITableView)
    }

    @Test func aSwappedListGetsTheControlOnceTheOldOneLeft() throws {
        func screen(_ showsFirst: Bool) -> some View {
            Group {
                if showsFirst {
                    List(0..<10, id: \.self) { Text("first \($0)") }.transition(.opacity)
                } else {
                    List(0..<10, id: \.self) { Text("second \($0)") }.transition(.opacity)
                }
            }
            .animation(.linear(duration: 1), value: showsFirst)
            .pullToRefresh { }
        }
        let window = HostedWindow(screen(true))
        defer { window.close() }
        let old = try #require(window.all(UIScrollView.self).first { $0.refreshControl != nil })
        window.update(screen(false))   // well inside the one-second transition
        let new = try #require(window.all(UICollectionView.self).first { $0 !== old && $0.window != nil })
        // Both lie between the markers at the next turn: ambiguous, so neither is kept.
        #expect(old.refreshControl == nil)
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 1.3))   // the transition ends
        window.update(screen(false))   // the next update finds the one left
        #expect(new.refreshControl != nil)
    }

    @Test func aCarouselThatAppearsAndStaysIsNotGivenTheControl() throws {
        func screen(_ showsCarousel: Bool) -> some View {
            VStack {
                if showsCarousel {
                    ScrollView(.horizontal) { HStack { ForEach(0..<8, id: \.self) { Text("card \($0)") } } }
                }
                List(0..<30, id: \.self) { Text("row \($0)") }
            }
            .pullToRefresh { }
        }
        let window = HostedWindow(screen(false))
        defer { window.close() }
        window.update(screen(true))
        window.update(screen(true))   // a later update: the carousel stayed
        let scrollViews = window.all(UIScrollView.self).filter { $0.window != nil }
        #expect(scrollViews.count >= 2)
        // Ambiguous: the control is on neither rather than on a guess.
        #expect(scrollViews.allSatisfy { $0.refreshControl == nil })
    }

    @Test func isRefreshingSetFromCodeMakesTheSpinnerVisible() throws {
        let model = RefreshModel()
        func screen() -> some View {
            List(0..<30, id: \.self) { Text("row \($0)") }
                .pullToRefresh(isRefreshing: model.binding) { }
        }
        let window = HostedWindow(screen())
        defer { window.close() }
        model.isRefreshing = true
        window.update(screen())
        window.settle(turns: 30)   // the reveal animates
        let scrollView = try #require(window.all(UIScrollView.self).first { $0.refreshControl != nil })
        let control = try #require(scrollView.refreshControl)
        #expect(control.isRefreshing)
        #expect(scrollView.bounds.intersects(control.frame))
    }

    @Test func aParentsRefreshableDoesNotRunUnderPullToRefresh() throws {
        let model = RefreshModel()
        let window = HostedWindow(
            VStack {
                List(0..<30, id: \.self) { Text("row \($0)") }
                    .pullToRefresh(title: "BridgeKit") { }
            }
            .refreshable { await MainActor.run { model.parentRuns += 1 } }
        )
        defer { window.close() }
        let scrollView = try #require(window.first(UICollectionView.self) ?? window.first(UITableView.self))
        let control = try #require(scrollView.refreshControl)
        #expect(control.attributedTitle?.string == "BridgeKit")
        control.sendActions(for: .valueChanged)   // what the control does at the threshold
        window.settle(turns: 10)
        #expect(model.parentRuns == 0)
    }

    @Test func aComponentPageHasNoSafeAreaPadding() throws {
        // Covers the iOS 16.0–16.3 path when run on such a simulator, the
        // safeAreaRegions path from 16.4.
        struct Card: StandaloneHostedView {
            var body: some View { Color.orange.frame(width: 100, height: 50) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let parent = UIViewController()
        window.rootViewController = parent
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let container = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        parent.view.addSubview(container)
        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: parent.view.topAnchor),   // under the status bar
            container.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor),
        ])
        let host = parent.embedHostedView(Card(), embedding: .component, in: container)
        parent.view.layoutIfNeeded()
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        parent.view.layoutIfNeeded()
        #expect(abs(host.view.bounds.height - 50) < 0.5)
        #expect(abs(host.view.bounds.width - 100) < 0.5)
    }

    @Test func measuringAViewWithRequiredMarginsAtWidthZeroAnswersTheWidthItNeeds() {
        // At .required the width-0 probe broke one of these constraints (and logged
        // "Unable to simultaneously satisfy constraints") and answered 0.
        let view = UIView()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            content.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
            content.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10),
            content.widthAnchor.constraint(equalToConstant: 100),
            content.heightAnchor.constraint(equalToConstant: 24),
        ])
        let ideal = IdealSizeCalculator<UIView>.default.idealSize(view, ProposedSize(width: 0, height: nil))
        #expect(ideal.width == 140)
        #expect(ideal.height == 44)
    }
}
#endif
