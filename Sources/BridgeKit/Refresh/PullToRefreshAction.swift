#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// Starts the refresh of the nearest enclosing `.pullToRefresh` from code, action
/// included: what a toolbar "Reload" button calls. The counterpart of SwiftUI's
/// `RefreshAction` (`@Environment(\.refresh)`), which `.pullToRefresh` cannot fill
/// because SwiftUI's `refresh` environment value is get-only.
///
/// Calling it does what a pull released past the threshold does: `isRefreshing`
/// turns `true`, the action runs once, the spinner shows; the call returns when
/// the refresh has ended (the async action returned or threw; in the synchronous
/// form, when you set `isRefreshing = false`). While a refresh already shows
/// (a pull's, an earlier call's, or one you showed with `isRefreshing = true`),
/// it starts nothing and waits for that one, so a second tap never runs the
/// action twice.
///
/// What the user sees: when the list rests at its top, the spinner is scrolled
/// into view, as a pull would leave it. When they have scrolled into the list,
/// it stays where they are reading (UIKit's `beginRefreshing()` does not scroll
/// either) and the spinner shows when they scroll back up; show the progress
/// where they tapped, from `isRefreshing`:
///
/// ```swift
/// struct ReloadButton: View {
///     @Environment(\.pullToRefresh) private var pullToRefresh
///     let isRefreshing: Bool
///
///     var body: some View {
///         if isRefreshing {
///             ProgressView()
///         } else {
///             Button("Reload") { Task { await pullToRefresh?() } }
///                 .disabled(pullToRefresh == nil)
///         }
///     }
/// }
///
/// List(model.items) { ItemRow(item: $0) }
///     .toolbar { ReloadButton(isRefreshing: model.isLoading) }   // inside .pullToRefresh
///     .pullToRefresh(isRefreshing: $model.isLoading) { try await model.reload() }
/// ```
///
/// Like SwiftUI's `refresh`, the value is set for the views *inside* the modifier:
/// put `.toolbar` before `.pullToRefresh`, or read it in a row of the list.
/// Outside, it is `nil`. In UIKit, ``PullToRefreshController/refresh()`` does the same.
public struct PullToRefreshAction: Sendable {
    let handle: PullToRefreshHandle

    /// Starts the refresh, action included, and returns when it has ended; see
    /// ``PullToRefreshAction``.
    @MainActor
    public func callAsFunction() async {
        await handle.controller?.refresh()
    }
}

/// Where a ``PullToRefreshAction`` finds its modifier's controller: the modifier
/// keeps one in `@State` and its attachment fills it in.
@MainActor
final class PullToRefreshHandle {
    weak var controller: PullToRefreshController?
}

private struct PullToRefreshActionKey: EnvironmentKey {
    static let defaultValue: PullToRefreshAction? = nil
}

extension EnvironmentValues {
    /// Starts the enclosing `.pullToRefresh`'s refresh from code, action
    /// included; `nil` outside one. See ``PullToRefreshAction``.
    ///
    /// ```swift
    /// @Environment(\.pullToRefresh) private var pullToRefresh
    /// Button("Reload") { Task { await pullToRefresh?() } }
    /// ```
    public var pullToRefresh: PullToRefreshAction? {
        get { self[PullToRefreshActionKey.self] }
        set { self[PullToRefreshActionKey.self] = newValue }
    }
}
#endif
