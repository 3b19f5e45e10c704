#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// A hidden view that reports the window it is in each time it moves into or
/// out of one (`nil` when it leaves), and remembers the window in
/// `KnownWindows` for `dismissKeyboard`. SwiftUI gives a view no such callback;
/// UIKit's `didMoveToWindow()` is it.
struct WindowProbe: UIViewRepresentable {
    let onWindowChange: @MainActor (UIWindow?) -> Void

    func makeUIView(context: Context) -> WindowProbeView {
        let probe = WindowProbeView(frame: .zero)
        probe.isUserInteractionEnabled = false
        probe.isHidden = true
        probe.onWindowChange = onWindowChange
        return probe
    }

    func updateUIView(_ uiView: WindowProbeView, context: Context) {
        // The newest closure, so it reaches the current view value.
        uiView.onWindowChange = onWindowChange
    }
}

final class WindowProbeView: UIView {
    var onWindowChange: (@MainActor (UIWindow?) -> Void)?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        KnownWindows.insert(window)
        onWindowChange?(window)
    }
}
#endif
