// An NS_ENUM over NSInteger imported as a Swift enum. Cases in the header's
// order, so raw values match (`UIKeyboardTypeDefault` is 0). The deprecated
// alias `alphabet` (a static property equal to `asciiCapable`) is not mirrored.

// Mirrors: https://developer.apple.com/documentation/uikit/uikeyboardtype
public enum UIKeyboardType: Int, Sendable {

    // Mirrors: https://developer.apple.com/documentation/uikit/uikeyboardtype/default
    case `default`

    // Mirrors: https://developer.apple.com/documentation/uikit/uikeyboardtype/asciicapable
    case asciiCapable

    // Mirrors: https://developer.apple.com/documentation/uikit/uikeyboardtype/numbersandpunctuation
    case numbersAndPunctuation

    // Mirrors: https://developer.apple.com/documentation/uikit/uikeyboardtype/url
    case URL

    // Mirrors: https://developer.apple.com/documentation/uikit/uikeyboardtype/numberpad
    case numberPad

    // Mirrors: https://developer.apple.com/documentation/uikit/uikeyboardtype/phonepad
    case phonePad

    // Mirrors: https://developer.apple.com/documentation/uikit/uikeyboardtype/namephonepad
    case namePhonePad

    // Mirrors: https://developer.apple.com/documentation/uikit/uikeyboardtype/emailaddress
    case emailAddress

    // Mirrors: https://developer.apple.com/documentation/uikit/uikeyboardtype/decimalpad
    case decimalPad

    // Mirrors: https://developer.apple.com/documentation/uikit/uikeyboardtype/twitter
    case twitter

    // Mirrors: https://developer.apple.com/documentation/uikit/uikeyboardtype/websearch
    case webSearch

    // Mirrors: https://developer.apple.com/documentation/uikit/uikeyboardtype/asciicapablenumberpad
    case asciiCapableNumberPad
}
