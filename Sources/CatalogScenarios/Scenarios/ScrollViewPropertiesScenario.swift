import UIKit

/// Seed 002's list of UIScrollView properties and delegate methods, each changed from the screen
/// and each delegate call logged live.
public enum ScrollViewPropertiesScenario: CatalogScenario {
    public static let title = "UIScrollView's properties and delegate, live"
    public static let section = CatalogSection.seed002
    public static let explanation = CatalogExplanation(
        chinese: "contentSize 决定能滚多远，contentOffset 是当前滚到的位置（就是 bounds.origin），contentInset 在内容四周加留白。bounces、alwaysBounceVertical/Horizontal 控制到边时是否回弹，isPagingEnabled 让滚动停在整页，isScrollEnabled 关掉拖动，isDirectionalLockEnabled 把斜拖锁到一个方向，showsVertical/HorizontalScrollIndicator 显示滚动条，flashScrollIndicators() 闪一下。decelerationRate 决定松手后减速快慢。设置 minimumZoomScale/maximumZoomScale 并在 viewForZooming(in:) 返回内容视图后就能捏合缩放，bouncesZoom 控制越界回弹。下方记录每个 UIScrollViewDelegate 回调：scrollViewDidScroll、WillBeginDragging、WillEndDragging（速度与目标位置）、DidEndDragging(willDecelerate:)、WillBeginDecelerating、DidEndDecelerating、DidEndScrollingAnimation（setContentOffset(_:animated:) 之后）、缩放三件套，以及点状态栏时的 scrollViewShouldScrollToTop/DidScrollToTop（scrollsToTop）。",
        english: "contentSize says how far the view scrolls, contentOffset where it is (it is bounds.origin), contentInset adds room around the content. bounces and alwaysBounceVertical/Horizontal decide whether an edge bounces, isPagingEnabled stops on whole pages, isScrollEnabled turns dragging off, isDirectionalLockEnabled locks a diagonal drag to one axis, showsVertical/HorizontalScrollIndicator show the bars and flashScrollIndicators() flashes them. decelerationRate sets how quickly a fling slows. With minimumZoomScale/maximumZoomScale set and viewForZooming(in:) returning the content, a pinch zooms; bouncesZoom bounces past the limits. The log lists every UIScrollViewDelegate call: scrollViewDidScroll, WillBeginDragging, WillEndDragging (velocity and target), DidEndDragging(willDecelerate:), WillBeginDecelerating, DidEndDecelerating, DidEndScrollingAnimation (after setContentOffset(_:animated:)), the three zoom calls, and on a status-bar tap scrollViewShouldScrollToTop/DidScrollToTop (scrollsToTop).")

    public static func makeViewController() -> UIViewController { ScrollViewPropertiesViewController() }

    public static func run(_ script: any CatalogScript) {
        let controller = ScrollViewPropertiesViewController()
        let scrollView = { controller.scrollView }
        var mark = 0
        func newEvents() -> [String] {
            let lines = controller.events(since: mark)
            mark = controller.events.count
            for line in lines { script.log("  " + line) }
            return lines
        }
        func tapSwitch(_ name: String) {
            guard let toggle = controller.switches[name] else { return script.expect(false, "a switch for \(name)") }
            script.tap(at: toggle.convert(CGPoint(x: toggle.bounds.midX, y: toggle.bounds.midY), to: nil))
            script.settle()
        }
        func tap(_ text: String) -> Bool {
            guard let point = controller.view.window?.centerOfLabel(withText: text) else { return false }
            script.tap(at: point)
            return true
        }
        func flushLog() { _ = newEvents() }

        script.step("A 375 × 250 pt scroll view over 750 × 900 pt of tiles, every delegate call logged below")
        script.show(controller)
        script.settle()
        flushLog()
        script.snapshot(named: "scroll-properties-1-start")

        script.step("A fling up: drag, will end dragging with a velocity and a target, decelerate, end")
        script.beginFilmstrip(named: "scroll-properties-fling")
        script.drag(from: CGPoint(x: 200, y: 240), to: CGPoint(x: 200, y: 100), duration: 0.12)
        script.settle()
        script.endFilmstrip()
        let fling = newEvents()
        let names = fling.map { $0.components(separatedBy: CharacterSet(charactersIn: " (")).first ?? $0 }
        let order = ["scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                     "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating"]
        script.expect(order.allSatisfy(names.contains) && order == names.filter(order.contains),
                      "a fling's delegate calls come in UIKit's order: \(fling)")
        script.expect(fling.contains("scrollViewDidEndDragging(willDecelerate: true)"), "the fling decelerates")
        script.expect(scrollView().contentOffset.y > 140, "the fling carried past the finger (y \(scrollView().contentOffset.y))")
        script.snapshot(named: "scroll-properties-2-flung")

        script.step("A status-bar tap with scrollsToTop on: should scroll to top, scroll there, did scroll to top")
        script.tapStatusBar()
        script.settle()
        let toTop = newEvents()
        script.expect(toTop.first == "scrollViewShouldScrollToTop → true" && toTop.last == "scrollViewDidScrollToTop",
                      "the status-bar tap asks, scrolls, and reports the top: \(toTop)")
        script.expect(scrollView().contentOffset == .zero, "back at the top (\(scrollView().contentOffset))")

        script.step("setContentOffset((320, 0), animated: true): scrolls, then scrollViewDidEndScrollingAnimation")
        script.expect(tap("Offset 320"), "the screen shows Offset 320")
        script.settle()
        let animated = newEvents()
        script.expect(animated.last == "scrollViewDidEndScrollingAnimation", "an animated offset ends with DidEndScrollingAnimation: \(animated)")
        script.expect(scrollView().contentOffset == CGPoint(x: 320, y: 0), "at (320, 0)")

        script.step("isPagingEnabled on: a short drag left settles on the next page (a multiple of 375 pt)")
        tapSwitch("isPagingEnabled")
        script.expect(scrollView().isPagingEnabled, "the switch turned paging on")
        script.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 200, y: 150), duration: 0.2)
        script.settle()
        flushLog()
        script.expect(scrollView().contentOffset.x == 375, "paging stops on page 2 at x 375 (\(scrollView().contentOffset.x))")
        tapSwitch("isPagingEnabled")

