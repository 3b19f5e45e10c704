import Foundation

// iOS 26 asks about an edit of several ranges at once
// (`textField(_:shouldChangeCharactersInRanges:replacementString:)`,
// `textView(_:shouldChangeTextInRanges:replacementText:)`): a selection over
// bidirectional text is several ranges (`UITextView.selectedRanges`), and
// typing or deleting over it replaces them all. If allowed, UIKit puts the
// replacement at one of the ranges, "at its own discretion", and deletes the
// others (UITextView.h). Whichever it picks, the text loses every range and
// gains the replacement once, so the rules judge that: the replacement in
// place of the first range, the other ranges deleted. When they let it in
// whole, UIKit applies it and the session reads the result it reports; when
// the filter drops characters or a transform changes them, the session applies
// the edit itself, the replacement at the first range; when it does not fit
// the length limit it is refused whole, the text kept (as for one range).
//
// A delegate with only the old method is asked about the union of the ranges
// instead, though UIKit applies the several-range edit: the session then
// approves an edit UIKit does not make, finds the reported text differs from
// it, and judges the change it really got (`unfollowed(from:)`).
extension TextFieldSession {

    mutating func proposed(_ ranges: [NSRange], replacement: String, fieldText text: String, isComposing composing: Bool) -> [Effect] {
        approved = nil
        guard let first = ranges.min(by: { $0.location < $1.location }) else {
            return [.editRejected(.invalidRange(NSRange(location: NSNotFound, length: 0)))]
        }
        if dictation != nil || composing { return [.allowEdit] }
        if !text.hasSameUnits(as: field.string) {
            field = FieldText(text)
            isFormatted = false
        }
        let sorted = ranges.sorted { $0.location < $1.location }
        var base = field
        do throws(TextEditError) {
            for (range, next) in zip(sorted, sorted.dropFirst()) where NSMaxRange(range) > next.location {
                throw TextEditError.invalidRange(next)
            }
            // The later ranges go first, from the end, so the earlier ones keep their offsets.
            for range in sorted.dropFirst().reversed() {
                let bounds = try TextEdit(range: range, replacement: "").bounds(in: base)
                base.replace(bounds, range: range, with: "")
            }
            _ = try TextEdit(range: first, replacement: replacement).bounds(in: field)
        } catch {
            return [.editRejected(error)]
        }
        guard let bounds = try? TextEdit(range: first, replacement: replacement).bounds(in: base) else {
            return [.editRejected(.invalidRange(first))]
        }
        let admitted = rules.admitted(replacement, replacing: bounds, in: &base)
        if !bounds.isEmpty, !admitted.hasSameUnits(as: rules.filtered(replacement)) {
            // Too long for the limit: refused whole, as a replacement of one
            // range is; the text stays as it was.
            return []
        }
        let shown = formatted(admitted)
        if !isSecure, shown.hasSameUnits(as: replacement) {
            // UIKit applies it where it chooses; its report is judged as it comes.
            return [.allowEdit]
        }
        return apply(shown, replacing: bounds, range: first, in: base, fieldShowsBase: false)
    }
}
