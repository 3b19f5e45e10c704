#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension View {
    /// Adds pull-to-refresh to a `List`, a `ScrollView` or a UIKit scroll view shown
    /// with `UIViewAdaptor`, driven by an `isRefreshing` binding.
    ///
    /// `action` runs once, and `isRefreshing` turns `true`, when the finger lifts
    /// while the pull is still far enough; not when `UIRefreshControl` reports
    /// `.valueChanged`, which happens while the finger is still down. A pull taken
    /// back before release does nothing. Set `isRefreshing` to `false` when the work
    /// is done. Setting it to `true` yourself shows the spinner without running
    /// `action`; a second pull while refreshing does nothing. To start the refresh
    /// from code, action included (a toolbar "Reload"), call the
    /// ``SwiftUICore/EnvironmentValues/pullToRefresh`` action from a view inside this one.
    ///
    /// ```swift
    /// @State private var isRefreshing = false
    ///
    /// List(items, id: \.self) { Text($0) }
    ///     .pullToRefresh(isRefreshing: $isRefreshing, tint: .orange) {
    ///         store.reload { isRefreshing = false }
    ///     }
    /// ```
    ///
    /// The control is attached to the `UIScrollView` of the modified view (found
    /// between its two markers, like `introspectScrollView(_:)`, again when the
    /// view moves or is swapped), and removed when the view goes away. If none, or
    /// several, are found, debug builds print why. Setting `isRefreshing` to `true`
    /// from code scrolls the spinner into view when the content rests at its top.
    /// Under a parent's `.refreshable`, SwiftUI may put its own control back: on
    /// each update and touch-down this modifier puts its control back (never while
    /// SwiftUI's is refreshing), a drag begun under the other control starts
    /// nothing here, and debug builds warn. Do not combine `.refreshable` above
    /// `.pullToRefresh`.
    /// Prefer SwiftUI's `.refreshable` when it fits: see <doc:PullToRefresh>.
    ///
    /// - Parameters:
    ///   - isRefreshing: `true` while the refresh runs; set it to `false` when done.
    ///   - tint: The spinner's color; the system's when `nil`.
    ///   - title: Text under the spinner, looked up in your string catalog like
    ///     `Text("…")` (a string literal is a `LocalizedStringResource`).
    ///   - refreshesOnAppear: Starts a refresh, action included, when the view
    ///     first appears, as the `pullToRefresh` environment action would: once
    ///     per view identity (appearing again, after a push and pop or a tab
    ///     switch, starts nothing), and never doubled with a refresh that already
    ///     shows (`isRefreshing = true` for a first load). No `.task` and no
    ///     helper view inside the modifier are needed.
    ///   - action: Runs once when the finger lifts after a long enough pull.
    public func pullToRefresh(
        isRefreshing: Binding<Bool>,
        tint: Color? = nil,
        title: LocalizedStringResource? = nil,
        refreshesOnAppear: Bool = false,
        action: @escaping @MainActor () -> Void
    ) -> some View {
        modifier(PullToRefreshModifier(isRefreshing: isRefreshing, action: .synchronous(action), tint: tint, title: title, refreshesOnAppear: refreshesOnAppear))
    }

    /// Adds pull-to-refresh whose refresh lasts as long as the `async` `action`
    /// runs, optionally reflected in an `isRefreshing` binding: a view model's
    /// `isLoading` with an async reload.
    ///
    /// When the finger lifts after a long enough pull, `isRefreshing` turns `true`
    /// and `action` starts; when it returns or throws, the spinner hides and
    /// `isRefreshing` turns `false`. Setting `isRefreshing` to `false` yourself, or
    /// the view going away, cancels the action's task (an action that checks
    /// cancellation, as `URLSession` does, stops). Setting it to `true` yourself
    /// shows the spinner without running `action`, as for a first load your view
    /// model started; a pull while it shows does nothing. To start the refresh from
    /// code, action included, call ``SwiftUICore/EnvironmentValues/pullToRefresh``.
    ///
    /// ```swift
    /// List(model.items) { ItemRow(item: $0) }
    ///     .pullToRefresh(isRefreshing: $model.isLoading) {
    ///         let items = try await api.items()
    ///         model.items = items
    ///     }
    ///
    /// ScrollView { FeedView(feed) }                  // no binding: the refresh is the action
    ///     .pullToRefresh(title: "Fetching") { await feed.reload() }
    ///
    /// List(feed.items) { ItemRow(item: $0) }         // loads when the screen appears, too
    ///     .pullToRefresh(refreshesOnAppear: true) { await feed.reload() }
    /// ```
    ///
    /// With a binding, a closure that awaits something picks this form; one that
    /// awaits nothing picks the synchronous one, whose owner turns `isRefreshing` off.
    ///
    /// - Parameters:
    ///   - isRefreshing: `true` while the action runs; set it to `false` to cancel.
    ///     `nil` (the default): nothing outside reflects the refresh.
    ///   - tint: The spinner's color; the system's when `nil`.
    ///   - title: Text under the spinner, looked up in your string catalog.
    ///   - refreshesOnAppear: Starts a refresh, action included, when the view
    ///     first appears, as the `pullToRefresh` environment action would: once
    ///     per view identity (appearing again, after a push and pop or a tab
    ///     switch, starts nothing), and never doubled with a refresh that already
    ///     shows (`isRefreshing = true` for a first load). No `.task` and no
    ///     helper view inside the modifier are needed.
    ///   - action: Runs when the finger lifts after a long enough pull (or on
    ///     appear); the refresh ends when it returns or throws.
    public func pullToRefresh(
        isRefreshing: Binding<Bool>? = nil,
        tint: Color? = nil,
        title: LocalizedStringResource? = nil,
        refreshesOnAppear: Bool = false,
        action: @escaping @MainActor () async throws -> Void
    ) -> some View {
        modifier(PullToRefreshModifier(isRefreshing: isRefreshing, action: .awaited(action), tint: tint, title: title, refreshesOnAppear: refreshesOnAppear))
    }
}

