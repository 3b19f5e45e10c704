// Plumbing: on iOS, `import SwiftUI` alone makes UIKit's types (UIView,
// UIViewController, ...) visible, because Apple's SwiftUI module re-exports
// UIKit on UIKit platforms (observed behaviour of the SDK's SwiftUI interface,
// not a documented declaration). The mirror does the same, so a BridgeKit file
// that forgets `import UIKit` compiles here exactly when it compiles on iOS.
@_exported import UIKit
