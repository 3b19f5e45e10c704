// The colors the documented text field examples (seed 000's demos) name.

extension UIColor {

    // Mirrors: https://developer.apple.com/documentation/uikit/uicolor/red
    // (page not in the docs corpus; same shape as its sibling
    // https://developer.apple.com/documentation/uikit/uicolor/blue, `class var blue: UIColor { get }`.)
    public class var red: UIColor { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uicolor/label
    // (the page prints `class var label: UIColor`.)
    public class var label: UIColor { fatalError() }
}
