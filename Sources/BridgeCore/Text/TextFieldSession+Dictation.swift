import Foundation

// Dictation: UIKit inserts a placeholder (U+FFFC, OBJECT REPLACEMENT CHARACTER)
// where the words will go, without proposing an edit, and replaces it with the
// recognised words when recognition ends. Until then nothing may move or remove
// the placeholder, or the words have nowhere to go.
extension TextFieldSession {

    /// Dictation in progress.
    struct Dictation: Sendable {
        /// The text before the placeholder appeared: the rules judge the change
        /// from it once the words are in.
        var base: FieldText
        /// How many U+FFFC the text held before (a pasted one is not dictation's).
        var placeholdersBefore: Int
        /// The app's latest write while recognition ran, and what the field
        /// showed then (placeholder included).
        var appWrite: (value: String, fieldShown: String)?

        /// Dictation began if a change UIKit made without proposing it added a
        /// placeholder to `base`; `nil` otherwise.
        init?(from base: FieldText, to text: String) {
            let before = base.string.dictationPlaceholderCount
            guard text.dictationPlaceholderCount > before else { return nil }
            self.base = base
            placeholdersBefore = before
        }
    }

    /// The UTF-16 unit of dictation's placeholder.
    static let dictationPlaceholder: UTF16.CodeUnit = 0xFFFC

    /// The field changed while dictation runs: nothing reaches the binding
    /// until the placeholder is gone (replaced by the words, or removed when
    /// recognition fails).
    mutating func dictationChanged(to text: String) -> [Effect] {
        field = FieldText(text)
        guard let dictation, text.dictationPlaceholderCount <= dictation.placeholdersBefore else { return [] }
        self.dictation = nil
        return dictationEnded(dictation) + pendingKeyboardReload()
    }

    /// The words are in. The rules judge them as one change; an app write made
    /// meanwhile is the text they land in, where the placeholder was (carried
    /// through the app's change like a caret). The field is written when the
    /// result differs from what it shows.
    private mutating func dictationEnded(_ dictation: Dictation) -> [Effect] {
        guard let (value, shown) = dictation.appWrite else { return unfollowed(from: dictation.base) }
        let words = TextEdit.difference(from: shown, to: field.string)
        let appChange = TextEdit.difference(from: shown, to: value)
        var target = FieldText(value)
        let location = NSRange(location: words.range.location, length: 0)
            .carried(through: appChange, of: FieldText(shown)).clamped(to: target).location
        let range = NSRange(location: location, length: 0)
        guard let bounds = target.scalarBounds(range) else { return settle(target, isShown: false, selection: range) }
        let admitted = rules.admitted(words.replacement.removingDictationPlaceholders, replacing: bounds, in: &target)
        target.replace(bounds, range: range, with: admitted)
        return settle(target, isShown: false, selection: NSRange(location: location + admitted.utf16.count, length: 0))
    }
}

extension String {
    /// This text without dictation placeholders.
    var removingDictationPlaceholders: String {
        guard utf16.contains(TextFieldSession.dictationPlaceholder) else { return self }
        return String(unicodeScalars.filter { $0.value != 0xFFFC })
    }

    /// How many dictation placeholders this text holds.
    var dictationPlaceholderCount: Int {
        utf16.reduce(0) { $0 + ($1 == TextFieldSession.dictationPlaceholder ? 1 : 0) }
    }
}
