// swift-tools-version: 6.0
import PackageDescription

// Linux-only compile check: the real BridgeCore and BridgeKit sources (symlinked
// from the main package) type-checked against `UIKit` and `SwiftUI` modules that
// mirror, signature for signature, the Apple declarations BridgeKit uses.
// Nothing here runs; every mirrored body is `fatalError()`. See README.md.
let package = Package(
    name: "AppleSurface",
    targets: [
        .target(name: "UIKit", path: "Sources/UIKit"),
        .target(name: "SwiftUI", dependencies: ["UIKit"], path: "Sources/SwiftUI"),
        .target(name: "BridgeCore", path: "Sources/BridgeCore"),
        .target(
            name: "BridgeKit",
            dependencies: ["BridgeCore", "UIKit", "SwiftUI"],
            path: "Sources/BridgeKit"
        ),
    ],
    swiftLanguageModes: [.v6]
)
