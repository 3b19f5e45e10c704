import Foundation

// UIKit can call the delegate from inside the shell's own writes: it asks
// `shouldChangeCharactersIn` / `shouldChangeTextIn` from within the `text`
// setter while a word from the predictive bar is being inserted (openradar
// 50206546: the word then appears twice), and unmarking marked text may ask
// about, and report, the text it confirms. The session has already decided
// the text at that point, so nothing UIKit asks or reports meanwhile is
// forwarded; this is the answer the shell gives.
extension TextFieldSession {

    /// What the shell is doing to the view when UIKit calls its delegate.
    package enum OwnWrite: Sendable {
        /// `text =` (``Effect/setFieldText(_:selection:)``) or a selection write.
        case settingText
        /// `unmarkText()` (``Effect/endComposition``).
        case endingComposition
        /// `replace(_:withText:)` (``Effect/replaceFieldText(_:with:selection:)``).
        case replacing
    }

    /// Whether to let UIKit apply an edit it proposes during `write`.
    ///
    /// - `settingText`: no. Whatever UIKit inserts from inside the setter was
    ///   decided against the text before the write (a predictive-bar word whose
    ///   insertion was pending) and would land in the text just written.
    /// - `endingComposition`: yes. UIKit confirms the marked text as it shows,
    ///   which is what the session counted; refusing could leave it marked.
    /// - `replacing`: yes. It is the session's own edit, asked about by UIKit.
    package static func allowsEdit(during write: OwnWrite) -> Bool {
        switch write {
        case .settingText: false
        case .endingComposition, .replacing: true
        }
    }
}
