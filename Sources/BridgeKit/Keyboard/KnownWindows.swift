#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import UIKit

/// The windows where the default `dismissKeyboard` looks for an editing field:
/// those BridgeKit's views have been in, and the window editing last began in,
/// held weakly. App extensions cannot reach `UIApplication.shared` to list
/// windows; UIKit's `textDidBeginEditing` notifications (native fields and text
/// views included) and BridgeKit's own views are enough. Each known window gets
/// a ``WindowTouchObserver``, which reports the window the user touched last
/// and when that touch ended.
@MainActor
enum KnownWindows {
    private static let windows = NSHashTable<UIWindow>.weakObjects()
    /// The window of the text field or text view that last began editing.
    private(set) static weak var typing: UIWindow?
    /// The window the user touched last (a touch began in it).
    private(set) static weak var touched: UIWindow?
    /// Whether that touch still speaks for a caller (BridgeCore's `RecentTouch`).
    private static var touch = KeyboardDismissalScope.RecentTouch()

    /// The touched window, if its touch is down or ended a moment ago: a
    /// button's action, not a timer seconds later.
    static var recentlyTouched: UIWindow? {
        touch.counts(at: ProcessInfo.processInfo.systemUptime) ? touched : nil
    }

    /// Remembers `window` (nothing for `nil`), and starts listening for editing.
    static func insert(_ window: UIWindow?) {
        _ = editingObservers
        guard let window, !windows.contains(window) else { return }
        windows.add(window)
        _ = WindowTouchObserver.installed(on: window)
    }

    /// A touch began in `window`.
    static func noteTouch(in window: UIWindow?) {
        guard let window else { return }
        touched = window
        touch.began()
    }

    /// The window's observer is done with the touches (reset, ended, cancelled).
    static func noteTouchesEnded() {
        touch.ended(at: ProcessInfo.processInfo.systemUptime)
    }

    /// The windows still alive.
    static var all: [UIWindow] { windows.allObjects }

    /// Listens once, for the process's lifetime, to editing beginning anywhere.
    nonisolated(unsafe) static let editingObservers: [any NSObjectProtocol] = [
        UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
    ].map { name in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { notification in
            let view = notification.object as? UIView
            MainActor.assumeIsolated {
                guard let window = view?.window else { return }
                insert(window)
                typing = window
            }
        }
    }
}

extension UIView {
    /// The first responder in this view's subtree, depth first, if any.
    func firstResponderInSubtree() -> UIView? {
        if isFirstResponder { return self }
        for subview in subviews {
            if let responder = subview.firstResponderInSubtree() { return responder }
        }
        return nil
    }
}
#endif
