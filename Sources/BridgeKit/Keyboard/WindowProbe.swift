#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// A hidden view that reports itself each time it moves into or out of a
/// window (its `window` is `nil` when it left), and remembers the window in
/// `KnownWindows` for `dismissKeyboard`. SwiftUI gives a view no such
/// callback; UIKit's `didMoveToWindow()` is it. The probe also leads to the
/// view controller showing the content (`owningViewController`).
struct WindowProbe: UIViewRepresentable {
    let onWindowChange: @MainActor (UIView) -> Void

    func makeUIView(context: Context) -> WindowProbeView {
        let probe = WindowProbeView(frame: .zero)
        probe.isUserInteractionEnabled = false
        probe.isHidden = true
        updateUIView(probe, context: context)
        return probe
    }

    func updateUIView(_ uiView: WindowProbeView, context: Context) {
        // The newest closure, so it reaches the current view value.
        uiView.onWindowChange = onWindowChange
    }
}

final class WindowProbeView: UIView {
    var onWindowChange: (@MainActor (UIView) -> Void)?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        KnownWindows.insert(window)
        onWindowChange?(self)
    }
}
#endif
