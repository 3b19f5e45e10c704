import Foundation

// A secure field's text survives UIKit's clear. UIKit replaces the whole text
// of a secure field with the next keystroke it applies after the field became
// first responder, and after `isSecureTextEntry` turned on while the field
// showed text, even as first responder (openradar 25690848: a show/hide
// password button). The session applies that keystroke itself (a `text =`,
// which UIKit does not clear), and lets UIKit apply the rest, with its brief
// reveal of the typed character.
//
// Whether UIKit's mark to clear survives that `text =` is not documented. If
// it does, the next keystroke UIKit applies comes back as the keystroke
// alone. The session then puts the text back with the keystroke in place and
// applies every keystroke itself until editing ends: safe whichever way UIKit
// behaves, at the cost of the reveal.
extension TextFieldSession {

    /// `isSecure` changed (the shell sets it on every update): turning on
    /// while editing with text arms the clear, as UIKit does.
    mutating func secureEntryChanged(from wasSecure: Bool) {
        guard isSecure, !wasSecure, isEditing, field.utf16Count > 0 else { return }
        secureFieldClearsOnNextEdit = true
    }

    /// Whether UIKit may clear the field with the edit now proposed; the
    /// one-keystroke mark is used up.
    mutating func secureFieldMayClear() -> Bool {
        defer { secureFieldClearsOnNextEdit = false }
        return isSecure && (secureFieldClearsOnNextEdit || secureFieldClearsUnpredictably)
    }

    /// UIKit reported `text` after applying `approved` in a secure field: when
    /// it is the replacement alone over text that was not empty, UIKit cleared
    /// the field. The text before, with the edit in place, is written back.
    mutating func restoringClearedSecureText(_ text: String, after approved: ApprovedEdit) -> [Effect]? {
        guard isSecure, composition == nil, approved.base.utf16Count > 0, let shown = approved.shown,
              text.hasSameUnits(as: approved.edit.replacement) else { return nil }
        secureFieldClearsUnpredictably = true
        return apply(shown, replacing: approved.bounds, range: approved.edit.range, in: approved.base, fieldShowsBase: false)
    }
}
