// swift-tools-version: 6.0
import PackageDescription

// BridgeCore: every decision the bridges make, pure Swift + Foundation, tested on Linux.
// BridgeKit: the thin UIKit/SwiftUI shell; compiles to nothing where UIKit is absent.
// bridgekit: the command-line tool (`demo`, `size`). Its code lives in the
// BridgeKitTool target so the tests can drive it; the executable target is named
// BridgeKitCLI because `bridgekit` and `BridgeKit` would be the same folder and the
// same module file on a case-insensitive (default macOS) file system.
let package = Package(
    name: "BridgeKit",
    platforms: [
        .iOS(.v16),
        .macCatalyst(.v16),
        .visionOS(.v1),
        .macOS(.v13),
    ],
    products: [
        .library(name: "BridgeCore", targets: ["BridgeCore"]),
        .library(name: "BridgeKit", targets: ["BridgeKit"]),
        // For the benchmarks package (and anyone replaying the core without UIKit).
        .library(name: "BridgeDoubles", targets: ["BridgeDoubles"]),
        .executable(name: "bridgekit", targets: ["BridgeKitCLI"]),
        // For the gallery app (Gallery.swiftpm), not for apps: runs its device
        // checks one at a time with a time limit and prints `N passed, N failed`.
        .library(name: "DeviceCheckRunner", targets: ["DeviceCheckRunner"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "BridgeCore"),
        .target(name: "BridgeKit", dependencies: ["BridgeCore"]),
        // Headless stand-ins for UIKit and SwiftUI (event orders, view trees, insets):
        // what the tests, the demo and the benchmarks drive. Never shipped in BridgeKit.
        .target(name: "BridgeDoubles", dependencies: ["BridgeCore"]),
        .target(
            name: "BridgeKitTool",
            dependencies: [
                "BridgeCore",
                "BridgeDoubles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "BridgeKitCLI", dependencies: ["BridgeKitTool"]),
        // The plain-Swift half of the gallery's device-check harness (order,
        // time limits, filter, result lines, summary, exit status); no UIKit.
        .target(name: "DeviceCheckRunner"),
        .testTarget(
            name: "BridgeCoreTests",
            dependencies: [
                "BridgeCore",
                "BridgeDoubles",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "DeviceCheckRunnerTests", dependencies: ["DeviceCheckRunner"]),
        .testTarget(name: "BridgeKitToolTests", dependencies: ["BridgeKitTool", "BridgeCore", "BridgeDoubles"]),
    ],
    swiftLanguageModes: [.v6]
)
