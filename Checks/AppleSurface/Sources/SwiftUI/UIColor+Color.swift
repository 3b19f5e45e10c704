// SwiftUI extends UIKit's UIColor with an initializer from a SwiftUI Color (the
// page's precise identifier is in the SwiftUI module), so it lives in this module.

extension UIColor {

    // Mirrors: https://developer.apple.com/documentation/uikit/uicolor/init(_:)
    public convenience init(_ color: Color) { fatalError() }
}
