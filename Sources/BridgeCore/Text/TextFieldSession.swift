import Foundation

/// Everything a wrapped `UITextField` decides, as a value: UIKit callbacks in,
/// the writes and calls the shell must make out.
///
/// A hand-written wrapper's coordinator usually writes the binding from
/// `textField(_:shouldChangeCharactersIn:replacementString:)` through `NSString`
/// and writes the field from `updateUIView` on every update, inside
/// `DispatchQueue.main.async`. That loses in several ways this type fixes, each
/// with a test:
///
/// - **IME composition.** While an input method shows marked text ("ni" on the
///   way to "你"), nothing reaches the binding; when composition ends, binding
///   and field agree. An app write meanwhile wins at once and ends it
///   (``Effect/endComposition``); nothing waits to overwrite confirmed text.
/// - **Suggestions and dictation.** Marked text with the caret before it (an
///   inline prediction) is dropped at return; dictation's placeholder (U+FFFC)
///   is left alone and kept from the binding until the words replace it.
/// - **The caret.** The model is written into the field only when it differs,
///   and the selection is carried through the change (never inside a
///   character), so an app that reformats "1234" as "12-34" keeps the caret at the end.
/// - **Echoes.** One binding write per user change; the update that write causes
///   finds the field already showing the text and writes nothing.
/// - **Updates.** A binding write or a callback that UIKit triggers while SwiftUI
///   is updating the view (resigning first responder when `.disabled` flips does)
///   is queued and handed to the shell's scheduler, not run inside the update.
/// - **Bad ranges.** An edit whose `NSRange` is out of bounds or splits a
///   character is refused with a ``TextEditError``; the text stays as it was.
/// - **Input rules.** ``TextInputRules`` applied to the edit UIKit proposed and
///   the session allowed, to what an IME commits (as one edit where it composed)
///   and to changes autocorrect makes as editing ends. A rule never removes text
///   that was there before the edit; a caret that moves while the text stays is
///   set with ``Effect/setSelection(_:)``.
/// - **Length.** A keystroke near the caret costs the same at any length: the
///   session keeps the text's UTF-16 length, where the last edit ended and the
///   character count, and compares texts by UTF-16 units (never canonical `==`).
/// - **The caret after a join.** A caret never sits inside a character: typing
///   "e" before a lone U+0301 leaves it before "é", so "f" typed next gives "fé".
/// - **Writing Tools.** While it rewrites the text (iOS 18.1), no rule, app
///   write or binding write touches it; the chosen text reaches the binding
///   once, never cut by the length limit (`TextFieldSession+WritingTools`).
/// - **Several ranges.** An iOS 26 edit of several ranges is judged as UIKit
///   applies it (`TextFieldSession+Ranges`).
/// - **Content state.** Whether the field holds anything, a composition
///   included but not a prediction or dictation's placeholder, written once
///   per scheduler turn (`TextFieldSession+ContentState`).
/// - **Shift-Return.** Where Return submits, a hardware Return held with
///   Shift or Option inserts a newline (``HardwareKeyModifiers``).
/// - **Events** in UIKit's order: `editingChanged(true)` on begin, `commit` on
///   return, the final binding sync and `editingChanged(false)` on end.
///
/// ```swift
/// var session = TextFieldSession()
/// assert(session.handle(.modelChanged("")) == [])               // the field is already empty
/// assert(session.handle(.beganEditing) == [.editingChanged(true)])
/// let n = TextEdit(range: NSRange(location: 0, length: 0), replacement: "n")
/// assert(session.handle(.editProposed(n, fieldText: "", isComposing: false)) == [.allowEdit])
/// let caret = NSRange(location: 1, length: 0)
/// assert(session.handle(.textChanged("n", selection: caret, isComposing: true)) == [])   // marked text
/// assert(session.handle(.textChanged("你", selection: caret, isComposing: false)) == [.setBinding("你")])
/// ```
public struct TextFieldSession: Sendable {

