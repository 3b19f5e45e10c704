// diagnosed: 'ContentUnavailableView' is only available in iOS 17.0 or newer
//
// Planted on purpose: an iOS 17 API without `if #available`. If this file ever
// type-checks for iOS 16.0, the SDK check has stopped enforcing availability and
// would let such a call into BridgeKit.
import SwiftUI

struct UsesIOS17OnlyAPI: View {
    var body: some View {
        ContentUnavailableView("Nothing here", systemImage: "tray")
    }
}
