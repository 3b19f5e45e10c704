import DeviceCheckRunner
import UIKit

/// What runs between two checks (`CheckRun.settle`): the next check starts
/// once the previous one's cleanup has played out, so it does not begin while
/// the keyboard that check raised is still sliding away, or with its first
/// responder still resigning. Bounded: a second at most, then a couple of turns.
@MainActor
enum CheckSettle {
    /// Whether the software keyboard is up, from UIKit's keyboard
    /// notifications (will show, did hide).
    private static var isKeyboardUp = false

    /// Listens for the app's lifetime, from the first run on.
    nonisolated(unsafe) private static let observers: [any NSObjectProtocol] = [
        (UIResponder.keyboardWillShowNotification, true), (UIResponder.keyboardDidHideNotification, false),
    ].map { name, isUp in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
            MainActor.assumeIsolated { isKeyboardUp = isUp }
        }
    }

    /// Starts listening (once).
    static func start() {
        _ = observers
    }

    /// Awaits, for at most a second, until no window of the scene has a first
    /// responder and the keyboard has hidden; then two more turns.
    static func wait() async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(1))
        while clock.now < deadline, isKeyboardUp || hasFirstResponder {
            await CheckRecorder.turn()
        }
        await CheckRecorder.turn()
        await CheckRecorder.turn()
    }

    private static var hasFirstResponder: Bool {
        guard let scene = DeviceCheckContext.scene() else { return false }
        return scene.windows.contains { window in
            var stack: [UIView] = [window]
            while let view = stack.popLast() {
                if view.isFirstResponder { return true }
                stack.append(contentsOf: view.subviews)
            }
            return false
        }
    }
}

extension UIWindow {
    /// Takes a check's window down: ends editing, dismisses whatever its root
    /// presented (a sheet left up would stay presented in the hidden window;
    /// `rootViewController = nil` does not dismiss it), hides it and drops
    /// its content.
    func takeDownAfterCheck() {
        endEditing(true)
        if let root = rootViewController, root.presentedViewController != nil {
            root.dismiss(animated: false)
        }
        isHidden = true
        rootViewController = nil
    }
}
