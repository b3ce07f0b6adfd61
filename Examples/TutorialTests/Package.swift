// swift-tools-version:6.1
// A package that uses Rockhopper as a consumer would: its own screen (a login form from seed 000),
// tested with Swift Testing and XCTest through UITestHost. `make test` builds and tests it from
// clean and fails if the build prints a warning from Rockhopper (Scripts/consumer-check.sh).
import PackageDescription

let package = Package(
    name: "TutorialTests",
    dependencies: [
        .package(name: "Rockhopper", path: "../.."),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    ],
    targets: [
        .target(name: "Tutorials", dependencies: [.product(name: "UIKit", package: "Rockhopper")]),
        .testTarget(name: "TutorialsTests", dependencies: [
            "Tutorials",
            .product(name: "UIKitTesting", package: "Rockhopper"),
            .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        ], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
