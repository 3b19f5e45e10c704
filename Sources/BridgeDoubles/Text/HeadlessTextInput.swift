import BridgeCore
import Foundation

/// What ``HeadlessTextField`` and ``HeadlessTextView`` share: a headless
/// `UITextInput` (text, selection, marked text, first responder) in a SwiftUI
/// view, with a binding whose writes cause a view update and a main queue for
/// deferred work, all driving one ``TextFieldSession``.
///
/// `Kind` says which UIKit control it plays; the calls UIKit makes differently
/// for each (Return, the clear button, the selection report after a change)
/// live in the kind's extension. Use the two aliases, not this type's name:
///
/// ```swift
/// var field = HeadlessTextField(model: "")
/// var view = HeadlessTextView(model: "")
/// ```
package struct HeadlessTextInput<Kind: HeadlessTextInputKind>: Sendable {
    /// The session making the decisions.
    package internal(set) var session: TextFieldSession
    /// The binding's value (the `@State` of the view around the control).
    package var model: String
    /// What the control shows.
    package internal(set) var text = ""
    /// The selection in UTF-16 units.
    package internal(set) var selection = NSRange(location: 0, length: 0)
    /// The marked (composing) range, while an input method composes.
    package internal(set) var markedRange: NSRange?
    /// Whether the control is first responder.
    package internal(set) var isFirstResponder = false
    /// Whether Writing Tools is changing the text (`UITextView.isWritingToolsActive`),
    /// from `textViewWritingToolsWillBegin(_:)` until `textViewWritingToolsDidEnd(_:)`.
    package internal(set) var isWritingToolsActive = false
    /// What happened, in order: `"isEditing true"`, `"return"` (what
    /// `onEditingChanged` and `onCommit` print), `"binding ← …"`, `"field ← …"`, `"refused: …"`.
    package internal(set) var log: [String] = []
    /// How many times the control's text was written by the session.
    package internal(set) var fieldWrites = 0
    /// How many times the session wrote the text (`text =`) while marked text
    /// showed. UIKit keeps the input system's marked range into the old text
    /// (kyle-n/HighlightedTextEditor#75: duplicated text, then "attempt to create
    /// backwards NSTextRange" under an iOS 17 inline prediction); must stay 0.
    package internal(set) var writesUnderMarkedText = 0
    /// An edit UIKit still holds from the predictive bar: it asks the delegate
    /// about it again from inside the next `text =` of the same turn (openradar
    /// 50206546), and inserts it into the new text if allowed.
    var pendingPredictiveInsertion: TextEdit?
    /// How many times the binding was written.
    package internal(set) var bindingWrites = 0
    /// How many times the keyboard was reloaded (`reloadInputViews()`).
    package internal(set) var keyboardReloads = 0
    /// The undo steps UIKit recorded, oldest first, and the redo steps
    /// (`HeadlessTextInput+Undo`).
    package internal(set) var undoSteps: [UndoStep] = []
    package internal(set) var redoSteps: [UndoStep] = []
    /// How many typed characters a secure field showed for a moment: UIKit
    /// reveals the last character when it applies the keystroke itself, not
    /// after `text =`.
    package internal(set) var revealedCharacters = 0
    /// SwiftUI removed the view (``remove(resignReachesDelegate:textAtRemoval:)``):
    /// no more updates reach it.
    package internal(set) var isRemoved = false
    /// The selection binding's value, when the view has one (`bindsSelection`).
    package var selectionModel: TextFieldSelection?
    /// Every value the session wrote to the selection binding, in order.
    package internal(set) var selectionWrites: [TextFieldSelection?] = []
    /// How the wrapper holds the selection binding, and so what an update
    /// reads: the shell stores it as a plain `Binding` (`TextFieldWrapper.selectionBinding`),
    /// refreshed before the wrapper's body (`HeadlessTextInput+AppBody`).
    package var selectionHolding = BindingHolding.refreshedBeforeBody
    /// The selection binding's value when the app's body last made it.
    var selectionWhenMade: TextFieldSelection?

    /// The content-state binding's value, when the view has one (`bindsContentState`).
    package var contentStateModel = TextFieldContentState()
    /// Every value the session wrote to the content-state binding, in order.
    package internal(set) var contentStateWrites: [TextFieldContentState] = []
    /// A lossy content-state binding: its getter cannot hold `isComposing`
    /// (an app's `Binding(get:set:)` over a plain `Bool`), so a written
    /// composition reads back as not composing on the next update.
    package var contentStateBindingDropsComposing = false
    /// Whether the last run of the main queue was still busy after
    /// ``runLoopTurnLimit`` turns: a write and an update answering each other.
    package internal(set) var runLoopNeverSettled = false

    /// When UIKit reports the selection of a change it applied (a text view's
    /// `textViewDidChangeSelection(_:)`); a text field's double reports none.
    let selectionReport: SelectionReport
    private var needsUpdate = false
    private var workScheduled = false
    var isUpdating = false
    /// UIKit replaces a secure field's whole text with the first keystroke
    /// after it becomes first responder (or after `isSecureTextEntry` turns on
    /// while it shows text: openradar 25690848), when the delegate lets it apply it.
    var clearsOnNextEdit = false
    /// Whether UIKit's mark to clear on the next keystroke survives a
    /// keystroke the delegate refused and applied with `text =`. Not
    /// documented either way: tests play both.
    package var secureClearOutlivesTextWrites = false
    /// Whether UIKit is replaying an undo or redo step (`UndoManager.isUndoing`,
    /// `isRedoing`): removing every action now raises (openradar 46395110).
    var isUndoing = false
    /// How many times the history was emptied while UIKit replayed a step:
    /// on a device, `NSInternalInconsistencyException`. Must stay 0.
    package internal(set) var undoClearsDuringUndo = 0
    /// A clear that waits for the replay to finish.
    var isUndoClearPending = false
    /// How many binding writes ran inside a SwiftUI view update (undefined
    /// behaviour: "Modifying state during view update"). Must stay 0.
    package internal(set) var bindingWritesDuringUpdate = 0

    /// Where UIKit's selection report falls around its report of a change.
    enum SelectionReport: Sendable { case none, beforeText, afterText }

    /// A control showing `model` after SwiftUI's first update.
    init(session: TextFieldSession, model: String, selectionReport: SelectionReport) {
        self.session = session
        self.model = model
        self.selectionReport = selectionReport
        appBodyMadeBindings()
        update()
        // The main queue runs what the first update scheduled (the content
        // state of a draft the app restored).
        runLoop()
    }

    // MARK: SwiftUI

    /// The input rules, as the wrapper's modifiers would set them on the next update.
    package var rules: TextInputRules {
        get { session.rules }
        set { session.rules = newValue }
    }

    /// SwiftUI runs `updateUIView` with the current model.
    package mutating func update() {
        update { _ in }
    }

    /// One `updateUIView`: the model, then `settings`, which may make UIKit call back.
    mutating func update(applyingSettings settings: (inout Self) -> Void) {
        needsUpdate = false
        isUpdating = true
        perform(session.handle(.viewUpdateBegan))
        // The shell ends a session UIKit says is over before it reads the app's values.
        endMissedWritingTools()
        if session.tracksContentState { perform(session.handle(.contentStateBindingChanged(contentStateModel))) }
        perform(session.handle(.modelChanged(model)))
        if session.tracksSelection { perform(session.handle(.selectionBindingChanged(selectionReadByUpdate))) }
        settings(&self)
        perform(session.handle(.viewUpdateEnded))
        isUpdating = false
    }

    /// The app sets the model (a "Random Name" button); SwiftUI updates.
    package mutating func setModel(_ value: String) {
        model = value
        update()
        runLoop()
    }

    /// The app writes the content-state binding (which is the view's to
    /// write); SwiftUI updates.
    package mutating func setContentStateModel(_ value: TextFieldContentState) {
        contentStateModel = value
        update()
        runLoop()
    }

    /// The app sets the selection binding, and the text first when `text` is
    /// given (both in one action); its body runs (it reads them) and SwiftUI updates.
    package mutating func setSelectionModel(_ value: TextFieldSelection?, text: String? = nil) {
        if let text { model = text }
        selectionModel = value
        appBodyMadeBindings()
        update()
        runLoop()
    }

    /// An update writes a setting the keyboard reads (`.submitLabel(isLast ?
    /// .done : .next)`): UIKit reads it only when the control becomes first responder.
    package mutating func changeKeyboardSettings() {
        update { input in input.perform(input.session.handle(.keyboardSettingsChanged)) }
        runLoop()
    }

    /// The view is disabled while editing: UIKit resigns first responder inside
    /// the view update.
    package mutating func disableWhileUpdating() {
        update { input in input.resign() }
        runLoop()
    }

    /// Empties ``log``.
    package mutating func clearLog() {
        log.removeAll()
    }

    // MARK: UIKit's part

    /// UIKit asks the delegate about `edit` and applies it when allowed,
    /// marking the replacement when `marking`, with the caret at the marked
    /// text's start when `caretAtMarkedStart` (`setMarkedText(_:selectedRange:)`
    /// sets the marked text and the selection in it in one call, before UIKit
    /// reports the change).
    mutating func propose(_ edit: TextEdit, marking: Bool, caretAtMarkedStart: Bool = false) {
        endMissedWritingTools()
        let effects = session.handle(.editProposed(edit, fieldText: text, isComposing: markedRange != nil))
        guard effects.contains(.allowEdit) else {
            if !secureClearOutlivesTextWrites { clearsOnNextEdit = false }
            return perform(effects)
        }
        defer { clearsOnNextEdit = false }
        // What UIKit does with an allowed edit.
        // Marked text may join the character after it; UIKit replaces its range as it is.
        let field = FieldText(text)
        guard let bounds = (try? edit.bounds(in: field)) ?? (edit.range == markedRange ? field.scalarBounds(edit.range) : nil)
        else { return }
        if session.isSecure { revealedCharacters += 1 }
        if clearsOnNextEdit {
            record(UndoStep(range: NSRange(location: 0, length: edit.replacement.utf16.count), replacement: text))
            text = edit.replacement
            selection = NSRange(location: text.utf16.count, length: 0)
            return reportChange(isComposing: false)
        }
        // Marked text is no step; its commit is one, back to the text before it.
        let replacesMarked = markedRange != nil && edit.range == markedRange
        if !marking {
            record(UndoStep(range: NSRange(location: edit.range.location, length: edit.replacement.utf16.count), replacement: replacesMarked ? "" : String(text[bounds])))
        }
        text.replaceSubrange(bounds, with: edit.replacement)
        // Like UIKit, the caret sits between characters: typing "😀" before a
        // combining mark makes one character of both.
        let end = text.characterBoundaryOffset(atOrBefore: edit.range.location + edit.replacement.utf16.count)
        markedRange = marking ? NSRange(location: edit.range.location, length: edit.replacement.utf16.count) : nil
        selection = NSRange(location: marking && caretAtMarkedStart ? edit.range.location : end, length: 0)
        reportChange(isComposing: markedRange != nil)
    }

    /// UIKit reports a change it made to ``text`` (a text field's
    /// `.editingChanged`; a text view's `textViewDidChange(_:)` with
    /// `textViewDidChangeSelection(_:)` around it).
    mutating func reportChange(isComposing: Bool) {
        endMissedWritingTools()
        if selectionReport == .beforeText { perform(session.handle(.selectionChanged(selection))) }
        perform(session.handle(.textChanged(text, selection: selection, isComposing: isComposing)))
        if selectionReport == .afterText { perform(session.handle(.selectionChanged(selection))) }
    }

    mutating func perform(_ effects: [TextFieldSession.Effect]) {
        for effect in effects {
            switch effect {
            case .allowEdit:
                break
            case .editRejected(let error):
                log.append("refused: \(error)")
            case .setFieldText(let value, let newSelection):
                if markedRange != nil { writesUnderMarkedText += 1 }
                text = value
                insertPendingPrediction()
                markedRange = nil
                fieldWrites += 1
                // The shell clears the history UIKit keeps across `text =`.
                clearUndoHistory()
                // Without a selection, UIKit's caret after `text =` goes to the
                // end (assumed alike for UITextField and UITextView).
                selection = newSelection ?? NSRange(location: value.utf16.count, length: 0)
                log.append("field ← \(value)")
            case .reloadKeyboard:
                keyboardReloads += 1
                log.append("keyboard reloaded")
            case .endComposition:
                // `unmarkText()`: what is marked stays, as typed text.
                markedRange = nil
            case .setSelection(let newSelection):
                selection = newSelection
            case .clearUndoHistory:
                clearUndoHistory()
            case .replaceFieldText(let range, let replacement, let newSelection):
                // UIKit edits its text without asking the delegate, then the
                // shell reports the change; the shell records no undo step.
                guard let bounds = FieldText(text).scalarBounds(range) else { continue }
                text.replaceSubrange(bounds, with: replacement)
                fieldWrites += 1
                selection = newSelection
                log.append("field ← \(text)")
                perform(session.handle(.textChanged(text, selection: selection, isComposing: false)))
            case .setContentState(let value):
                contentStateModel = contentStateBindingDropsComposing ? TextFieldContentState(hasContent: value.hasContent) : value
                contentStateWrites.append(value)
                needsUpdate = true
            case .setSelectionBinding(let value):
                selectionModel = value
                selectionWrites.append(value)
                // SwiftUI updates a view for a binding it refreshes, not for one it keeps.
                if selectionHolding == .refreshedBeforeBody { needsUpdate = true }
            case .setBinding(let value):
                model = value
                bindingWrites += 1
                if isUpdating { bindingWritesDuringUpdate += 1 }
                needsUpdate = true
                log.append("binding ← \(value)")
            case .editingChanged(let isEditing):
                log.append("isEditing \(isEditing)")
            case .commit:
                log.append("return")
            case .resignFirstResponder:
                resign()
            case .scheduleDeferredWork:
                workScheduled = true
            }
        }
    }

    /// The main queue after the event: deferred work first, then the view
    /// update that binding writes cause, until nothing is left.
    mutating func runLoop() {
        // The main queue waits for the view update to return.
        guard !isUpdating else { return }
        var turns = 0
        while workScheduled || needsUpdate {
            turns += 1
            guard turns <= Self.runLoopTurnLimit else {
                runLoopNeverSettled = true
                return
            }
            if workScheduled {
                workScheduled = false
                perform(session.handle(.deferredWorkDue))
            } else {
                needsUpdate = false
                // A removed view gets no more updates.
                if !isRemoved { update() }
            }
        }
    }
}

/// Which UIKit control a ``HeadlessTextInput`` plays: ``SingleLineTextInput``
/// (`UITextField`) or ``MultiLineTextInput`` (`UITextView`).
package protocol HeadlessTextInputKind: Sendable {}
