#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// A plain `UIViewController` page that hosts a ``StandaloneHostedView`` as a
/// child, for apps without a base view controller of their own.
///
/// Configure the navigation item in `viewDidLoad` as in any UIKit page, and load
/// the SwiftUI content when it is ready; until then the page is empty.
///
/// ```swift
/// final class DetailPage: WrappedStandaloneHostingController<DetailPage.ContentView> {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         navigationItem.title = "Noodle"
///         someRemoteRequest { [weak self] name in
///             self?.loadHostingView(ContentView(name: name))
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
open class WrappedStandaloneHostingController<Content: StandaloneHostedView>: UIViewController {
    /// The embedded hosting controller, once ``loadHostingView(_:)`` ran.
    public private(set) var hostingController: StandaloneHostingController<Content>?
    /// How the hosted view sits in this page.
    public let embedding: HostingEmbedding
    private var pendingRootView: Content?

    /// An empty page; call ``loadHostingView(_:)`` when the content is ready.
    public init(embedding: HostingEmbedding = .page) {
        self.embedding = embedding
        super.init(nibName: nil, bundle: nil)
    }

    /// A page whose content is known now; it is embedded when the view loads.
    public convenience init(rootView: Content, embedding: HostingEmbedding = .page) {
        self.init(embedding: embedding)
        pendingRootView = rootView
    }

    /// Storyboards cannot supply the SwiftUI view; create the controller in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let rootView = pendingRootView {
            pendingRootView = nil
            loadHostingView(rootView)
        }
    }

    /// Embeds `rootView`, replacing any content loaded before.
    open func loadHostingView(_ rootView: Content) {
        if let previous = hostingController { removeEmbeddedChild(previous) }
        hostingController = embedHostedView(rootView, embedding: embedding)
    }
}
#endif
