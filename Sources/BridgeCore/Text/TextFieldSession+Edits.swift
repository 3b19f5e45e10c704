import Foundation

// Field → model: what the user changed, learned from what UIKit reported (the
// edit it proposed and was allowed, the marked text it composed) rather than
// found again by comparing the old and the new text.
extension TextFieldSession {

    /// An edit UIKit was allowed to apply, kept until it reports the result.
    struct ApprovedEdit: Sendable {
        /// The text the edit applies to.
        var base: FieldText
        var bounds: Range<String.Index>
        var edit: TextEdit
        /// What the rules make of the replacement; `nil` for marked text, which
        /// the rules judge when it is committed.
        var shown: String?
        /// Whether the session asked for it (``Effect/replaceFieldText(_:with:selection:)``).
        var isOwnReplacement = false
    }

    /// An input method's composition: the range of the text before it began that
    /// it replaces, and where its marked text is now.
    struct Composition: Sendable {
        var base: FieldText
        /// `nil` when the composition began without an edit UIKit proposed: the
        /// commit is then found by comparing texts.
        var replaced: NSRange?
        var marked: NSRange
        /// Whether every change since it began was an approved edit; if not, the
        /// text around the marked text is checked to be as it was.
        var isFollowed: Bool
        /// Whether the caret was seen anywhere but at the marked text's start:
        /// then it is an input method's, never an inline prediction
        /// (`TextFieldSession+Predictions`).
        var isInputMethods = false
    }

    mutating func proposed(_ edit: TextEdit, fieldText text: String, isComposing composing: Bool) -> [Effect] {
        approved = nil
        let secureFieldClears = secureFieldMayClear()
        // Typing while dictation recognises: the rules judge it all when the
        // recognised words are in (`dictationEnded`).
        if dictation != nil { return [.allowEdit] }
        if !text.hasSameUnits(as: field.string) {
            // The field changed without the session hearing of it.
            field = FieldText(text)
            isFormatted = false
        }
        let bounds: Range<String.Index>
        do {
            bounds = try edit.bounds(in: field)
        } catch .splitsCharacter where composing && edit.range == composition?.marked {
            // Marked text can join the character after it ("n" before an accent):
            // its own range is the input method's to replace.
            guard let scalarBounds = field.scalarBounds(edit.range) else {
                return [.editRejected(.splitsCharacter(utf16Offset: edit.range.location))]
            }
            bounds = scalarBounds
        } catch {
            return [.editRejected(error)]
        }
        // Marked text changes as the user composes; refusing one breaks the
        // input method. Rules apply to what it commits.
        if composing {
            approved = ApprovedEdit(base: field, bounds: bounds, edit: edit, shown: nil)
            return [.allowEdit]
        }
        var base = field
        let admitted = rules.admitted(edit.replacement, replacing: bounds, in: &base)
        field = base  // keeps the character count it may have measured
        let shown = formatted(admitted)
        if !(isSecure && secureFieldClears) {
            // UIKit applies it (keeping undo, its own caret and a secure
            // field's brief reveal of the typed character); the change comes
            // back as `textChanged`. Characters the filter drops may be an input
            // method's first keystroke (pinyin's "n"), which UIKit reports as
            // marked only once it applied it: let it, and judge it when it returns.
            if admitted.hasSameUnits(as: edit.replacement) || rules.dropsCharacters(of: edit.replacement) {
                approved = ApprovedEdit(base: field, bounds: bounds, edit: edit, shown: shown)
                return [.allowEdit]
            }
        }
        // The rules put back what the edit replaced: UIKit leaves the selection
        // where it was when a delegate refuses, and so does the session. That
        // is the edit's range only for a paste over a selection: a Korean
        // syllable rebuilt or a word autocorrected has the caret after it.
        let isRefused = !admitted.hasSameUnits(as: edit.replacement) && field.string[bounds].utf8.elementsEqual(shown.utf8)
        return apply(shown, replacing: bounds, range: edit.range, in: field, fieldShowsBase: true, keepsSelection: isRefused)
    }

    /// `text` through a per-character transform, once the field is formatted;
    /// otherwise `settle` formats the whole text.
    func formatted(_ text: String) -> String {
        guard let transform = rules.transform, wholeTextTransform == nil else { return text }
        return transform(text)
    }

