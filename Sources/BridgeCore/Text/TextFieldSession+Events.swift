import Foundation

// The vocabulary between a text field's shell and its session: what UIKit and
// SwiftUI report, and what the shell must do in return.
extension TextFieldSession {

    /// What the shell observed.
    public enum Event: Hashable, Sendable {
        /// `updateUIView` started (or the field is moving to another window,
        /// inside SwiftUI's update). Until the matching ``viewUpdateEnded``,
        /// binding writes and callbacks are queued; brackets nest.
        case viewUpdateBegan
        /// The binding's value; sent on every `updateUIView`.
        case modelChanged(String)
        /// `updateUIView` returned (or the window move ended). One more end
        /// than begins is ignored.
        case viewUpdateEnded
        /// `textField(_:shouldChangeCharactersIn:replacementString:)` (a text
        /// view's `textView(_:shouldChangeTextIn:replacementText:)`, Return's "\n"
        /// included), with the field's text before the edit and whether it has marked text.
        case editProposed(TextEdit, fieldText: String, isComposing: Bool)
        /// `textField(_:shouldChangeCharactersInRanges:replacementString:)` or
        /// `textView(_:shouldChangeTextInRanges:replacementText:)` (iOS 26): UIKit
        /// puts `replacement` at one of `ranges` (its choice) and deletes the
        /// others. One range is the same as ``editProposed(_:fieldText:isComposing:)``.
        case rangesEditProposed([NSRange], replacement: String, fieldText: String, isComposing: Bool)
        /// Writing Tools will change the text (`textViewWritingToolsWillBegin(_:)`):
        /// until ``writingToolsEnded(_:selection:)`` no rule, app write or binding
        /// write touches it (see `TextFieldSession+WritingTools`).
        case writingToolsBegan
        /// Writing Tools finished (`textViewWritingToolsDidEnd(_:)`), the view
        /// showing the text the user chose, or the original after Revert.
        case writingToolsEnded(String, selection: NSRange?)
        /// What the view's `isWritingToolsActive` says, with its text and
        /// selection, before an edit proposal, a change, a selection move or an
        /// update is reported while a session runs: inactive is an end UIKit
        /// never reported (`textViewWritingToolsDidEnd(_:)` missed), which ends
        /// the session there, so the proposal that follows is judged by the rules.
        case writingToolsActivityObserved(isActive: Bool, text: String, selection: NSRange?)
        /// UIKit changed the text (`.editingChanged`; `textViewDidChange(_:)`): what the field shows now,
        /// its selection, and whether part of it is marked text.
        case textChanged(String, selection: NSRange?, isComposing: Bool)
        /// The selection moved (`textFieldDidChangeSelection(_:)`,
        /// `textViewDidChangeSelection(_:)`), possibly before the text's report,
        /// with the view's marked range (`markedTextRange`), if any: UIKit may
        /// report marked text's caret before its text, and need not ask the
        /// delegate before marked text, so this may be where the session first
        /// learns where the marked text is.
        case selectionChanged(NSRange?, marked: NSRange? = nil)
        /// The selection binding's value; sent on every `updateUIView` after
        /// ``modelChanged(_:)`` when the wrapper has one (`tracksSelection`).
        case selectionBindingChanged(TextFieldSelection?)
        /// The content-state binding's value; sent on every `updateUIView`
        /// before ``modelChanged(_:)`` when the wrapper has one
        /// (`tracksContentState`). The view answers a value that is not its own.
        case contentStateBindingChanged(TextFieldContentState)
        /// A hardware keyboard's Return key went down with `modifiers` held
        /// (`pressesBegan(_:with:)`, which reaches the first responder before
        /// UIKit proposes the "\n" it inserts). Until ``hardwareReturnKeyUp``,
        /// each "\n" edit is judged by those modifiers (``HardwareKeyModifiers``).
        case hardwareReturnKeyDown(HardwareKeyModifiers)
        /// The hardware Return key went up or its press was cancelled
        /// (`pressesEnded(_:with:)`, `pressesCancelled(_:with:)`).
        case hardwareReturnKeyUp
        /// The clear button was tapped (`textFieldShouldClear(_:)`).
        case clearRequested
        /// The field became first responder (`textFieldDidBeginEditing(_:)`).
        case beganEditing
        /// The return key was tapped (`textFieldShouldReturn(_:)`), with the
        /// field's text, selection and marked range (`markedTextRange`), if any.
        case returnPressed(String, selection: NSRange?, marked: NSRange?)
        /// The app asked to finish any composition before it reads the binding
        /// (a chat's Send button), with the field's text and marked range.
        case compositionFinishRequested(String, selection: NSRange?, marked: NSRange?)
        /// Settings the keyboard reads (`TextFieldSetting.configuresKeyboard`)
        /// were written during this view update.
        case keyboardSettingsChanged
        /// The field resigned (`textFieldDidEndEditing(_:reason:)`), showing this text.
        case endedEditing(String)
        /// SwiftUI removes the view (`dismantleUIView(_:coordinator:)`, inside
        /// its update), showing this text. Editing ends here, once; what UIKit
        /// reports afterwards is ignored.
        case viewRemoved(String)
        /// The scheduler ran the work ``Effect/scheduleDeferredWork`` asked for.
        case deferredWorkDue
    }

