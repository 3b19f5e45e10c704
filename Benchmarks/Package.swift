// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Benchmarks live in their own package so that BridgeKit's users never resolve
// package-benchmark. Run them with:
//   swift package --package-path Benchmarks benchmark
// (add `--target SizingBenchmarks` for one suite).

// A path dependency is identified by its folder's name, which is whatever the
// clone was called; read it instead of assuming "BridgeKit".
let bridgeKitPackage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// One suite: Benchmarks/<name>/, measuring BridgeCore against the naive approaches apps write by hand.
func benchmarkSuite(_ name: String) -> Target {
    .executableTarget(
        name: name,
        dependencies: [
            .product(name: "Benchmark", package: "benchmark"),
            .product(name: "BridgeCore", package: bridgeKitPackage),
            .product(name: "BridgeDoubles", package: bridgeKitPackage),
        ],
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "BridgeKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        benchmarkSuite("SizingBenchmarks"),
        benchmarkSuite("NavigationBenchmarks"),
        benchmarkSuite("PathStackBenchmarks"),
        benchmarkSuite("PresentationBenchmarks"),
        benchmarkSuite("RefreshBenchmarks"),
        benchmarkSuite("TextBenchmarks"),
        benchmarkSuite("SubmitFocusBenchmarks"),
    ],
    swiftLanguageModes: [.v6]
)
