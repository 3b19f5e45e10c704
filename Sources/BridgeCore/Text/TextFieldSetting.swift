/// Where a setting of a wrapped text field can come from, most specific first.
package enum TextFieldSettingSource: Hashable, Sendable, CaseIterable {
    /// A modifier on the wrapper itself (`.font(_:)`, `.submitLabel(_:)`).
    case modifier
    /// A SwiftUI environment value set by an ancestor (`.uiFont(_:)`,
    /// `.disabled(_:)`, `.autocorrectionDisabled()`).
    case environment
    /// What a new `UITextField` has, read once when the wrapper creates it.
    case uiKitDefault
}

/// The settings a wrapped text field resolves on every update, and which
/// sources each one listens to.
///
/// A modifier on the wrapper wins over the environment, which wins over
/// UIKit's default; a setting ignores the sources it does not list, so an
/// environment value SwiftUI sets for its own views (a color, a
/// capitalization) never overrides UIKit here.
///
/// ```swift
/// TextFieldSetting.font.resolve(modifier: nil, environment: "title1", uiKitDefault: "body")
/// // "title1"
/// TextFieldSetting.textColor.resolve(modifier: nil, environment: "red", uiKitDefault: "label")
/// // "label": SwiftUI's foreground style is not readable, so it has no environment source
/// ```
package enum TextFieldSetting: Hashable, Sendable, CaseIterable {
    case placeholder
    case textColor
    case font
    case clearButtonMode
    case keyboardType
    case returnKey
    case autocapitalization
    case autocorrection
    case textContentType
    case isSecure
    case isEnabled
    /// `writingToolsBehavior` (iOS 18); its environment source is SwiftUI's
    /// `writingToolsBehavior`, set by `View.writingToolsBehavior(_:)`.
    case writingToolsBehavior
    /// `allowedWritingToolsResultOptions` (iOS 18); its environment source is
    /// BridgeKit's `View.allowedWritingToolsResultOptions(_:)`.
    case writingToolsResultOptions

    /// The sources this setting listens to, most specific first.
    ///
    /// `font` follows `uiFont(_:)` and `autocorrection` follows
    /// `autocorrectionDisabled()`; `isEnabled` follows only SwiftUI's
    /// `isEnabled` (`.disabled(_:)`), which always has a value. The others have
    /// no environment value a UIKit view can read.
    package var sources: [TextFieldSettingSource] {
        switch self {
        case .font, .autocorrection, .writingToolsBehavior, .writingToolsResultOptions: [.modifier, .environment, .uiKitDefault]
        case .isEnabled: [.environment, .uiKitDefault]
        case .placeholder, .textColor, .clearButtonMode, .keyboardType, .returnKey,
             .autocapitalization, .textContentType, .isSecure:
            [.modifier, .uiKitDefault]
        }
    }

    /// Whether the keyboard reads this setting: UIKit reads it when the field
    /// becomes first responder, so a change while it is one shows only after
    /// `reloadInputViews()` (`.submitLabel(isLast ? .done : .next)`).
    package var configuresKeyboard: Bool {
        switch self {
        case .keyboardType, .returnKey, .autocapitalization, .autocorrection, .textContentType, .isSecure: true
        case .placeholder, .textColor, .font, .clearButtonMode, .isEnabled,
             .writingToolsBehavior, .writingToolsResultOptions: false
        }
    }

    /// Whether the wrapper writes a setting's `value` into the field: it never
    /// wrote this setting (`lastWritten` is `nil`) or its value changed since,
    /// and the field shows something else. A change UIKit or the app made on the
    /// field since (a font Dynamic Type adjusted through
    /// `adjustsFontForContentSizeCategory`, a property set through introspection)
    /// stays until the wrapper's own value changes.
    ///
    /// ```swift
    /// TextFieldSetting.needsWrite("body 17", lastWritten: "body 17", shown: "body 23")   // false: UIKit's
    /// TextFieldSetting.needsWrite("title 28", lastWritten: "body 17", shown: "body 23")  // true
    /// ```
    package static func needsWrite<Value: Equatable>(_ value: Value, lastWritten: Value?, shown: Value?) -> Bool {
        (lastWritten.map { $0 != value } ?? true) && shown != value
    }

    /// The source that decides, given which sources hold a value: the first
    /// of ``sources`` that has one, else UIKit's default.
    package func winner(hasModifier: Bool, hasEnvironment: Bool) -> TextFieldSettingSource {
        sources.first { source in
            switch source {
            case .modifier: hasModifier
            case .environment: hasEnvironment
            case .uiKitDefault: true
            }
        } ?? .uiKitDefault
    }

    /// The value the field shows: `modifier`, `environment` or `uiKitDefault`,
    /// whichever ``winner(hasModifier:hasEnvironment:)`` names.
    package func resolve<Value>(modifier: Value?, environment: Value?, uiKitDefault: Value) -> Value {
        switch winner(hasModifier: modifier != nil, hasEnvironment: environment != nil) {
        case .modifier: modifier ?? uiKitDefault
        case .environment: environment ?? uiKitDefault
        case .uiKitDefault: uiKitDefault
        }
    }
}