/// Brackets the modified view with the attachment behind it and a marker in front.
@MainActor
struct PullToRefreshModifier: ViewModifier {
    /// The `isRefreshing` binding, or a constant without one (`bindsIsRefreshing`).
    /// A plain `Binding` field: SwiftUI refreshes a modifier's `Binding` fields
    /// (`DynamicProperty`s) before its body and updates it when they change; a
    /// `Binding?` it neither refreshes nor follows, and inside `updateUIView` it
    /// gives the value the app's body made it with (the `false` from before a
    /// pull, which would cancel the pull's refresh).
    let isRefreshingBinding: Binding<Bool>
    let bindsIsRefreshing: Bool
    let action: RefreshRunner.Action
    let tint: Color?
    let title: LocalizedStringResource?
    let refreshesOnAppear: Bool

    init(isRefreshing: Binding<Bool>?, action: RefreshRunner.Action, tint: Color?, title: LocalizedStringResource?,
         refreshesOnAppear: Bool) {
        isRefreshingBinding = isRefreshing ?? .constant(false)
        bindsIsRefreshing = isRefreshing != nil
        self.action = action
        self.tint = tint
        self.title = title
        self.refreshesOnAppear = refreshesOnAppear
    }

    /// One finder for the modifier's lifetime, shared by its two markers.
    @State private var finder = ViewFinder<UIScrollView>(modifier: ".pullToRefresh")
    /// What the `pullToRefresh` environment action calls, for the modifier's lifetime.
    @State private var handle = PullToRefreshHandle()

    func body(content: Content) -> some View {
        content
            .environment(\.pullToRefresh, PullToRefreshAction(handle: handle))
            .task {
                // After the attachment made the controller; once per controller
                // (the runner decides), so appearing again starts nothing.
                guard refreshesOnAppear else { return }
                await handle.controller?.refreshOnAppear()
            }
            .bracketed(
                by: finder,
                back: PullToRefreshAttachment(
                    finder: finder, handle: handle, isRefreshing: bindsIsRefreshing ? isRefreshingBinding : nil,
                    action: action, tint: tint, title: title
                )
            )
    }
}

/// The marker behind a view with `.pullToRefresh`: finds the scroll view between
/// the markers and attaches the coordinator's ``PullToRefreshController`` to it.
@MainActor
struct PullToRefreshAttachment: UIViewRepresentable {
    let finder: ViewFinder<UIScrollView>
    let handle: PullToRefreshHandle
    /// Current in every update: the modifier's body makes this attachment again
    /// after each change of the binding, which SwiftUI refreshes there.
    let isRefreshing: Binding<Bool>?
    let action: RefreshRunner.Action
    let tint: Color?
    let title: LocalizedStringResource?

    private var uiTint: UIColor? { tint.map { UIColor($0) } }

    @MainActor
    final class Coordinator {
        let controller: PullToRefreshController
        weak var finder: ViewFinder<UIScrollView>?
        #if DEBUG
        var reportedInheritedRefreshable = false
        #endif

        init(controller: PullToRefreshController) {
            self.controller = controller
        }
    }

    func makeCoordinator() -> Coordinator {
        // The title needs the environment's locale: the first update sets it.
        Coordinator(controller: PullToRefreshController(action: action, tint: uiTint, title: nil))
    }

    func makeUIView(context: Context) -> IntrospectionMarkerView {
        let finder = finder
        let controller = context.coordinator.controller
        context.coordinator.finder = finder
        handle.controller = controller
        // Moved where no scroll view is: leave no control on the old one.
        finder.onNotFound = { [weak controller] in controller?.removeFromScrollView() }
        let marker = finder.makeMarker()
        finder.back = marker
        return marker
    }

    func updateUIView(_ uiView: IntrospectionMarkerView, context: Context) {
        let controller = context.coordinator.controller
        finder.back = uiView
        controller.setAppearance(tint: uiTint, title: title?.resolved(in: context.environment.locale))
        controller.update(action: action, isRefreshing: isRefreshing)
        finder.withTarget { [weak controller] scrollView in
            controller?.attach(to: scrollView)
        }
        #if DEBUG
        // `EnvironmentValues.refresh` is get-only: the parent's action cannot be
        // removed; the controller puts its control back when the other is not refreshing.
        if context.environment.refresh != nil, !context.coordinator.reportedInheritedRefreshable {
            context.coordinator.reportedInheritedRefreshable = true
            print("BridgeKit: .pullToRefresh sits under a parent's .refreshable; SwiftUI may put its own control "
                + "back, and a pull under it runs the parent's action. BridgeKit puts its control back on updates and "
                + "touch-downs once that control is not refreshing. Avoid .refreshable above .pullToRefresh. [.pullToRefresh]")
        }
        #endif
    }

    static func dismantleUIView(_ uiView: IntrospectionMarkerView, coordinator: Coordinator) {
        coordinator.finder?.cancel()
        coordinator.controller.detach()
    }
}
#endif
