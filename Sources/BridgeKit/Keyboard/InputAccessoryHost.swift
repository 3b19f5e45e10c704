#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// Hosts SwiftUI content as a text field's `inputAccessoryView`, the bar above
/// the keyboard.
///
/// A bare `UIHostingController`'s view pinned to itself gives the bar no
/// height of its own, and the hosting view adds the window's bottom
/// safe-area inset (with a hardware keyboard the bar sits on the home
/// indicator). Here the hosted view is sized by its content and has no
/// safe-area padding, the settings of `HostingEmbedding.component`:
/// - `sizingOptions = .intrinsicContentSize` with a flexible-height autoresizing
///   mask, so UIKit takes the bar's height from the SwiftUI content and follows
///   it when the content changes;
/// - `safeAreaRegions = []` (iOS 16.4+; on iOS 16.0–16.3 the inset remains).
///
/// ```swift
/// let host = InputAccessoryHost(content: AccessoryBar())
/// host.attach(to: field)
/// host.update(AccessoryBar(isEnabled: false))   // same bar, new content
/// ```
///
/// Used by `View.inputAccessory(_:)` for native fields and by
/// ``TextFieldWrapper``. The content does not inherit the field's SwiftUI
/// environment: it is a separate hosting tree in the keyboard's window.
@MainActor
final class InputAccessoryHost<Content: View> {
    private let controller: UIHostingController<Content>

    /// The view to set as `inputAccessoryView`.
    var view: UIView { controller.view }

    init(content: Content) {
        controller = UIHostingController(rootView: content)
        let embedding = HostingEmbedding.component
        controller.sizingOptions = UIHostingControllerSizingOptions(embedding.sizingOptions)
        if #available(iOS 16.4, *) {
            controller.safeAreaRegions = SafeAreaRegions(embedding.safeAreaRegions)
        }
        // UIKit sizes an accessory view with a flexible height from its
        // intrinsic content size, which sizingOptions keeps equal to the content's.
        view.autoresizingMask = .flexibleHeight
    }

    /// Shows `content` in the same bar.
    func update(_ content: Content) {
        controller.rootView = content
    }

    /// Makes this the accessory of `field`. Setting the same view again does
    /// nothing; a field that is already editing reloads its input views so the
    /// new bar shows at once.
    func attach(to field: UITextField) {
        guard field.inputAccessoryView !== view else { return }
        field.inputAccessoryView = view
        if field.isFirstResponder {
            field.reloadInputViews()
        }
    }
}
#endif
