import BridgeKit
import SwiftUI
import UIKit

/// Pull to refresh that starts when the finger lifts, on a `List` (driven by a
/// binding), a `ScrollView` (an async action) and a UIKit table.
struct RefreshScreen: View {
    enum Surface: String, CaseIterable, Identifiable {
        case list = "List"
        case scrollView = "ScrollView"
        case table = "UIKit table"
        case carousel = "Carousel"

        var id: Self { self }
    }

    @State private var surface: Surface = .list

    var body: some View {
        VStack(spacing: 0) {
            Picker("Scroll view", selection: $surface) {
                ForEach(Surface.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            .padding()
            switch surface {
            case .list: RefreshingList()
            case .scrollView: RefreshingScroll()
            case .table: RefreshingTableScreen()
            case .carousel: RefreshingListBesideCarousel()
            }
        }
        .navigationTitle("Pull to refresh")
    }
}

/// A row of the sample feeds.
struct FeedItem: Identifiable {
    let id = UUID()
    let title: String

    static let samples = (1...12).map { FeedItem(title: "Item \($0)") }

    static func fresh() -> FeedItem {
        FeedItem(title: "New at \(Date.now.formatted(date: .omitted, time: .standard))")
    }
}

/// A timestamped event line.
func timestamped(_ event: String) -> String {
    "\(Date.now.formatted(date: .omitted, time: .standard))  \(event)"
}

/// `List` with `.pullToRefresh(isRefreshing:)`: the binding turns true at release
/// and the action ends the refresh by setting it back.
struct RefreshingList: View {
    @State private var isRefreshing = false
    @State private var items = FeedItem.samples
    @State private var events: [String] = []

    var body: some View {
        List {
            Section {
                LabeledContent("isRefreshing", value: isRefreshing ? "true" : "false")
                RefreshReloadButton(isRefreshing: isRefreshing, title: "Reload from code (runs the action)")
                Button("Show the spinner from code (runs no action)") { isRefreshing = true }
                Button("End the refresh from code") { isRefreshing = false }
                ForEach(Array(events.suffix(4).enumerated()), id: \.offset) { _, line in
                    Text(line).font(.system(.caption, design: .monospaced))
                }
            } footer: {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Pull down and keep your finger on the screen: nothing starts until it lifts, even once the spinner appeared. Pull, then push back up before lifting: nothing starts at all. \"Reload\" (here or in the toolbar) runs the action as a pull does, once however often it is tapped; at the top of the list the spinner slides into view, scrolled down the list stays where it is and the toolbar button shows the progress. \"Show the spinner from code\" runs no action.")
                    if isPointerDevice {
                        Text("With a trackpad: pull down with two fingers past the spinner and keep them on the trackpad; the refresh starts when they lift. With a mouse: scroll up past the top with the wheel; it starts when the wheel stops. A pull that never showed the spinner starts nothing, and nor does the bounce of a flick.")
                    }
                }
            }
            Section("Feed") {
                ForEach(items) { Text($0.title) }
            }
        }
        // Inside .pullToRefresh: the toolbar's button reads its environment action.
        .toolbar { RefreshReloadButton(isRefreshing: isRefreshing) }
        .pullToRefresh(isRefreshing: logged($isRefreshing), tint: .orange, title: "Refreshing") {
            events.append(timestamped("action started"))
            Task {
                try? await Task.sleep(for: .seconds(2))
                items.insert(FeedItem.fresh(), at: 0)
                events.append(timestamped("the action set isRefreshing = false"))
                isRefreshing = false
            }
        }
    }

    /// iPad (a trackpad or mouse may be attached) and the Mac (Catalyst, or an
    /// iPad app on a Mac): pulls there may arrive as scroll events, not touches.
    private var isPointerDevice: Bool {
        UIDevice.current.userInterfaceIdiom == .pad || UIDevice.current.userInterfaceIdiom == .mac
            || ProcessInfo.processInfo.isiOSAppOnMac
    }

    /// The binding, with each write BridgeKit makes listed.
    private func logged(_ binding: Binding<Bool>) -> Binding<Bool> {
        Binding(
            get: { binding.wrappedValue },
            set: { newValue in
                events.append(timestamped("BridgeKit set isRefreshing = \(newValue)"))
                binding.wrappedValue = newValue
            }
        )
    }
}

/// `ScrollView` with the async `.pullToRefresh`: the refresh lasts as long as
/// the action runs. SwiftUI's `.refreshable` beside it, for comparison.
struct RefreshingScroll: View {
    @State private var items = FeedItem.samples
    @State private var events: [String] = []
    @State private var failsNext = false
    @State private var usesRefreshable = false

    private struct FetchFailed: Error {}

    var body: some View {
        if usesRefreshable {
            feed.refreshable { try? await reload(by: "SwiftUI's .refreshable") }
        } else {
            feed.pullToRefresh(tint: .blue, title: "Fetching") { try await reload(by: ".pullToRefresh") }
        }
    }

    private var feed: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Toggle("Use SwiftUI's .refreshable instead", isOn: $usesRefreshable)
                Toggle("Make the next refresh throw", isOn: $failsNext)
                Text("Hold the pull past the spinner without lifting: .pullToRefresh waits for the release, .refreshable may start at once. A thrown error still ends the refresh.")
                    .font(.footnote).foregroundColor(.secondary)
                ForEach(Array(events.suffix(4).enumerated()), id: \.offset) { _, line in
                    Text(line).font(.system(.caption, design: .monospaced))
                }
                ForEach(items) { item in
                    Text(item.title)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                        .background(RoundedRectangle(cornerRadius: 10).fill(Color.secondary.opacity(0.12)))
                }
            }
            .padding()
        }
    }

    private func reload(by source: String) async throws {
        events.append(timestamped("\(source): action started"))
        try await Task.sleep(for: .seconds(2))
        if failsNext {
            failsNext = false
            events.append(timestamped("action threw; the refresh ended"))
            throw FetchFailed()
        }
        items.insert(FeedItem.fresh(), at: 0)
        events.append(timestamped("action returned"))
    }
}

struct RefreshScreen_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            RefreshScreen()
        }
    }
}
