import SwiftUI

/// The gallery app: one screen per BridgeKit feature, listed on the home screen.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            GalleryHome()
        }
    }
}
