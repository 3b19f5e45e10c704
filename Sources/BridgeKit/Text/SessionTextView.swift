#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// What a text session's shell reads and writes on its view: a `UITextField`
/// (single line) or a `UITextView` (multi-line). Both run the same
/// `TextFieldSession`, through the same coordinator.
@MainActor
protocol SessionTextView: UIView, UITextInput {
    /// The text, never `nil` (`UITextField.text` is optional, `UITextView.text`
    /// implicitly unwrapped).
    var sessionText: String { get set }
    var font: UIFont? { get set }
    var textColor: UIColor? { get set }
    var keyboardType: UIKeyboardType { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var textContentType: UITextContentType! { get set }
    var isSecureTextEntry: Bool { get set }
    /// Read-write on both (`UIResponder` declares it read-only).
    var inputAccessoryView: UIView? { get set }
}

extension UITextField: SessionTextView {
    var sessionText: String {
        get { text ?? "" }
        set { text = newValue }
    }
}

extension UITextView: SessionTextView {
    var sessionText: String {
        get { text ?? "" }
        set { text = newValue }
    }
}

extension SessionTextView {
    /// The selection as UTF-16 offsets, the unit of UIKit's `NSRange`s and of
    /// `TextFieldSession`; `nil` when the view has no selection.
    var selectedUTF16Range: NSRange? { utf16Range(selectedTextRange) }

    /// The marked text's range as UTF-16 offsets; `nil` without marked text.
    var markedUTF16Range: NSRange? { utf16Range(markedTextRange) }

    /// `range` as UTF-16 offsets from the start of the text.
    private func utf16Range(_ range: UITextRange?) -> NSRange? {
        guard let range else { return nil }
        let location = offset(from: beginningOfDocument, to: range.start)
        return NSRange(location: location, length: offset(from: range.start, to: range.end))
    }

    /// Whether an input method is composing (Chinese, Japanese, Korean): the
    /// view shows marked text that is not the user's text yet.
    var isComposing: Bool {
        markedTextRange != nil
    }

    /// Selects `range` (UTF-16 offsets). A range the view cannot represent is
    /// ignored: UIKit keeps its own selection.
    func selectUTF16Range(_ range: NSRange) {
        guard let textRange = textRange(utf16: range) else { return }
        selectedTextRange = textRange
    }

    /// `range` (UTF-16 offsets) as one of the view's text ranges; `nil` when
    /// the view cannot represent it.
    func textRange(utf16 range: NSRange) -> UITextRange? {
        guard let start = position(from: beginningOfDocument, offset: range.location),
              let end = position(from: start, offset: range.length)
        else { return nil }
        return textRange(from: start, to: end)
    }

    /// Removes the accessory bar; a view that is editing hides it at once.
    func removeInputAccessory() {
        guard inputAccessoryView != nil else { return }
        inputAccessoryView = nil
        if isFirstResponder {
            reloadInputViews()
        }
    }
}

/// The window moves of a wrapped text view, reported to its coordinator.
///
/// A view can become first responder only in a window, and SwiftUI gives a
/// representable no callback for that moment; `didMoveToWindow()` is UIKit's.
/// The focus session keeps a request until then, so focus on appear needs no
/// guessed delay. SwiftUI inserts and removes the view inside a view update,
/// so the coordinator brackets the move as one: a focused view leaving its
/// window resigns inside the bracket, and the `onEditingChanged(false)` and
/// binding write that follow wait for the update to end.
@MainActor
struct WindowMoves {
    /// Called before the view moves into or out of a window.
    var willChange: (@MainActor () -> Void)?
    /// Called after the view moved into or out of a window.
    var didChange: (@MainActor () -> Void)?

    /// From `willMove(toWindow:)`, after `super`.
    func willMove(_ view: UIView, toWindow newWindow: UIWindow?) {
        willChange?()
        // UIKit would end editing during the removal anyway; here it happens
        // inside the bracket, whatever order UIKit's own resign takes.
        if newWindow == nil, view.isFirstResponder { _ = view.resignFirstResponder() }
    }

    /// From `didMoveToWindow()`, after `super`.
    func didMove(_ view: UIView) {
        KnownWindows.insert(view.window)
        didChange?()
    }
}
#endif
