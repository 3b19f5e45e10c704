// UIApplication inherits from UIResponder. Only the members BridgeKit uses.

// Mirrors: https://developer.apple.com/documentation/uikit/uiapplication
@MainActor
open class UIApplication: UIResponder {

    // Mirrors: https://developer.apple.com/documentation/uikit/uiapplication/shared
    // (Swift spells Apple's `class var` read-only type property as below; the
    // SDK also marks it unavailable in app extensions.)
    open class var shared: UIApplication { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
    open var connectedScenes: Set<UIScene> { fatalError() }
}
