#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// A page to push or to keep, for ``Navigator/push(contentsOf:animated:)`` and
/// ``Navigator/replaceStack(_:animated:)``.
///
/// ```swift
/// try navigator.replaceStack([.existing(home), .hosted(CartView()), .hosted(CheckoutView(), id: "checkout")])
/// ```
@MainActor
public struct NavigatorPage {
    /// The page's identity; `nil` lets the navigator name it.
    public let id: PageID?
    let makeController: (@MainActor () -> UIViewController)?

    /// A SwiftUI page, hosted in a ``StandaloneHostingController`` created now, so
    /// its navigation item is configured before the push.
    public static func hosted<Content: StandaloneHostedView>(_ view: Content, id: PageID? = nil) -> NavigatorPage {
        let controller = StandaloneHostingController(rootView: view)
        return NavigatorPage(id: id, makeController: { controller })
    }

    /// Any view controller.
    public static func controller(_ controller: UIViewController, id: PageID? = nil) -> NavigatorPage {
        NavigatorPage(id: id, makeController: { controller })
    }

    /// A page already in the stack, kept with its controller and its state.
    public static func existing(_ id: PageID) -> NavigatorPage {
        NavigatorPage(id: id, makeController: nil)
    }
}
#endif
