import BridgeCore

/// A headless stand-in for a `UIRefreshControl` and its `isRefreshing` binding:
/// records what a ``RefreshRunner`` did to them. Used by tests and `bridgekit demo`.
///
/// ```swift
/// let control = HeadlessRefreshControl()
/// let runner = RefreshRunner(action: .synchronous { reload() })
/// runner.surface = control
/// // ... after a pull and release:
/// control.log  // ["spinner on", "isRefreshing = true"]
/// ```
@MainActor
package final class HeadlessRefreshControl: RefreshSurface {
    /// Whether the spinner shows (`UIRefreshControl.isRefreshing`).
    package private(set) var isSpinning = false
    /// The binding's value.
    package private(set) var isRefreshing = false
    /// Every call, in order.
    package private(set) var log: [String] = []

    package init() {}

    /// Whether the spinner turns. UIKit removes its animation as the control
    /// leaves the window, and `beginRefreshing()` on a control that still
    /// refreshes does not add it back (WordPress-iOS#1653): it shows frozen.
    package private(set) var isAnimating = false
    /// A spinner that shows without turning.
    package var isFrozen: Bool { isSpinning && !isAnimating }

    package func showSpinner() {
        if !isSpinning { isAnimating = true }
        isSpinning = true
        log.append("spinner on")
    }

    /// The control leaves its window (a tab switch, a push over the list):
    /// what UIKit does to a spinning control's animation.
    package func leavesWindow() {
        isAnimating = false
    }

    /// What `UIRefreshControl` does as it sends `.valueChanged`: it starts
    /// spinning on its own. Call it before sending ``RefreshSession/Event/controlTriggered``.
    package func spinByItself() {
        isSpinning = true
        isAnimating = true
        log.append("spinner on (by the control)")
    }

    package func hideSpinner() {
        isSpinning = false
        isAnimating = false
        log.append("spinner off")
    }

    package func revealSpinner(scrollingToTop: Bool) {
        log.append(scrollingToTop ? "spinner revealed, scrolling to the top" : "spinner revealed")
    }

    package func reattachControl() {
        log.append("control reattached")
    }

    package func watchScrollGesture() {
        log.append("watching the scroll gesture")
    }

    package func setRefreshingBinding(_ isOn: Bool) {
        isRefreshing = isOn
        log.append("isRefreshing = \(isOn)")
    }

    // MARK: The app's view and SwiftUI's updates

    /// How the modifier holds the binding, and so what an update reads: the
    /// shell stores it as a plain `Binding` (`PullToRefreshModifier.isRefreshingBinding`).
    package var holding = BindingHolding.refreshedBeforeBody
    /// The binding's value when the app's body last made it (`$isRefreshing`).
    private var valueWhenMade = false

    /// The app's body runs (it reads some other state that changed, the items
    /// the action loaded say) and makes the binding with the current value.
    package func appBodyRuns() {
        valueWhenMade = isRefreshing
    }

    /// The value `updateUIView` reads from the binding the modifier holds.
    package var isRefreshingReadByUpdate: Bool {
        holding.readByUpdate(current: isRefreshing, whenMade: valueWhenMade)
    }

    /// SwiftUI runs the attachment's `updateUIView` (for a reason of its own:
    /// an environment change), which tells `runner` what the binding holds.
    package func swiftUIUpdates(_ runner: RefreshRunner) {
        runner.send(.isRefreshingObserved(isRefreshingReadByUpdate))
    }

    /// Empties ``log``.
    package func clearLog() {
        log.removeAll()
    }
}
