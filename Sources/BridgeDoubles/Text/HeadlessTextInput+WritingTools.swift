import BridgeCore
import Foundation

// Writing Tools (iOS 18.1+) as Apple documents it for a text view: the delegate
// hears `textViewWritingToolsWillBegin(_:)`, then the text changes repeatedly
// while the person compares the original and the rewrite, then
// `textViewWritingToolsDidEnd(_:)` with "the final text the person chose" in
// the view (`isWritingToolsActive` is true in between). Whether UIKit asks the
// delegate about each interim change is not documented: `proposesEdits`
// plays both.
//
// A text field has no such delegate calls and no `isWritingToolsActive`: it
// offers the panel (the limited experience), whose result the person copies or
// puts in place with Replace, one edit UIKit proposes like a paste. Assumed
// from the UIKit headers, not verified on a device (README).
extension HeadlessTextInput {

    /// How a Writing Tools session ends.
    package enum WritingToolsChoice: Sendable {
        /// The person keeps the rewrite (Done).
        case rewrite
        /// The person taps Revert: the original comes back, then the session ends.
        case revert
    }

    /// A whole Writing Tools session over the selection (the whole text when
    /// the selection is empty): begin, the rewrite shown, the original and the
    /// rewrite again as the person compares them, then `choice`.
    package mutating func playWritingTools(rewrite: String, choose choice: WritingToolsChoice = .rewrite, proposesEdits: Bool = false) {
        let target = selection.length > 0 ? selection : NSRange(location: 0, length: text.utf16.count)
        guard let original = FieldText(text).substring(target) else { return }
        guard Kind.self == MultiLineTextInput.self else {
            // A field's panel: the text changes once, if the person replaces it.
            if choice == .rewrite { replace(target, with: rewrite) }
            return
        }
        beginWritingTools()
        showWritingToolsText(rewrite, in: target, proposing: proposesEdits)
        let rewritten = NSRange(location: target.location, length: rewrite.utf16.count)
        showWritingToolsText(original, in: rewritten, proposing: proposesEdits)
        showWritingToolsText(rewrite, in: target, proposing: proposesEdits)
        if choice == .revert { showWritingToolsText(original, in: rewritten, proposing: proposesEdits) }
        endWritingTools()
    }

    /// `textViewWritingToolsWillBegin(_:)`; `isWritingToolsActive` is true
    /// once it completes (UITextView.h, iOS 26.2 SDK).
    package mutating func beginWritingTools() {
        perform(session.handle(.writingToolsBegan))
        isWritingToolsActive = true
        runLoop()
    }

    /// The person opens the Writing Tools panel and closes it with nothing
    /// changed: no interim text, no selection move, no update in between.
    /// `textViewWritingToolsDidEnd(_:)` reaches the delegate when `endArrives`.
    package mutating func openAndCloseWritingTools(endArrives: Bool) {
        beginWritingTools()
        if endArrives { endWritingTools() } else { missWritingToolsEnd() }
    }

    /// Writing Tools puts `replacement` in place of `range` (an interim text of
    /// the session), asking the delegate first when `proposing`; UIKit reports
    /// the change and selects what it put in.
    package mutating func showWritingToolsText(_ replacement: String, in range: NSRange, proposing: Bool) {
        if proposing {
            let effects = session.handle(.editProposed(TextEdit(range: range, replacement: replacement), fieldText: text, isComposing: markedRange != nil))
            guard effects.contains(.allowEdit) else { perform(effects); return runLoop() }
        }
        guard let bounds = FieldText(text).scalarBounds(range) else { return }
        isWritingToolsActive = true
        text.replaceSubrange(bounds, with: replacement)
        selection = NSRange(location: range.location, length: replacement.utf16.count)
        reportChange(isComposing: false)
        runLoop()
    }

    /// The session ends (`isWritingToolsActive` turns false) but
    /// `textViewWritingToolsDidEnd(_:)` never reaches the delegate.
    package mutating func missWritingToolsEnd() {
        isWritingToolsActive = false
    }

    /// What the shell does before it reports an edit proposal, a change, a
    /// selection move or an update: a session UIKit says is over, whose end
    /// never arrived, ends.
    mutating func endMissedWritingTools() {
        guard session.isWritingToolsActive else { return }
        perform(session.handle(.writingToolsActivityObserved(isActive: isWritingToolsActive, text: text, selection: selection)))
    }

    /// `textViewWritingToolsDidEnd(_:)`: the view shows the final text.
    package mutating func endWritingTools() {
        isWritingToolsActive = false
        perform(session.handle(.writingToolsEnded(text, selection: selection)))
        runLoop()
    }
}
