// The content types seed 002's keyboard examples name.

extension UITextContentType {

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextcontenttype/password
    public static let password: UITextContentType = { fatalError() }()

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextcontenttype/emailaddress
    // (page not in the docs corpus; `static let emailAddress: UITextContentType`
    // like its sibling password's page, listed on the type's page as UITextContentTypeEmailAddress.)
    public static let emailAddress: UITextContentType = { fatalError() }()
}
