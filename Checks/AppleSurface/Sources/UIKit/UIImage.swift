// UIImage inherits from NSObject; named only by UIAction's initializer.

// Mirrors: https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject {}
