import BridgeCore
import Foundation

// What the user and the input methods do, the same in a text field and a text
// view: UIKit proposes each keystroke to the delegate, applies it when allowed,
// then reports the change (``HeadlessTextInput/reportChange(isComposing:)``).
extension HeadlessTextInput {

    /// The user taps the control: it becomes first responder, caret at the end.
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
        endMissedWritingTools()
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
        record(UndoStep(range: NSRange(location: marked.location, length: final.utf16.count), replacement: ""))
        text.replaceSubrange(bounds, with: final)
        markedRange = nil
        selection = NSRange(location: text.characterBoundaryOffset(atOrBefore: marked.location + final.utf16.count), length: 0)
        reportChange(isComposing: false)
        runLoop()
    }

    /// An inline prediction (iOS 17): UIKit shows `completion` as marked text
    /// after the caret, which stays before it (`setMarkedText(_:selectedRange:)`
    /// with the selection at 0, so the change is reported with it there). Typing replaces it (`type(_:)`),
    /// accepting it commits it (`commitComposition(_:)`).
    package mutating func suggest(_ completion: String) {
        propose(TextEdit(range: markedRange ?? selection, replacement: completion), marking: true, caretAtMarkedStart: true)
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
        reportChange(isComposing: false)
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
        reportChange(isComposing: markedRange != nil)
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
        reportChange(isComposing: false)
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
}

// What SwiftUI and input methods do that the actions above do not cover.
extension HeadlessTextInput {

    /// An input method starts marked text without asking the delegate; UIKit
    /// reports the caret after it first (with the marked text already there),
    /// then the text.
    package mutating func composeWithoutProposal(_ marked: String) {
        guard markedRange == nil, let bounds = FieldText(text).scalarBounds(selection) else { return }
        text.replaceSubrange(bounds, with: marked)
        markedRange = NSRange(location: selection.location, length: marked.utf16.count)
        selection = NSRange(location: selection.location + marked.utf16.count, length: 0)
        perform(session.handle(.selectionChanged(selection, marked: markedRange)))
        perform(session.handle(.textChanged(text, selection: selection, isComposing: true)))
        runLoop()
    }

    /// An inline prediction UIKit shows without asking the delegate: the
    /// marked text after the caret, the caret reported first (with the
    /// marked range), then the text.
    package mutating func suggestWithoutProposal(_ completion: String) {
        guard markedRange == nil, let bounds = FieldText(text).scalarBounds(NSRange(location: selection.location, length: 0)) else { return }
        text.replaceSubrange(bounds, with: completion)
        markedRange = NSRange(location: selection.location, length: completion.utf16.count)
        selection = NSRange(location: selection.location, length: 0)
        perform(session.handle(.selectionChanged(selection, marked: markedRange)))
        perform(session.handle(.textChanged(text, selection: selection, isComposing: true)))
        runLoop()
    }

    /// SwiftUI removes the view while it edits (`if isSearching { … }` turned
    /// off): `dismantleUIView` inside the update, then the view leaves its
    /// window and UIKit resigns it, showing `textAtRemoval` if autocorrect
    /// changed the text as editing ended. The resign reaches the delegate only
    /// when `resignReachesDelegate` (SwiftUI may have released the coordinator,
    /// the field's weak delegate); the view gets no more updates. With
    /// `leavesWindowFirst`, the view leaves its window (and resigns) before
    /// `dismantleUIView`; the order is SwiftUI's and not documented.
    package mutating func remove(resignReachesDelegate: Bool, textAtRemoval: String? = nil, leavesWindowFirst: Bool = false) {
        if let textAtRemoval { text = textAtRemoval }
        isUpdating = true
        isRemoved = true
        if !leavesWindowFirst { perform(session.handle(.viewRemoved(text))) }
        if isFirstResponder {
            isFirstResponder = false
            markedRange = nil
            // The window move brackets the resign (`willMove(toWindow:)`, `didMoveToWindow()`).
            perform(session.handle(.viewUpdateBegan))
            if resignReachesDelegate { perform(session.handle(.endedEditing(text))) }
            perform(session.handle(.viewUpdateEnded))
        }
        if leavesWindowFirst { perform(session.handle(.viewRemoved(text))) }
        isUpdating = false
        runLoop()
    }
}

extension HeadlessTextInput {
    /// SwiftUI runs `updateUIView` for a reason of its own, then the main
    /// queue runs what the update left for it.
    package mutating func updateThenRunMainQueue() {
        update()
        runLoop()
    }

    /// How many main-queue turns the double runs before it calls it a loop
    /// (``runLoopNeverSettled``).
    package static var runLoopTurnLimit: Int { 50 }
}
