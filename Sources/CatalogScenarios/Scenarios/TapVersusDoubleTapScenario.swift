import UIKit

/// A single tap and a double tap on one view, the single one with `require(toFail:)` on the
/// double one: a lone tap is recognized only once the double-tap interval has passed, a double
/// tap only as a double tap.
public enum TapVersusDoubleTapScenario: CatalogScenario {
    public static let title = "Single tap versus double tap"
    public static let section = CatalogSection.seed004
    public static let explanation = CatalogExplanation(
        chinese: "同一视图上有单击和双击两个 UITapGestureRecognizer 时，单击手势调用 require(toFail:) 等待双击手势失败：单击在双击间隔过去、双击失败之后才被识别；双击则只作为双击被识别，单击手势失败。",
        english: "With a single-tap and a double-tap UITapGestureRecognizer on one view, the single tap calls require(toFail:) on the double tap: a lone tap is recognized only once the double-tap interval has passed and the double tap has failed; a double tap is recognized as a double tap only, and the single tap fails.")

    public static func makeViewController() -> UIViewController { TapVersusDoubleTapViewController() }

    public static func run(_ script: any CatalogScript) {
        let controller = TapVersusDoubleTapViewController()
        controller.log = { [weak script] in script?.log($0) }
        script.show(controller)
        script.step("Single tap vs double tap: require(toFail:)")
        script.beginFilmstrip(named: "taps-single-tap")
        script.tap(at: CGPoint(x: 300, y: 500))
        script.log("(one tap; nothing yet — waiting 0.35 s for a second tap)")
        script.expect(controller.recognized.isEmpty, "a lone tap waits for the double tap to fail")
        script.advance(by: 0.4)
        script.endFilmstrip()
        script.expect(controller.recognized == ["single"], "the single tap fires once the double tap failed")
        script.beginFilmstrip(named: "taps-double-tap")
        script.tap(at: CGPoint(x: 300, y: 500), count: 2)
        script.settle()
        script.endFilmstrip()
        script.expect(controller.recognized == ["single", "double"], "a double tap fires only the double tap")
    }
}
