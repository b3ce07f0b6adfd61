import CatalogScenarios
import UIKit

// The Rockhopper Catalog: every scenario of the UIKit tutorials this project grew from, each in
// its own file in the CatalogScenarios target and listed in `CatalogScenarios.all`.
//
// With a display, `make demo` opens it in a window as an app (`CatalogAppDelegate`), started as
// on iOS with `UIApplicationMain`. Without one (or with ROCKHOPPER_HEADLESS=1) it runs the
// scenarios one after another as a headless tour (`HeadlessTour.swift`): touches driven through
// `UITestHost` on the virtual clock, what happens printed, and the screens written as PNGs to
// catalog-screens/.

MainActor.assumeIsolated {
    let environment = ProcessInfo.processInfo.environment
    if _UIDisplayIsAvailable(environment: environment) && !CommandLine.arguments.contains("--tour") {
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(CatalogAppDelegate.self))
    } else {
        let why = CommandLine.arguments.contains("--tour") ? "--tour"
            : environment["ROCKHOPPER_HEADLESS"] == "1" ? "ROCKHOPPER_HEADLESS=1" : "no display (DISPLAY and WAYLAND_DISPLAY are not set)"
        print("Catalog: \(why): running the headless tour instead of a window.")
        HeadlessTour.run(CatalogScenarios.all)
    }
}
