// UINavigationItem inherits from NSObject (the page's "Inherits From"
// relationship). Only the member the documented examples set.

// Mirrors: https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor
open class UINavigationItem: NSObject {

    // MARK: Getting and setting properties

    // Mirrors: https://developer.apple.com/documentation/uikit/uinavigationitem/title
    open var title: String? {
        get { fatalError() }
        set { fatalError() }
    }
}
