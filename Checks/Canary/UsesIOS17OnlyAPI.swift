// Planted on purpose: Checks/apple-sdks requires this file to FAIL the iOS 16.0
// check ("only available in iOS 17.0 or newer"). If it ever passes, the SDK check
// has stopped enforcing availability and would let such a call into BridgeKit.
import SwiftUI

struct UsesIOS17OnlyAPI: View {
    var body: some View {
        ContentUnavailableView("Nothing here", systemImage: "tray")
    }
}
