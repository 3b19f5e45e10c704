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
    /// The page as the navigator session registers it: a new controller, or one
    /// already in the stack.
    let registration: NavigatorSession<ControllerHandle>.Page

    /// The page's identity; `nil` lets the navigator name it.
    public var id: PageID? {
        switch registration {
        case .new(_, let id): id
        case .existing(let id): id
        }
    }

    /// A SwiftUI page, hosted in a ``StandaloneHostingController`` created now, so
    /// its navigation item is configured before the push.
    public static func hosted<Content: StandaloneHostedView>(_ view: Content, id: PageID? = nil) -> NavigatorPage {
        .controller(StandaloneHostingController(rootView: view), id: id)
    }

    /// Any view controller.
    public static func controller(_ controller: UIViewController, id: PageID? = nil) -> NavigatorPage {
        NavigatorPage(registration: .new(ControllerHandle(controller), id: id))
    }

    /// A page already in the stack, kept with its controller and its state.
    public static func existing(_ id: PageID) -> NavigatorPage {
        NavigatorPage(registration: .existing(id))
    }
}
#endif
