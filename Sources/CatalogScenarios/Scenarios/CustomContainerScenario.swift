import UIKit

/// Seed 003's custom container: five child screens switched by swipes, each switch a spring
/// animation (1 s, damping 0.5) run by an ordinary animator through a transition context the
/// container makes itself — with the children's containment and appearance callbacks as UIKit
/// containers send them.
public enum CustomContainerScenario: CatalogScenario {
    public static let title = "A custom container with its own transition context"
    public static let section = CatalogSection.seed003
    public static let explanation = CatalogExplanation(
        chinese: "自定义容器控制器自己管理子控制器：addChild(_:)、把子视图加入层级、didMove(toParent:)，移除时反过来。它自己实现 UIViewControllerContextTransitioning，把同一个动画器（UIViewControllerAnimatedTransitioning）用于自己的切换，所以一个为导航控制器写的动画器也能在这里使用；子控制器照常收到 viewWillAppear/viewDidDisappear 等外观回调。",
        english: "A custom container controller manages its children itself: addChild(_:), the child's view into the hierarchy, didMove(toParent:), and the reverse to remove one. It implements UIViewControllerContextTransitioning itself and hands that context to an ordinary animator (UIViewControllerAnimatedTransitioning), so an animator written for a navigation controller works here too; the children get their appearance callbacks (viewWillAppear, viewDidDisappear …) as in UIKit's own containers.")

    public static func makeViewController() -> UIViewController { FTContainerViewController() }

    public static func run(_ script: any CatalogScript) {
        let log = LifecycleLog()
        let container = FTContainerViewController(log: log)
        func logLifecycle() { for line in log.take() { script.log("  " + line) } }
        func swipe(left: Bool) {
            // 100 pt in 0.08 s: a swipe needs 50 pt within 0.5 s.
            let a = CGPoint(x: 240, y: 400), b = CGPoint(x: 140, y: 400)
            script.drag(from: left ? a : b, to: left ? b : a, duration: 0.08)
        }
        func expectShowing(_ index: Int) {
            let child = container.viewControllers[index]
            script.expect(container.currentControllerIndex == index, "child \(index) is selected (index \(container.currentControllerIndex))")
            script.expect(container.children == [child], "child \(index) is the only child (\(container.children.map { $0.title ?? "?" }))")
            script.expect(child.view.superview === container.view && container.view.subviews.filter { !($0 is UILabel) }.count == 1,
                          "only child \(index)'s view is in the container")
        }

        script.step("The container shows its first child")
        script.show(container)
        script.settle()
        logLifecycle()
        script.snapshot(named: "003-container-photo")
        expectShowing(0)

        script.step("A swipe left: the next child springs in from the right while the first leaves to the left")
        script.beginFilmstrip(named: "003-container-swipe-left")
        swipe(left: true)
        let incoming = container.viewControllers[1].view.layer.presentation()?.transform.m41 ?? 0
        script.log("as the finger lifts the incoming child is \(incoming) pt right of its place")
        script.expect(incoming > 0, "the incoming child comes from the right (\(incoming))")
        script.advance(by: 0.08)
        script.snapshot(named: "003-container-switching")
        script.settle()
        script.endFilmstrip()
        logLifecycle()
        script.snapshot(named: "003-container-video")
        expectShowing(1)

        script.step("A swipe right: back to the first child, from the left")
        script.beginFilmstrip(named: "003-container-swipe-right")
        swipe(left: false)
        let back = container.viewControllers[0].view.layer.presentation()?.transform.m41 ?? 0
        script.expect(back < 0, "the incoming child comes from the left (\(back))")
        script.settle()
        script.endFilmstrip()
        logLifecycle()
        expectShowing(0)

        script.step("A swipe right on the first child does nothing")
        swipe(left: false)
        script.settle()
        logLifecycle()
        expectShowing(0)

        script.step("Swiping left to the last child, then once more: nothing past the end")
        for _ in 0..<4 {
            swipe(left: true)
            script.settle()
        }
        logLifecycle()
        expectShowing(4)
        swipe(left: true)
        script.settle()
        logLifecycle()
        script.snapshot(named: "003-container-clipboard")
        expectShowing(4)
    }
}
