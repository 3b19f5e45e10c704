#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// Finds, from a marker view, the nearest `Target` (a cached `HierarchySearch`)
/// and hands it to a closure. Owned by the coordinator of a marker representable.
@MainActor
final class ViewFinder<Target: UIView> {
    private var cache = CachedHierarchySearch<Target>()
    private var retry: Task<Void, Never>?

    /// Calls `use` with the target now when it is known or can be found. During the
    /// first update SwiftUI has not inserted the marker yet (seed 003 saw `nil`
    /// superviews there), so a failed search is tried once more on the next turn of
    /// the main actor; later updates try again if that failed too.
    func withTarget(from marker: UIView, _ use: @escaping @MainActor (Target) -> Void) {
        if let target = cache.resolve(from: marker, as: { $0 as? Target }) {
            use(target)
            return
        }
        guard retry == nil else { return }
        retry = Task { [weak self, weak marker] in
            // A cancelled task still runs its body: without this check a retry
            // queued just before `dismantleUIView` would hand over the target after it.
            guard let self, !Task.isCancelled else { return }
            self.retry = nil
            guard let marker, let target = self.cache.resolve(from: marker, as: { $0 as? Target }) else { return }
            use(target)
        }
    }

    /// Stops a pending retry; call from `dismantleUIView`.
    func cancel() {
        retry?.cancel()
        retry = nil
    }
}

extension UIView {
    /// The invisible, untouchable view a marker representable puts next to the
    /// SwiftUI view whose UIKit counterpart it looks for.
    static func introspectionMarker() -> UIView {
        let marker = UIView(frame: .zero)
        marker.isUserInteractionEnabled = false
        marker.isHidden = true
        return marker
    }
}
#endif
