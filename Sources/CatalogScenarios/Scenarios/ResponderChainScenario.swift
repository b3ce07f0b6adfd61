import UIKit

/// Touches, hit-testing and the responder chain: a tap handled by a rotated view, a tap that
/// travels the whole chain up to the application's delegate, a hit in a view scrolled by its
/// superview's `bounds`, a drag that stays bound to the view it began in, and a double tap's tap
/// counts.
public enum ResponderChainScenario: CatalogScenario {
    public static let title = "Touches, hit-testing and the responder chain"
    public static let section = CatalogSection.seed000
    public static let explanation = CatalogExplanation(
        chinese: "触摸发生时，UIKit 用 hitTest(_:with:) 从窗口往下找最深的、可交互的、包含该点的视图（考虑 transform 和 bounds 原点），那个视图收到 touchesBegan。不处理的事件沿响应链向上传：父视图、视图控制器、窗口、UIApplication，最后是应用的 delegate。一次拖动的所有事件都送给开始时命中的视图，tapCount 数连续点按。",
        english: "When a touch starts, UIKit calls hitTest(_:with:) from the window down to find the deepest view that is interactive and contains the point (taking transforms and the bounds' origin into account); that view gets touchesBegan. Events it does not handle travel up the responder chain: superview, view controller, window, UIApplication, and last the app's delegate. Every event of a drag goes to the view it began in, and tapCount counts quick successive taps.")

    public static func makeViewController() -> UIViewController { ResponderChainViewController() }

    public static func run(_ script: any CatalogScript) {
        let controller = ResponderChainViewController()
        controller.log = { [weak script] in script?.log($0) }
        if UIApplication.shared.delegate == nil {
            let delegate = EndOfChainDelegate(log: { [weak script] in script?.log($0) })
            controller.endOfChain = delegate
            UIApplication.shared.delegate = delegate
        }
        let window = { controller.view.window! }
        func describeHit(at point: CGPoint) -> UIView? {
            let hit = window().hitTest(point, with: nil)
            let name = (hit as? TracingView)?.name ?? hit.map { "\(type(of: $0))" } ?? "nothing"
            script.log("hitTest(\(Int(point.x)), \(Int(point.y))) → \(name)")
            return hit
        }

        script.step("Showing the root view controller (t = \(script.now) s)")
        script.show(controller)
        script.log("title: \(controller.title ?? "") — root view frame \(controller.view.frame), safe area top \(controller.view.safeAreaInsets.top) pt")
        script.log("badge frame under a quarter turn: \(controller.badge.frame) (bounds \(controller.badge.bounds))")
        script.expect(controller.view.frame == window().bounds, "the root view fills the window")

        script.step("Tapping the rotated badge: handled there, nothing goes up")
        let badgeCenter = controller.badge.convert(CGPoint(x: 40, y: 20), to: nil)
        script.expect(describeHit(at: badgeCenter) === controller.badge, "the badge's centre hits the badge")
        script.tap(at: badgeCenter)
        script.expect(controller.badge.phases == ["began", "ended"], "the badge gets the tap")
        script.expect(controller.card.phases.isEmpty, "the badge keeps the tap from the card")

        script.step("Tapping the card outside the badge: the chain runs card → root view → controller → window → app → delegate")
        script.expect(describeHit(at: CGPoint(x: 60, y: 250)) === controller.card, "(60, 250) hits the card")
        script.tap(at: CGPoint(x: 60, y: 250))
        script.expect(controller.card.phases == ["began", "ended"], "the card gets the tap")
        if let delegate = controller.endOfChain {
            script.expect(delegate.began == 1, "the tap reaches the application's delegate")
        }

        script.step("The panel is scrolled by bounds.origin.y = 100: the row drawn at y 390 on screen is hit there")
        script.expect(describeHit(at: CGPoint(x: 100, y: 400)) === controller.row, "(100, 400) hits the scrolled row")
        script.tap(at: CGPoint(x: 100, y: 400))
        script.expect(controller.row.phases == ["began", "ended"], "the row gets the tap")

        script.step("Dragging from the card off its edge: the touch stays bound to the card")
        script.drag(from: CGPoint(x: 60, y: 250), to: CGPoint(x: 60, y: 330), duration: 3.0 / 60.0)
        script.expect(controller.card.phases.suffix(5) == ["began", "moved", "moved", "moved", "ended"],
                      "the card gets every move and the lift, even off its edge")
        script.expect(controller.panel.phases.isEmpty, "the panel under the finger gets nothing")

        script.step("A double tap: the second touch has tapCount 2 (t = \(String(format: "%.3f", script.now)) s)")
        script.tap(at: CGPoint(x: 60, y: 250), count: 2)
        script.expect(controller.card.tapCounts.suffix(2) == [1, 2], "the second tap has tapCount 2")
    }
}
