import UIKit

/// Seed 000's gesture recognizers: the delegate's `gestureRecognizer(_:shouldReceive:)` keeps the
/// image's left half from taking touches, a long press reports its states, swipes their direction.
public enum GestureDelegateScenario: CatalogScenario {
    public static let title = "Gesture recognizers: shouldReceive, states, directions"
    public static let section = CatalogSection.seed000
    public static let explanation = CatalogExplanation(
        chinese: "UIGestureRecognizer 是抽象类，用它的子类处理手势。delegate 的 gestureRecognizer(_:shouldReceive:) 在每次触摸交给手势前询问：这里用 touch.location(in:) 判断，图片左半边返回 false，那里的点按、长按、拖动都不会识别。长按是连续手势，手指按住时动作被多次调用，要看 state：.began 开始长按，.changed 按住移动，.ended 松开。一个 UISwipeGestureRecognizer 只认一个 direction（默认向右），要几个方向就加几个。",
        english: "UIGestureRecognizer is abstract; its subclasses recognize gestures. The delegate's gestureRecognizer(_:shouldReceive:) is asked before each touch reaches a recognizer: here touch.location(in:) decides, and the image's left half answers false, so taps, long presses and pans there are never recognized. A long press is continuous: its action runs again and again while the finger is down, so check state — .began when the press is recognized, .changed as the finger moves, .ended when it lifts. A UISwipeGestureRecognizer knows one direction (right by default): add one per direction you want.")

    public static func makeViewController() -> UIViewController {
        let controller = GestureTransformViewController()
        controller.rightHalfOnly = true
        return controller
    }

    public static func run(_ script: any CatalogScript) {
        let controller = GestureTransformViewController()
        controller.rightHalfOnly = true
        controller.log = { [weak script] in script?.log($0) }

        script.step("Only the image's right half takes touches (shouldReceive)")
        script.show(controller)
        script.settle()
        // The image's centre on screen, wherever the safe area put it.
        let center = controller.imageView.superview?.convert(controller.imageView.center, to: nil) ?? .zero
        let left = CGPoint(x: center.x - 50, y: center.y), right = CGPoint(x: center.x + 50, y: center.y)

        script.step("A long press on the left half: refused, nothing recognized")
        script.longPress(at: left, duration: 1.2)
        script.settle()
        script.expect(!controller.events.contains { $0.hasPrefix("long press") }, "the left half refused the long press: \(controller.events)")

        script.step("A long press on the right half, moving while held: began, changed…, ended")
        script.beginFilmstrip(named: "gesture-delegate-long-press")
        script.drag(from: right, to: CGPoint(x: right.x + 6, y: right.y + 4), duration: 1.5)
        script.settle()
        script.endFilmstrip()
        let states = controller.events.filter { $0.hasPrefix("long press") }
        script.expect(states.first == "long press began: transform = [1, 0, 0, 1, 0, 0]" && states.last == "long press ended",
                      "the long press reported began … ended: \(states)")
        script.expect(states.contains("long press changed"), "moving while held reports .changed")

        script.step("A pan on the left half: refused; on the right half: the image moves")
        // Slowly (80 pt in 1 s), so the background's swipe-down recognizer does not take it.
        script.drag(from: left, to: CGPoint(x: left.x, y: left.y + 80), duration: 1.0)
        script.settle()
        script.expect(controller.imageView.transform == .identity && !controller.events.contains { $0.hasPrefix("pan") },
                      "the left half refused the pan")
        script.beginFilmstrip(named: "gesture-delegate-pan")
        script.drag(from: right, to: CGPoint(x: right.x, y: right.y + 80), duration: 0.3)
        script.settle()
        script.endFilmstrip()
        script.expect(controller.imageView.transform.ty > 60, "the right half took the pan (\(controller.imageView.transform.ty))")
        script.snapshot(named: "gesture-delegate-1-moved")

        script.step("Swipes left and up: each recognizer reports its own direction")
        script.drag(from: CGPoint(x: 187.5, y: 460), to: CGPoint(x: 100, y: 460), duration: 0.1)
        script.settle()
        script.expect(controller.events.last == "swipe left", "swipe left (\(controller.events.last ?? ""))")
        script.drag(from: CGPoint(x: 187.5, y: 500), to: CGPoint(x: 187.5, y: 420), duration: 0.1)
        script.settle()
        script.expect(controller.events.last == "swipe up", "swipe up (\(controller.events.last ?? ""))")
    }
}
