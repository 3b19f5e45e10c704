#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// Placed behind a SwiftUI view; finds the nearest `Target` once (again after the
/// marker moved) and calls `customize` with it on every update, so the newest
/// closure always runs.
@MainActor
struct IntrospectionMarker<Target: UIView>: UIViewRepresentable {
    /// Names the modifier in the debug message printed when nothing is found.
    let modifier: String
    let customize: @MainActor (Target) -> Void

    func makeCoordinator() -> ViewFinder<Target> {
        ViewFinder(modifier: modifier)
    }

    func makeUIView(context: Context) -> IntrospectionMarkerView {
        let finder = context.coordinator
        return .make { [weak finder] marker in finder?.markerMoved(marker) }
    }

    func updateUIView(_ uiView: IntrospectionMarkerView, context: Context) {
        context.coordinator.withTarget(from: uiView, customize)
    }

    static func dismantleUIView(_ uiView: IntrospectionMarkerView, coordinator: ViewFinder<Target>) {
        coordinator.cancel()
    }
}
#endif
