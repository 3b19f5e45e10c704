#if canImport(UIKit) && canImport(SwiftUI)
import UIKit

/// What a ``PresentedContainer`` saw happen to itself.
enum PresentedContainerReport {
    case dismissalBegan
    case dismissalEnded(cancelled: Bool)
    case dismissAttempted
}

/// Receives a container's reports; `ItemPresentation` is generic, this is not.
@MainActor
protocol PresentedContainerOwner: AnyObject {
    func container(_ token: Int, reported report: PresentedContainerReport)
    /// The host's view entered a window: a pending presentation may go now.
    func hostAppeared()
}

/// The controller ``ItemPresentation`` presents: it holds the page (a hosting
/// controller or the app's own controller) as a child and watches its own
/// appearance, so a dismissal is seen whoever makes it, without the
/// presentation controller's delegate.
///
/// - `viewWillDisappear` with `isBeingDismissed`: a dismissal began (a swipe, a
///   tap outside a popover, `dismiss` from anywhere).
/// - Its transition coordinator's completion tells whether it ended or the user
///   took the swipe back (`isCancelled`); `viewDidDisappear` with
///   `isBeingDismissed` ends it when no coordinator runs, and `viewDidAppear`
///   after a begun dismissal means it was cancelled. The session ignores
///   the second report of the same end.
final class PresentedContainer: UIViewController {
    let content: UIViewController
    let token: Int
    weak var owner: (any PresentedContainerOwner)?
    /// A dismissal began and has not been reported ended.
    private var isLeaving = false
    /// The presentation controller's delegate holds it weakly.
    var attemptObserver: DismissAttemptObserver?

    init(content: UIViewController, token: Int, owner: any PresentedContainerOwner) {
        self.content = content
        self.token = token
        self.owner = owner
        super.init(nibName: nil, bundle: nil)
        addChild(content)
        preferredContentSize = content.preferredContentSize
        // A page sheet takes the status bar from the presented controller only
        // when it captures it: carry the page's choice.
        modalPresentationCapturesStatusBarAppearance = content.modalPresentationCapturesStatusBarAppearance
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.view.frame = view.bounds
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content.view)
        content.didMove(toParent: self)
        // A popover's SwiftUI page knows its preferred size once it has laid
        // out: lay it out before the popover first sizes itself (the change then
        // arrives through preferredContentSizeDidChange). Other styles wait for
        // their real bounds.
        if modalPresentationStyle == .popover { content.view.layoutIfNeeded() }
    }

    // A popover sizes itself from the presented controller's preferred size.
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        preferredContentSize = container.preferredContentSize
    }

    // The page's own preferences are the presentation's: UIKit asks the
    // presented controller (this container), so hand each question to the page.
    override var childForStatusBarStyle: UIViewController? { content }
    override var childForStatusBarHidden: UIViewController? { content }
    override var childForHomeIndicatorAutoHidden: UIViewController? { content }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { content }
    override var childViewControllerForPointerLock: UIViewController? { content }
    // Orientation has no `childFor…` hook before iOS 26: forward the values.
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { content.supportedInterfaceOrientations }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        content.preferredInterfaceOrientationForPresentation
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard isBeingDismissed else { return }
        isLeaving = true
        owner?.container(token, reported: .dismissalBegan)
        _ = transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] context in
            self?.ended(cancelled: context.isCancelled)
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isBeingDismissed { ended(cancelled: false) }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if isLeaving { ended(cancelled: true) }
    }

    private func ended(cancelled: Bool) {
        guard isLeaving else { return }
        isLeaving = false
        owner?.container(token, reported: .dismissalEnded(cancelled: cancelled))
    }
}

/// Reports `presentationControllerDidAttemptToDismiss`, the only way UIKit tells
/// that `isModalInPresentation` refused a swipe. Installed as the presentation
/// controller's delegate only when the app has set none; it implements nothing
/// else, so UIKit's defaults for the adaptive methods stay as they were.
final class DismissAttemptObserver: NSObject, UIAdaptivePresentationControllerDelegate {
    private let token: Int
    private weak var owner: (any PresentedContainerOwner)?

    init(token: Int, owner: any PresentedContainerOwner) {
        self.token = token
        self.owner = owner
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        owner?.container(token, reported: .dismissAttempted)
    }
}
#endif
