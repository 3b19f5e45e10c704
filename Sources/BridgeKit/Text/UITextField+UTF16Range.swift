#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension UITextField {
    /// The selection as UTF-16 offsets, the unit of UIKit's `NSRange`s and of
    /// `TextFieldSession`; `nil` when the field has no selection.
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
    /// field shows marked text that is not the user's text yet.
    var isComposing: Bool {
        markedTextRange != nil
    }

    /// Selects `range` (UTF-16 offsets). A range the field cannot represent is
    /// ignored: UIKit keeps its own selection.
    func selectUTF16Range(_ range: NSRange) {
        guard let textRange = textRange(utf16: range) else { return }
        selectedTextRange = textRange
    }

    /// `range` (UTF-16 offsets) as one of the field's text ranges; `nil` when
    /// the field cannot represent it.
    func textRange(utf16 range: NSRange) -> UITextRange? {
        guard let start = position(from: beginningOfDocument, offset: range.location),
              let end = position(from: start, offset: range.length)
        else { return nil }
        return textRange(from: start, to: end)
    }
}
#endif
