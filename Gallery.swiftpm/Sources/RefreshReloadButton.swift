import BridgeKit
import SwiftUI

/// A "Reload" that starts the enclosing `.pullToRefresh`'s refresh from code,
/// action included (`@Environment(\.pullToRefresh)`, like SwiftUI's
/// `@Environment(\.refresh)`). While the refresh runs it shows progress itself:
/// scrolled down, the list's spinner is out of sight and the list stays put.
struct RefreshReloadButton: View {
    @Environment(\.pullToRefresh) private var pullToRefresh
    let isRefreshing: Bool
    var title = "Reload"

    var body: some View {
        if isRefreshing {
            ProgressView()
        } else {
            Button(title) { Task { await pullToRefresh?() } }
                .disabled(pullToRefresh == nil)
        }
    }
}
