#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// Finds the `Target` between a modifier's two markers (a cached
/// `BracketedHierarchySearch`) and hands it to the newest closure. Held in the
/// modifier's `@State`; its markers report their moves here.
@MainActor
final class ViewFinder<Target: UIView> {
    /// The marker in the modified view's `.background`.
    weak var back: UIView?
    /// The marker in the modified view's `.overlay`.
    weak var front: UIView?
    private var cache = CachedHierarchySearch<Target>()
    private var retry = LookupRetry()
    private var check: Task<Void, Never>?
    private var updateCheck: Task<Void, Never>?
    private var use: (@MainActor (Target) -> Void)?
    private weak var handedOver: Target?
    /// Called when a search from markers in a window finds no single target, so
    /// that what was done to the previous target (a refresh control on it) can be undone.
    var onNotFound: (@MainActor () -> Void)?
    /// Names the modifier in debug messages, e.g. `.pullToRefresh`.
    private let modifier: String

    init(modifier: String) {
        self.modifier = modifier
        // A view controller's root view answers `next` with its controller; the
        // core asks from the target up, and the nearest one decides: held by a
        // navigation or tab controller, the target is covered (a pushed page over
        // it), not discarded, so its scroll view stays the target.
        cache.isKeptOffScreen = { node in
            guard let controller = (node as? UIView)?.next as? UIViewController else { return nil }
            return controller.parent != nil
        }
    }

    /// Calls `use` with the target now when it is known or can be found, and checks
    /// again on the next turn of the main actor, then at the times `LookupRetry`
    /// decides while nothing settled: during an update SwiftUI may not have
    /// inserted the markers or the modified view's new UIKit view yet (a swapped
    /// `List` is inserted after the update that swapped it), and a swap is taken
    /// provisionally until its transition ends (`CachedHierarchySearch`).
    func withTarget(_ use: @escaping @MainActor (Target) -> Void) {
        self.use = use
        if let target = resolve() { hand(target) }
        // An update never extends a run (`LookupRetry.updateObserved()`): updates
        // that keep coming must not keep a provisional target forever.
        switch retry.updateObserved() {
        case .startRun: startChecks()
        case .checkOnce: checkOnNextTurn()
        }
    }

    /// A marker moved to another superview or window: the target may be another
    /// one. Once the marker is in a window it checks again, on the next turn of the
    /// main actor rather than inside UIKit's move.
    func markerMoved(_ marker: UIView) {
        cache.handle(.markerMoved)
        guard marker.window != nil else { return }
        restartChecks()
    }

    /// A marker view that reports its moves to this finder.
    func makeMarker() -> IntrospectionMarkerView {
        IntrospectionMarkerView.make { [weak self] marker in self?.markerMoved(marker) }
    }

    /// Stops a pending check; call when the modifier's view goes away.
    func cancel() {
        check?.cancel()
        check = nil
        updateCheck?.cancel()
        updateCheck = nil
        use = nil
        onNotFound = nil
    }

    private func resolve() -> Target? {
        guard let back, let front else { return nil }
        return cache.resolve(between: back, and: front, as: { $0 as? Target })
    }

    private func hand(_ target: Target) {
        handedOver = target
        use?(target)
    }

    /// A new run of checks, the first on the next turn of the main actor.
    private func restartChecks() {
        retry.restart()
        startChecks()
    }

    private func startChecks() {
        check?.cancel()
        check = nil
        checkLater(after: nil)
    }

    /// One look on the next turn for an update during a run; the run's own checks
    /// keep their schedule.
    private func checkOnNextTurn() {
        guard updateCheck == nil else { return }
        updateCheck = Task { [weak self] in
            guard let self, !Task.isCancelled else { return }
            self.updateCheck = nil
            guard self.use != nil else { return }
            self.look()
        }
    }

    /// Resolves and hands over a new target, or reports that none was found.
    @discardableResult
    private func look() -> Target? {
        let target = resolve()
        if let target {
            if target !== handedOver { hand(target) }
        } else if back?.window != nil, front?.window != nil {
            notFound()
        }
        return target
    }

    private func checkLater(after delay: Duration?) {
        guard check == nil else { return }
        check = Task { [weak self] in
            if let delay { try? await Task.sleep(for: delay) }
            // A cancelled task still runs its body: without this check a search
            // queued just before the view went away would hand over the target after it.
            guard let self, !Task.isCancelled else { return }
            self.check = nil
            guard self.use != nil else { return }
            _ = self.look()
            switch self.retry.next(settled: self.cache.isSettled) {
            case .checkAgain(let delay): self.checkLater(after: delay)
            case .timeUp: if self.cache.endProvisional() { self.notFound() }
            case .stop: break
            }
        }
    }

    private func notFound() {
        handedOver = nil
        onNotFound?()
        reportNotFound()
    }

    /// Prints, in debug builds, why a search from markers that are on screen found
    /// no single target; once per run of failures (`CachedHierarchySearch.takeDiagnostic()`).
    private func reportNotFound() {
        #if DEBUG
        guard let diagnostic = cache.takeDiagnostic() else { return }
        print("\(diagnostic) [\(modifier)]")
        #endif
    }
}

/// The invisible, untouchable view a marker representable puts next to the
/// SwiftUI view whose UIKit counterpart it looks for. It reports when it moves,
/// so the search can start again from its new place.
@MainActor
final class IntrospectionMarkerView: UIView {
    var onMove: @MainActor (IntrospectionMarkerView) -> Void = { _ in }

    static func make(onMove: @escaping @MainActor (IntrospectionMarkerView) -> Void) -> IntrospectionMarkerView {
        let marker = IntrospectionMarkerView(frame: .zero)
        marker.isUserInteractionEnabled = false
        marker.isHidden = true
        marker.onMove = onMove
        return marker
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        onMove(self)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        onMove(self)
    }
}
#endif