    /// Puts `shown` in place of `bounds` (`range`) of `base` and settles, the caret
    /// after it, or the selection left where it is when `keepsSelection`.
    /// `fieldShowsBase`: the field still shows `base`.
    mutating func apply(_ shown: String, replacing bounds: Range<String.Index>, range: NSRange, in base: FieldText, fieldShowsBase: Bool, keepsSelection: Bool = false) -> [Effect] {
        if fieldShowsBase, shown.isEmpty, bounds.isEmpty { return [] }
        var edited = base
        let isSame = base.string[bounds].utf8.elementsEqual(shown.utf8)
        if !isSame { edited.replace(bounds, range: range, with: shown) }
        let end = isSame ? range.location + range.length : range.location + shown.utf16.count
        let selection = keepsSelection ? self.selection : NSRange(location: edited.characterBoundaryOffset(atOrBefore: end), length: 0)
        return settle(edited, isShown: fieldShowsBase && isSame, selection: selection)
    }

    /// UIKit changed the text (`.editingChanged`).
    mutating func fieldChanged(to text: String, isComposing composing: Bool) -> [Effect] {
        let wasComposing = isComposing
        let before = field
        let approved = self.approved
        self.approved = nil
        if approved == nil { textChangedUnderSelection(from: before.string, to: text) }
        var followed = false
        if dictation != nil { return dictationChanged(to: text) }
        if approved == nil, !composing, !wasComposing, let dictation = Dictation(from: field, to: text) {
            self.dictation = dictation
            field = FieldText(text)
            return []
        }
        if approved == nil, !composing, !wasComposing, text.hasSameUnits(as: field.string) {
            // A second report of a change already settled (UIKit and the shell
            // both report a replacement the session asked for).
            return settleBinding(field.string)
        }
        if let approved, let adopted = approved.base.adopting(text, replacing: approved.bounds, range: approved.edit.range, with: approved.edit.replacement) {
            field = adopted
            followed = true
        } else if let approved, let restored = restoringClearedSecureText(text, after: approved) {
            return restored
        } else if !text.hasSameUnits(as: field.string) {
            field = FieldText(text)
        }
        if composing || wasComposing {
            if followed, let approved { follow(approved) } else { composition?.isFollowed = false }
        }
        if composing {
            if composition == nil { composition = Composition(base: before, replaced: nil, marked: markedReportedEarly ?? NSRange(), isFollowed: false) }
            return []
        }
        if wasComposing {
            let composition = self.composition
            self.composition = nil
            return committed(composition, from: before) + pendingKeyboardReload()
        }
        guard followed, let approved, let shown = approved.shown else { return unfollowed(from: before) }
        if shown.hasSameUnits(as: approved.edit.replacement) {
            var selection = self.selection
            if approved.isOwnReplacement, let caret = selection, caret.length == 0 {
                // What replaced the typed text may join the character after it.
                selection?.location = field.characterBoundaryOffset(atOrBefore: caret.location)
            }
            return settle(field, isShown: true, selection: selection)
        }
        if let replaced = replaceTyped(approved, with: shown) { return replaced }
        return apply(shown, replacing: approved.bounds, range: approved.edit.range, in: approved.base, fieldShowsBase: false)
    }

    /// Asks UIKit to put `shown` in place of the text it just inserted, when that
    /// text lies between characters and no whole-text transform has to run; the
    /// report comes back as an approved edit and writes the binding.
    private mutating func replaceTyped(_ approved: ApprovedEdit, with shown: String) -> [Effect]? {
        guard !isSecure, wholeTextTransform == nil else { return nil }
        let typed = NSRange(location: approved.edit.range.location, length: approved.edit.replacement.utf16.count)
        let edit = TextEdit(range: typed, replacement: shown)
        guard let bounds = try? edit.bounds(in: field), bounds.lowerBound.samePosition(in: field.string) != nil else { return nil }
        self.approved = ApprovedEdit(base: field, bounds: bounds, edit: edit, shown: shown, isOwnReplacement: true)
        return [.replaceFieldText(typed, with: shown, selection: NSRange(location: typed.location + shown.utf16.count, length: 0))]
    }

