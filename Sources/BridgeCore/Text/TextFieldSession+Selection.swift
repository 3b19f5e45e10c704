import Foundation

// The selection binding (`TextFieldWrapper(_:text:selection:)`): the field's
// selection as `TextFieldSelection`, written when it really changes and set
// by the app.
extension TextFieldSession {

    /// What the session knows of the selection binding.
    struct SelectionBinding: Sendable {
        /// Whether the wrapper has one; without it nothing here runs.
        var isBound = false
        /// The value the binding holds, as far as the session knows.
        var value: TextFieldSelection?
        /// The UTF-16 range `value` was written for.
        var range: NSRange?
        /// The text before the selection changed without the range changing
        /// (an app write, a rule's rewrite): the indices must be written again.
        var isStale = false
        /// The value before a write that waits for the scheduler: an update
        /// still showing it is stale, any other value is the app's.
        var beforeQueuedWrite: TextFieldSelection??
        /// The text a value the app set while the field was not editing was
        /// set against; if the text changed before editing began, the value's
        /// indices belong to other text and it does not apply.
        var pendingText: String?
        /// That value applies on the scheduler's next turn, after UIKit placed
        /// the tap's caret: the text it applies to.
        var dueText: String?
    }

    /// Whether the wrapper has a selection binding; the shell sets it on every update.
    package var tracksSelection: Bool {
        get { selectionBinding.isBound }
        set { selectionBinding.isBound = newValue }
    }

    /// After `event`: writes the binding when the selection changed. Never for
    /// marked text or while dictation runs (the caret sits in provisional text;
    /// the write comes when it ends), nor while the field is not editing, except
    /// `nil` as editing ends.
    mutating func syncSelectionBinding(after event: Event) -> [Effect] {
        // Writing Tools moves the selection with its interim texts: the binding
        // hears the selection the session ends with.
        guard selectionBinding.isBound, writingTools == nil else { return [] }
        // The tap's caret, reported before the app's value applies, is not written.
        if selectionBinding.dueText != nil, case .selectionChanged = event { return [] }
        switch event {
        case .viewUpdateBegan, .viewUpdateEnded, .deferredWorkDue, .selectionBindingChanged, .viewRemoved:
            return []
        case .selectionChanged(_, marked: .some):
            // The caret of marked text UIKit has not reported yet (a composition
            // started mid-text without a proposal): never written for marked text.
            return []
        case .selectionChanged where approved != nil:
            // UIKit moves the caret before it reports the text of an allowed
            // edit; the text's report writes the binding once.
            return []
        case .selectionChanged(let range?, _) where NSMaxRange(range) > field.utf16Count:
            // A caret past the end belongs to text UIKit has not reported yet
            // (a text view reports the caret of autocorrect's change first).
            return []
        case .beganEditing where selectionBinding.value != nil:
            // A value the app set while the field was not editing applies on the
            // next turn (UIKit places the caret for the tap after it began, and
            // reports it meanwhile), unless the text changed since: its indices
            // would read other text.
            let pendingText = selectionBinding.pendingText
            selectionBinding.pendingText = nil
            guard let pendingText, pendingText.hasSameUnits(as: field.string) else { return writeSelectionBinding(for: selection) }
            selectionBinding.dueText = pendingText
            return [.scheduleDeferredWork]
        case .endedEditing:
            break
        default:
            guard isEditing else { return [] }
        }
        guard !isComposing, dictation == nil else { return [] }
        return writeSelectionBinding(for: selection)
    }

    /// The scheduler's turn after editing began: the app's value set before
    /// it applies, computed now, so the tap's caret reported meanwhile is
    /// neither written after it nor left in the binding. A keystroke since
    /// (the text changed) leaves the field's own selection.
    mutating func dueAppSelection() -> [Effect] {
        guard let dueText = selectionBinding.dueText else { return [] }
        selectionBinding.dueText = nil
        guard isEditing, dueText.hasSameUnits(as: field.string) else { return isEditing ? writeSelectionBinding(for: selection) : [] }
        return selectionBindingChanged(to: selectionBinding.value, force: true)
    }

    /// Writes `range` to the binding as indices, unless it holds them already.
    mutating func writeSelectionBinding(for range: NSRange?) -> [Effect] {
        guard selectionBinding.isBound else { return [] }
        // The same range over the same text is the same value: no conversion,
        // so an unchanged update costs nothing at any length of text.
        if range == selectionBinding.range, !selectionBinding.isStale, range != nil || selectionBinding.value == nil { return [] }
        let value = range.map { TextFieldSelection(utf16: $0, in: field) }
        guard value != selectionBinding.value || range != selectionBinding.range || selectionBinding.isStale else { return [] }
        if isQueueing, selectionBinding.beforeQueuedWrite == nil { selectionBinding.beforeQueuedWrite = .some(selectionBinding.value) }
        selectionBinding.value = value
        selectionBinding.range = range
        selectionBinding.isStale = false
        return notify([.setSelectionBinding(value)])
    }

    /// The text changed at or before the selection's end without the session
    /// choosing the selection anew: the binding's indices are rewritten.
    mutating func textChangedUnderSelection(at location: Int) {
        guard selectionBinding.isBound, let range = selectionBinding.range, location < NSMaxRange(range) else { return }
        selectionBinding.isStale = true
    }

    /// UIKit changed the text without a proposed edit (autocorrect, dictation,
    /// an input method's commit). Its report of the new caret may come first,
    /// converted against the old text; the binding's indices are rewritten
    /// when the change lies before the selection's end.
    mutating func textChangedUnderSelection(from old: String, to new: String) {
        guard selectionBinding.isBound, let range = selectionBinding.range, NSMaxRange(range) > 0,
              !new.hasSameUnits(as: old) else { return }
        textChangedUnderSelection(at: TextEdit.difference(from: old, to: new).range.location)
    }

    /// The app set the binding (or, with `force`, a value it set while the
    /// field was not editing applies as editing begins): the field selects it,
    /// on character boundaries and clamped to the text; the binding is written
    /// back when that moved it. Ignored while marked text or dictation shows:
    /// the field's own selection is written when they end.
    mutating func selectionBindingChanged(to value: TextFieldSelection?, force: Bool = false) -> [Effect] {
        guard selectionBinding.isBound, force || value != selectionBinding.value else { return [] }
        if let stale = selectionBinding.beforeQueuedWrite, !force {
            // The update still shows the value from before a write that waits.
            if value == stale { return [] }
            // The app changed it meanwhile: its value wins.
            deferred.removeAll { if case .setSelectionBinding = $0 { true } else { false } }
            selectionBinding.beforeQueuedWrite = nil
        }
        selectionBinding.value = value
        selectionBinding.range = nil
        if !isEditing { selectionBinding.pendingText = value == nil ? nil : field.string }
        // An inline prediction is not held like a composition: it goes, and
        // the app's selection applies.
        guard isEditing, !isComposing || isShowingSuggestion, dictation == nil else { return [] }
        var effects = droppingSuggestion()
        // While editing the field always has a selection: `nil` is answered with it.
        guard let value else { return effects + writeSelectionBinding(for: selection) }
        let range = value.utf16Range(in: field)
        if range != selection {
            selection = range
            effects.append(.setSelection(range))
        }
        selectionBinding.range = range
        if TextFieldSelection(utf16: range, in: field) != value {
            selectionBinding.range = nil
            effects += writeSelectionBinding(for: range)
        }
        return effects
    }
}
