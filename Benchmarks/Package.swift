// swift-tools-version:6.1
import Foundation
import PackageDescription

// Benchmarks for Rockhopper, measured with ordo-one's package-benchmark.
// Run with `make bench` (or `swift package --allow-writing-to-package-directory benchmark` here).
// Each benchmark group measures a subject and its baseline in the same run; compare their ratio,
// not absolute times, which are noisy on shared machines.
//
// Every folder under Benchmarks/ is one benchmark executable (FoundationBenchmarks, ListBenchmarks,
// GestureBenchmarks, …), found here so adding a suite needs no manifest change.
let suitesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Benchmarks")
let suites = ((try? FileManager.default.contentsOfDirectory(atPath: suitesFolder.path)) ?? [])
    .filter { !$0.hasPrefix(".") }
    .sorted()

/// Dependencies of a suite beyond Benchmark and UIKitTesting.
let extraDependencies: [String: [Target.Dependency]] = [
    // Cairo and Pango for the hand-written baseline (Rockhopper's own CCairo and CPangoCairo
    // modules are not products).
    "RenderingBenchmarks": ["CCairoBaseline"],
    // kiwi, the C++ Cassowary solver, as the baseline of the Auto Layout engine.
    "LayoutBenchmarks": ["CKiwiBaseline"],
    // The contacts app's store and the Catalog app (CatalogScenarios), against plain GRDB.
    "StorageBenchmarks": [.product(name: "CatalogScenarios", package: "Rockhopper"),
                          .product(name: "GRDB", package: "GRDB.swift")],
]

let package = Package(
    name: "RockhopperBenchmarks",
    dependencies: [
        .package(name: "Rockhopper", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: suites.map { suite in
        .executableTarget(
            name: suite,
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "UIKitTesting", package: "Rockhopper"),
            ] + (extraDependencies[suite] ?? []),
            path: "Benchmarks/\(suite)",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        )
    } + [
        .systemLibrary(name: "CCairoBaseline", path: "Sources/CCairoBaseline", pkgConfig: "pangocairo"),
        // kiwi's header-only solver behind a C API. Its headers are fetched through pip by
        // Scripts/fetch-kiwi.sh into .kiwi/include (git-ignored; `make bench` runs the script).
        .target(
            name: "CKiwiBaseline",
            path: "Sources/CKiwiBaseline",
            cxxSettings: [.headerSearchPath("../../.kiwi/include")]
        ),
    ],
    cxxLanguageStandard: .cxx17
)
