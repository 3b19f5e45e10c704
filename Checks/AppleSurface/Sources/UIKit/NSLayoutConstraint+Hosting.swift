extension NSLayoutConstraint {

    // Mirrors: https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    // (Apple declares it `class func`; in an extension, `class` and `static`
    // are the same for a method nobody overrides.)
    public class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }
}
