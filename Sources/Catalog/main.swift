import CatalogScenarios

// The Rockhopper Catalog: every scenario of the UIKit tutorials this project grew from, each in
// its own file in the CatalogScenarios target and listed in `CatalogScenarios.all`. `make demo`
// runs them one after another as a headless tour (`HeadlessTour.swift`): touches driven through
// `UITestHost` on the virtual clock, what happens printed, and the screens written as PNGs to
// catalog-screens/.

MainActor.assumeIsolated {
    HeadlessTour.run(CatalogScenarios.all)
}
