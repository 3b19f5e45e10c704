// An NS_ENUM over NSInteger imported as a Swift enum. Cases in the header's
// order, so raw values match (`UITextAutocapitalizationTypeNone` is 0).

// Mirrors: https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype
public enum UITextAutocapitalizationType: Int, Sendable {

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype/none
    case none

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype/words
    case words

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype/sentences
    case sentences

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype/allcharacters
    case allCharacters
}
