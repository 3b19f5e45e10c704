#if canImport(UIKit) && canImport(SwiftUI)
import UIKit

/// A hidden, zero-size view added to the view of a host that could not present
/// because it was not in a window yet (a tab not shown yet, state
/// restoration). `didMoveToWindow()` says the host's view is on screen: the
/// pending presentation is tried a turn later, and the observer removes itself.
///
/// A view, not a child controller: `addChild(_:)` is meant for custom
/// containers, and on a navigation or tab bar controller a child is a page or
/// a tab. A view also hears of the window whatever the host forwards to its
/// children. A host whose view is not loaded yet (a tab never shown) has it
/// loaded here, as any access to `view` would: its `viewDidLoad` runs before
/// the tab is shown, so the presentation still comes when it is.
final class HostAppearanceObserver: UIView {
    private weak var owner: (any PresentedContainerOwner)?

    private init(owner: any PresentedContainerOwner) {
        self.owner = owner
        super.init(frame: .zero)
        isHidden = true
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Adds one observer per owner to `host`'s loaded view; a second refusal reuses it.
    static func install(on host: UIViewController, owner: any PresentedContainerOwner) {
        host.loadViewIfNeeded()
        guard let view = host.viewIfLoaded else { return }
        if view.subviews.contains(where: { ($0 as? HostAppearanceObserver)?.owner === owner }) { return }
        view.addSubview(HostAppearanceObserver(owner: owner))
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        // Leave and present a turn later: not inside UIKit's window move.
        DeferredWork.schedule { [weak self] in
            guard let self, self.window != nil else { return }
            let owner = self.owner
            self.removeFromSuperview()
            owner?.hostAppeared()
        }
    }
}
#endif
