import Foundation

/// Everything a wrapped `UITextField` decides, as a value: UIKit callbacks in,
/// the writes and calls the shell must make out.
///
/// Seed 000's coordinator writes the binding from
/// `textField(_:shouldChangeCharactersIn:replacementString:)` through `NSString`
/// and writes the field from `updateUIView` on every update, inside
/// `DispatchQueue.main.async`. That loses in several ways this type fixes, each
/// with a test:
///
/// - **IME composition.** While an input method shows marked text ("ni" on the
///   way to "你"), nothing reaches the binding and nothing is written into the
///   field; when composition ends, binding and field agree.
/// - **The caret.** The model is written into the field only when it differs,
///   and the selection is kept (clamped to the new text, never inside a
///   character), so "Random Name" while editing does not throw the caret to the end.
/// - **Echoes.** One binding write per user change; the update that write causes
///   finds the field already showing the text and writes nothing.
/// - **Updates.** A binding write or a callback that UIKit triggers while SwiftUI
///   is updating the view (resigning first responder when `.disabled` flips does)
///   is queued and handed to the shell's scheduler, not run inside the update.
/// - **Bad ranges.** An edit whose `NSRange` is out of bounds or splits a
///   character is refused with a ``TextEditError``; the text stays as it was.
/// - **Input rules.** ``TextInputRules`` applied to each edit, to IME commits and
///   to changes autocorrect makes as editing ends.
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
    public var rules: TextInputRules
    /// Whether the field hides its text. UIKit clears a secure field when the
    /// user types after it regains focus, so the session applies every edit to a
    /// secure field itself and the text survives.
    public var isSecure = false

    /// What the field shows, as far as the session knows.
    public private(set) var fieldText = ""
    /// The field's selection in UTF-16 units while editing; `nil` otherwise.
    public private(set) var selection: NSRange?
    /// Whether the field has marked text (an input method is composing).
    public private(set) var isComposing = false
    /// Whether the field is first responder.
    public private(set) var isEditing = false

    private var modelText: String?
    /// The text before the current composition began: what rules compare a
    /// change against when UIKit did not propose it as an edit.
    private var committedText = ""
    private var isInViewUpdate = false
    private var deferred: [Effect] = []
    /// The binding's value before a write that waits for the scheduler: an
    /// update still showing it is stale, any other value is the app's.
    private var modelBeforeQueuedWrite: String?
    /// A value the app wrote while an input method composed, shown when it ends.
    private var pendingModel: String?

    /// A session for an empty field that has not seen the model yet.
    public init(rules: TextInputRules = TextInputRules()) {
        self.rules = rules
    }

    /// Takes one observation and returns what the shell must do, in order.
    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .viewUpdateBegan:
            isInViewUpdate = true
            return []
        case .viewUpdateEnded:
            isInViewUpdate = false
            return []
        case .modelChanged(let text):
            return modelChanged(to: text)
        case .editProposed(let edit, let text, let composing):
            return proposed(edit, fieldText: text, isComposing: composing)
        case .textChanged(let text, let selection, let composing):
            self.selection = selection
            return fieldChanged(to: text, isComposing: composing, reportedAsChanged: true)
        case .selectionChanged(let selection):
            self.selection = selection
            return []
        case .clearRequested:
            isComposing = false
            pendingModel = nil
            return settle("", selection: NSRange(location: 0, length: 0))
        case .beganEditing:
            isEditing = true
            return notify([.editingChanged(true)])
        case .returnPressed(let text):
            // Autocorrect can replace the last word as return is tapped;
            // `onCommit` sees the text the field ends with.
            // The resign waits with the commit when the commit must wait: a submit
            // handler may move focus, and the keyboard should stay up for it.
            return fieldChanged(to: text, isComposing: false, reportedAsChanged: false) + notify([.commit, .resignFirstResponder])
        case .endedEditing(let text):
            // The final sync: autocorrect and text replacements can change the
            // text as editing ends, without a keystroke.
            isEditing = false
            selection = nil
            return fieldChanged(to: text, isComposing: false, reportedAsChanged: false) + notify([.editingChanged(false)])
        case .deferredWorkDue:
            // A scheduler that runs at once, inside an update, gets asked again.
            guard !isInViewUpdate else { return deferred.isEmpty ? [] : [.scheduleDeferredWork] }
            defer { deferred = []; modelBeforeQueuedWrite = nil }
            return deferred
        }
    }

    // MARK: Model → field

    private mutating func modelChanged(to text: String) -> [Effect] {
        if let stale = modelBeforeQueuedWrite {
            // The update still shows the value from before a binding write that
            // waits for the scheduler; that write is newer.
            if text == stale { return [] }
            // The app changed the model meanwhile: its value wins.
            deferred.removeAll { if case .setBinding = $0 { true } else { false } }
            modelBeforeQueuedWrite = nil
        }
        if isComposing {
            // Never write over marked text: the input method owns it. An app
            // write waits for the composition to end, then wins.
            if text != modelText { pendingModel = text }
            modelText = text
            return []
        }
        modelText = text
        return show(text)
    }

    /// Writes a model value into the field when it differs, keeping the selection.
    private mutating func show(_ text: String) -> [Effect] {
        guard text != fieldText else { return [] }
        fieldText = text
        committedText = text
        selection = selection.map { $0.clamped(to: text) }
        return [.setFieldText(text, selection: selection)]
    }

    // MARK: Field → model

    private mutating func proposed(_ edit: TextEdit, fieldText text: String, isComposing composing: Bool) -> [Effect] {
        let bounds: Range<String.Index>
        do {
            bounds = try edit.bounds(in: text)
        } catch {
            return [.editRejected(error)]
        }
        // Marked text changes as the user composes; refusing one breaks the
        // input method. Rules apply to what it commits.
        if composing { return [.allowEdit] }
        fieldText = text
        committedText = text
        let admitted = rules.admitted(edit.replacement, replacing: bounds, in: text)
        if !isSecure {
            // UIKit applies it (keeping undo and its own caret); the change
            // comes back as `textChanged`.
            if admitted == edit.replacement { return [.allowEdit] }
            // Characters the filter drops may be an input method's first
            // keystroke (pinyin's "n"), which UIKit reports as marked only once
            // it applied it. Let it; the rules apply when the change comes back.
            if rules.dropsCharacters(of: edit.replacement) { return [.allowEdit] }
        }
        if admitted.isEmpty, bounds.isEmpty { return [] }
        var edited = text
        edited.replaceSubrange(bounds, with: admitted)
        return settle(edited, selection: caret(at: edit.range.location + admitted.utf16.count, in: edited))
    }

    /// `reportedAsChanged`: UIKit sent `.editingChanged`, so the text differs
    /// from before and comparing the two (long) texts can be skipped.
    private mutating func fieldChanged(to text: String, isComposing composing: Bool, reportedAsChanged: Bool) -> [Effect] {
        let wasComposing = isComposing
        let known = fieldText
        isComposing = composing
        fieldText = text
        if composing { return [] }
        if wasComposing, let pending = pendingModel {
            pendingModel = nil
            return show(pending)
        }
        // Nothing changed in the field: only make sure the binding has its text.
        guard reportedAsChanged || wasComposing || text != known else { return settleBinding(text) }
        var settled = text
        var selection = self.selection
        // Check the change against the rules as one edit: it may not have been
        // proposed (an IME commit, autocorrect on end) or proposed with
        // characters the filter drops.
        if rules.limitsInput {
            let edit = TextEdit.difference(from: committedText, to: text)
            if let bounds = try? edit.bounds(in: committedText) {
                let admitted = rules.admitted(edit.replacement, replacing: bounds, in: committedText)
                if admitted != edit.replacement {
                    settled = committedText
                    settled.replaceSubrange(bounds, with: admitted)
                    selection = caret(at: edit.range.location + admitted.utf16.count, in: settled)
                }
            }
        }
        return settle(settled, selection: selection)
    }

    /// Makes the field and the binding agree on `text` after a user change,
    /// with the transform applied and the selection carried through it.
    private mutating func settle(_ text: String, selection: NSRange?) -> [Effect] {
        var shown = text
        var selection = selection
        if let transform = rules.transform {
            shown = transform(text)
            selection = selection.map { $0.carried(from: text, to: shown, by: transform) }
        }
        if !isEditing { selection = nil }
        var effects: [Effect] = []
        if shown != fieldText {
            effects.append(.setFieldText(shown, selection: selection))
            fieldText = shown
        }
        self.selection = selection
        effects += settleBinding(shown)
        return effects
    }

    /// Writes the binding when it does not hold `text` yet.
    private mutating func settleBinding(_ text: String) -> [Effect] {
        committedText = text
        guard modelText != text else { return [] }
        if isQueueing, modelBeforeQueuedWrite == nil { modelBeforeQueuedWrite = modelText }
        modelText = text
        return notify([.setBinding(text)])
    }

    /// A caret at `offset`, moved back to a character boundary of `text`: the
    /// joins of an edit can merge characters (a mark after a letter, two
    /// regional indicators).
    private func caret(at offset: Int, in text: String) -> NSRange {
        NSRange(location: text.characterBoundaryOffset(atOrBefore: offset), length: 0)
    }

    // MARK: Deferral

    /// Whether effects that run app code or write SwiftUI state must wait:
    /// while a view update runs, and behind anything already waiting, so order holds.
    private var isQueueing: Bool { isInViewUpdate || !deferred.isEmpty }

    private mutating func notify(_ effects: [Effect]) -> [Effect] {
        guard isQueueing else { return effects }
        let wasIdle = deferred.isEmpty
        deferred += effects
        return wasIdle ? [.scheduleDeferredWork] : []
    }
}
