import BridgeCore
import Foundation

// An edit of several ranges (iOS 26): typing or deleting over a selection that
// is several ranges, as a selection over bidirectional text is
// (`UITextView.selectedRanges`). UIKit asks the delegate with all the ranges
// (`…InRanges:` methods), or, when the delegate lacks the new method, with
// their union (the old method); either way it applies the same edit: the
// replacement at one range of its choosing, the other ranges deleted
// (UITextView.h, UITextField.h in the iOS 26.2 SDK).
extension HeadlessTextInput {

    /// Which delegate method UIKit calls for an edit of several ranges.
    package enum RangesDelegate: Sendable {
        /// `…shouldChangeTextInRanges:` / `…shouldChangeCharactersInRanges:`.
        case ranges
        /// The old single-range method, with the union of the ranges.
        case union
    }

    /// The user types `replacement` (empty: deletes) over `ranges`; UIKit asks
    /// `delegate` and, if allowed, puts it at `ranges[chosen]` (sorted by
    /// location) and deletes the others.
    package mutating func replace(ranges: [NSRange], with replacement: String, asking delegate: RangesDelegate = .ranges, chosen: Int = 0) {
        let sorted = ranges.sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else { return }
        endMissedWritingTools()
        let effects: [TextFieldSession.Effect]
        switch delegate {
        case .ranges:
            effects = session.handle(.rangesEditProposed(sorted, replacement: replacement, fieldText: text, isComposing: markedRange != nil))
        case .union:
            let union = NSRange(location: first.location, length: NSMaxRange(last) - first.location)
            effects = session.handle(.editProposed(TextEdit(range: union, replacement: replacement), fieldText: text, isComposing: markedRange != nil))
        }
        guard effects.contains(.allowEdit) else { perform(effects); return runLoop() }
        let chosen = min(max(chosen, 0), sorted.count - 1)
        for (index, range) in sorted.enumerated().reversed() {
            guard let bounds = FieldText(text).scalarBounds(range) else { return }
            text.replaceSubrange(bounds, with: index == chosen ? replacement : "")
        }
        // The deleted ranges before the chosen one shift it left.
        let caret = sorted[chosen].location - sorted[..<chosen].reduce(0) { $0 + $1.length } + replacement.utf16.count
        markedRange = nil
        selection = NSRange(location: text.characterBoundaryOffset(atOrBefore: caret), length: 0)
        reportChange(isComposing: false)
        runLoop()
    }
}
