// The pull-to-refresh and introspection examples of README.md ("Pull to
// refresh that starts when the finger lifts", "Finding the UIKit view behind
// SwiftUI") and of the DocC article "Pull to refresh", compiled as an app would
// write them. The app types they assume (store, feed, MailStore, ...) are
// declared minimally below. Nothing here runs.
import BridgeKit
import SwiftUI
import UIKit

// MARK: Stand-ins for the app's own types

struct Message: Identifiable {
    let id: Int
}

struct MessageRow: View {
    let message: Message
    var body: some View { Text("message") }
}

@MainActor
final class MailStore {
    var messages: [Message] = []
    func fetch(completion: @escaping @MainActor () -> Void) {}
    func fetch() async throws {}
}

@MainActor
final class ItemStore {
    func reload(completion: @escaping @MainActor () -> Void) {}
}

@MainActor
final class Feed {
    func reload() async throws {}
}

struct FeedView: View {
    init(_ feed: Feed) {}
    var body: some View { Text("feed") }
}

// MARK: README.md, "Pull to refresh that starts when the finger lifts" (the async form with a binding is README's example now; these two are the article's forms)

struct ReadmeRefreshingList: View {
    @State private var isRefreshing = false
    let items: [String]
    let store: ItemStore

    var body: some View {
        List(items, id: \.self) { Text($0) }
            .pullToRefresh(isRefreshing: $isRefreshing, tint: .orange, title: "Refreshing") {
                store.reload { isRefreshing = false }
            }
    }
}

struct ReadmeRefreshingFeed: View {
    let feed: Feed

    var body: some View {
        ScrollView { FeedView(feed) }
            .pullToRefresh { try await feed.reload() }   // ends when it returns or throws; cancelled when the view goes away
    }
}

// MARK: README.md, "Finding the UIKit view behind SwiftUI"

struct ReadmeNameField: View {
    @State private var name = ""

    var body: some View {
        TextField("Name", text: $name)
            .introspectTextField(clearButtonMode: .whileEditing)
    }
}

struct ReadmeIntrospectedFeed: View {
    let feed: Feed

    var body: some View {
        ScrollView { FeedView(feed) }
            .introspectScrollView { scrollView in scrollView.keyboardDismissMode = .interactive }
    }
}

// MARK: Article "Pull to refresh"

struct Inbox: View {
    @State private var isRefreshing = false
    let store: MailStore

    var body: some View {
        List(store.messages) { MessageRow(message: $0) }
            .pullToRefresh(isRefreshing: $isRefreshing) {
                store.fetch { isRefreshing = false }
            }
    }
}

struct AwaitedInbox: View {
    let store: MailStore

    var body: some View {
        List(store.messages) { MessageRow(message: $0) }
            .pullToRefresh(tint: .blue, title: "Checking for mail") {
                try await store.fetch()
            }
    }
}

// "Finding the scroll view"
struct ArticleNameField: View {
    @State private var name = ""

    var body: some View {
        TextField("Name", text: $name)
            .introspectTextField(clearButtonMode: .whileEditing)
    }
}

// "UIKit scroll views": keep the controller alive, e.g. in a property.
@MainActor
func attachRefresher(to collectionView: UICollectionView, feed: Feed) -> PullToRefreshController {
    let refresher = PullToRefreshController(title: "Refreshing") { try await feed.reload() }
    refresher.attach(to: collectionView)
    return refresher
}

// MARK: pullToRefresh(isRefreshing:action:) with an async action

struct Article: Identifiable {
    let id: Int
    let title: String
}

@MainActor
final class ArticlesModel: ObservableObject {
    @Published var isLoading = false
    @Published var articles: [Article] = []
    @Published var lastError: String?

    func fetchArticles() async throws -> [Article] { [] }
    func startReload(completion: @escaping @MainActor () -> Void) {}
}

/// A view model's `isLoading` bound to the refresh and an async reload: the
/// closure awaits, so the async form is chosen; `isLoading` is `true` while it
/// runs and `false` when it returns or throws.
struct ArticlesList: View {
    @StateObject private var model = ArticlesModel()

    var body: some View {
        List(model.articles) { article in
            Text(article.title)
        }
        .pullToRefresh(isRefreshing: $model.isLoading, title: "Loading articles") {
            do {
                let articles = try await model.fetchArticles()
                model.articles = articles
                model.lastError = nil
            } catch is CancellationError {
                // `isLoading` was set to false, or the list went away.
            } catch {
                model.lastError = error.localizedDescription
            }
        }
    }
}

/// The same binding with a closure that awaits nothing: the synchronous form is
/// chosen, and the owner turns `isLoading` off when its work is done.
struct ArticlesListWithCallback: View {
    @StateObject private var model = ArticlesModel()

    var body: some View {
        List(model.articles) { article in
            Text(article.title)
        }
        .pullToRefresh(isRefreshing: $model.isLoading) {
            model.lastError = nil
            model.startReload { model.isLoading = false }
        }
    }
}

/// Which overload each closure picks, checked by the type checker: each overload
/// returns its own opaque type, so assigning an inline closure's result to a
/// variable typed by a call with an explicitly typed closure compiles only if the
/// same overload was chosen. A closure that awaits nothing keeps the synchronous
/// form (the owner ends the refresh); one that awaits gets the async form.
@MainActor
func refreshOverloadResolution(isLoading: Binding<Bool>, model: ArticlesModel) {
    let syncAction: @MainActor () -> Void = { model.startReload {} }
    let asyncAction: @MainActor () async throws -> Void = { _ = try await model.fetchArticles() }
    var synchronous = EmptyView().pullToRefresh(isRefreshing: isLoading, action: syncAction)
    synchronous = EmptyView().pullToRefresh(isRefreshing: isLoading) {
        model.lastError = nil
        model.startReload { isLoading.wrappedValue = false }
    }
    var awaited = EmptyView().pullToRefresh(isRefreshing: isLoading, action: asyncAction)
    awaited = EmptyView().pullToRefresh(isRefreshing: isLoading) {
        let articles = try await model.fetchArticles()
        model.articles = articles
    }
    _ = (synchronous, awaited)
}
