import UIKit

/// A drawer menu dragged open with a pan: the recognizer starts after 10 pt of movement, and the
/// drawer follows the finger from there.
public enum DrawerMenuScenario: CatalogScenario {
    public static let title = "A drawer menu opened by a pan"
    public static let section = CatalogSection.seed000
    public static let explanation = CatalogExplanation(
        chinese: "抽屉菜单由一个 UIPanGestureRecognizer 驱动：手指移动超过约 10 点后手势才开始（.began），此后 translation(in:) 给出手指移动的距离，主视图跟着手指平移；松手时（.ended）根据位置和 velocity(in:) 决定打开还是合上，并用动画完成。",
        english: "A drawer menu driven by a UIPanGestureRecognizer: the gesture begins (.began) only after the finger has moved about 10 points; from then on translation(in:) gives how far the finger went and the main view follows it. On release (.ended) the position and velocity(in:) decide whether the drawer opens or closes, and an animation finishes the move.")

    public static func makeViewController() -> UIViewController { DrawerMenuViewController() }

    public static func run(_ script: any CatalogScript) {
        let controller = DrawerMenuViewController()
        controller.log = { [weak script] in script?.log($0) }
        script.show(controller)
        script.step("A drawer menu dragged open with a pan (10 pt start threshold, velocity in pt/s)")
        script.beginFilmstrip(named: "drawer-pan")
        script.drag(from: CGPoint(x: 10, y: 300), to: CGPoint(x: 260, y: 300), duration: 0.25)
        script.endFilmstrip()
        // 250 pt dragged, less the 10 pt the recognizer needed to begin.
        script.expect(abs(controller.drawer.frame.minX - -10) < 0.5,
                      "the drawer follows the finger after the start threshold (x = \(controller.drawer.frame.minX))")
    }
}
