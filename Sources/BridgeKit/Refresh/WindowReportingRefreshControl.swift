#if canImport(UIKit) && canImport(SwiftUI)
import UIKit

/// The `UIRefreshControl` a `PullToRefreshController` owns: it reports moving
/// out of its window and back (`didMoveToWindow()`, where `window` is `nil`
/// once it left), so a spinner UIKit stopped animating as the list left
/// (a tab switch, a push) is begun afresh (`RefreshSession+Window`).
@MainActor
final class WindowReportingRefreshControl: UIRefreshControl {
    /// Called with whether the control is in a window now.
    var onWindowChange: ((Bool) -> Void)?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        onWindowChange?(window != nil)
    }
}
#endif
