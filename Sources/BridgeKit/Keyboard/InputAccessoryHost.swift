#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// Hosts SwiftUI content as a text field's `inputAccessoryView`, the bar above
/// the keyboard, laid out as BridgeCore's `InputAccessoryLayout.bar` says:
///
/// - The root is a `UIInputView` with the keyboard style, which blurs and
///   tints like the keyboard; the hosted content draws on a clear background.
/// - The content is pinned to the input view's safe-area layout guide, so with
///   a hardware keyboard the bar sits above the home indicator and its edge
///   buttons clear the sensor housing in landscape. The hosting controller
///   adds no insets of its own (`safeAreaRegions = []` on iOS 16.4+; on
///   16.0–16.3 the content inside the guide has none to add).
/// - `allowsSelfSizing` makes UIKit take the bar's height from Auto Layout:
///   the content's intrinsic size (`sizingOptions = .intrinsicContentSize`)
///   plus the bottom safe area.
///
/// ```swift
/// let host = InputAccessoryHost(content: AccessoryBar())
/// host.attach(to: field)
/// host.update(AccessoryBar(isEnabled: false))   // same bar, new content
/// ```
///
/// Used by `View.inputAccessory(_:)` for native fields and by
/// ``TextFieldWrapper``. The content does not inherit the field's SwiftUI
/// environment (it is a separate hosting tree in the keyboard's window), but
/// its `dismissKeyboard` ends editing in the field's window.
@MainActor
final class InputAccessoryHost<Content: View> {
    private let controller: UIHostingController<AccessoryRoot<Content>>
    private let bar: UIInputView
    private weak var field: (any SessionTextView)?

    /// The view to set as `inputAccessoryView`.
    var view: UIView { bar }

    init(content: Content) {
        let layout = InputAccessoryLayout.bar
        bar = UIInputView(frame: .zero, inputViewStyle: layout.background == .keyboard ? .keyboard : .default)
        bar.allowsSelfSizing = true
        controller = UIHostingController(rootView: AccessoryRoot(content: content, dismiss: .inWindow(of: nil)))
        controller.sizingOptions = .intrinsicContentSize
        if #available(iOS 16.4, *) {
            controller.safeAreaRegions = []
        }
        let hosted: UIView = controller.view
        if layout.background == .keyboard { hosted.backgroundColor = .clear }
        hosted.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(hosted)
        let guide = layout.insets == .screenEdges ? bar.safeAreaLayoutGuide : nil
        NSLayoutConstraint.activate([
            hosted.topAnchor.constraint(equalTo: bar.topAnchor),
            hosted.leadingAnchor.constraint(equalTo: guide?.leadingAnchor ?? bar.leadingAnchor),
            hosted.trailingAnchor.constraint(equalTo: guide?.trailingAnchor ?? bar.trailingAnchor),
            hosted.bottomAnchor.constraint(equalTo: guide?.bottomAnchor ?? bar.bottomAnchor),
        ])
    }

    /// Shows `content` in the same bar.
    func update(_ content: Content) {
        controller.rootView = AccessoryRoot(content: content, dismiss: .inWindow(of: field))
    }

    /// Makes this the accessory of `field`. Setting the same view again does
    /// nothing; a field that is already editing reloads its input views so the
    /// new bar shows at once.
    func attach(to field: any SessionTextView) {
        if self.field !== field {
            self.field = field
            controller.rootView = AccessoryRoot(content: controller.rootView.content, dismiss: .inWindow(of: field))
        }
        guard field.inputAccessoryView !== view else { return }
        field.inputAccessoryView = view
        if field.isFirstResponder {
            field.reloadInputViews()
        }
    }
}

/// The accessory's content with `dismissKeyboard` bound to the field's window.
struct AccessoryRoot<Content: View>: View {
    let content: Content
    let dismiss: DismissKeyboardAction

    var body: some View {
        content.environment(\.dismissKeyboard, dismiss)
    }
}
#endif
