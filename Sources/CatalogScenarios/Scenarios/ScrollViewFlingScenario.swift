import UIKit

/// A fling on a scroll view: released moving, it decelerates by UIKit's normal rate (0.998 per
/// millisecond) and comes to rest where `scrollViewWillEndDragging` said it would.
public enum ScrollViewFlingScenario: CatalogScenario {
    public static let title = "UIScrollView: a fling decelerates to its target"
    public static let section = CatalogSection.seed002
    public static let explanation = CatalogExplanation(
        chinese: "UIScrollView 的滚动就是改变 bounds.origin（contentOffset）。手指离开时，scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) 告诉 delegate 速度和将要停下的位置（可以修改它）；之后内容按 decelerationRate（.normal 为每毫秒 0.998）减速，最后调用 scrollViewDidEndDecelerating。",
        english: "Scrolling a UIScrollView is changing its bounds.origin (contentOffset). When the finger lifts, scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) tells the delegate the velocity and where the content will stop (which it may change); the content then slows down by its decelerationRate (.normal is 0.998 per millisecond) and scrollViewDidEndDecelerating is called at rest.")

    public static func makeViewController() -> UIViewController { ScrollViewFlingViewController() }

    public static func run(_ script: any CatalogScript) {
        let controller = ScrollViewFlingViewController()
        controller.log = { [weak script] in script?.log($0) }
        script.show(controller)
        let scroll = controller.scrollView
        controller.scrolls = 0
        script.step("UIScrollView: a fling decelerates (0.998 per ms) to the target it reported")
        script.log("adjustedContentInset.top \(scroll.adjustedContentInset.top) (the status bar), resting at y \(scroll.contentOffset.y)")
        script.beginFilmstrip(named: "scroll-fling")
        script.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.2)
        let frames = script.settle()
        script.endFilmstrip()
        controller.flush()
        script.log("settled after \(frames) frames")
        script.expect(controller.endedDecelerating, "the fling decelerates and stops")
        if let target = controller.reportedTarget {
            script.expect(abs(scroll.contentOffset.y - target.y) <= 0.5,
                          "the scroll view rests at the target it reported (\(scroll.contentOffset.y) vs \(target.y))")
        } else {
            script.expect(false, "scrollViewWillEndDragging reports a target")
        }
    }
}
