// An NS_ENUM over NSInteger imported as a Swift enum (the page lists
// RawRepresentable, Hashable, Sendable). Cases in the page's order, so raw
// values match (`UITextAutocorrectionTypeDefault` is 0).

// Mirrors: https://developer.apple.com/documentation/uikit/uitextautocorrectiontype
public enum UITextAutocorrectionType: Int, Sendable {

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextautocorrectiontype/default
    case `default`

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextautocorrectiontype/no
    case no

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextautocorrectiontype/yes
    case yes
}
