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
    /// Where the Catalog lists the scenario: under the seed tutorial it comes from, or under a
    /// kind of component.
    static var section: CatalogSection { get }
    /// The paragraph, in Chinese and English, that the scenario's screen shows about what UIKit
    /// does there.
    static var explanation: CatalogExplanation { get }
    /// A fresh view controller showing the scenario.
    static func makeViewController() -> UIViewController
    /// The scripted interaction: shows `makeViewController()` through `script`, then drives it as
    /// a user would, logging what happens and checking its own expectations with
    /// `script.expect(_:_:)`.
    static func run(_ script: any CatalogScript)
}

extension CatalogScenario {
    /// Which of the tutorials in the project's seed list (`000` … `004`) the scenario comes
    /// from, if any.
    public static var seed: String? { section.seed }
}
