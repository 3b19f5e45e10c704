import BridgeKit
import SwiftUI

/// A horizontal carousel above a `List` with `.pullToRefresh`, in one `VStack`:
/// both scroll views hang under the same host at the same distance, and only the
/// List gets the refresh control.
struct RefreshingListBesideCarousel: View {
    @State private var items = FeedItem.samples
    @State private var isRefreshing = false

    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 12) {
                    ForEach(0..<12, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(Color.accentColor.opacity(0.2))
                            .frame(width: 120, height: 70)
                            .overlay(Text("Card \(index + 1)"))
                    }
                }
                .padding(.horizontal)
            }
            .frame(height: 90)
            List {
                Section {
                    Button("Show the spinner from code") { isRefreshing = true }
                    Button("End the refresh from code") { isRefreshing = false }
                } footer: {
                    Text("Pull this list: the spinner appears here, never on the carousel above. Swipe the carousel sideways: nothing refreshes.")
                }
                Section("Feed") {
                    ForEach(items) { Text($0.title) }
                }
            }
            .pullToRefresh(isRefreshing: $isRefreshing, tint: .purple, title: "Refreshing the list") {
                // The async form: the refresh ends when this returns.
                try? await Task.sleep(for: .seconds(2))
                items.insert(FeedItem.fresh(), at: 0)
            }
        }
    }
}
