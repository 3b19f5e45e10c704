#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// Performs the runner's spinner, scrolling and binding effects.
@MainActor
final class ControlAndBinding: RefreshSurface {
    weak var control: UIRefreshControl?
    weak var scrollView: UIScrollView?
    var binding: Binding<Bool>?
    /// `PullToRefreshController.onRefreshingChange`.
    var onChange: ((Bool) -> Void)?
    /// Whether and where to reveal a code-started spinner (`RefreshReveal` decides).
    private var reveal = RefreshReveal()
    private var revealCheck: Task<Void, Never>?

    /// Begins only a control the scroll view holds (`RefreshReveal.beginsSpinnerNow`):
    /// in the Mac idiom ours is never attached, and SwiftUI's own control may
    /// hold the scroll view; the refresh then runs with no spinner. During a
    /// push or presentation showing the scroll view it begins once that ends.
    func showSpinner() {
        guard let control, let scrollView else { return }
        let geometry = Self.geometry(of: scrollView, control: control)
        guard reveal.beginsSpinnerNow(geometry) else {
            if reveal.isBeginPending { scheduleRevealCheck(after: nil) }
            return
        }
        beginSpinner(control, geometry)
    }

    private func beginSpinner(_ control: UIRefreshControl, _ geometry: RefreshReveal.Geometry) {
        if !control.isRefreshing { reveal.spinnerWillBegin(geometry) }
        control.beginRefreshing()
    }

    /// Ends only a control that spins: one `showSpinner` began while attached
    /// (it may have been taken off since; ended, it comes back at rest).
    func hideSpinner() {
        stopRevealChecks()
        guard let control, control.isRefreshing else { return }
        control.endRefreshing()
    }

    /// `beginRefreshing()` does not scroll; the reveal is checked on the next turn
    /// of the main actor, not inside SwiftUI's update, and again at the delays
    /// `RefreshReveal` asks for while the scroll view is not laid out.
    func revealSpinner(scrollingToTop: Bool) {
        reveal.request(scrollingToTop: scrollingToTop)
        scheduleRevealCheck(after: nil)
    }

    /// A SwiftUI update: a pending reveal is checked on the next turn, never here.
    func updateObserved() {
        guard reveal.isPending || reveal.isBeginPending else { return }
        scheduleRevealCheck(after: nil)
    }

    /// A finger touched down: content under it never moves.
    func fingerDown() { stopRevealChecks() }

    private func scheduleRevealCheck(after delay: Duration?) {
        guard revealCheck == nil else { return }
        revealCheck = Task { [weak self] in
            if let delay { try? await Task.sleep(for: delay) }
            guard let self, !Task.isCancelled else { return }
            self.revealCheck = nil
            self.checkReveal()
        }
    }

    private func stopRevealChecks() {
        reveal.cancel()
        revealCheck?.cancel()
        revealCheck = nil
    }

    /// Performs a pending reveal (or a begin that waited for a transition) when
    /// `RefreshReveal` says the scroll view is ready.
    private func checkReveal() {
        guard reveal.isPending || reveal.isBeginPending, let control, let scrollView else { return }
        let height = control.bounds.height > 0
            ? control.bounds.height
            : control.sizeThatFits(CGSize(width: scrollView.bounds.width, height: 0)).height
        switch reveal.check(Self.geometry(of: scrollView, control: control), controlHeight: Double(height), isSpinning: control.isRefreshing) {
        case .scroll(let offsetY):
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: CGFloat(offsetY)), animated: true)
        case .checkAgain(let delay):
            scheduleRevealCheck(after: delay)
        case .beginSpinner:
            beginSpinner(control, Self.geometry(of: scrollView, control: control))
            if reveal.isPending { scheduleRevealCheck(after: nil) }
        case .none:
            break
        }
    }

    private static func geometry(of scrollView: UIScrollView, control: UIRefreshControl) -> RefreshReveal.Geometry {
        RefreshReveal.Geometry(
            contentOffsetY: Double(scrollView.contentOffset.y),
            topInset: Double(scrollView.adjustedContentInset.top),
            isInWindow: scrollView.window != nil,
            boundsHeight: Double(scrollView.bounds.height),
            isControlAttached: scrollView.refreshControl === control,
            isInTransition: scrollView.owningViewController?.transitionCoordinator != nil
        )
    }

    /// Called to look at the scroll view's pan again (`PullToRefreshController`).
    var onWatchScrollGesture: (@MainActor () -> Void)?
    private var scrollGestureWatch: Task<Void, Never>?

    /// A pull by trackpad or mouse is going on: its end (the fingers leave the
    /// trackpad) comes with no touch and no callback BridgeKit can join without
    /// a selector, so the pan is looked at again every 50 ms until it ends.
    func watchScrollGesture() {
        guard scrollGestureWatch == nil else { return }
        scrollGestureWatch = Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(50))
            guard let self, !Task.isCancelled else { return }
            self.scrollGestureWatch = nil
            self.onWatchScrollGesture?()
        }
    }

    func reattachControl() {
        guard let control, let scrollView, scrollView.refreshControl !== control else { return }
        // Mac Catalyst in the Mac idiom raises "UIRefreshControl is not supported
        // when running Catalyst apps in the Mac idiom" (Iron-Ham/Lists#59): no
        // control there; a refresh from code still runs, with no spinner.
        guard !Self.isMacIdiom(scrollView) else { return }
        scrollView.refreshControl = control
    }

    /// `UIUserInterfaceIdiom.mac`: a Mac Catalyst app optimized for the Mac
    /// (the trait, or the device's before the view has traits of its own).
    static func isMacIdiom(_ view: UIView) -> Bool {
        view.traitCollection.userInterfaceIdiom == .mac || UIDevice.current.userInterfaceIdiom == .mac
    }

    /// Whether binding writes wait for the next main-actor turn (after detach,
    /// which SwiftUI calls while it removes the view).
    var defersBindingWrites = false
    /// Whether `onChange` last heard `true`.
    private var isReportedOn = false

    func setRefreshingBinding(_ isOn: Bool) {
        isReportedOn = isOn
        guard defersBindingWrites else {
            binding?.wrappedValue = isOn
            onChange?(isOn)
            return
        }
        let binding = binding, onChange = onChange
        DeferredWork.schedule {
            binding?.wrappedValue = isOn
            onChange?(isOn)
        }
    }

    /// Reports `false` to `onChange` after it heard `true`, once.
    func reportEndIfReportedOn() {
        guard isReportedOn else { return }
        isReportedOn = false
        onChange?(false)
    }
}
#endif
