// An NS_ENUM over NSInteger imported as a Swift enum. Cases in the header's
// order, so raw values match (`UIReturnKeyDefault` is 0).

// Mirrors: https://developer.apple.com/documentation/uikit/uireturnkeytype
public enum UIReturnKeyType: Int, Sendable {

    // Mirrors: https://developer.apple.com/documentation/uikit/uireturnkeytype/default
    case `default`

    // Mirrors: https://developer.apple.com/documentation/uikit/uireturnkeytype/go
    case go

    // Mirrors: https://developer.apple.com/documentation/uikit/uireturnkeytype/google
    case google

    // Mirrors: https://developer.apple.com/documentation/uikit/uireturnkeytype/join
    case join

    // Mirrors: https://developer.apple.com/documentation/uikit/uireturnkeytype/next
    case next

    // Mirrors: https://developer.apple.com/documentation/uikit/uireturnkeytype/route
    case route

    // Mirrors: https://developer.apple.com/documentation/uikit/uireturnkeytype/search
    case search

    // Mirrors: https://developer.apple.com/documentation/uikit/uireturnkeytype/send
    case send

    // Mirrors: https://developer.apple.com/documentation/uikit/uireturnkeytype/yahoo
    case yahoo

    // Mirrors: https://developer.apple.com/documentation/uikit/uireturnkeytype/done
    case done

    // Mirrors: https://developer.apple.com/documentation/uikit/uireturnkeytype/emergencycall
    case emergencyCall

    // Mirrors: https://developer.apple.com/documentation/uikit/uireturnkeytype/continue
    case `continue`
}
