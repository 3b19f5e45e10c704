// swift-tools-version: 6.1
import Foundation
import PackageDescription

// A path dependency is identified by its folder's name, which is whatever the
// clone was called; read it instead of assuming "BridgeKit".
let bridgeKitPackage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// Benchmarks live in their own package so that BridgeKit's users never resolve
// package-benchmark. Run them with:
//   swift package --package-path Benchmarks benchmark
// (add `--target SizingBenchmarks` for one suite).
let benchmarkPlugin: [Target.PluginUsage] = [.plugin(name: "BenchmarkPlugin", package: "benchmark")]

let package = Package(
    name: "BridgeKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "SizingBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "BridgeCore", package: bridgeKitPackage),
            ],
            path: "Benchmarks/SizingBenchmarks",
            plugins: benchmarkPlugin
        ),
        .executableTarget(
            name: "RefreshBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "BridgeCore", package: bridgeKitPackage),
            ],
            path: "Benchmarks/RefreshBenchmarks",
            plugins: benchmarkPlugin
        ),
        .executableTarget(
            name: "NavigationBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "BridgeCore", package: bridgeKitPackage),
            ],
            path: "Benchmarks/NavigationBenchmarks",
            plugins: benchmarkPlugin
        ),
    ],
    swiftLanguageModes: [.v6]
)
