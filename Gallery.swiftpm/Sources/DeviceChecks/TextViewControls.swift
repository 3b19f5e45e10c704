import BridgeKit
import SwiftUI
import UIKit

// The hand-written text view an app grows by hand when it needs more than the
// text (`NaiveBridge.handWrittenDelegateTextView`): the text view analogue of
// `HandWrittenDelegateField`, for the multi-line checks' controls.
//
// Apple behaviour it relies on (developer.apple.com, looked up for issue 38):
// `UITextViewDelegate.textViewDidChangeSelection(_:)` "tells the delegate when
// the text selection changes", and its discussion points to `selectedRange`
// for the new selection; `UITextView.selectedRange` is an `NSRange`, "meant to
// be used with text as NSString, which natively uses the UTF-16 encoding"
// (Apple DTS, developer forums thread 747931), while `String`'s
// `index(_:offsetBy:)` and `distance(from:to:)` count Characters;
// `textViewDidBeginEditing(_:)` and `textViewDidEndEditing(_:)` tell the
// delegate that editing began and ended; a text view has no
// `textFieldShouldReturn`: the keyboard's Return reaches the delegate as
// `textView(_:shouldChangeTextIn:replacementText:)` with "\n", and answering
// false leaves the text as it was.

/// A `UITextView` whose coordinator is its delegate, written the way apps add
/// a selection, an editing flag and a Return action to the hand-written text
/// view: the text copied into the binding at every change and written back
/// when it differs; the selection copied from `textViewDidChangeSelection`
/// into the binding, `selectedRange`'s UTF-16 offsets read as a count of
/// Characters of the text view's text, and set back on every update the same
/// way; `isEditing` written at begin and end of editing; with `onReturn`, a
/// typed "\n" runs it, resigns (the keyboard goes down, as after a field's
/// Return) and is not inserted. With an `edit` (`cutToLength`: the
/// `truncatingTextView` control), after each change the text is replaced by
/// `edit` of it before it is copied: UIKit has applied the edit already, so
/// whatever does not fit is cut from the end of the text, wherever the edit was.
struct HandWrittenDelegateTextView: UIViewRepresentable {
    @Binding var text: String
    var selection: Binding<TextFieldSelection?>?
    var isEditing: Binding<Bool>?
    var onReturn: (@MainActor () -> Void)?
    var edit: (@MainActor (String) -> String)?

    init(text: Binding<String>, selection: Binding<TextFieldSelection?>? = nil, isEditing: Binding<Bool>? = nil,
         onReturn: (@MainActor () -> Void)? = nil, edit: (@MainActor (String) -> String)? = nil) {
        _text = text
        self.selection = selection
        self.isEditing = isEditing
        self.onReturn = onReturn
        self.edit = edit
    }

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.font = .preferredFont(forTextStyle: .body)
        view.delegate = context.coordinator
        return view
    }

    func updateUIView(_ view: UITextView, context: Context) {
        context.coordinator.parent = self
        if view.text != text { view.text = text }
        // The indices read as counts of Characters, given to UIKit as UTF-16 units.
        guard let wanted = selection?.wrappedValue, wanted.range.upperBound <= text.endIndex else { return }
        let lower = text.distance(from: text.startIndex, to: wanted.range.lowerBound)
        let upper = text.distance(from: text.startIndex, to: wanted.range.upperBound)
        let range = NSRange(location: lower, length: upper - lower)
        if view.selectedRange != range { view.selectedRange = range }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    @MainActor
    final class Coordinator: NSObject, UITextViewDelegate {
        var parent: HandWrittenDelegateTextView
        init(_ parent: HandWrittenDelegateTextView) { self.parent = parent }

        func textViewDidChange(_ textView: UITextView) {
            if let edit = parent.edit {
                let edited = edit(textView.text ?? "")
                if textView.text != edited { textView.text = edited }
            }
            parent.text = textView.text ?? ""
        }

        func textViewDidChangeSelection(_ textView: UITextView) {
            guard let selection = parent.selection else { return }
            // selectedRange's UTF-16 offsets read as a count of Characters of the text view's text.
            let text = textView.text ?? ""
            let range = textView.selectedRange
            func index(_ offset: Int) -> String.Index {
                text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
            }
            selection.wrappedValue = TextFieldSelection(range: index(range.location)..<index(range.location + range.length))
        }

        func textViewDidBeginEditing(_ textView: UITextView) { parent.isEditing?.wrappedValue = true }

        func textViewDidEndEditing(_ textView: UITextView) { parent.isEditing?.wrappedValue = false }

        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            guard text == "\n", let onReturn = parent.onReturn else { return true }
            onReturn()
            textView.resignFirstResponder()
            return false
        }
    }
}
