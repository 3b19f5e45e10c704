#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// The window a SwiftUI view is in, for keyboard actions that must stay in the
/// calling scene. Weak: UIKit owns windows.
@MainActor
final class KeyboardWindowBox {
    weak var window: UIWindow?
}

/// A hidden view that keeps `box.window` up to date.
struct KeyboardWindowProbe: UIViewRepresentable {
    let box: KeyboardWindowBox

    func makeUIView(context: Context) -> KeyboardWindowProbeView {
        let probe = KeyboardWindowProbeView(frame: .zero)
        probe.isUserInteractionEnabled = false
        probe.isHidden = true
        probe.box = box
        return probe
    }

    func updateUIView(_ uiView: KeyboardWindowProbeView, context: Context) {
        uiView.box = box
        box.window = uiView.window
        KnownWindows.insert(uiView.window)
    }
}

final class KeyboardWindowProbeView: UIView {
    var box: KeyboardWindowBox?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        box?.window = window
        KnownWindows.insert(window)
    }
}
#endif
