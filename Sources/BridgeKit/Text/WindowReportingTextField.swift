#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// The `UITextField` a single-line ``TextFieldWrapper`` creates: a plain text
/// field that also says when it enters or leaves a window (see ``WindowMoves``).
final class WindowReportingTextField: UITextField {
    var windowMoves = WindowMoves()

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        windowMoves.willMove(self, toWindow: newWindow)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        windowMoves.didMove(self)
    }
}
#endif
