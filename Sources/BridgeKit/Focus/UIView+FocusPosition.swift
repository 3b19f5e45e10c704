#if canImport(UIKit) && canImport(SwiftUI)
import UIKit

extension UIView {
    /// Whether the view is in a window and drawn: no ancestor (or itself) is
    /// hidden or has an alpha under 0.01, the views `hitTest(_:with:)` ignores.
    /// A collection view keeps cells it does not display in the window, hidden.
    var isShownInWindow: Bool {
        guard window != nil else { return false }
        var view: UIView? = self
        while let current = view {
            if current.isHidden || current.alpha < 0.01 { return false }
            view = current.superview
        }
        return true
    }

    /// Where the view is on screen for focus order, measured when a move is
    /// asked for: its origin in window coordinates, `x` from the leading edge.
    /// `nil` when it is not shown or lies outside the window's bounds or a
    /// clipping ancestor's (a row scrolled out of view, another page of a
    /// paging `TabView`): the session keeps such a field's last place.
    func positionOnScreen() -> (y: Double, x: Double)? {
        guard let window, isShownInWindow else { return nil }
        let frame = convert(bounds, to: nil)
        guard frame.intersects(window.bounds) else { return nil }
        var ancestor = superview
        while let view = ancestor, view !== window {
            if view.clipsToBounds, !view.convert(view.bounds, to: nil).intersects(frame) { return nil }
            ancestor = view.superview
        }
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? window.bounds.maxX - frame.maxX
            : frame.minX
        return (Double(frame.minY), Double(x))
    }
}
#endif
