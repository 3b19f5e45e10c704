#if canImport(UIKit) && canImport(SwiftUI)
import UIKit

extension UIView {
    /// Where the view is laid out for focus order: its origin in the content
    /// of the outermost scroll view around it (a scroll view's bounds origin is
    /// its content offset, so the position does not change while the user
    /// scrolls), or in its window; `x` from the leading edge. `nil` outside a window.
    func positionInScrollContent() -> (y: Double, x: Double)? {
        guard let window else { return nil }
        var container: UIView = window
        var ancestor = superview
        while let view = ancestor {
            if view is UIScrollView { container = view }
            ancestor = view.superview
        }
        let frame = convert(bounds, to: container)
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? container.bounds.maxX - frame.maxX
            : frame.minX
        return (Double(frame.minY), Double(x))
    }
}
#endif