    /// The input rules; the shell sets them from the wrapper on every update.
    package var rules: TextInputRules
    /// Whether `rules.transform` also formats the values the app writes
    /// (`transform(_:appliesToAppWrites:)`); see `formattedAppWrite(_:)`.
    package var formatsAppWrites = false
    /// Whether the field hides its text. UIKit clears a secure field when the
    /// user types after it regains focus or after it turned secure while
    /// showing text, so the session applies that keystroke itself and the text
    /// survives; UIKit applies the rest, with its brief reveal of the last
    /// typed character (`TextFieldSession+Secure`).
    package var isSecure = false {
        didSet { secureEntryChanged(from: oldValue) }
    }

    /// What the field shows, as far as the session knows.
    package var fieldText: String { field.string }
    /// The field's selection in UTF-16 units while editing; `nil` otherwise.
    package internal(set) var selection: NSRange?
    /// Whether the field has marked text (an input method is composing).
    package var isComposing: Bool { composition != nil }
    /// Whether the field is first responder.
    package internal(set) var isEditing = false
    /// Whether the keyboard may show inline predictions (iOS 17 and later,
    /// unless the field's `inlinePredictionType` is `.no`); the shell sets it.
    package var showsInlinePredictions = false
    /// Whether the Return key submits instead of inserting a newline, in a
    /// multi-line view (a text field's Return always submits: UIKit reports it
    /// as `textFieldShouldReturn(_:)`, not as an edit). A submit from a
    /// multi-line view keeps the keyboard up, as a chat composer needs.
    package var returnKeySubmits = false

    var field = FieldText("")
    /// The edit UIKit was last allowed to apply, until it reports the result.
    var approved: ApprovedEdit?
    /// The composition in progress, learned from the edits UIKit proposed for it;
    /// `nil` when no marked text shows.
    var composition: Composition?
    /// Whether a per-character transform has formatted the whole field text;
    /// an empty text is, so a fresh field's first letter is rewritten alone
    /// (one undo step, `TextFieldSession+Undo`).
    var isFormatted = true

    /// The binding's value, as far as the session knows.
    var modelText: String?
    /// How many view-update brackets are open: `updateUIView` and the field's
    /// window moves bracket, and one can happen inside another.
    var viewUpdateDepth = 0
    private var isInViewUpdate: Bool { viewUpdateDepth > 0 }
    var deferred: [Effect] = []
    /// The binding's value before a write that waits for the scheduler: an
    /// update still showing it is stale, any other value is the app's.
    private var modelBeforeQueuedWrite: String?
    /// Dictation in progress: its placeholder is in the field.
    var dictation: Dictation?
    /// Keyboard settings changed while text was provisional: the keyboard
    /// reloads once the composition or dictation ends.
    var isKeyboardReloadPending = false
    /// The selection binding, when the wrapper has one (`TextFieldSession+Selection`).
    var selectionBinding = SelectionBinding()
    /// The content-state binding, when the wrapper has one (`TextFieldSession+ContentState`).
    var contentBinding = ContentBinding()
    /// A hardware Return key is down whose "\n" inserts a newline even when
    /// Return submits (`HardwareKeyModifiers`).
    var hardwareReturnInsertsNewline = false
    /// The Writing Tools session in progress (`TextFieldSession+WritingTools`).
    var writingTools: WritingToolsRun?
    /// Marked text's range reported with the caret before UIKit reported the
    /// text (`TextFieldSession+Predictions`).
    var markedReportedEarly: NSRange?
    /// SwiftUI removed the view: editing ended with ``Event/viewRemoved(_:)``.
    var isRemoved = false
    /// A secure field that regained focus with text: UIKit replaces the whole
    /// text with the next keystroke it applies, so the session applies that
    /// one itself (`TextFieldSession+Secure`).
    var secureFieldClearsOnNextEdit = false
    /// UIKit cleared a secure field on a keystroke the session let it apply:
    /// the session applies every keystroke itself until editing begins again.
    var secureFieldClearsUnpredictably = false

