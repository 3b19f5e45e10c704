#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// A SwiftUI view hosted in a real key window, laid out, for device tests.
///
/// ```swift
/// let window = HostedWindow(Form { TextFieldWrapper("name", text: .constant("")) })
/// let field = try #require(window.first(UITextField.self))
/// ```
@MainActor
final class HostedWindow<Content: View> {
    let window: UIWindow
    let host: UIHostingController<Content>

    init(_ content: Content, size: CGSize = CGSize(width: 390, height: 844)) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        host = UIHostingController(rootView: content)
        window.rootViewController = host
        window.makeKeyAndVisible()
        settle()
    }

    /// Replaces the hosted view, as a state change in a parent would.
    func update(_ content: Content) {
        host.rootView = content
        settle()
    }

    /// Lays the window out and lets the main run loop turn, so SwiftUI's
    /// updates and the work BridgeKit defers to the next main-actor turn have run.
    func settle(turns: Int = 3) {
        for _ in 0..<turns {
            host.view.setNeedsLayout()
            host.view.layoutIfNeeded()
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02))
        }
    }

    /// Every view of `type` in the window, depth first in subview order.
    func all<View: UIView>(_ type: View.Type) -> [View] {
        var found: [View] = []
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            if let match = view as? View { found.append(match) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return found
    }

    /// The first view of `type` in the window, depth first.
    func first<View: UIView>(_ type: View.Type) -> View? {
        all(type).first
    }

    /// The first view of `type` showing `placeholder`: a `UITextField`'s own
    /// placeholder, or a label among the view's subviews (how a multi-line
    /// wrapper's `UITextView` shows it).
    func first<View: UIView>(_ type: View.Type, placeholder: String) -> View? {
        all(type).first { view in
            if let field = view as? UITextField { return field.placeholder == placeholder }
            return view.placeholderLabel(placeholder) != nil
        }
    }

    /// Takes the window off screen; call at the end of a test.
    func close() {
        window.isHidden = true
        window.rootViewController = nil
    }
}

extension UIView {
    /// The label among this view's own subviews that shows `text`: a text
    /// view's placeholder.
    func placeholderLabel(_ text: String) -> UILabel? {
        subviews.lazy.compactMap { $0 as? UILabel }.first { $0.text == text }
    }
}
#endif
