import BridgeKit
import SwiftUI
import UIKit

// A bridge an app writes by hand, for the text checks' controls
// (`NaiveBridge.handWrittenDelegateField`; `.truncatingTextView` is
// `HandWrittenDelegateTextView` with `cutToLength`, in TextViewControls.swift).
//
// Apple behaviour and published code they rely on (looked up for issue 38):
// `UITextFieldDelegate.textFieldDidChangeSelection(_:)` "tells the delegate
// when the text selection changes" (no word of who changed it);
// `UITextInput`'s offsets (`offset(from:to:)`, `position(from:offset:)`) count
// UTF-16 units, as `NSString` does, while `String.index(_:offsetBy:)` and
// `distance(from:to:)` count Characters (and round an index inside a
// character down to its start: the Swift 5.7 standard library's
// `validateInclusiveCharacterIndex`, StringIndexValidation.swift); a
// published hand-written `SelectableTextField` (gist JadenGeller/4da35f2a…)
// keeps a `Range<String.Index>` and moves it by `newText.count`, Characters.
// `.editingChanged` is sent while an input method's text is still marked (a
// length cut in `.editingChanged` cuts the pinyin being composed:
// morganwang.xlog.page, "iOS input box character limits"), and that same page's
// first method, the text cut to its first N characters after each change, is
// the limit apps write by hand.

/// A `UITextField` as its own delegate, written the way apps add a selection
/// and a Return action to the hand-written field: the text copied into the
/// binding at every `.editingChanged` (marked text included) and written back
/// when it differs; the selection copied from `textFieldDidChangeSelection`
/// into the binding, UIKit's UTF-16 offsets read as a count of Characters, and
/// set back on every update the same way; Return runs `onReturn`, which reads
/// the binding, then resigns.
struct HandWrittenDelegateField: UIViewRepresentable {
    let placeholder: String
    @Binding var text: String
    var selection: Binding<TextFieldSelection?>?
    var onReturn: (@MainActor () -> Void)?

    init(placeholder: String, text: Binding<String>, selection: Binding<TextFieldSelection?>? = nil,
         onReturn: (@MainActor () -> Void)? = nil) {
        self.placeholder = placeholder
        _text = text
        self.selection = selection
        self.onReturn = onReturn
    }

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.borderStyle = .roundedRect
        field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        field.delegate = context.coordinator
        let coordinator = context.coordinator
        field.addAction(UIAction { [weak field, weak coordinator] _ in
            coordinator?.parent.text = field?.text ?? ""
        }, for: .editingChanged)
        return field
    }

    func updateUIView(_ field: UITextField, context: Context) {
        context.coordinator.parent = self
        let wanted = selection?.wrappedValue
        if field.text != text { field.text = text }
        // The index read as a count of Characters, given to UIKit as UTF-16 units.
        guard let wanted, wanted.range.upperBound <= text.endIndex else { return }
        let lower = text.distance(from: text.startIndex, to: wanted.range.lowerBound)
        let upper = text.distance(from: text.startIndex, to: wanted.range.upperBound)
        guard let start = field.position(from: field.beginningOfDocument, offset: lower),
              let end = field.position(from: field.beginningOfDocument, offset: upper) else { return }
        field.selectedTextRange = field.textRange(from: start, to: end)
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    @MainActor
    final class Coordinator: NSObject, UITextFieldDelegate {
        var parent: HandWrittenDelegateField
        init(_ parent: HandWrittenDelegateField) { self.parent = parent }

        func textFieldDidChangeSelection(_ textField: UITextField) {
            guard let selection = parent.selection, let range = textField.selectedTextRange else { return }
            // UIKit's UTF-16 offsets read as a count of Characters of the bound text.
            let text = parent.text
            func index(_ position: UITextPosition) -> String.Index {
                let offset = textField.offset(from: textField.beginningOfDocument, to: position)
                return text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
            }
            selection.wrappedValue = TextFieldSelection(range: index(range.start)..<index(range.end))
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            parent.onReturn?()
            textField.resignFirstResponder()
            return true
        }
    }
}
