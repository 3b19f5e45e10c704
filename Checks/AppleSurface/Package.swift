// swift-tools-version: 6.0
import PackageDescription

// Linux-only compile check: the real BridgeCore and BridgeKit sources (symlinked
// from the main package) type-checked against `UIKit` and `SwiftUI` modules that
// mirror, signature for signature, the Apple declarations BridgeKit uses.
// Nothing here runs; every mirrored body is `fatalError()`. See README.md.
let package = Package(
    name: "AppleSurface",
    targets: [
        // Plumbing: a Clang module named `UIKit` under the Swift `UIKit` mirror, so
        // the Clang submodule `UIKit.UIGestureRecognizerSubclass` exists as on iOS
        // (see Sources/UIKitClangModule/include/module.modulemap).
        .target(name: "UIKitClangModule", path: "Sources/UIKitClangModule"),
        .target(
            name: "UIKit",
            dependencies: ["UIKitClangModule"],
            path: "Sources/UIKit",
            swiftSettings: [.unsafeFlags(["-import-underlying-module"])]
        ),
        .target(name: "SwiftUI", dependencies: ["UIKit"], path: "Sources/SwiftUI"),
        .target(name: "BridgeCore", path: "Sources/BridgeCore"),
        .target(
            name: "BridgeKit",
            dependencies: ["BridgeCore", "UIKit", "SwiftUI"],
            path: "Sources/BridgeKit"
        ),
        // The documentation's code examples, compiled as an app would write them.
        .target(
            name: "Examples",
            dependencies: ["BridgeKit", "BridgeCore", "UIKit", "SwiftUI"],
            path: "Sources/Examples"
        ),
    ],
    swiftLanguageModes: [.v6]
)
