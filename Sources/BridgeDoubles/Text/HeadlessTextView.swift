import BridgeCore
import Foundation

/// A headless `UITextView` in a SwiftUI view, on the same ``TextFieldSession``
/// as ``HeadlessTextField``: what the multi-line wrapper's shell will forward,
/// in UIKit's order for a text view. Each user edit is proposed to
/// `textView(_:shouldChangeTextIn:replacementText:)` (marked text too), then
/// reported by `textViewDidChange(_:)` with `textViewDidChangeSelection(_:)`
/// (before it by default; `selectionReportedFirst: false` puts it after, so a
/// test can check both). Return proposes "\n"; there is no
/// `textFieldShouldReturn(_:)` and no clear button. Setting `text` in code
/// reports nothing, and the caret goes to the end: assumed to be as in
/// `UITextField`, not verified on a device.
///
/// ```swift
/// var view = HeadlessTextView(model: "")
/// view.tap()
/// view.type("Hi")
/// view.tapReturn()
/// view.model           // "Hi\n"
/// var composer = HeadlessTextView(model: "", returnKeySubmits: true)
/// composer.tap()
/// composer.type("Hi")
/// composer.tapReturn()
/// composer.log         // ["isEditing true", "binding ← Hi", "return"]
/// ```
package typealias HeadlessTextView = HeadlessTextInput<MultiLineTextInput>

/// The kind of ``HeadlessTextView``: a `UITextView`, whose Return is an edit
/// inserting "\n".
package enum MultiLineTextInput: HeadlessTextInputKind {}

extension HeadlessTextInput where Kind == MultiLineTextInput {
    /// A text view showing `model` after SwiftUI's first update, with `rules`;
    /// with `returnKeySubmits`, Return submits instead of inserting a newline.
    /// With `bindsSelection`, the view passes a selection binding (``selectionModel``);
    /// with `bindsContentState`, a content-state binding (``contentStateModel``).
    package init(model: String, rules: TextInputRules = TextInputRules(), returnKeySubmits: Bool = false, showsInlinePredictions: Bool = true, bindsSelection: Bool = false, bindsContentState: Bool = false, selectionReportedFirst: Bool = true) {
        var session = TextFieldSession(rules: rules)
        session.tracksSelection = bindsSelection
        session.tracksContentState = bindsContentState
        session.returnKeySubmits = returnKeySubmits
        session.showsInlinePredictions = showsInlinePredictions
        self.init(session: session, model: model, selectionReport: selectionReportedFirst ? .beforeText : .afterText)
    }

    /// The user taps Return: UIKit proposes "\n" for the selection. While an
    /// input method composes, Return confirms the marked text as it shows
    /// instead (the composition ends, no newline).
    package mutating func tapReturn() {
        if let marked = markedRange, let composed = FieldText(text).substring(marked) {
            return commitComposition(composed)
        }
        type("\n")
    }

    /// The user taps Return while an inline prediction shows (iOS 17, marked
    /// text after the caret): UIKit proposes "\n" at the caret with the
    /// prediction still marked, as WebKit and Flutter report for their own
    /// text inputs. If let in, the prediction goes and the newline stays.
    package mutating func tapReturnOverSuggestion() {
        guard let marked = markedRange else { return type("\n") }
        let caret = NSRange(location: selection.location, length: 0)
        let effects = session.handle(.editProposed(TextEdit(range: caret, replacement: "\n"), fieldText: text, isComposing: true))
        if effects.contains(.allowEdit) {
            if let bounds = FieldText(text).scalarBounds(marked) { text.removeSubrange(bounds) }
            if let bounds = FieldText(text).scalarBounds(caret) { text.replaceSubrange(bounds, with: "\n") }
            markedRange = nil
            selection = NSRange(location: caret.location + 1, length: 0)
            reportChange(isComposing: false)
        } else {
            perform(effects)
        }
        runLoop()
    }
}
