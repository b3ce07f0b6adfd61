import UIKit

/// Seed 004: the seven gesture recognizers transform an image view through its `transform`, and
/// the screen prints the transform as `NSStringFromCGAffineTransform` does.
public enum SevenGesturesScenario: CatalogScenario {
    public static let title = "The seven gesture recognizers and CGAffineTransform"
    public static let section = CatalogSection.seed004
    public static let explanation = CatalogExplanation(
        chinese: "图片视图上挂着 UITapGestureRecognizer（双击复位为 .identity）、UIPanGestureRecognizer（translatedBy 后 setTranslation(.zero, in:) 复位）、UIPinchGestureRecognizer（scaledBy 后 scale = 1）、UIRotationGestureRecognizer（rotated(by:) 后 rotation = 0）和 UILongPressGestureRecognizer（按住 1 秒，.began 时复位）；背景上四个 UISwipeGestureRecognizer 各管一个方向，UIScreenEdgePanGestureRecognizer 从左边缘拉出面板。点按是离散手势，只调用一次动作；其余是连续手势，动作随 .began/.changed/.ended 多次调用。delegate 的 gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) 返回 true，捏合与旋转才能同时进行。屏幕下方用 NSStringFromCGAffineTransform 打印 [a, b, c, d, tx, ty]。UIImageView 默认 isUserInteractionEnabled = false，要先打开。",
        english: "The image view carries a UITapGestureRecognizer (a double tap resets to .identity), a UIPanGestureRecognizer (translatedBy, then setTranslation(.zero, in:)), a UIPinchGestureRecognizer (scaledBy, then scale = 1), a UIRotationGestureRecognizer (rotated(by:), then rotation = 0) and a UILongPressGestureRecognizer (held 1 s; resets at .began); on the background four UISwipeGestureRecognizers each take one direction and a UIScreenEdgePanGestureRecognizer pulls a panel in from the left edge. A tap is discrete and calls its action once; the others are continuous and call it at .began, every .changed and .ended. The delegate's gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) returns true so pinch and rotation work together. The bottom line prints the transform as NSStringFromCGAffineTransform does: [a, b, c, d, tx, ty]. A UIImageView has isUserInteractionEnabled = false until it is turned on.")

    public static func makeViewController() -> UIViewController { GestureTransformViewController() }

    public static func run(_ script: any CatalogScript) {
        let controller = GestureTransformViewController()
        controller.log = { [weak script] in script?.log($0) }
        let image = { controller.imageView }
        func transformText() -> String { controller.transformLabel.text ?? "" }

        script.step("The image at rest: transform = [1, 0, 0, 1, 0, 0]")
        script.show(controller)
        script.settle()
        // The image's centre on screen, wherever the safe area put it.
        let center = controller.imageView.superview?.convert(controller.imageView.center, to: nil) ?? .zero
        script.snapshot(named: "seven-gestures-1-identity")
        script.expect(transformText() == "transform = [1, 0, 0, 1, 0, 0]", "the identity prints as [1, 0, 0, 1, 0, 0] (\(transformText()))")

        script.step("A pan of (60, 40): translatedBy, then setTranslation(.zero, in:)")
        script.beginFilmstrip(named: "seven-gestures-pan")
        script.drag(from: center, to: CGPoint(x: center.x + 60, y: center.y + 40), duration: 0.4)
        script.endFilmstrip()
        script.settle()
        // The pan begins after 10 pt of movement; from there the image follows the finger.
        script.log("after the pan: \(transformText())")
        script.expect(image().transform.a == 1 && image().transform.tx > 40 && image().transform.ty > 25,
                      "the pan translated the image (\(transformText()))")

        script.step("A double tap puts the identity back")
        script.tap(at: CGPoint(x: center.x + image().transform.tx, y: center.y + image().transform.ty), count: 2)
        script.settle()
        script.expect(image().transform == .identity, "the double tap reset the transform (\(transformText()))")

        script.step("A pinch from 80 to 160 pt apart: scale 2")
        script.beginFilmstrip(named: "seven-gestures-pinch")
        script.pinch(center: center, from: 80, to: 160, duration: 0.5)
        script.endFilmstrip()
        script.settle()
        script.log("after the pinch: \(transformText())")
        script.expect(image().transform.a > 1.6 && abs(image().transform.b) < 0.01,
                      "the pinch scaled the image up (\(transformText()))")

        script.step("A rotation by a quarter turn: rotated(by:) in radians, clockwise on screen")
        script.beginFilmstrip(named: "seven-gestures-rotation")
        script.rotate(center: center, radius: 50, by: .pi / 2, duration: 0.6)
        script.endFilmstrip()
        script.settle()
        script.log("after the rotation: \(transformText())")
        // Scaled by s and turned by θ: [s·cos θ, s·sin θ, −s·sin θ, s·cos θ, …]; b > 0 is clockwise.
        script.expect(image().transform.b > 1.0 && abs(image().transform.a) < image().transform.b,
                      "the rotation turned the image clockwise (\(transformText()))")
        script.snapshot(named: "seven-gestures-2-scaled-rotated")

        script.step("A long press of 1.2 s: at .began the transform becomes [1, 0, 0, 1, 0, 0]")
        script.beginFilmstrip(named: "seven-gestures-long-press")
        script.longPress(at: center, duration: 1.2)
        script.endFilmstrip()
        script.settle()
        script.expect(image().transform == .identity, "the long press reset the transform (\(transformText()))")
        script.expect(controller.events.contains("long press began: transform = [1, 0, 0, 1, 0, 0]"), "the long press began")

        script.step("Swipes on the background, one recognizer per direction")
        let lower = CGPoint(x: 187.5, y: 440)
        for (name, end) in [("left", CGPoint(x: 107.5, y: 440)), ("right", CGPoint(x: 267.5, y: 440)),
                            ("up", CGPoint(x: 187.5, y: 380)), ("down", CGPoint(x: 187.5, y: 500))] {
            script.drag(from: lower, to: end, duration: 0.1)
            script.settle()
            script.expect(controller.events.last == "swipe \(name)", "a quick drag \(name) is a swipe \(name) (\(controller.events.last ?? "none"))")
        }
        script.log("after four swipes: \(transformText())")
        script.expect(abs(image().transform.tx) < 0.01 && abs(image().transform.ty) < 0.01,
                      "left + right and up + down cancel out (\(transformText()))")

        script.step("A screen-edge pan from the left edge pulls the panel in; it slides back on release")
        let rightSwipes = controller.events.filter { $0 == "swipe right" }.count
        script.beginFilmstrip(named: "seven-gestures-edge-pan")
        script.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 150, y: 300), duration: 0.4)
        let pulled = controller.events.contains { $0.hasPrefix("edge pan began") }
        script.advance(by: 0.4)
        script.endFilmstrip()
        script.expect(pulled, "the edge pan began")
        script.expect(controller.events.filter { $0 == "swipe right" }.count == rightSwipes, "the edge pan, not the right swipe, took the drag")
        script.expect(controller.edgePanel.frame.minX == -GestureTransformViewController.panelWidth, "the panel slid back")
    }
}
