// The colors the documented pull-to-refresh examples pass as `tint`.

extension UIColor {

    // Mirrors: https://developer.apple.com/documentation/uikit/uicolor/systemblue
    public class var systemBlue: UIColor { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uicolor/systemorange
    // (page not in the docs corpus; same shape as systemBlue above and as the
    // AppKit twin https://developer.apple.com/documentation/appkit/nscolor/systemorange)
    public class var systemOrange: UIColor { fatalError() }
}
