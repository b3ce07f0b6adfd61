import UIKit

/// Seed 003's custom transitions: "Push" fades the next screen in while the main one slides away
/// (the navigation delegate's animator), the back button and the edge swipe pop with UIKit's
/// slide, "Modal" shrinks a snapshot of the screen into the corner button (the transitioning
/// delegate's animator), and a pan from the right half drives that presentation — cancelled below
/// half the width, finished above — and a pan on the presented screen drives its dismissal.
public enum CustomTransitionsScenario: CatalogScenario {
    public static let title = "Custom push and modal animators, percent-driven"
    public static let section = CatalogSection.seed003
    public static let explanation = CatalogExplanation(
        chinese: "导航控制器向它的 delegate 要转场动画器（navigationController(_:animationControllerFor:from:to:)），模态呈现则向 transitioningDelegate 要。动画器在 containerView 里摆放两个视图并做动画，结束时调用 completeTransition(_:)。若 delegate 还返回一个 UIPercentDrivenInteractiveTransition，手势就用 update(_:) 驱动进度，再用 finish() 或 cancel() 结束；取消时 UIKit 把一切恢复原状。",
        english: "A navigation controller asks its delegate for an animator (navigationController(_:animationControllerFor:from:to:)); a modal presentation asks the transitioningDelegate. The animator places both views in the containerView, animates them, and calls completeTransition(_:) at the end. When the delegate also returns a UIPercentDrivenInteractiveTransition, a gesture drives the progress with update(_:) and ends it with finish() or cancel(); a cancelled transition puts everything back as it was.")

    public static func makeViewController() -> UIViewController {
        UINavigationController(rootViewController: MTHMainViewController(log: LifecycleLog()))
    }

    public static func run(_ script: any CatalogScript) {
        let log = LifecycleLog()
        let main = MTHMainViewController(log: log)
        let nav = UINavigationController(rootViewController: main)
        let next = main.nextVC
        func logLifecycle() { for line in log.take() { script.log("  " + line) } }
        func window() -> UIWindow? { nav.view.window ?? next.view.window }
        func tap(_ text: String) -> Bool {
            guard let point = window()?.centerOfLabel(withText: text) else { return false }
            script.tap(at: point)
            return true
        }

        script.step("The main screen in a navigation controller: \"Push\" and the corner \"Modal\" button")
        script.show(nav)
        script.settle()
        logLifecycle()
        script.snapshot(named: "003-main")
        script.expect(nav.delegate === main, "the main screen is the navigation controller's delegate")
        script.expect(next.transitioningDelegate === main, "the main screen is the next screen's transitioning delegate")

        script.step("\"Push\": the next screen fades in while the main one slides left, over 1 s")
        script.beginFilmstrip(named: "003-push-fade")
        script.expect(tap("Push"), "the main screen shows Push")
        script.advance(by: 0.5)
        script.snapshot(named: "003-pushing")
        let midAlpha = next.view.layer.presentation()?.opacity ?? -1
        script.log("half way: next alpha \(midAlpha), main moved \(main.view.layer.presentation()?.transform.m41 ?? 0) pt")
        script.expect(midAlpha > 0.2 && midAlpha < 0.8, "half way through the push the next screen is half faded in (\(midAlpha))")
        script.settle()
        script.endFilmstrip()
        logLifecycle()
        script.expect(nav.topViewController === next, "the next screen is pushed")
        script.expect(main.view.transform == .identity, "the animator put the main view's transform back")

        script.step("The edge swipe pops with UIKit's slide (the delegate gives no pop animator)")
        script.beginFilmstrip(named: "003-edge-swipe-pop")
        script.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.4)
        script.settle()
        script.endFilmstrip()
        logLifecycle()
        script.expect(nav.viewControllers == [main], "the edge swipe popped the next screen")

        script.step("\"Modal\": a snapshot of the screen shrinks into the corner button over 1.2 s")
        script.beginFilmstrip(named: "003-modal-shrink")
        script.expect(tap("Modal"), "the main screen shows Modal")
        script.advance(by: 0.6)
        script.snapshot(named: "003-presenting")
        script.settle()
        script.endFilmstrip()
        logLifecycle()
        script.snapshot(named: "003-presented")
        script.expect(nav.presentedViewController === next, "the next screen is presented")
        script.expect(nav.view.window == nil && next.view.window != nil, "full screen: the navigation controller's view left the window")

        script.step("\"Dismiss\": a snapshot of the main screen grows out of the corner, then fades over 0.5 s")
        script.beginFilmstrip(named: "003-dismiss-grow")
        script.expect(tap("Dismiss"), "the presented screen shows Dismiss")
        script.advance(by: 0.6)
        script.snapshot(named: "003-dismissing")
        script.settle()
        script.endFilmstrip()
        logLifecycle()
        script.expect(nav.presentedViewController == nil, "the next screen is dismissed")
        script.expect(nav.view.window != nil && next.view.window == nil, "the navigation controller's view is back in the window")

        script.step("A pan from the right half, released at 27 % of the width: the presentation goes back")
        script.beginFilmstrip(named: "003-pan-present-cancelled")
        script.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 190, y: 300), duration: 0.3)
        script.settle()
        script.endFilmstrip()
        logLifecycle()
        script.expect(nav.presentedViewController == nil, "a pan released below half the width presents nothing")
        script.expect(nav.view.window != nil && next.view.window == nil, "the main screen stays")

        script.step("A pan from the right half past 50 %: the presentation finishes")
        let finger = (start: CGPoint(x: 340, y: 300), end: CGPoint(x: 40, y: 300))
        script.beginFilmstrip(named: "003-pan-present")
        script.drag(from: finger.start, to: finger.end, duration: 0.5)
        script.settle()
        script.endFilmstrip()
        logLifecycle()
        script.expect(nav.presentedViewController === next, "a pan released past half the width presents the next screen")

        script.step("A pan on the presented screen, released at 27 %: it stays")
        script.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 210, y: 300), duration: 0.3)
        script.settle()
        logLifecycle()
        script.expect(nav.presentedViewController === next, "a short pan keeps the presentation")
        script.expect(next.view.window != nil && nav.view.window == nil, "the presented screen is still on screen alone")

        script.step("A pan on the presented screen past 50 %: the dismissal finishes")
        script.beginFilmstrip(named: "003-pan-dismiss")
        script.drag(from: CGPoint(x: 40, y: 300), to: CGPoint(x: 340, y: 300), duration: 0.5)
        script.settle()
        script.endFilmstrip()
        logLifecycle()
        script.snapshot(named: "003-pan-dismissed")
        script.expect(nav.presentedViewController == nil, "a long pan dismisses the next screen")
        script.expect(nav.view.window != nil && next.view.window == nil, "the main screen is back")
    }
}
