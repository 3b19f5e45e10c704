#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// The `UITextField` a ``TextFieldWrapper`` creates: a plain text field that
/// also says when it enters or leaves a window.
///
/// A field can become first responder only in a window, and SwiftUI gives a
/// representable no callback for that moment; `didMoveToWindow()` is UIKit's.
/// The focus session keeps a request until then, so focus on appear needs no
/// guessed delay.
final class WindowReportingTextField: UITextField {
    /// Called after the field moved into or out of a window.
    var windowDidChange: (@MainActor () -> Void)?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        windowDidChange?()
    }
}
#endif
