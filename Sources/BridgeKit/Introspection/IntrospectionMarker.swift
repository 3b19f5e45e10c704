#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension View {
    /// Brackets this view between two markers of `finder`: one in its `.background`
    /// (drawn before it) and one in its `.overlay` (drawn after it). Both are
    /// zero-sized, hidden and excluded from hit testing and accessibility.
    func bracketed<Target: UIView, Back: View>(by finder: ViewFinder<Target>, back: Back) -> some View {
        background { back.frame(width: 0, height: 0).allowsHitTesting(false).accessibilityHidden(true) }
            .overlay { FrontMarker(finder: finder).frame(width: 0, height: 0).allowsHitTesting(false).accessibilityHidden(true) }
    }
}

/// Finds the `Target` behind the modified view once (again when the bracket
/// changed) and calls `customize` with it on every update, so the newest closure
/// always runs.
@MainActor
struct IntrospectionModifier<Target: UIView>: ViewModifier {
    let customize: @MainActor (Target) -> Void
    /// One finder for the modifier's lifetime, shared by its two markers.
    @State private var finder: ViewFinder<Target>

    /// `name` names the modifier in the debug message printed when nothing is found.
    init(name: String, customize: @escaping @MainActor (Target) -> Void) {
        self.customize = customize
        _finder = State(initialValue: ViewFinder(modifier: name))
    }

    func body(content: Content) -> some View {
        content.bracketed(by: finder, back: BackMarker(finder: finder, customize: customize))
    }
}

/// The marker behind the modified view; hands the target to the newest closure on every update.
@MainActor
struct BackMarker<Target: UIView>: UIViewRepresentable {
    let finder: ViewFinder<Target>
    let customize: @MainActor (Target) -> Void

    /// The finder, so that `dismantleUIView` can stop its pending check.
    func makeCoordinator() -> ViewFinder<Target> {
        finder
    }

    func makeUIView(context: Context) -> IntrospectionMarkerView {
        let marker = finder.makeMarker()
        finder.back = marker
        return marker
    }

    func updateUIView(_ uiView: IntrospectionMarkerView, context: Context) {
        finder.back = uiView
        finder.withTarget(customize)
    }

    static func dismantleUIView(_ uiView: IntrospectionMarkerView, coordinator: ViewFinder<Target>) {
        uiView.onMove = { _ in }
        coordinator.cancel()
    }
}

/// The marker in front of the modified view: it closes the bracket.
@MainActor
struct FrontMarker<Target: UIView>: UIViewRepresentable {
    let finder: ViewFinder<Target>

    func makeUIView(context: Context) -> IntrospectionMarkerView {
        let marker = finder.makeMarker()
        finder.front = marker
        return marker
    }

    func updateUIView(_ uiView: IntrospectionMarkerView, context: Context) {
        finder.front = uiView
    }

    static func dismantleUIView(_ uiView: IntrospectionMarkerView, coordinator: ()) {
        uiView.onMove = { _ in }
    }
}
#endif
