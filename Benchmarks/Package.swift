// swift-tools-version:6.1
import PackageDescription

// Benchmarks for Rockhopper, measured with ordo-one's package-benchmark.
// Run with `make bench` (or `swift package --allow-writing-to-package-directory benchmark` here).
// Each benchmark group measures a subject and its baseline in the same run; compare their ratio,
// not absolute times, which are noisy on shared machines.
let package = Package(
    name: "RockhopperBenchmarks",
    dependencies: [
        .package(name: "Rockhopper", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "FoundationBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "UIKitTesting", package: "Rockhopper"),
            ],
            path: "Benchmarks/FoundationBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "ScrollBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "UIKitTesting", package: "Rockhopper"),
            ],
            path: "Benchmarks/ScrollBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ]
)
