/// The Writing Tools settings of a wrapped text field or text view (iOS 18.1
/// and later), as UIKit names them: `writingToolsBehavior` and
/// `allowedWritingToolsResultOptions`. On iOS 16 and 17 UIKit has no Writing
/// Tools, and the settings do nothing.
///
/// ```swift
/// TextFieldWrapper("Notes", text: $notes, axis: .vertical)
///     .writingToolsBehavior(.limited)
///     .allowedWritingToolsResultOptions(.plainText)
/// ```
public enum TextWritingTools {

    /// Which Writing Tools experience the view offers (`UIWritingToolsBehavior`).
    public enum Behavior: Hashable, Sendable {
        /// The system chooses (UIKit's default).
        case `default`
        /// Writing Tools ignores the view: for text that must not be
        /// rewritten (a code, a password-like value, a message quoted as is).
        case none
        /// The inline experience where the device offers it: the rewrite
        /// replaces the text in place, with the compare view and Revert.
        case complete
        /// The panel: the rewrite shows in Writing Tools' own UI and reaches
        /// the text only when the person replaces it.
        case limited
    }

    /// What Writing Tools may hand back (`UIWritingToolsResultOptions`).
    /// Empty is UIKit's default: the system decides.
    public struct ResultOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Plain text in suggestions and rewrites.
        public static let plainText = ResultOptions(rawValue: 1 << 0)
        /// Text with attributes a view natively supports.
        public static let richText = ResultOptions(rawValue: 1 << 1)
        /// Rich text, and attributes for list layout.
        public static let list = ResultOptions(rawValue: 1 << 2)
        /// Rich text, and attributes for tables. A text view does not take it
        /// (UIKit throws an exception), so a wrapped text view drops it.
        public static let table = ResultOptions(rawValue: 1 << 3)
        /// Rich text, lists and tables as presentation intents (iOS 26; earlier
        /// systems ignore it). It implies tables, so a wrapped text view takes
        /// `list` instead.
        public static let presentationIntent = ResultOptions(rawValue: 1 << 4)

        /// These options with what a view cannot take removed: `UITextView`
        /// throws for `table` ("UITextView does not support
        /// UIWritingToolsResultOptionsTable", UITextView.h), and
        /// `presentationIntent` "implies `RichText`, `List`, and `Table`"
        /// (UITextInputTraits.h). Whether a text view throws for the option
        /// that implies tables is not documented; dropping it is safe either
        /// way, and the lists it implies stay (`list`, as `NSTextList`).
        ///
        /// `presentationIntentAvailable` is `false` before iOS 26, where UIKit has
        /// no such option (`UIWritingToolsResultOptions.presentationIntent` is
        /// `API_AVAILABLE(ios(26.0))`): the bit is not passed to a UIKit that
        /// would not know it.
        package func supported(byTextView isTextView: Bool, presentationIntentAvailable: Bool = true) -> ResultOptions {
            var options = self
            if !presentationIntentAvailable { options.remove(.presentationIntent) }
            guard isTextView else { return options }
            options.subtract([.table, .presentationIntent])
            if contains(.presentationIntent) { options.insert(.list) }
            return options
        }
    }
}
