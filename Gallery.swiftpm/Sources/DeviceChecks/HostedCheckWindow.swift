import DeviceCheckRunner
import SwiftUI
import UIKit

/// A SwiftUI view hosted by a device check in its own key window of the app's
/// scene. Made by `DeviceCheckContext.host(_:size:)`, which also takes it down.
@MainActor
final class HostedCheckWindow<Content: View> {
    let window: UIWindow
    let host: UIHostingController<Content>

    init(_ content: Content, in scene: UIWindowScene, size: CGSize?) {
        window = UIWindow(windowScene: scene)
        window.frame = size.map { CGRect(origin: .zero, size: $0) } ?? scene.fullBounds
        // Above the gallery's own window, so the check's views are the ones on screen.
        window.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.normal.rawValue + 1)
        host = UIHostingController(rootView: content)
        window.rootViewController = host
        window.makeKeyAndVisible()
        layout()
    }

    /// Replaces the hosted view, as a parent's state change would, lays it out
    /// and awaits a main-actor turn (the work BridgeKit defers to it runs).
    func update(_ content: Content) async {
        host.rootView = content
        layout()
        await CheckRecorder.turn()
        layout()
    }

    /// Lays the window out now (SwiftUI applies pending updates).
    func layout() {
        host.view.setNeedsLayout()
        host.view.layoutIfNeeded()
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

    /// Ends editing (the first responder resigns), dismisses what the host
    /// presented, hides the window and drops its content. Called when the
    /// check ends.
    func close() {
        window.takeDownAfterCheck()
    }
}

extension UIView {
    /// The label among this view's own subviews that shows `text`: a text
    /// view's placeholder.
    func placeholderLabel(_ text: String) -> UILabel? {
        subviews.lazy.compactMap { $0 as? UILabel }.first { $0.text == text }
    }
}

extension UIWindowScene {
    /// The scene's bounds, through the API of the OS it runs on: iOS 26
    /// deprecates `coordinateSpace` for `effectiveGeometry.coordinateSpace`,
    /// which SDKs before iOS 26's lack (UIKit 9126 is the iOS 26 SDK's).
    var fullBounds: CGRect {
        #if canImport(UIKit, _version: 9126)
        if #available(iOS 26, *) {
            effectiveGeometry.coordinateSpace.bounds
        } else {
            coordinateSpace.bounds
        }
        #else
        coordinateSpace.bounds
        #endif
    }
}
