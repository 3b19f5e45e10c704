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

// MARK: README.md, "Pull to refresh that starts when the finger lifts"

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
