#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import os
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
/// either) and the spinner shows when they scroll back up. To bring it into
/// view from anywhere instead, call it with `scrollingToTop: true`
/// (`await pullToRefresh?(scrollingToTop: true)`): the list scrolls up,
/// animated, as a feed or an inbox does for the new items its "Reload" brings.
/// Keep the default where the user reads in place (a long thread, a document,
/// search results), and show the progress where they tapped, from `isRefreshing`:
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
/// Outside, it is `nil` (the view that declares `.pullToRefresh` is outside it),
/// and debug builds print, once per run: `BridgeKit: @Environment(\.pullToRefresh)
/// was read where no .pullToRefresh encloses the view: it is nil there.
/// [.pullToRefresh]`. To refresh when the screen appears, no reading is needed:
/// `.pullToRefresh(…, refreshesOnAppear: true)`. In UIKit,
/// ``PullToRefreshController/refresh(scrollingToTop:)`` does the same.
public struct PullToRefreshAction: Sendable {
    let handle: PullToRefreshHandle

    /// Starts the refresh, action included, and returns when it has ended; see
    /// ``PullToRefreshAction``.
    ///
    /// - Parameter scrollingToTop: Brings the spinner into view from anywhere in
    ///   the list (animated); `false`, the default, moves only a list at rest at its top.
    @MainActor
    public func callAsFunction(scrollingToTop: Bool = false) async {
        await handle.controller?.refresh(scrollingToTop: scrollingToTop)
    }
}

/// Where a ``PullToRefreshAction`` finds its modifier's controller: the modifier
/// keeps one in `@State` and its attachment fills it in.
@MainActor
final class PullToRefreshHandle {
    weak var controller: PullToRefreshController?
}

private struct PullToRefreshActionKey: EnvironmentKey {
    /// `nil`: SwiftUI asks for it where no `.pullToRefresh` set the value, so
    /// debug builds say so there (once per run).
    static var defaultValue: PullToRefreshAction? {
        #if DEBUG
        PullToRefreshReadOutside.report()
        #endif
        return nil
    }
}

#if DEBUG
/// The debug message for `@Environment(\.pullToRefresh)` read outside the modifier.
private enum PullToRefreshReadOutside {
    /// Whether the message was printed; SwiftUI may read the environment off the main actor.
    private static let reported = OSAllocatedUnfairLock(initialState: false)

    static func report() {
        let isFirst = reported.withLock { reported in
            defer { reported = true }
            return !reported
        }
        guard isFirst else { return }
        print("BridgeKit: @Environment(\\.pullToRefresh) was read where no .pullToRefresh encloses the view: it is nil "
            + "there. Read it in a view inside the modifier (a row, or a .toolbar placed before .pullToRefresh), or use "
            + ".pullToRefresh(…, refreshesOnAppear: true) to refresh when the screen appears. [.pullToRefresh]")
    }
}
#endif

extension EnvironmentValues {
    /// Starts the enclosing `.pullToRefresh`'s refresh from code, action
    /// included; `nil` outside one (debug builds print once when it is read
    /// there). See ``PullToRefreshAction``.
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
