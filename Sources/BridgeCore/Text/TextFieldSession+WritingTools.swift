import Foundation

// Writing Tools (iOS 18.1+) rewrites a text view's text in place. During a
// session UIKit changes the text repeatedly (the original and the rewrite
// alternate in the compare view; Revert puts the original back), and Apple's
// `textViewWritingToolsWillBegin(_:)` page asks apps to stop modifying the text
// storage meanwhile. So, between `writingToolsBegan` and `writingToolsEnded`:
//
// - every edit UIKit proposes is allowed, and no rule (length limit, allowed
//   characters, transform) runs on it;
// - the binding is not written: it keeps the text from before the session,
//   and the selection binding keeps its value;
// - an app write (a new model value) does not reach the view: the text on
//   screen is the user's, mid-choice. The session remembers the binding's new
//   value, and when Writing Tools ends the binding is written with the text the
//   user chose (so the app's write is replaced, never the user's text);
// - a keyboard reload waits, as for a composition.
//
// When it ends, the final text reaches the binding once. The rules judge the
// change from the original as one edit, as for autocorrect: a filter drops what
// it does not allow, a transform formats the result, but the length limit
// never cuts a rewrite the user chose and saw whole; typing after it is held
// to the limit again. Revert ends with the original text, which reaches a
// binding the app changed meanwhile too.
extension TextFieldSession {

    /// A Writing Tools session: what the view showed when it began.
    struct WritingToolsRun: Sendable {
        var original: FieldText
        /// The binding's value the app set during the session, if any.
        var appWrite: String?
    }

    /// Whether a Writing Tools session is running, as the shell reported it.
    package var isWritingToolsActive: Bool { writingTools != nil }

    mutating func writingToolsBegan() -> [Effect] {
        approved = nil
        writingTools = WritingToolsRun(original: field)
        return []
    }

    /// What `event` does while Writing Tools runs; `nil` when it does what it
    /// always does (view-update brackets, deferred work, the start of editing).
    mutating func duringWritingTools(_ event: Event) -> [Effect]? {
        switch event {
        case .viewUpdateBegan, .viewUpdateEnded, .deferredWorkDue, .beganEditing, .writingToolsEnded,
             .contentStateBindingChanged, .hardwareReturnKeyDown, .hardwareReturnKeyUp:
            return nil
        case .writingToolsActivityObserved(let isActive, let text, let selection):
            // UIKit says active from the moment `…WillBegin` completes until
            // `…DidEnd` completes (UITextView.h, iOS 26.2 SDK): inactive now is
            // an end that was missed, even with nothing seen in between (a
            // panel opened and closed with no change).
            if isActive { return [] }
            return writingToolsEnded(with: text, selection: selection)
        case .writingToolsBegan, .selectionBindingChanged, .clearRequested, .compositionFinishRequested, .returnPressed:
            return []
        case .modelChanged(let text):
            // An update still showing the binding's value changes nothing.
            if let modelText, text.hasSameUnits(as: modelText), writingTools?.appWrite == nil { return [] }
            writingTools?.appWrite = text
            return []
        case .editProposed, .rangesEditProposed:
            return [.allowEdit]
        case .textChanged(let text, let selection, _):
            field = FieldText(text)
            self.selection = selection
            return []
        case .selectionChanged(let selection, _):
            self.selection = selection
            return []
        case .viewRemoved(let text):
            // SwiftUI removed the view mid-session: the text it shows is the
            // result, then the removal's own final sync. Both inside SwiftUI's
            // update (`dismantleUIView`): the binding write waits for the scheduler.
            viewUpdateDepth += 1
            let ended = writingToolsEnded(with: text, selection: nil)
            viewUpdateDepth -= 1
            return ended + respond(to: event)
        case .keyboardSettingsChanged:
            if isEditing { isKeyboardReloadPending = true }
            return []
        case .endedEditing(let text):
            // The panel can take first responder; the binding waits for the end.
            isEditing = false
            isKeyboardReloadPending = false
            selection = nil
            field = FieldText(text)
            return notify([.editingChanged(false)])
        }
    }

    mutating func writingToolsEnded(with text: String, selection: NSRange?) -> [Effect] {
        if isEditing { self.selection = selection }
        guard let run = writingTools else {
            // An end without a begin: an ordinary change UIKit made.
            guard !text.hasSameUnits(as: field.string) else { return [] }
            return fieldChanged(to: text, isComposing: false)
        }
        writingTools = nil
        approved = nil
        composition = nil
        if let appWrite = run.appWrite { modelText = appWrite }
        field = FieldText(text)
        textChangedUnderSelection(from: run.original.string, to: text)
        // The rewrite is the user's choice, seen whole: the limit does not cut it.
        let limit = rules.maxLength
        rules.maxLength = nil
        defer { rules.maxLength = limit }
        // Editing ended during the session: the selection binding, which kept
        // indices into the text before it, gets `nil` as an end of editing
        // writes it (a shorter rewrite would leave them out of range).
        let selectionEnded = isEditing ? [] : writeSelectionBinding(for: nil)
        return unfollowed(from: run.original) + selectionEnded + pendingKeyboardReload()
    }
}