    /// A session for an empty field that has not seen the model yet.
    public init(rules: TextInputRules = TextInputRules()) {
        self.rules = rules
    }

    /// Takes one observation and returns what the shell must do, in order.
    public mutating func handle(_ event: Event) -> [Effect] {
        // A removed view's queued work still runs; nothing else reaches it.
        if isRemoved { return event == .deferredWorkDue ? respond(to: event) : [] }
        let effects = respond(to: event) + syncSelectionBinding(after: event) + syncContentState(after: event)
        return clearingStaleUndo(after: effects)
    }

    mutating func respond(to event: Event) -> [Effect] {
        if writingTools != nil, let effects = duringWritingTools(event) { return effects }
        switch event {
        case .viewUpdateBegan:
            viewUpdateDepth += 1
            return []
        case .viewUpdateEnded:
            // An end without a begin (a window move UIKit reported only half
            // of) must not leave the session inside an update forever.
            viewUpdateDepth = max(viewUpdateDepth - 1, 0)
            return []
        case .modelChanged(let text):
            return modelChanged(to: text)
        case .editProposed(let edit, let text, let composing):
            if let submitted = submitIfReturn(edit.replacement, fieldText: text, isComposing: composing) { return submitted }
            return proposed(edit, fieldText: text, isComposing: composing)
        case .rangesEditProposed(let ranges, let replacement, let text, let composing):
            if ranges.count == 1 {
                return respond(to: .editProposed(TextEdit(range: ranges[0], replacement: replacement), fieldText: text, isComposing: composing))
            }
            // Return over a selection of several ranges (iOS 26) submits too.
            if let submitted = submitIfReturn(replacement, fieldText: text, isComposing: composing) { return submitted }
            return proposed(ranges, replacement: replacement, fieldText: text, isComposing: composing)
        case .writingToolsBegan:
            return writingToolsBegan()
        case .writingToolsEnded(let text, let selection):
            return writingToolsEnded(with: text, selection: selection)
        case .writingToolsActivityObserved:
            // No session runs (one running is handled in `duringWritingTools`).
            return []
        case .textChanged(let text, let selection, let composing):
            self.selection = selection
            defer { markedReportedEarly = nil; noteCaretInMarkedText() }
            return fieldChanged(to: text, isComposing: composing)
        case .selectionChanged(let selection, let marked):
            self.selection = selection
            learnMarkedRange(marked)
            noteCaretInMarkedText()
            return []
        case .selectionBindingChanged(let value):
            return selectionBindingChanged(to: value)
        case .contentStateBindingChanged(let value):
            return contentStateBindingChanged(to: value)
        case .hardwareReturnKeyDown(let modifiers):
            hardwareReturnInsertsNewline = modifiers.makesReturnANewline
            return []
        case .hardwareReturnKeyUp:
            hardwareReturnInsertsNewline = false
            return []
        case .clearRequested:
            // Marked text ends before the field is emptied (see `modelChanged(to:)`).
            let unmark: [Effect] = composition != nil ? [.endComposition] : []
            composition = nil
            dictation = nil
            let wasEmpty = field.utf16Count == 0
            return unmark + settle(FieldText(""), isShown: wasEmpty, selection: NSRange(location: 0, length: 0))
        case .beganEditing:
            isEditing = true
            hardwareReturnInsertsNewline = false
            secureFieldClearsOnNextEdit = isSecure && field.utf16Count > 0
            secureFieldClearsUnpredictably = false
            return notify([.editingChanged(true)])
        case .returnPressed(let text, let selection, let marked):
            // Autocorrect can replace the last word as return is tapped;
            // `onCommit` sees the text the field ends with, less a suggestion.
            // The resign waits with the commit when the commit must wait: a submit
            // handler may move focus, and the keyboard should stay up for it.
            if let selection { self.selection = selection }
            return finishComposition(text, marked: marked, dropsSuggestion: showsInlinePredictions)
                + notify([.commit, .resignFirstResponder])
        case .compositionFinishRequested(let text, let selection, let marked):
            guard isComposing || marked != nil || dictation != nil else { return [] }
            if let selection { self.selection = selection }
            return finishComposition(text, marked: marked, dropsSuggestion: showsInlinePredictions)
        case .keyboardSettingsChanged:
            guard isEditing else { return [] }
            // An inline prediction is not held like a composition: it goes.
            guard !isComposing || isShowingSuggestion, dictation == nil else {
                isKeyboardReloadPending = true
                return []
            }
            return droppingSuggestion() + later([.reloadKeyboard])
        case .endedEditing(let text):
            // The final sync: autocorrect and text replacements can change the
            // text as editing ends, without a keystroke.
            isEditing = false
            isKeyboardReloadPending = false
            secureFieldClearsOnNextEdit = false
            hardwareReturnInsertsNewline = false
            selection = nil
            return fieldEnded(with: text) + notify([.editingChanged(false)])
        case .viewRemoved(let text):
            return viewRemoved(showing: text)
        case .deferredWorkDue:
            // A scheduler that runs at once, inside an update, gets asked again;
            // a removed view hears of no update's end, and its work runs.
            guard !isInViewUpdate || isRemoved else {
                return deferred.isEmpty && !contentBinding.isDue && selectionBinding.dueText == nil ? [] : [.scheduleDeferredWork]
            }
            let due = deferred
            deferred = []
            modelBeforeQueuedWrite = nil
            selectionBinding.beforeQueuedWrite = nil
            return due + dueAppSelection() + dueContentState()
        }
    }

