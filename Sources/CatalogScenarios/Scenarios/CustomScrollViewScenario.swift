import UIKit

/// Seed 002: a scroll view made from `bounds` and a pan recognizer.
public enum CustomScrollViewScenario: CatalogScenario {
    public static let title = "A scroll view from bounds and a pan"
    public static let section = CatalogSection.seed002
    public static let explanation = CatalogExplanation(
        chinese: "每个视图都有自己的坐标系：frame 是它在父视图坐标系里的位置和大小，bounds 是它自己坐标系里可见的那块矩形。改 bounds.origin 就像在坐标平面上移动窗口：子视图的 frame 一点没变，屏幕上的内容却动了——UIScrollView 滚动时做的就是这件事。这里的 CustomScrollView 只是一个 UIView：UIPanGestureRecognizer 的 translation(in:) 减去 bounds.origin，按 contentSize 夹住范围，再 setTranslation(.zero, in:) 复位。",
        english: "Every view has its own coordinate system: frame is its place and size in the superview's coordinates, bounds the rectangle of its own coordinates it shows. Changing bounds.origin moves that window over the plane: the subviews' frames stay exactly as they were, yet the content moves on screen — which is all UIScrollView does when it scrolls. The CustomScrollView here is a plain UIView: a UIPanGestureRecognizer's translation(in:) is subtracted from bounds.origin, clamped to contentSize, and reset with setTranslation(.zero, in:).")

    public static func makeViewController() -> UIViewController { CustomScrollViewController() }

    public static func run(_ script: any CatalogScript) {
        let controller = CustomScrollViewController()
        let scrollView = { controller.scrollView }
        let frames = { controller.colouredViews.map(\.frame) }

        script.step("Four coloured views in a window (the scroll view's bounds) onto a 375 × 1000 content")
        script.show(controller)
        script.settle()
        // Where the safe-area layout put the scroll view (0, 120, 375, 547 on a 375 × 667 screen).
        let startFrame = scrollView().frame
        script.log("the scroll view's frame: \(NSStringFromCGRect(startFrame))")
        let startFrames = frames()
        script.snapshot(named: "custom-scroll-1-origin-zero")
        script.expect(scrollView().bounds.origin == .zero, "bounds.origin starts at (0, 0)")

        script.step("\"bounds.origin = (0, 100)\": the content moves up 100 pt; no subview's frame changes")
        if let point = controller.view.window?.centerOfLabel(withText: "bounds.origin = (0, 100)") {
            script.tap(at: point)
        }
        script.settle()
        script.log(controller.boundsLabel.text ?? "")
        script.expect(scrollView().bounds.origin == CGPoint(x: 0, y: 100), "the button set bounds.origin to (0, 100)")
        script.expect(frames() == startFrames, "the subviews' frames did not change")
        script.expect(scrollView().frame == startFrame, "the scroll view's frame did not change")
        let red = controller.colouredViews[0]
        script.expect(red.convert(CGPoint.zero, to: nil).y == startFrame.minY + 20 - 100, "the red view is drawn 100 pt higher on screen")
        script.snapshot(named: "custom-scroll-2-origin-100")

        script.step("Dragging up 200 pt: the pan moves bounds.origin down by the finger's translation")
        script.beginFilmstrip(named: "custom-scroll-drag")
        script.drag(from: CGPoint(x: 330, y: 560), to: CGPoint(x: 330, y: 360), duration: 0.5)
        script.endFilmstrip()
        script.log(controller.boundsLabel.text ?? "")
        // The pan begins after 10 pt; the rest of the finger's 200 pt moves the bounds.
        script.expect(abs(scrollView().bounds.origin.y - 290) <= 1,
                      "bounds.origin.y is 100 + 190 = 290 (\(scrollView().bounds.origin.y))")
        script.expect(frames() == startFrames, "still no subview's frame changed")

        script.step("Dragging far up: bounds.origin stops at contentSize.height − bounds.height (453 on a 375 × 667 screen)")
        script.drag(from: CGPoint(x: 330, y: 620), to: CGPoint(x: 330, y: 160), duration: 0.5)
        script.expect(scrollView().bounds.origin.y == 1000 - startFrame.height, "clamped at the bottom (\(scrollView().bounds.origin.y))")
        script.snapshot(named: "custom-scroll-3-bottom")

        script.step("Dragging far down: bounds.origin stops at 0; no bounce, no momentum (that is UIScrollView's part)")
        script.drag(from: CGPoint(x: 330, y: 160), to: CGPoint(x: 330, y: 660), duration: 0.3)
        script.advance(by: 0.5)
        script.expect(scrollView().bounds.origin.y == 0, "clamped at the top, and still after the finger lifts (\(scrollView().bounds.origin.y))")
        script.log(controller.boundsLabel.text ?? "")
    }
}
