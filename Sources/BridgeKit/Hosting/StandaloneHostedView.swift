#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// A SwiftUI page that configures the controller hosting it before UIKit shows it.
///
/// SwiftUI's `.navigationTitle` and toolbar modifiers reach the hosting
/// controller's `navigationItem` late: the title pops in after the push animation.
/// A `StandaloneHostedView` gets its ``StandaloneHostingController``
/// in ``configureHostingController(_:)``, called from the
/// controller's `init`, which is before any push, so the navigation bar has its
/// title, buttons and large-title mode from the first frame. The default
/// implementation does nothing.
///
/// ```swift
/// struct DetailView: StandaloneHostedView {
///     func configureHostingController(_ hostingController: StandaloneHostingController<DetailView>) {
///         hostingController.navigationItem.title = "Noodle"
///     }
///
///     var body: some View { Text("detail") }
/// }
///
/// navigationController.pushViewController(StandaloneHostingController(rootView: DetailView()), animated: true)
/// ```
///
/// The controller owns what you hang on it here (bar button items, their
/// `UIAction`s): capture `hostingController` weakly in those closures, or the page
/// never deallocates.
///
/// The name follows UIKit's `configure…` convention and says what you do in it;
/// it runs once, from `init`. The parameter is the `StandaloneHostingController`
/// itself (a `UIHostingController` subclass), not a `UIHostingController<Self>`: the hosting
/// controller's root view wraps your view to give it ``Navigator`` and lifecycle
/// environment values, so its root view type is not `Self`.
@MainActor @preconcurrency
public protocol StandaloneHostedView: View {
    /// Configures the hosting controller (navigation item, presentation options)
    /// while it is being created, before it is pushed or presented.
    func configureHostingController(_ hostingController: StandaloneHostingController<Self>)
}

extension StandaloneHostedView {
    /// Does nothing: a page with nothing to configure needs no code.
    public func configureHostingController(_ hostingController: StandaloneHostingController<Self>) {}
}
#endif
