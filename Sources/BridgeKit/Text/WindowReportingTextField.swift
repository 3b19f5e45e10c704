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
/// guessed delay. SwiftUI inserts and removes the field inside a view update,
/// so the coordinator brackets the move as one: a focused field leaving its
/// window resigns inside the bracket, and the `onEditingChanged(false)` and
/// binding write that follow wait for the update to end.
final class WindowReportingTextField: UITextField {
    /// Called before the field moves into or out of a window.
    var windowWillChange: (@MainActor () -> Void)?
    /// Called after the field moved into or out of a window.
    var windowDidChange: (@MainActor () -> Void)?

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        windowWillChange?()
        // UIKit would end editing during the removal anyway; here it happens
        // inside the bracket, whatever order UIKit's own resign takes.
        if newWindow == nil, isFirstResponder { _ = resignFirstResponder() }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        KnownWindows.insert(window)
        windowDidChange?()
    }
}
#endif