    /// What the shell must do, in order.
    public enum Effect: Hashable, Sendable {
        /// Let UIKit apply the proposed edit: return `true` from
        /// `textField(_:shouldChangeCharactersIn:replacementString:)`. Without
        /// it, return `false` (also from `textFieldShouldClear(_:)`: the session
        /// empties the field itself).
        case allowEdit
        /// The proposed edit was refused, and why. Nothing else to do.
        case editRejected(TextEditError)
        /// Write this text into the field, then select `selection` if not `nil`,
        /// and remove every step of the view's undo history: UIKit keeps its
        /// steps across a `text =` made inside a callback, and they would
        /// replay ranges of text that is gone (`TextFieldSession+Undo`).
        case setFieldText(String, selection: NSRange?)
        /// End the input method's composition (`unmarkText()`) if the field
        /// still shows marked text: the session has already decided the text.
        /// It always comes before a write of the text, never after: `text =`
        /// under marked text leaves UIKit a marked range into the old text.
        case endComposition
        /// Replace `range` (UTF-16 units) of the field's text with this text
        /// through UIKit (`replace(_:withText:)`) without recording an undo step
        /// (`disableUndoRegistration()`), select `selection`, then send
        /// ``Event/textChanged(_:selection:isComposing:)`` with the field's text.
        /// A rule rewrote what the user just typed; UIKit edits its own text, so
        /// nothing builds the whole text again.
        case replaceFieldText(NSRange, with: String, selection: NSRange)
        /// Remove every step of the view's undo history: a rewrite of typed text
        /// changed its length, so UIKit's step for the keystroke no longer
        /// describes it (`TextFieldSession+Undo`).
        case clearUndoHistory
        /// Select this range without rewriting the text: an edit the session
        /// applied left the text as it was, but the caret moves past it.
        case setSelection(NSRange)
        /// Write the binding.
        case setBinding(String)
        /// Write the content-state binding (``TextFieldContentState``).
        case setContentState(TextFieldContentState)
        /// Write the selection binding: indices into the text the binding holds.
        case setSelectionBinding(TextFieldSelection?)
        /// Call `onEditingChanged`.
        case editingChanged(Bool)
        /// Call `reloadInputViews()`, so the keyboard shows settings written
        /// while the field is first responder.
        case reloadKeyboard
        /// Call `onCommit`.
        case commit
        /// End editing, as a native `TextField` does when return is tapped.
        case resignFirstResponder
        /// Ask the scheduler to run soon, outside the view update, and then send
        /// ``Event/deferredWorkDue``, holding whatever that needs until then: a
        /// removed view's last binding writes and callbacks still run.
        case scheduleDeferredWork
    }
}
