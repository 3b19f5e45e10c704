#if canImport(UIKit) && canImport(SwiftUI)
import UIKit

/// A zero-size child controller added to a host that could not present
/// because it was not in a window yet (a tab not shown yet, state
/// restoration). UIKit forwards the parent's appearance to its children, so
/// its `viewDidAppear` says the host is on screen: the pending presentation
/// is tried then, and the observer removes itself.
final class HostAppearanceObserver: UIViewController {
    private weak var owner: (any PresentedContainerOwner)?

    private init(owner: any PresentedContainerOwner) {
        self.owner = owner
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Adds one observer per owner to `host`; a second refusal reuses it.
    static func install(on host: UIViewController, owner: any PresentedContainerOwner) {
        if host.children.contains(where: { ($0 as? HostAppearanceObserver)?.owner === owner }) { return }
        let observer = HostAppearanceObserver(owner: owner)
        host.addChild(observer)
        observer.view.frame = .zero
        observer.view.isUserInteractionEnabled = false
        observer.view.isHidden = true
        host.view.addSubview(observer.view)
        observer.didMove(toParent: host)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Leave and present a turn later: not inside UIKit's appearance callbacks.
        DeferredWork.schedule { [weak self] in
            guard let self else { return }
            let owner = self.owner
            self.willMove(toParent: nil)
            self.view.removeFromSuperview()
            self.removeFromParent()
            owner?.hostAppeared()
        }
    }
}
#endif
