import UIKit

/// A drawer menu dragged open with a pan: the recognizer starts after 10 pt of movement, and the
/// drawer follows the finger from there.
public enum DrawerMenuScenario: CatalogScenario {
    public static let title = "A drawer menu opened by a pan"
    public static let seed: String? = "000"

    public static func makeViewController() -> UIViewController { DrawerMenuViewController() }

    public static func run(_ script: any CatalogScript) {
        let controller = DrawerMenuViewController()
        controller.log = { [weak script] in script?.log($0) }
        script.show(controller)
        script.step("A drawer menu dragged open with a pan (10 pt start threshold, velocity in pt/s)")
        script.drag(from: CGPoint(x: 10, y: 300), to: CGPoint(x: 260, y: 300), duration: 0.25)
        // 250 pt dragged, less the 10 pt the recognizer needed to begin.
        script.expect(abs(controller.drawer.frame.minX - -10) < 0.5,
                      "the drawer follows the finger after the start threshold (x = \(controller.drawer.frame.minX))")
    }
}
