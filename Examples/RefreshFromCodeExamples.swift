// The article "Pull to refresh", sections "Refreshing from a button" and "The
// async form, and the Task trap": a toolbar "Reload" that runs the same refresh
// as a pull, and every legitimate form of the action, which compile with no
// warning (Checks/Diagnosed/TaskInPullToRefresh.swift is the form that warns).
// Nothing here runs.
import BridgeKit
import SwiftUI
import UIKit

@MainActor
final class HeadlinesModel: ObservableObject {
    @Published var titles: [String] = []
    @Published var isLoading = false
    func reload() async throws {}
    func reload(completion: @escaping @MainActor () -> Void) {}
    func markSeen() {}
}

// MARK: "Refreshing from a button"

/// Reads the refresh of the `.pullToRefresh` around it, as SwiftUI's
/// `@Environment(\.refresh)`; the progress shows here, where the user tapped,
/// even when the list is scrolled down and its spinner is out of sight.
struct ReloadButton: View {
    @Environment(\.pullToRefresh) private var pullToRefresh
    let isRefreshing: Bool

    var body: some View {
        if isRefreshing {
            ProgressView()
        } else {
            Button {
                Task { await pullToRefresh?() }
            } label: {
                Label("Reload", systemImage: "arrow.clockwise")
            }
            .disabled(pullToRefresh == nil)
        }
    }
}

struct HeadlinesScreen: View {
    @StateObject private var model = HeadlinesModel()

    var body: some View {
        NavigationStack {
            List(model.titles, id: \.self) { Text($0) }
                .navigationTitle("Headlines")
                // Inside .pullToRefresh, so the button sees its environment value.
                .toolbar { ReloadButton(isRefreshing: model.isLoading) }
                .pullToRefresh(isRefreshing: $model.isLoading) {
                    try await model.reload()
                }
        }
    }
}

// MARK: "The async form, and the Task trap": the forms that compile cleanly

struct RefreshForms: View {
    @StateObject private var model = HeadlinesModel()
    @State private var isRefreshing = false

    var body: some View {
        VStack {
            // Async: the refresh lasts as long as the closure runs.
            List(model.titles, id: \.self) { Text($0) }
                .pullToRefresh(isRefreshing: $model.isLoading) { try await model.reload() }
            // Synchronous: the closure kicks the work off; the owner ends it.
            List(model.titles, id: \.self) { Text($0) }
                .pullToRefresh(isRefreshing: $isRefreshing) {
                    model.reload { isRefreshing = false }
                }
            // Synchronous work that finishes at once, then ends the refresh itself.
            List(model.titles, id: \.self) { Text($0) }
                .pullToRefresh(isRefreshing: $isRefreshing) {
                    model.markSeen()
                    isRefreshing = false
                }
            // No binding: async, ends when it returns.
            List(model.titles, id: \.self) { Text($0) }
                .pullToRefresh { try await model.reload() }
        }
    }
}

// MARK: "Refreshing from a button", in UIKit

final class HeadlinesViewController: UITableViewController {
    let model = HeadlinesModel()
    private lazy var refresher = PullToRefreshController { [model] in try await model.reload() }

    override func viewDidLoad() {
        super.viewDidLoad()
        refresher.attach(to: tableView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Reload",
            primaryAction: UIAction { [weak self] _ in
                Task { await self?.refresher.refresh() }
            }
        )
        refresher.onRefreshingChange = { [weak self] isRefreshing in
            self?.navigationItem.rightBarButtonItem?.isEnabled = !isRefreshing
        }
    }
}

// MARK: "Refreshing from a button": on appear, and scrolling to the top

/// Loads when the screen appears with the same spinner and action as a pull:
/// one argument, nothing read from the environment.
struct HeadlinesOnAppear: View {
    @StateObject private var model = HeadlinesModel()

    var body: some View {
        List(model.titles, id: \.self) { Text($0) }
            .pullToRefresh(isRefreshing: $model.isLoading, refreshesOnAppear: true) {
                try await model.reload()
            }
    }
}

/// A feed's "Reload" that brings the spinner into view from anywhere in the list.
struct FeedReloadButton: View {
    @Environment(\.pullToRefresh) private var pullToRefresh

    var body: some View {
        Button("Reload") { Task { await pullToRefresh?(scrollingToTop: true) } }
    }
}

/// Without a binding, and the UIKit call.
struct FeedOnAppear: View {
    let reload: @MainActor () async -> Void

    var body: some View {
        ScrollView { Text("feed") }
            .pullToRefresh(refreshesOnAppear: true) { await reload() }
    }
}

@MainActor
func reloadFeedFromUIKit(_ refresher: PullToRefreshController) {
    Task { await refresher.refresh(scrollingToTop: true) }
}