    /// Return in a multi-line view that submits: no newline, and the view
    /// stays first responder. An inline prediction is dropped, as a field's
    /// Return drops it; an input method's composition is the input method's
    /// to confirm. `nil` when `replacement` is not such a Return.
    private mutating func submitIfReturn(_ replacement: String, fieldText text: String, isComposing composing: Bool) -> [Effect]? {
        guard returnKeySubmits, replacement == "\n", !hardwareReturnInsertsNewline, !composing || isShowingSuggestion else { return nil }
        return finishComposition(text, marked: composing ? composition?.marked : nil, dropsSuggestion: true) + notify([.commit])
    }

    // MARK: Model → field

    private mutating func modelChanged(to text: String) -> [Effect] {
        if let stale = modelBeforeQueuedWrite {
            // The update still shows the value from before a binding write that
            // waits for the scheduler; that write is newer.
            if text.hasSameUnits(as: stale) { return [] }
            // The app changed the model meanwhile: its value wins.
            deferred.removeAll { if case .setBinding = $0 { true } else { false } }
            modelBeforeQueuedWrite = nil
        }
        if dictation != nil {
            // Recognised words replace the placeholder later: the app's value
            // waits for them, and they land in it (see `dictationEnded`).
            guard modelText.map({ !text.hasSameUnits(as: $0) }) ?? true else { return [] }
            modelText = text
            dictation?.appWrite = (value: text, fieldShown: field.string)
            return []
        }
        if isComposing {
            // The model never held the marked text, so an update showing the
            // model as it was leaves the composition alone.
            guard modelText.map({ !text.hasSameUnits(as: $0) }) ?? true else { return [] }
            // The app's write wins at once and ends the composition: text the
            // user has not confirmed goes now, rather than the confirmed text
            // vanishing under a write that waited for it.
            // Unmarked first, then written: `text =` under marked text leaves
            // the input system a marked range into the old text (duplicated
            // text, TextKit 2's "backwards NSTextRange": HighlightedTextEditor#75).
            composition = nil
            modelText = text
            return [.endComposition] + showAppWrite(text) + pendingKeyboardReload()
        }
        modelText = text
        return showAppWrite(text)
    }