        script.step("bounces off at the top: dragging down past the top does not move the content")
        scrollView().setContentOffset(.zero, animated: false)
        tapSwitch("bounces")
        script.expect(!scrollView().bounces, "the switch turned bounces off")
        script.drag(from: CGPoint(x: 200, y: 60), to: CGPoint(x: 200, y: 200), duration: 0.3)
        script.expect(scrollView().contentOffset.y == 0, "no rubber band without bounces (\(scrollView().contentOffset.y))")
        script.settle()
        tapSwitch("bounces")
        script.expect(scrollView().bounces, "bounces is back on")
        script.beginFilmstrip(named: "scroll-properties-bounce")
        script.drag(from: CGPoint(x: 200, y: 60), to: CGPoint(x: 200, y: 200), duration: 0.3)
        let pulled = scrollView().contentOffset.y
        script.settle()
        script.endFilmstrip()
        script.expect(pulled < -20, "with bounces the top rubber-bands (y \(pulled))")
        script.expect(scrollView().contentOffset.y == 0, "and springs back to 0")
        flushLog()

        script.step("isScrollEnabled off: a drag does nothing and no delegate call comes")
        tapSwitch("isScrollEnabled")
        flushLog()
        script.drag(from: CGPoint(x: 200, y: 240), to: CGPoint(x: 200, y: 100), duration: 0.3)
        script.settle()
        script.expect(newEvents().isEmpty && scrollView().contentOffset == .zero, "a disabled scroll view ignores the drag")
        tapSwitch("isScrollEnabled")
        flushLog()

        script.step("contentInset 40: the content can scroll 40 pt past every edge")
        script.expect(tap("Inset 40"), "the screen shows Inset 40")
        script.settle()
        flushLog()
        script.tapStatusBar()
        script.settle()
        script.expect(scrollView().contentOffset.y == -40, "the top now rests at y −40 (\(scrollView().contentOffset.y))")
        flushLog()

        script.step("A pinch zooms the content (viewForZooming(in:), zoomScale 0.5 … 3)")
        script.beginFilmstrip(named: "scroll-properties-zoom")
        script.pinch(center: CGPoint(x: 187, y: 145), from: 60, to: 150, duration: 0.5)
        script.settle()
        script.endFilmstrip()
        let zoom = newEvents()
        script.expect(zoom.contains("scrollViewWillBeginZooming") && zoom.contains("scrollViewDidZoom")
                      && zoom.contains { $0.hasPrefix("scrollViewDidEndZooming") }, "the pinch zoomed: \(zoom)")
        script.expect(scrollView().zoomScale > 1.5 && scrollView().zoomScale <= 3, "zoomScale grew (\(scrollView().zoomScale))")
        script.expect(scrollView().contentSize.width == 750 * scrollView().zoomScale, "contentSize follows the zoom")
        script.snapshot(named: "scroll-properties-3-zoomed")

        script.step("decelerationRate .fast: the same fling stops sooner")
        scrollView().setZoomScale(1, animated: false)
        scrollView().setContentOffset(CGPoint(x: 0, y: -40), animated: false)
        script.drag(from: CGPoint(x: 200, y: 240), to: CGPoint(x: 200, y: 140), duration: 0.1)
        script.settle()
        let normalDistance = scrollView().contentOffset.y + 40
        scrollView().setContentOffset(CGPoint(x: 0, y: -40), animated: false)
        if let rate = controller.controlsView.subviews.compactMap({ $0 as? UISegmentedControl }).first {
            script.tap(at: rate.convert(CGPoint(x: rate.bounds.width * 0.87, y: rate.bounds.midY), to: nil))
        }
        script.settle()
        script.expect(scrollView().decelerationRate == .fast, "the segmented control chose .fast")
        script.drag(from: CGPoint(x: 200, y: 240), to: CGPoint(x: 200, y: 140), duration: 0.1)
        script.settle()
        let fastDistance = scrollView().contentOffset.y + 40
        script.log("normal: \(Int(normalDistance)) pt, fast: \(Int(fastDistance)) pt")
        script.expect(fastDistance < normalDistance, "the fast rate stops sooner (\(fastDistance) < \(normalDistance))")
        flushLog()
        script.snapshot(named: "scroll-properties-4-end")
    }
}

extension CatalogScript {
    /// A tap on the status bar (what `UITestHost.tapStatusBar()` and the window host do): the one
    /// visible scroll view with `scrollsToTop` scrolls to its top.
    func tapStatusBar() {
        UIApplication.shared._statusBarTapped()
    }
}
