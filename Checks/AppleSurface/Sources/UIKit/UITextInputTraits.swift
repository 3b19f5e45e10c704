// Every requirement of UITextInputTraits is an Objective-C `optional` property.
// UITextField implements them all; Swift shows them as members of UITextField.
// Only the ones BridgeKit sets are mirrored.

// Mirrors: https://developer.apple.com/documentation/uikit/uitextinputtraits
@MainActor
public protocol UITextInputTraits: NSObjectProtocol {

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype
    var keyboardType: UIKeyboardType { get set }

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextinputtraits/returnkeytype
    // (page not in the docs corpus; same shape as keyboardType, and listed as
    // `@property(nonatomic) UIReturnKeyType returnKeyType` in UITextInputTraits.h.)
    var returnKeyType: UIReturnKeyType { get set }

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextinputtraits/autocapitalizationtype
    var autocapitalizationType: UITextAutocapitalizationType { get set }

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextinputtraits/autocorrectiontype
    var autocorrectionType: UITextAutocorrectionType { get set }

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextinputtraits/textcontenttype
    var textContentType: UITextContentType! { get set }

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry
    var isSecureTextEntry: Bool { get set }
}

// Plumbing: optional requirement in Apple's SDK. Swift on Linux has no
// `optional` requirements, so each gets a default here; conformers need not
// implement them, exactly as with Objective-C's `@optional`.
extension UITextInputTraits {

    // Plumbing: optional requirement in Apple's SDK.
    public var keyboardType: UIKeyboardType {
        get { fatalError() }
        set { fatalError() }
    }

    // Plumbing: optional requirement in Apple's SDK.
    public var returnKeyType: UIReturnKeyType {
        get { fatalError() }
        set { fatalError() }
    }

    // Plumbing: optional requirement in Apple's SDK.
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { fatalError() }
        set { fatalError() }
    }

    // Plumbing: optional requirement in Apple's SDK.
    public var autocorrectionType: UITextAutocorrectionType {
        get { fatalError() }
        set { fatalError() }
    }

    // Plumbing: optional requirement in Apple's SDK.
    public var textContentType: UITextContentType! {
        get { fatalError() }
        set { fatalError() }
    }

    // Plumbing: optional requirement in Apple's SDK.
    public var isSecureTextEntry: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}
