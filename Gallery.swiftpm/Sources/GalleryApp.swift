import SwiftUI

/// The gallery app: one screen per BridgeKit feature, listed on the home screen.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            GalleryHome()
                // `-run-device-checks [filter]`: run the device checks, print, exit.
                .task { await DeviceChecksAtLaunch.runIfAsked() }
        }
    }
}
