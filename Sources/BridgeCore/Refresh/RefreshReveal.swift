/// Where to scroll so that a refresh begun from code shows its spinner.
///
/// `UIRefreshControl.beginRefreshing()` starts the spinner but does not scroll:
/// with the content at rest the control stays above the visible area. When the
/// content rests at its top, it is moved down by the control's height, as a pull
/// would leave it; when the user has scrolled into the content, it stays where it
/// is (the spinner shows when they scroll back up).
///
/// Measured against the top inset from *before* `beginRefreshing()`, so the answer
/// is the same whether or not UIKit adds the control's height to the inset.
///
/// ```swift
/// RefreshReveal.contentOffsetY(current: -64, restingTopInset: 64, controlHeight: 60)   // -124
/// RefreshReveal.contentOffsetY(current: 300, restingTopInset: 64, controlHeight: 60)   // nil: scrolled down
/// ```
package enum RefreshReveal {
    /// How far into the content, in points, still counts as "at the top".
    package static let topTolerance = 1.0

    /// The `contentOffset.y` that shows the control, or `nil` to leave the content alone.
    package static func contentOffsetY(current: Double, restingTopInset: Double, controlHeight: Double) -> Double? {
        let pull = RefreshTrigger.pullDistance(contentOffsetY: current, topInset: restingTopInset)
        guard pull > -topTolerance, controlHeight > 0 else { return nil }
        let revealed = -(restingTopInset + controlHeight)
        return current > revealed ? revealed : nil
    }
}
