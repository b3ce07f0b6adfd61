import UIKit

/// Seed 000's touch events: a view dragged by its own touchesMoved, and hit-testing shown on
/// screen, with the three ways a view takes no touches.
public enum TouchDragScenario: CatalogScenario {
    public static let title = "touchesMoved drags a view; hitTest outlined"
    public static let section = CatalogSection.seed000
    public static let explanation = CatalogExplanation(
        chinese: "只有 UIResponder 的子类（UIApplication、UIViewController、UIView）能处理触摸。手指按下时，UIApplication 把事件交给窗口，窗口调用 hitTest(_:with:) 从后往前找最合适的视图（红框标出）；isUserInteractionEnabled = false、isHidden = true 或 alpha < 0.01 的视图及其子视图收不到触摸，UIImageView 默认也不接收。橙色视图重写 touchesMoved(_:with:)：用 location(in:) 减 previousLocation(in:) 得到偏移，加到自己的 transform 上，于是跟着手指走；它不调用 super，事件不再往上传。其他视图不处理的触摸沿响应链传给控制器的 touchesBegan/touchesEnded。",
        english: "Only UIResponder subclasses (UIApplication, UIViewController, UIView) handle touches. When a finger comes down, UIApplication hands the event to the window, whose hitTest(_:with:) looks for the best view from the front subview back (outlined in red); a view with isUserInteractionEnabled = false, isHidden = true or alpha below 0.01 gets no touches, nor do its subviews, and a UIImageView takes none by default. The orange view overrides touchesMoved(_:with:): location(in:) minus previousLocation(in:) is the offset it adds to its own transform, so it follows the finger; it does not call super, so the event goes no further. Touches other views leave alone travel up the responder chain to the controller's touchesBegan/touchesEnded.")

    public static func makeViewController() -> UIViewController { TouchDragViewController() }

    public static func run(_ script: any CatalogScript) {
        let controller = TouchDragViewController()
        func lastLines(_ count: Int) -> [String] { Array(controller.lines.suffix(count)) }

        script.step("Five views; touch one and the hit-tested view is outlined")
        script.show(controller)
        script.settle()
        script.snapshot(named: "touch-drag-1-start")

        script.step("Dragging the orange view by (120, 60): touchesMoved adds each offset to its transform")
        script.beginFilmstrip(named: "touch-drag-drag")
        // From the orange view's centre, wherever the safe-area layout put it.
        let start = controller.draggable.convert(CGPoint(x: controller.draggable.bounds.midX,
                                                         y: controller.draggable.bounds.midY), to: nil)
        script.drag(from: start, to: CGPoint(x: start.x + 120, y: start.y + 60), duration: 0.5)
        script.endFilmstrip()
        script.settle()
        for line in lastLines(4) { script.log("  " + line) }
        let t = controller.draggable.transform
        script.expect(controller.hits.first == "draggable", "the touch hit the draggable view (\(controller.hits))")
        script.expect(abs(t.tx - 120) < 0.5 && abs(t.ty - 60) < 0.5,
                      "the view moved with the finger, all of it: \(NSStringFromCGAffineTransform(t))")
        script.expect(controller.lines.contains("draggable.touchesBegan")
                      && controller.lines.contains { $0.hasPrefix("draggable.touchesEnded") },
                      "began, moved… ended logged")
        script.expect(!controller.lines.contains { $0.hasPrefix("controller.touches") },
                      "the draggable view kept its touches (no super call)")
        script.snapshot(named: "touch-drag-2-dragged")

        script.step("Touching the grey view (isUserInteractionEnabled = false): the hit goes to the root view, then the controller")
        script.tap(at: controller.noInteraction.convert(CGPoint(x: 130, y: 20), to: nil))
        script.expect(controller.hits.last == "root", "hitTest skipped the grey view (\(controller.hits.last ?? ""))")
        script.expect(controller.lines.contains { $0.hasPrefix("controller.touchesBegan (from root") },
                      "the root view passed the touch up to the controller")

        script.step("Touching the image view: UIImageView takes no touches by default")
        script.tap(at: controller.imageView.convert(CGPoint(x: 36, y: controller.imageView.bounds.height - 20), to: nil))
        script.expect(controller.hits.last == "root", "hitTest skipped the image view (\(controller.hits.last ?? ""))")

        script.step("Touching the nearly transparent view (alpha 0.005): the view behind it is hit")
        script.tap(at: controller.faint.convert(CGPoint(x: 100, y: controller.faint.bounds.height - 20), to: nil))
        script.expect(controller.hits.last == "behind", "hitTest skipped the faint view (\(controller.hits.last ?? ""))")
        script.snapshot(named: "touch-drag-3-behind")

        script.step("The orange view, moved by its transform, is hit where it is drawn now")
        let drawn = controller.draggable.convert(CGPoint(x: 20, y: 20), to: nil)
        script.tap(at: drawn)
        script.expect(controller.hits.last == "draggable", "hit at its new place (\(controller.hits.last ?? ""))")
        for line in lastLines(6) { script.log("  " + line) }
    }
}
