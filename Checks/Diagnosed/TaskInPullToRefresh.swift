// diagnosed: the action only starts a Task, which the refresh cannot wait for
import BridgeKit
import SwiftUI

// The trap of issue 31, item 5: a one-expression closure returning a Task would
// compile to the synchronous form (the Task discarded as Void), whose spinner
// never stops. BridgeKit's Task-returning overload draws a deprecation warning
// with the fix instead. Examples/RefreshFromCodeExamples.swift holds the forms
// that compile cleanly.
@MainActor
final class Loader {
    var isLoading = false
    func reload() async {}
}

struct TaskInPullToRefresh: View {
    @State private var isLoading = false
    let loader: Loader

    var body: some View {
        List(["a"], id: \.self) { Text($0) }
            .pullToRefresh(isRefreshing: $isLoading) {
                Task { await loader.reload() }
            }
    }
}
