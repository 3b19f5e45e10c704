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
public final class HeadlessRefreshControl: RefreshSurface {
    /// Whether the spinner shows (`UIRefreshControl.isRefreshing`).
    public private(set) var isSpinning = false
    /// The binding's value.
    public private(set) var isRefreshing = false
    /// Every call, in order.
    public private(set) var log: [String] = []

    public init() {}

    public func showSpinner() {
        isSpinning = true
        log.append("spinner on")
    }

    /// What `UIRefreshControl` does as it sends `.valueChanged`: it starts
    /// spinning on its own. Call it before sending ``RefreshSession/Event/controlTriggered``.
    public func spinByItself() {
        isSpinning = true
        log.append("spinner on (by the control)")
    }

    public func hideSpinner() {
        isSpinning = false
        log.append("spinner off")
    }

    public func setRefreshingBinding(_ isOn: Bool) {
        isRefreshing = isOn
        log.append("isRefreshing = \(isOn)")
    }

    /// Empties ``log``.
    public func clearLog() {
        log.removeAll()
    }
}
