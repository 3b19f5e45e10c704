extension UIColor {

    // Mirrors: https://developer.apple.com/documentation/uikit/uicolor/clear
    public class var clear: UIColor { fatalError() }
}
