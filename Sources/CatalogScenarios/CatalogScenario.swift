import UIKit

/// One scenario of the Catalog: a screen from one of the UIKit tutorials the project grew from,
/// and a scripted interaction with it.
///
/// A scenario is written against UIKit only, so the same code runs wherever a `CatalogScript`
/// can drive it: the headless tour (`make demo`), the smoke tests (`CatalogTests`), and a window.
/// Without a script (a person using a window), the host shows `makeViewController()` and the
/// user does the interacting.
@MainActor public protocol CatalogScenario {
    /// The scenario's name, as in the Catalog's list.
    static var title: String { get }
    /// Which of the tutorials in the project's seed list (`000` … `004`) the scenario comes
    /// from, if any.
    static var seed: String? { get }
    /// A fresh view controller showing the scenario.
    static func makeViewController() -> UIViewController
    /// The scripted interaction: shows `makeViewController()` through `script`, then drives it as
    /// a user would, logging what happens and checking its own expectations with
    /// `script.expect(_:_:)`.
    static func run(_ script: any CatalogScript)
}
