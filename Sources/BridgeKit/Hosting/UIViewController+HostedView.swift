#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension UIViewController {
    /// Embeds a SwiftUI page in this controller as a child, for apps whose pages
    /// inherit from their own base view controller.
    ///
    /// Does what UIKit containment requires, in order: `addChild`, add the view
    /// pinned to the container's four edges, `didMove(toParent:)`. The hosted view's
    /// background is cleared so the base controller's shows through. Call it whenever
    /// the content is ready, for example after a network request:
    ///
    /// ```swift
    /// final class DetailPage: BaseViewController {
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         navigationItem.title = "Noodle"
    ///         someRemoteRequest { [weak self] name in
    ///             self?.embedHostedView(ContentView(name: name))
    ///         }
    ///     }
    /// }
    /// ```
    @discardableResult
    public func embedHostedView<Content: StandaloneHostedView>(
        _ rootView: Content,
        embedding: HostingEmbedding = .page,
        in container: UIView? = nil
    ) -> StandaloneHostingController<Content> {
        let host = StandaloneHostingController(rootView: rootView, embedding: embedding)
        embedChild(host, in: container ?? view)
        host.view.backgroundColor = .clear
        return host
    }

    /// Adds `child` as a child controller with its view pinned to `container`'s edges.
    ///
    /// ```swift
    /// embedChild(MapViewController(), in: mapContainer)
    /// ```
    public func embedChild(_ child: UIViewController, in container: UIView) {
        addChild(child)
        let childView: UIView = child.view
        childView.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(childView)
        NSLayoutConstraint.activate([
            childView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            childView.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            childView.topAnchor.constraint(equalTo: container.topAnchor),
            childView.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        child.didMove(toParent: self)
    }

    /// Removes a child embedded with ``embedChild(_:in:)``: the reverse steps,
    /// `willMove(toParent: nil)`, remove the view, `removeFromParent()`.
    ///
    /// ```swift
    /// removeEmbeddedChild(loadingController)
    /// ```
    public func removeEmbeddedChild(_ child: UIViewController) {
        guard child.parent === self else { return }
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}
#endif
