// swift-tools-version: 6.0

// The BridgeKit gallery: an app package. Open this folder (Gallery.swiftpm) in
// Xcode 16 or later, pick an iOS 16+ simulator and run. No project file, no
// extra tools: Xcode builds `.iOSApplication` products itself, and BridgeKit
// comes from this repository by path.
//
// AppleProductTypes exists only in Xcode and Swift Playgrounds, so this manifest
// cannot be read by SwiftPM on Linux. Nothing on Linux builds it: CI type-checks
// Sources/ against Apple's iOS SDK instead (Checks/apple-sdks, module Gallery).
import PackageDescription
import AppleProductTypes

let package = Package(
    name: "BridgeKit Gallery",
    platforms: [
        .iOS("16.0")
    ],
    products: [
        .iOSApplication(
            name: "BridgeKit Gallery",
            targets: ["Gallery"],
            bundleIdentifier: "org.bridgekit.Gallery",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .boat),
            accentColor: .presetColor(.indigo),
            supportedDeviceFamilies: [
                .pad,
                .phone
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad]))
            ]
        )
    ],
    dependencies: [
        // The repository this folder lives in. Named, so the product below
        // resolves whatever the checkout's folder is called.
        .package(name: "BridgeKit", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "Gallery",
            dependencies: [
                .product(name: "BridgeKit", package: "BridgeKit"),
                // The device checks' runner (Sources/DeviceChecks uses it).
                .product(name: "DeviceCheckRunner", package: "BridgeKit")
            ],
            path: "Sources"
        )
    ],
    swiftLanguageModes: [.v6]
)
