#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// A gesture recognizer on a window that watches touches and never takes one
/// (BridgeCore's `KeyboardDragDismissal.observer`): it stays `.possible` until
/// the touch ends or it has nothing more to decide, then fails. So no view
/// loses a touch, no scroll view its pan, and it cannot be stopped by them.
///
/// A window hands each touch to the recognizers of the touched view and its
/// ancestors, the window's included, before the view
/// (`UIGestureRecognizer.touchesBegan(_:with:)`); so this sees touches in empty
/// space, where a SwiftUI gesture receives none, and on rows of a `List`,
/// where a SwiftUI drag gesture on iOS 18 would take the pan (FB14688465).
///
/// It does two things: records the window the user touched last
/// (`KnownWindows.touched`, for `dismissKeyboard`), and ends editing on a
/// vertical swipe that starts in a view with `dismissesKeyboardOnDrag()`
/// (``areas``), on a view inside the content of the controller showing it (not
/// a sheet presented over it), outside the editing field.
@MainActor
final class WindowTouchObserver: UIGestureRecognizer {
    /// The views with `dismissesKeyboardOnDrag()` in this window (their probes), weakly.
    let areas = NSHashTable<UIView>.weakObjects()
    private var start: CGPoint?
    /// The modified views as the touch that started the drag saw them.
    private var startAreas: [KeyboardDragDismissal.Area] = []
    private var drag = KeyboardDragDismissal.Drag()

    init() {
        super.init(target: nil, action: nil)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
    }

    /// The window's observer, added the first time it is asked for.
    static func installed(on window: UIWindow) -> WindowTouchObserver {
        if let observer = window.gestureRecognizers?.lazy.compactMap({ $0 as? WindowTouchObserver }).first {
            return observer
        }
        let observer = WindowTouchObserver()
        window.addGestureRecognizer(observer)
        return observer
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        KnownWindows.noteTouch(in: view as? UIWindow)
        // One finger from inside a modified view; anything else is not a swipe to decide.
        guard start == nil, touches.count == 1, let touch = touches.first else { return stop() }
        let point = touch.location(in: nil)
        let areas = areas(touching: touch.view)
        guard areas.contains(where: { $0.receives((x: Double(point.x), y: Double(point.y))) }) else { return stop() }
        start = point
        startAreas = areas
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let start, let touch = touches.first, let window = view as? UIWindow else { return stop() }
        let now = touch.location(in: nil)
        let origin = (x: Double(start.x), y: Double(start.y))
        let translation = (x: Double(now.x - start.x), y: Double(now.y - start.y))
        // The cheap test first, and the view tree walked once per drag at most.
        guard drag.needsCheck(start: origin, translation: translation, areas: startAreas) else { return }
        let responder = window.firstResponderInSubtree()
        let editing = responder.map { $0.convert($0.bounds, to: nil) }.map(Self.frame)
        if responder != nil, KeyboardDragDismissal.dismisses(start: origin, translation: translation, editingField: editing) {
            window.endEditing(true)
        }
        stop()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        stop()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        stop()
    }

    override func reset() {
        super.reset()
        // The attempt is over (UIKit resets after a terminal state): the touch
        // counts for `dismissKeyboard` a moment longer, for a button's action.
        KnownWindows.noteTouchesEnded()
        start = nil
        startAreas = []
        drag.ended()
    }

    // Never prevents another recognizer, and none prevents it.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Nothing more to decide for this touch: fail, which hands nothing to anyone.
    private func stop() {
        if state == .possible { state = .failed }
    }

    /// The modified views in this window, their frames in window coordinates,
    /// each with whether `touched` (`UITouch.view`, the hit-tested view) is in
    /// the content of the view controller showing it: a sheet, popover or alert
    /// presented over it stays in the window but is not in that content.
    private func areas(touching touched: UIView?) -> [KeyboardDragDismissal.Area] {
        areas.allObjects.filter { $0.window === view }.map { probe in
            let content = probe.owningViewController?.view ?? probe.window
            let inContent = touched.map { touched in content.map { touched.isDescendant(of: $0) } ?? false } ?? false
            return KeyboardDragDismissal.Area(frame: Self.frame(probe.convert(probe.bounds, to: nil)), isTouchInItsContent: inContent)
        }
    }

    private static func frame(_ rect: CGRect) -> KeyboardDragDismissal.Frame {
        KeyboardDragDismissal.Frame(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}
#endif
