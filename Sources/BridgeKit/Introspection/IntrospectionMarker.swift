#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// Placed behind a SwiftUI view; finds the nearest `Target` once and calls
/// `customize` with it on every update, so the newest closure always runs.
@MainActor
struct IntrospectionMarker<Target: UIView>: UIViewRepresentable {
    let customize: @MainActor (Target) -> Void

    func makeCoordinator() -> ViewFinder<Target> {
        ViewFinder()
    }

    func makeUIView(context: Context) -> UIView {
        .introspectionMarker()
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        context.coordinator.withTarget(from: uiView, customize)
    }

    static func dismantleUIView(_ uiView: UIView, coordinator: ViewFinder<Target>) {
        coordinator.cancel()
    }
}
#endif
