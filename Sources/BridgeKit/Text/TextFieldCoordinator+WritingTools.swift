#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

// Writing Tools (iOS 18.1+) and the edits of several ranges (iOS 26): the
// delegate methods UIKit added, forwarded to the text session, and the
// Writing Tools settings written on each update.
extension TextFieldCoordinator {

    /// Writes the Writing Tools settings that changed (iOS 18; nothing before).
    func updateWritingTools(_ field: any SessionTextView, options: TextFieldOptions, environment: EnvironmentValues) {
        if writingToolsDefaults == nil { writingToolsDefaults = WritingToolsTraits(defaultsOf: field) }
        if let defaults = writingToolsDefaults {
            let traits = defaults.resolved(options: options, environment: environment)
            traits.apply(to: field, after: writtenWritingTools)
            writtenWritingTools = traits
        }
    }

    /// Tells a running session what `isWritingToolsActive` says, on each
    /// update, edit proposal, change and selection move: one UIKit says is
    /// over (it says active from the moment `textViewWritingToolsWillBegin(_:)`
    /// completes until `textViewWritingToolsDidEnd(_:)` completes), whose end
    /// never arrived, ends at the first of them.
    func endMissedWritingTools(in textView: UITextView) {
        #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, *), session.isWritingToolsActive {
            send(.writingToolsActivityObserved(
                isActive: textView.isWritingToolsActive, text: textView.sessionText, selection: textView.selectedUTF16Range), to: textView)
            // The session ended: Writing Tools changed the text, and a growing
            // view measures it again (as `writingToolsDidEnd(in:)` does).
            if !session.isWritingToolsActive { (textView as? GrowingTextView)?.textDidChange() }
        }
        #endif
    }

    /// The session hears the text the view ends with, and the view measures it again.
    private func writingToolsDidEnd(in textView: UITextView) {
        // Writing Tools changed the text; a growing view's height is for the
        // text before (as at the end of editing).
        (textView as? GrowingTextView)?.textDidChange()
        send(.writingToolsEnded(textView.sessionText, selection: textView.selectedUTF16Range), to: textView)
    }

    /// A change UIKit reports while Writing Tools is active (`isWritingToolsActive`)
    /// belongs to a session, even one whose start the coordinator missed.
    func joinWritingTools(in textView: UITextView) {
        #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, *), textView.isWritingToolsActive, !session.isWritingToolsActive {
            send(.writingToolsBegan, to: textView)
        }
        #endif
    }
}

extension TextFieldCoordinator {
    /// Writing Tools will change the text: until it ends, no rule runs, no app
    /// write reaches the view and the binding keeps its value.
    @available(iOS 18.0, *)
    func textViewWritingToolsWillBegin(_ textView: UITextView) {
        send(.writingToolsBegan, to: textView)
    }

    /// Writing Tools ended, the view holding "the final text the person chose"
    /// (Apple): it reaches the binding once, judged by the rules as one edit.
    @available(iOS 18.0, *)
    func textViewWritingToolsDidEnd(_ textView: UITextView) {
        writingToolsDidEnd(in: textView)
    }

    /// An edit of one or several ranges (iOS 26; several for a selection over
    /// bidirectional text). With this method UIKit no longer calls
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`, so each edit
    /// reaches the session once, with the ranges UIKit really replaces.
    @available(iOS 26.0, *)
    func textField(_ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String) -> Bool {
        if let ownWrite { return TextFieldSession.allowsEdit(during: ownWrite) }
        let event = TextFieldSession.Event.rangesEditProposed(
            ranges.map(\.rangeValue), replacement: string, fieldText: textField.text ?? "", isComposing: textField.isComposing)
        return send(event, to: textField)
    }

    /// The text view's edit of one or several ranges (iOS 26), as for a field;
    /// Return arrives as a "\n" over them (several when the selection is), and
    /// submits where Return submits.
    @available(iOS 26.0, *)
    func textView(_ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String) -> Bool {
        if let ownWrite { return TextFieldSession.allowsEdit(during: ownWrite) }
        endMissedWritingTools(in: textView)
        let event = TextFieldSession.Event.rangesEditProposed(
            ranges.map(\.rangeValue), replacement: text, fieldText: textView.sessionText, isComposing: textView.isComposing)
        return send(event, to: textView)
    }
}
#endif
