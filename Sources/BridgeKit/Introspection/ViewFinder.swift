#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// Finds, from a marker view, the nearest `Target` (a cached `HierarchySearch`)
/// and hands it to the newest closure. Owned by the coordinator of a marker
/// representable; the marker reports its moves here.
@MainActor
final class ViewFinder<Target: UIView> {
    private var cache = CachedHierarchySearch<Target>()
    private var retry: Task<Void, Never>?
    private var use: (@MainActor (Target) -> Void)?
    /// Called when a search from a marker in a window finds nothing, so that what
    /// was done to the previous target (a refresh control on it) can be undone.
    var onNotFound: (@MainActor () -> Void)?
    /// Names the modifier in debug messages, e.g. `.pullToRefresh`.
    private let modifier: String

    init(modifier: String) {
        self.modifier = modifier
    }

    /// Calls `use` with the target now when it is known or can be found. During the
    /// first update SwiftUI has not inserted the marker yet (`nil`
    /// superviews there), so a failed search is tried once more on the next turn of
    /// the main actor; later updates try again if that failed too.
    func withTarget(from marker: UIView, _ use: @escaping @MainActor (Target) -> Void) {
        self.use = use
        if let target = cache.resolve(from: marker, as: { $0 as? Target }) {
            use(target)
        } else {
            searchLater(from: marker)
        }
    }

    /// The marker moved to another superview or window: the nearest target may be
    /// another one. Once the marker is in a window it searches again, on the next
    /// turn of the main actor rather than inside UIKit's move.
    func markerMoved(_ marker: UIView) {
        cache.handle(.markerMoved)
        if marker.window != nil { searchLater(from: marker) }
    }

    /// Stops a pending search; call from `dismantleUIView`.
    func cancel() {
        retry?.cancel()
        retry = nil
        use = nil
        onNotFound = nil
    }

    private func searchLater(from marker: UIView) {
        guard retry == nil else { return }
        retry = Task { [weak self, weak marker] in
            // A cancelled task still runs its body: without this check a search
            // queued just before `dismantleUIView` would hand over the target after it.
            guard let self, !Task.isCancelled else { return }
            self.retry = nil
            guard let marker, let use = self.use else { return }
            if let target = self.cache.resolve(from: marker, as: { $0 as? Target }) {
                use(target)
            } else if marker.window != nil {
                self.onNotFound?()
                self.reportNotFound()
            }
        }
    }

    /// Prints, in debug builds, why a search from a marker that is on screen found
    /// nothing; once per run of failures (`CachedHierarchySearch.takeDiagnostic()`).
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
