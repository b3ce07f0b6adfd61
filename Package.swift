// swift-tools-version:6.1
import Foundation
import PackageDescription

/// `make test-release-exits` sets this: the release run of the exit tests then builds the libraries
/// under them and their own small test target, not every target (which took most of its minutes).
let releaseExitTestsOnly = ProcessInfo.processInfo.environment["ROCKHOPPER_RELEASE_EXIT_TESTS_ONLY"] == "1"

/// What a test target that uses UITestHost adds so that the host's failures (reported through
/// IssueReporting) fail the running test: on Linux IssueReporting finds Swift Testing and XCTest
/// through this library.
let issueReportingTestSupport = Target.Dependency.product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")

/// swift-snapshot-testing, only with the SnapshotTesting trait on.
let snapshotTesting = Target.Dependency.product(name: "SnapshotTesting", package: "swift-snapshot-testing",
                                                condition: .when(traits: ["SnapshotTesting"]))

// Layers, bottom to top (see ../shared/ARCHITECTURE.md): a target imports only those below it.
let package = Package(
    name: "Rockhopper",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        // `import SQLite3`, as on iOS (the system's libsqlite3).
        .library(name: "SQLite3", targets: ["SQLite3"]),
        .library(name: "UIKitSnapshotTesting", targets: ["UIKitSnapshotTesting"]),
        // The Catalog's scenarios and its contacts app, for the benchmarks (Benchmarks/).
        .library(name: "CatalogScenarios", targets: ["CatalogScenarios"]),
        .executable(name: "Catalog", targets: ["Catalog"]),
    ],
    // The SnapshotTesting trait (off by default; `make test` turns it on) builds UIKitSnapshotTesting
    // with swift-snapshot-testing, so a package that does not use snapshots neither resolves nor
    // builds swift-snapshot-testing and swift-syntax. SnapshotTesting does `#if canImport(UIKit)
    // import UIKit` and, when it finds ours in the shared module directory, needs every module our
    // UIKit imports — but it is not given our C modules' maps. So with the trait on, the C modules
    // are imported `@_implementationOnly` (which warns in a module without library evolution),
    // and with it off `internal import` (quiet): see the `#if SnapshotTesting` around each import.
    traits: [
        .trait(name: "SnapshotTesting",
               description: "UIKitSnapshotTesting: swift-snapshot-testing strategies for views and view controllers"),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // IssueReporting: UITestHost's failures (a `settle` timeout) fail whichever test framework
        // runs the test, XCTest or Swift Testing, without UIKitTesting linking either.
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        // GRDB: the Catalog's contacts app keeps its contacts in SQLite through it (CatalogScenarios
        // only; UIKit and its consumers never resolve it into their own targets).
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CSDL2",
                       providers: [.apt(["libsdl2-dev"])]),
        // SQLite's C API under iOS's module name, so `import SQLite3` and the C calls work unchanged.
        .systemLibrary(name: "SQLite3",
                       providers: [.apt(["libsqlite3-dev"])]),

        // libjpeg behind a C shim: its error handler longjmps, which Swift cannot catch.
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        // The compositor's pixel loops (pixman's arithmetic, SSE2), fast in debug builds too.
        .target(name: "CPixelOps"),

        // Empty stand-ins for Swift Testing's cross-import overlays (see the files inside).
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),

        .target(name: "CoreGraphics", dependencies: ["CCairo", "CJPEG", "_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CPixelOps"]),
        // UIKit includes the SDL2 window host (Application/Hosts/, a peer of UIKitTesting's headless
        // host), so `UIApplicationMain` and `@main` open a window for any app that imports UIKit.
        .target(name: "UIKit", dependencies: ["QuartzCore", "CPangoCairo", "CSDL2", "_Testing_UIKit"]),
        .target(name: "UIKitTesting", dependencies: [
            "UIKit", .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        ]),
        // swift-snapshot-testing strategies for views and controllers (links XCTest, so kept out of
        // UIKitTesting, which apps may link).
        .target(name: "UIKitSnapshotTesting", dependencies: [
            "UIKitTesting", snapshotTesting,
        ]),
        // The Catalog's scenarios, on UIKit alone, so a window, the headless tour and the smoke
        // tests run the same code.
        // GRDB for the contacts app's store, SQLite3 for the storage demo of SQLite's C API.
        .target(name: "CatalogScenarios", dependencies: ["UIKit", "SQLite3", .product(name: "GRDB", package: "GRDB.swift")]),
        // The demo app; UIKitTesting only for its headless tour (HeadlessTour.swift).
        .executableTarget(name: "Catalog", dependencies: ["CatalogScenarios", "UIKitTesting"],
                         resources: [.copy("Resources/rockhopper.png")]),

        // A small app started with `@main`, driven in a window by the end-to-end test
        // (Scripts/window-e2e.sh, part of `make test`).
        .executableTarget(name: "WindowTestApp", dependencies: ["UIKit"]),

        // Misuse that stops the program, with the messages that must survive release builds.
        .testTarget(name: "UIKitReleaseExitTests", dependencies: ["UIKit", "UIKitTesting", "QuartzCore", issueReportingTestSupport]),

        // Recorders shared by the test targets (a touch-recording view, gesture and scroll delegates).
        .target(name: "UIKitTestSupport", dependencies: ["UIKitTesting"], path: "Tests/UIKitTestSupport"),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "CCairo", "UIKitTesting", "UIKitTestSupport", issueReportingTestSupport]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting", "SQLite3", "UIKitSnapshotTesting", "UIKitTestSupport",
                                                     snapshotTesting, issueReportingTestSupport],
                    exclude: ["Rendering/__Snapshots__", "StatusBar/__Snapshots__", "Alerts/__Snapshots__", "Bars/__Snapshots__",
                              "Controls/__Snapshots__"]),
        .testTarget(name: "UIKitTestingTests", dependencies: ["UIKitTesting", "UIKitTestSupport", issueReportingTestSupport]),
        .testTarget(name: "CatalogTests", dependencies: ["CatalogScenarios", "UIKitTesting", "UIKitTestSupport",
                                                       .product(name: "GRDB", package: "GRDB.swift"),
                                                       issueReportingTestSupport]),
    ],
    swiftLanguageModes: [.v6]
)

if ProcessInfo.processInfo.environment["ROCKHOPPER_DOCS"] == "1" {
    // `make docs`: the DocC plugin, only then, so packages that depend on Rockhopper never resolve it.
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"))
}

if releaseExitTestsOnly {
    // Only the libraries under the exit tests, and the exit tests.
    let kept: Set<String> = ["CCairo", "CPangoCairo", "CSDL2", "CJPEG", "CPixelOps", "_Testing_CoreGraphics", "_Testing_UIKit",
                             "CoreGraphics", "QuartzCore", "UIKit", "UIKitTesting", "UIKitReleaseExitTests"]
    package.targets.removeAll { !kept.contains($0.name) }
    package.products.removeAll { product in product.name != "UIKit" && product.name != "UIKitTesting" }
    package.dependencies.removeAll { !"\($0.kind)".contains("xctest-dynamic-overlay") }
}
