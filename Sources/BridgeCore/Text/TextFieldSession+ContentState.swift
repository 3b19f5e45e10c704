import Foundation

// The content-state binding (`TextFieldWrapper.contentState(_:)`): whether the
// field holds anything, composition included, and whether an input method
// composes, written whenever that changes. It is the view's to write: a value
// the app sets is answered with the view's own on the same update.
extension TextFieldSession {

    /// What the session knows of the content-state binding.
    struct ContentBinding: Sendable {
        /// Whether the wrapper has one; without it nothing here runs.
        var isBound = false
        /// The value the binding holds, as far as the session knows; `nil`
        /// before the first update reported it.
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

    /// After an event: when the state differs from what the binding holds,
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

    /// The scheduler's turn: the state now, if the binding does not hold it.
    mutating func dueContentState() -> [Effect] {
        guard contentBinding.isDue else { return [] }
        contentBinding.isDue = false
        let state = contentState
        guard state != contentBinding.value else { return [] }
        contentBinding.value = state
        return [.setContentState(state)]
    }

    /// The binding's value, reported on every update: a value the app wrote
    /// is answered with the field's own on the next turn.
    mutating func contentStateBindingChanged(to value: TextFieldContentState) -> [Effect] {
        contentBinding.value = value
        return []
    }
}