    /// Writes a model value into the field when it differs, carrying the
    /// selection through the change (see `NSRange.carried(through:of:)`).
    mutating func show(_ text: String) -> [Effect] {
        guard !text.hasSameUnits(as: field.string) else { return [] }
        let old = field
        field = FieldText(text)
        isFormatted = text.isEmpty
        approved = nil
        if let current = selection {
            let change = TextEdit.difference(from: old.string, to: text)
            selection = current.carried(through: change, of: old).clamped(to: field)
            textChangedUnderSelection(at: change.range.location)
        }
        return [.setFieldText(text, selection: selection)]
    }

    // MARK: Field and binding agree

    /// Makes the field and the binding agree on `text` after a user change. The
    /// field shows it already when `isShown`; a whole-text transform runs here.
    /// A caret that moved while the text stayed is set without rewriting the text.
    mutating func settle(_ text: FieldText, isShown: Bool, selection: NSRange?) -> [Effect] {
        var text = text, isShown = isShown, selection = selection
        if let transform = wholeTextTransform {
            let formatted = transform(text.string)
            if !formatted.hasSameUnits(as: text.string) {
                selection = selection.map { $0.carried(from: text.string, to: formatted, by: transform) }
                textChangedUnderSelection(at: 0)
                text = FieldText(formatted)
                isShown = false
            }
            isFormatted = true
        } else if rules.transform == nil {
            // User text typed without a transform: one added later formats it all.
            isFormatted = false
        }
        if !isEditing { selection = nil }
        var effects: [Effect] = []
        if !isShown, !text.string.hasSameUnits(as: field.string) {
            effects.append(.setFieldText(text.string, selection: selection))
            textChangedUnderSelection(at: 0)
        } else if let selection, selection != self.selection {
            effects.append(.setSelection(selection))
        }
        field = text
        self.selection = selection
        effects += settleBinding(text.string)
        return effects
    }

    /// The transform ``settle(_:isShown:selection:)`` runs on the whole text: any
    /// transform until the field is formatted, then only a whole-text one (a
    /// per-character one then runs on what is typed).
    var wholeTextTransform: TextTransform? {
        guard let transform = rules.transform, !(transform.isPerCharacter && isFormatted) else { return nil }
        return transform
    }

    /// Whether the marked text looks like an inline prediction: the keyboard
    /// may show them and the caret has been at its start since it appeared
    /// (`TextFieldSession+Predictions`).
    var isShowingSuggestion: Bool {
        guard showsInlinePredictions, let composition, !composition.isInputMethods, composition.marked.length > 0 else { return false }
        return selection == NSRange(location: composition.marked.location, length: 0)
    }

    /// The keyboard reload that waited for provisional text to end, if any.
    mutating func pendingKeyboardReload() -> [Effect] {
        guard isKeyboardReloadPending, isEditing, !isComposing, dictation == nil else { return [] }
        isKeyboardReloadPending = false
        // Not inside UIKit's report of the commit: the input method is still
        // finishing it.
        return later([.reloadKeyboard])
    }

    /// Writes the binding when it does not hold `text` yet.
    mutating func settleBinding(_ text: String) -> [Effect] {
        if let modelText, modelText.hasSameUnits(as: text) { return [] }
        if isQueueing, modelBeforeQueuedWrite == nil { modelBeforeQueuedWrite = modelText }
        modelText = text
        return notify([.setBinding(text)])
    }

    // MARK: Deferral

    /// Whether effects that run app code or write SwiftUI state must wait:
    /// while a view update runs, and behind anything already waiting, so order holds.
    var isQueueing: Bool { isInViewUpdate || !deferred.isEmpty }

    /// Effects that always wait for the scheduler, even outside a view update.
    mutating func later(_ effects: [Effect]) -> [Effect] {
        guard !effects.isEmpty else { return [] }
        let wasIdle = deferred.isEmpty
        deferred += effects
        return wasIdle ? [.scheduleDeferredWork] : []
    }

    mutating func notify(_ effects: [Effect]) -> [Effect] {
        guard isQueueing else { return effects }
        let wasIdle = deferred.isEmpty
        deferred += effects
        return wasIdle ? [.scheduleDeferredWork] : []
    }
}
