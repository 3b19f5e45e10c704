import Foundation

// The content-state binding (`TextFieldWrapper.contentState(_:)`): whether the
// field holds anything, composition included, and whether an input method
// composes, written whenever the field's state changes. It is the view's to
// write, and it is written only when the field's own state changed since the
// last write: a value the binding merely holds is never answered. A binding
// that cannot hold the value (a getter with no `isComposing`), or one shared by
// two views, would otherwise be rewritten on every update, one write and one
// update per turn for ever.
extension TextFieldSession {

    /// What the session knows of the content-state binding.
    struct ContentBinding: Sendable {
        /// Whether the wrapper has one; without it nothing here runs.
        var isBound = false
        /// The state last written, or the binding's value at the first update
        /// (`nil` before it): what the field's state is compared with. Later
        /// values the binding reports do not replace it.
        var value: TextFieldContentState?
        /// A write waits for the scheduler's turn.
        var isDue = false
    }

    /// Whether the wrapper has a content-state binding; the shell sets it on every update.
    package var tracksContentState: Bool {
        get { contentBinding.isBound }
        set { contentBinding.isBound = newValue }
    }

    /// Whether the field holds anything the user typed or composes, and
    /// whether an input method composes (``TextFieldContentState``).
    package var contentState: TextFieldContentState {
        if writingTools != nil {
            // The user's text mid-choice; Writing Tools never empties it by itself.
            return TextFieldContentState(hasContent: field.utf16Count > 0)
        }
        // An inline prediction is the keyboard's, not the user's: its marked
        // range does not count, and it is not a composition.
        let suggestion = isShowingSuggestion ? composition?.marked : nil
        let isComposing = composition != nil && suggestion == nil
        guard dictation != nil else {
            return TextFieldContentState(hasContent: field.utf16Count - (suggestion?.length ?? 0) > 0, isComposing: isComposing)
        }
        // While dictation recognises, its placeholder holds no word yet; the
        // binding leaves it out too. The walk ends at the first unit that is
        // neither a placeholder nor the prediction.
        var offset = 0
        let hasContent = field.string.utf16.contains { unit in
            defer { offset += 1 }
            if let suggestion, NSLocationInRange(offset, suggestion) { return false }
            return unit != Self.dictationPlaceholder
        }
        return TextFieldContentState(hasContent: hasContent, isComposing: isComposing)
    }

    /// After an event: when the state differs from the last one written,
    /// asks the scheduler for a turn and writes it then (``dueContentState()``).
    /// One write per turn, of the state the turn ends with: UIKit may report
    /// an inline prediction's text before moving the caret to its start, and
    /// for that moment it looks like a composition.
    mutating func syncContentState(after event: Event) -> [Effect] {
        guard contentBinding.isBound, !contentBinding.isDue else { return [] }
        switch event {
        case .viewUpdateBegan, .deferredWorkDue:
            return []
        default:
            break
        }
        guard contentState != contentBinding.value else { return [] }
        contentBinding.isDue = true
        return [.scheduleDeferredWork]
    }

    /// The scheduler's turn: the state now, if it is not the last one written.
    mutating func dueContentState() -> [Effect] {
        guard contentBinding.isDue else { return [] }
        contentBinding.isDue = false
        let state = contentState
        guard state != contentBinding.value else { return [] }
        contentBinding.value = state
        return [.setContentState(state)]
    }

    /// The binding's value, reported on every update: only the first is kept,
    /// so a draft the app restored is written at once when the binding says
    /// empty. A later value the app (or a lossy getter, or another view
    /// sharing the binding) leaves there is not answered; the field's next
    /// change of state writes over it.
    mutating func contentStateBindingChanged(to value: TextFieldContentState) -> [Effect] {
        if contentBinding.value == nil { contentBinding.value = value }
        return []
    }
}
