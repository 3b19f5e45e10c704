#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

// `.pullToRefresh(isRefreshing: $flag) { Task { await reload() } }` would otherwise
// compile to the synchronous form (a one-expression closure's `Task` is discarded
// as `Void`), whose refresh ends only when the owner turns `isRefreshing` off:
// the spinner never stops; without the binding, the async form returns at once
// and the spinner stops before the work does. A closure whose only expression is
// a `Task` matches these overloads exactly, so Swift picks them over the `Void`
// conversion (a `() -> Void` closure, or one that awaits, still picks the
// others): they warn with the fix, and behave as meant, ending the refresh when
// the task does. `_ = Task { … }` in the closure opts out.

extension View {
    /// Pull-to-refresh whose action only starts a `Task`: deprecated, because the
    /// refresh cannot see that task. Write the work in the closure itself, which
    /// then picks the async form that waits for it:
    ///
    /// ```swift
    /// .pullToRefresh(isRefreshing: $model.isLoading) { await model.reload() }
    /// ```
    ///
    /// It still works as meant: the refresh ends when the returned task finishes,
    /// and setting `isRefreshing` to `false` cancels it.
    @available(*, deprecated, message: "the action only starts a Task, which the refresh cannot wait for: drop 'Task { }' and write the work in the closure, as in .pullToRefresh(isRefreshing: $isLoading) { await model.reload() }")
    public func pullToRefresh<Success: Sendable, Failure: Error>(
        isRefreshing: Binding<Bool>,
        tint: Color? = nil,
        title: LocalizedStringResource? = nil,
        refreshesOnAppear: Bool = false,
        action: @escaping @MainActor () -> Task<Success, Failure>
    ) -> some View {
        modifier(PullToRefreshModifier(
            isRefreshing: isRefreshing, action: .awaitingTask(action), tint: tint, title: title,
            refreshesOnAppear: refreshesOnAppear
        ))
    }

    /// Pull-to-refresh whose action only starts a `Task`: deprecated, because the
    /// refresh would end before the task does. Write the work in the closure:
    ///
    /// ```swift
    /// .pullToRefresh { await feed.reload() }
    /// ```
    @available(*, deprecated, message: "the action only starts a Task, which the refresh cannot wait for: drop 'Task { }' and write the work in the closure, as in .pullToRefresh { await feed.reload() }")
    public func pullToRefresh<Success: Sendable, Failure: Error>(
        tint: Color? = nil,
        title: LocalizedStringResource? = nil,
        refreshesOnAppear: Bool = false,
        action: @escaping @MainActor () -> Task<Success, Failure>
    ) -> some View {
        modifier(PullToRefreshModifier(isRefreshing: nil, action: .awaitingTask(action), tint: tint, title: title,
                                          refreshesOnAppear: refreshesOnAppear))
    }
}
#endif