    /// Moves the marked range over an approved edit of marked text.
    private mutating func follow(_ approved: ApprovedEdit) {
        let edit = approved.edit
        let inserted = NSRange(location: edit.range.location, length: edit.replacement.utf16.count)
        guard var composition else {
            composition = Composition(base: approved.base, replaced: edit.range, marked: inserted, isFollowed: true)
            return
        }
        // An edit inside the marked text (an input method replaces all of it or a part).
        let marked = composition.marked
        if edit.range.location >= marked.location, NSMaxRange(edit.range) <= NSMaxRange(marked) {
            composition.marked.length += edit.replacement.utf16.count - edit.range.length
        } else {
            composition.isFollowed = false
        }
        self.composition = composition
    }

    /// The composition ended: the rules judge what it committed as one edit of
    /// the text before it began, so what does not fit is cut where it was typed.
    ///
    /// The marked text is what lies between the parts of the text before the
    /// composition that it left alone; when a change was not followed, those
    /// parts are checked to be unchanged (an input method that committed without
    /// proposing it).
    private mutating func committed(_ composition: Composition?, from before: FieldText) -> [Effect] {
        guard let composition, let replaced = composition.replaced else { return unfollowed(from: composition?.base ?? before) }
        var base = composition.base
        let after = base.utf16Count - NSMaxRange(replaced)
        let marked = NSRange(location: replaced.location, length: field.utf16Count - replaced.location - after)
        guard marked.length >= 0,
              composition.isFollowed || field.sharesEnds(with: base, prefix: replaced.location, suffix: after),
              let final = field.substring(marked),
              let bounds = try? TextEdit(range: replaced, replacement: final).bounds(in: base)
        else { return unfollowed(from: base) }
        let shown = formatted(rules.admitted(final, replacing: bounds, in: &base))
        if shown.hasSameUnits(as: final) { return settle(field, isShown: true, selection: selection) }
        return apply(shown, replacing: bounds, range: replaced, in: base, fieldShowsBase: false)
    }

    /// A change the session could not follow (autocorrect, dictation, a change
    /// beyond the approved edit): the rules judge the difference from `base`.
    mutating func unfollowed(from base: FieldText) -> [Effect] {
        isFormatted = false
        guard rules.limitsInput else { return settle(field, isShown: true, selection: selection) }
        let edit = TextEdit.difference(from: base.string, to: field.string, onCharacterBoundaries: false)
        var base = base
        guard let bounds = base.scalarBounds(edit.range) else { return settle(field, isShown: true, selection: selection) }
        let admitted = rules.admitted(edit.replacement, replacing: bounds, in: &base)
        if admitted.hasSameUnits(as: edit.replacement) { return settle(field, isShown: true, selection: selection) }
        return apply(admitted, replacing: bounds, range: edit.range, in: base, fieldShowsBase: false)
    }

    /// Return, or the app finishing a composition: marked text is committed as
    /// it shows, as `unmarkText()` does. When the keyboard may show inline
    /// predictions, marked text with the caret at its start (a prediction's
    /// shape, grey text after the caret) is dropped instead: a prediction the
    /// user did not accept is never sent. An input method's composition whose
    /// caret the user moved to its start has the same shape and is dropped too;
    /// it was not confirmed.
    mutating func finishComposition(_ text: String, marked: NSRange?, dropsSuggestion: Bool) -> [Effect] {
        // The marked text ends before the prediction is written away: never
        // `text =` under marked text (see `modelChanged(to:)`).
        var effects: [Effect] = marked != nil ? [.endComposition] : []
        var confirmed = text
        if dropsSuggestion, let marked, marked.length > 0, selection == NSRange(location: marked.location, length: 0),
           let bounds = FieldText(text).scalarBounds(marked) {
            confirmed.removeSubrange(bounds)
            effects.append(.setFieldText(confirmed, selection: selection))
        }
        return effects + fieldEnded(with: confirmed)
    }

    /// Return or the end of editing, with the text the field ends with.
    mutating func fieldEnded(with text: String) -> [Effect] {
        // Recognition may still run: the binding gets the text without the
        // placeholder, and the field is left alone for the words.
        if dictation != nil { return settleBinding(text.removingDictationPlaceholders) }
        if isComposing { return fieldChanged(to: text, isComposing: false) }
        approved = nil
        if text.hasSameUnits(as: field.string) { return settleBinding(field.string) }
        let before = field
        field = FieldText(text)
        return unfollowed(from: before)
    }
}
