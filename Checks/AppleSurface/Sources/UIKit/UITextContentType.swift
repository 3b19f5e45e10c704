// An NS_TYPED_ENUM over NSString, imported as a RawRepresentable struct with
// `static let` constants. Only the constants the documented examples name.

// Mirrors: https://developer.apple.com/documentation/uikit/uitextcontenttype
public struct UITextContentType: Hashable, RawRepresentable, Sendable {

    // Plumbing: the RawRepresentable initializer of an NS_TYPED_ENUM.
    public init(rawValue: String) { fatalError() }

    // Plumbing: the RawRepresentable requirement.
    public var rawValue: String { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextcontenttype/name
    public static let name: UITextContentType = { fatalError() }()

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextcontenttype/onetimecode
    // (page not in the docs corpus; `static let oneTimeCode: UITextContentType`
    // as the type's member list at https://onestack.dev/ios-reference/UIKit/UITextContentType prints it.)
    public static let oneTimeCode: UITextContentType = { fatalError() }()
}
