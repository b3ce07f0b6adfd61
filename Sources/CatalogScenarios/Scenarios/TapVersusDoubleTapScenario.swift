import UIKit

/// A single tap and a double tap on one view, the single one with `require(toFail:)` on the
/// double one: a lone tap is recognized only once the double-tap interval has passed, a double
/// tap only as a double tap.
public enum TapVersusDoubleTapScenario: CatalogScenario {
    public static let title = "Single tap versus double tap"
    public static let seed: String? = "004"

    public static func makeViewController() -> UIViewController { TapVersusDoubleTapViewController() }

    public static func run(_ script: any CatalogScript) {
        let controller = TapVersusDoubleTapViewController()
        controller.log = { [weak script] in script?.log($0) }
        script.show(controller)
        script.step("Single tap vs double tap: require(toFail:)")
        script.tap(at: CGPoint(x: 300, y: 500))
        script.log("(one tap; nothing yet — waiting 0.35 s for a second tap)")
        script.expect(controller.recognized.isEmpty, "a lone tap waits for the double tap to fail")
        script.advance(by: 0.4)
        script.expect(controller.recognized == ["single"], "the single tap fires once the double tap failed")
        script.tap(at: CGPoint(x: 300, y: 500), count: 2)
        script.settle()
        script.expect(controller.recognized == ["single", "double"], "a double tap fires only the double tap")
    }
}
