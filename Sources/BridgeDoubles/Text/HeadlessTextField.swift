import BridgeCore
import Foundation

/// A headless `UITextField` in a SwiftUI view, driven the way UIKit and SwiftUI
/// drive the real one: delegate calls in UIKit's order, a binding whose writes
/// cause a view update, and a main queue for deferred work. Every decision comes
/// from the ``TextFieldSession`` inside; this type only plays UIKit's part.
/// Used by the tests, the benchmarks and `bridgekit demo`.
///
/// ```swift
/// var field = HeadlessTextField(model: "")
/// field.tap()
/// for letter in ["T", "o", "m"] { field.type(letter) }
/// field.model          // "Tom"
/// field.log            // ["isEditing true", "binding ← T", "binding ← To", "binding ← Tom"]
/// ```
package struct HeadlessTextField: Sendable {
    /// The session making the decisions.
    package private(set) var session: TextFieldSession
    /// The binding's value (the `@State` of the view around the field).
    package var model: String
    /// What the field shows.
    package private(set) var text = ""
    /// The selection in UTF-16 units.
    package private(set) var selection = NSRange(location: 0, length: 0)
    /// The marked (composing) range, while an input method composes.
    package private(set) var markedRange: NSRange?
    /// Whether the field is first responder.
    package private(set) var isFirstResponder = false
    /// What happened, in order: `"isEditing true"`, `"return"` (what
    /// `onEditingChanged` and `onCommit` print), `"binding ← …"`, `"field ← …"`, `"refused: …"`.
    package private(set) var log: [String] = []
    /// How many times the field's text was written by the session.
    package private(set) var fieldWrites = 0
    /// How many times the binding was written.
    package private(set) var bindingWrites = 0
    /// How many times the keyboard was reloaded (`reloadInputViews()`).
    package private(set) var keyboardReloads = 0
    /// The selection binding's value, when the view has one (`bindsSelection`).
    package var selectionModel: TextFieldSelection?
    /// Every value the session wrote to the selection binding, in order.
    package private(set) var selectionWrites: [TextFieldSelection?] = []

    private var needsUpdate = false
    private var workScheduled = false
    private var isUpdating = false
    /// UIKit replaces a secure field's whole text with the first keystroke
    /// after it becomes first responder, when the delegate lets it apply it.
    private var clearsOnNextEdit = false

    /// A field showing `model` after SwiftUI's first update, with `rules`, on
    /// an iOS whose keyboard may show inline predictions when `showsInlinePredictions`.
    /// With `bindsSelection`, the view passes a selection binding (``selectionModel``).
    package init(model: String, rules: TextInputRules = TextInputRules(), isSecure: Bool = false, showsInlinePredictions: Bool = true, bindsSelection: Bool = false) {
        session = TextFieldSession(rules: rules)
        session.tracksSelection = bindsSelection
        session.isSecure = isSecure
        session.showsInlinePredictions = showsInlinePredictions
        self.model = model
        update()
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
    private mutating func update(applyingSettings settings: (inout Self) -> Void) {
        needsUpdate = false
        isUpdating = true
        perform(session.handle(.viewUpdateBegan))
        perform(session.handle(.modelChanged(model)))
        if session.tracksSelection { perform(session.handle(.selectionBindingChanged(selectionModel))) }
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

    /// The app sets the selection binding, and the text first when `text` is
    /// given (both in one action); SwiftUI updates.
    package mutating func setSelectionModel(_ value: TextFieldSelection?, text: String? = nil) {
        if let text { model = text }
        selectionModel = value
        update()
        runLoop()
    }

    /// An update writes a setting the keyboard reads (`.submitLabel(isLast ?
    /// .done : .next)`): UIKit reads it only when the field becomes first responder.
    package mutating func changeKeyboardSettings() {
        update { field in field.perform(field.session.handle(.keyboardSettingsChanged)) }
        runLoop()
    }

    /// The view is disabled while editing: UIKit resigns first responder inside
    /// the view update.
    package mutating func disableWhileUpdating() {
        update { field in field.resign() }
        runLoop()
    }

    // MARK: The user

    /// The user taps the field: it becomes first responder, caret at the end.
    package mutating func tap() {
        guard !isFirstResponder else { return }
        isFirstResponder = true
        clearsOnNextEdit = session.isSecure && !text.isEmpty
        selection = NSRange(location: text.utf16.count, length: 0)
        perform(session.handle(.beganEditing))
        // UIKit then reports the caret it placed for the tap.
        perform(session.handle(.selectionChanged(selection)))
        runLoop()
    }

    /// The user selects a range.
    package mutating func select(_ range: NSRange) {
        selection = range
        perform(session.handle(.selectionChanged(range)))
        runLoop()
    }

    /// The user types or pastes `string` over the selection (or the marked text).
    package mutating func type(_ string: String) {
        propose(TextEdit(range: markedRange ?? selection, replacement: string), marking: false)
        runLoop()
    }

    /// Backspace: deletes the selection, or the character before the caret.
    package mutating func deleteBackward() {
        var range = selection
        if range.length == 0 {
            guard range.location > 0, range.location <= text.utf16.count else { return }
            let end = text.utf16.index(text.utf16.startIndex, offsetBy: range.location)
            // A caret inside a character (only a test can put it there) asks for
            // one UTF-16 unit, which the session refuses.
            let start = end.samePosition(in: text) == nil ? text.utf16.index(before: end) : text.index(before: end)
            range = NSRange(location: text.utf16Offset(of: start), length: range.location - text.utf16Offset(of: start))
        }
        propose(TextEdit(range: range, replacement: ""), marking: false)
        runLoop()
    }

    /// An input method shows `marked` as the composition so far ("n", then "ni").
    package mutating func compose(_ marked: String) {
        propose(TextEdit(range: markedRange ?? selection, replacement: marked), marking: true)
        runLoop()
    }

    /// The input method commits `final` in place of the marked text ("你").
    package mutating func commitComposition(_ final: String) {
        type(final)
    }

    /// The input method puts `final` in place of the marked text and unmarks it
    /// without asking the delegate; UIKit reports the change. Without marked
    /// text, the same as ``type(_:)``.
    package mutating func commitCompositionWithoutProposal(_ final: String) {
        guard let marked = markedRange, let bounds = FieldText(text).scalarBounds(marked) else { return type(final) }
        text.replaceSubrange(bounds, with: final)
        markedRange = nil
        selection = NSRange(location: text.characterBoundaryOffset(atOrBefore: marked.location + final.utf16.count), length: 0)
        perform(session.handle(.textChanged(text, selection: selection, isComposing: false)))
        runLoop()
    }

    /// An inline prediction (iOS 17): UIKit shows `completion` as marked text
    /// after the caret, which stays before it. Typing replaces it (`type(_:)`),
    /// accepting it commits it (`commitComposition(_:)`).
    package mutating func suggest(_ completion: String) {
        let caret = selection
        propose(TextEdit(range: markedRange ?? caret, replacement: completion), marking: true)
        if markedRange != nil {
            selection = NSRange(location: caret.location, length: 0)
            perform(session.handle(.selectionChanged(selection)))
        }
        runLoop()
    }

    /// A keyboard that rebuilds the text before the caret (Korean: "한" + ㅏ
    /// proposes "하나" for the "한") proposes `replacement` for `range`.
    package mutating func replace(_ range: NSRange, with replacement: String) {
        propose(TextEdit(range: range, replacement: replacement), marking: false)
        runLoop()
    }

    /// Dictation starts: UIKit puts its placeholder (U+FFFC) at the caret
    /// without asking the delegate, and reports the change.
    package mutating func startDictation() {
        guard markedRange == nil, let bounds = FieldText(text).scalarBounds(selection) else { return }
        text.replaceSubrange(bounds, with: "\u{FFFC}")
        selection = NSRange(location: selection.location + 1, length: 0)
        perform(session.handle(.textChanged(text, selection: selection, isComposing: false)))
        runLoop()
    }

    /// Recognition ends: UIKit replaces the placeholder with `words` without
    /// asking the delegate, and reports the change. Nothing happens when the
    /// placeholder is gone (the words have nowhere to go).
    package mutating func finishDictation(_ words: String) {
        // A scalar, not a Character: a combining mark after it joins the two.
        guard let placeholder = text.unicodeScalars.firstIndex(of: "\u{FFFC}") else { return }
        let location = text.utf16Offset(of: placeholder)
        text.unicodeScalars.replaceSubrange(placeholder...placeholder, with: words.unicodeScalars)
        selection = NSRange(location: text.characterBoundaryOffset(atOrBefore: location + words.utf16.count), length: 0)
        perform(session.handle(.textChanged(text, selection: selection, isComposing: markedRange != nil)))
        runLoop()
    }

    /// Recognition fails: UIKit removes the placeholder without asking the
    /// delegate (`removeDictationResultPlaceholder(_:willInsertResult: false)`).
    package mutating func cancelDictation() {
        finishDictation("")
    }

    /// The app finishes any composition before it reads the binding (a Send
    /// button calling `finishTextComposition`).
    package mutating func finishComposition() {
        perform(session.handle(.compositionFinishRequested(text, selection: selection, marked: markedRange)))
        runLoop()
    }

    /// UIKit changes the text without a keystroke (autocorrect, a text
    /// replacement) and reports it as a change.

    package mutating func replaceWithoutProposal(_ newText: String) {
        text = newText
        selection = NSRange(location: newText.utf16.count, length: 0)
        perform(session.handle(.textChanged(text, selection: selection, isComposing: false)))
        runLoop()
    }

    /// The user taps the clear button.
    package mutating func tapClearButton() {
        perform(session.handle(.clearRequested))
        runLoop()
    }

    /// The user taps return.
    package mutating func tapReturn() {
        perform(session.handle(.returnPressed(text, selection: selection, marked: markedRange)))
        runLoop()
    }

    /// Focus moves elsewhere; UIKit commits any marked text, then ends editing.
    package mutating func resign() {
        guard isFirstResponder else { return }
        isFirstResponder = false
        markedRange = nil
        perform(session.handle(.endedEditing(text)))
        runLoop()
    }

    // MARK: UIKit's part

    private mutating func propose(_ edit: TextEdit, marking: Bool) {
        let effects = session.handle(.editProposed(edit, fieldText: text, isComposing: markedRange != nil))
        defer { clearsOnNextEdit = false }
        if effects.contains(.allowEdit) {
            // What UIKit does with an allowed edit.
            // Marked text may join the character after it; UIKit replaces its range as it is.
            let field = FieldText(text)
            guard let bounds = (try? edit.bounds(in: field)) ?? (edit.range == markedRange ? field.scalarBounds(edit.range) : nil)
            else { return }
            if clearsOnNextEdit {
                text = edit.replacement
                selection = NSRange(location: text.utf16.count, length: 0)
                perform(session.handle(.textChanged(text, selection: selection, isComposing: false)))
                return
            }
            text.replaceSubrange(bounds, with: edit.replacement)
            // Like UIKit, the caret sits between characters: typing "😀" before a
            // combining mark makes one character of both.
            let end = text.characterBoundaryOffset(atOrBefore: edit.range.location + edit.replacement.utf16.count)
            markedRange = marking ? NSRange(location: edit.range.location, length: edit.replacement.utf16.count) : nil
            selection = NSRange(location: end, length: 0)
            perform(session.handle(.textChanged(text, selection: selection, isComposing: markedRange != nil)))
        } else {
            perform(effects)
        }
    }

    private mutating func perform(_ effects: [TextFieldSession.Effect]) {
        for effect in effects {
            switch effect {
            case .allowEdit:
                break
            case .editRejected(let error):
                log.append("refused: \(error)")
            case .setFieldText(let value, let newSelection):
                text = value
                markedRange = nil
                fieldWrites += 1
                if let newSelection { selection = newSelection }
                else { selection = NSRange(location: value.utf16.count, length: 0) }  // UIKit's caret after `text =`
                log.append("field ← \(value)")
            case .reloadKeyboard:
                keyboardReloads += 1
                log.append("keyboard reloaded")
            case .endComposition:
                // `unmarkText()`: what is marked stays, as typed text.
                markedRange = nil
            case .setSelection(let newSelection):
                selection = newSelection
            case .replaceFieldText(let range, let replacement, let newSelection):
                // UIKit edits its text without asking the delegate, then the
                // shell reports the change.
                let field = FieldText(text)
                guard let bounds = field.scalarBounds(range) else { continue }
                text.replaceSubrange(bounds, with: replacement)
                fieldWrites += 1
                selection = newSelection
                log.append("field ← \(text)")
                perform(session.handle(.textChanged(text, selection: selection, isComposing: false)))
            case .setSelectionBinding(let value):
                selectionModel = value
                selectionWrites.append(value)
                needsUpdate = true
            case .setBinding(let value):
                model = value
                bindingWrites += 1
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
    private mutating func runLoop() {
        // The main queue waits for the view update to return.
        guard !isUpdating else { return }
        while workScheduled || needsUpdate {
            if workScheduled {
                workScheduled = false
                perform(session.handle(.deferredWorkDue))
            } else {
                update()
            }
        }
    }

    /// Empties ``log``.
    package mutating func clearLog() {
        log.removeAll()
    }
}
