import UIKit

/// Seed 003's transition coordinator: animations alongside UIKit's push and pop, and an
/// interactive pop that is cancelled, then finished.
public enum TransitionCoordinatorScenario: CatalogScenario {
    public static let title = "The transition coordinator: alongside animations, interactive pop"
    public static let section = CatalogSection.seed003
    public static let explanation = CatalogExplanation(
        chinese: "转场进行时，参与其中的控制器的 transitionCoordinator 不为 nil。在 viewWillAppear/viewWillDisappear 里调用 animate(alongsideTransition:completion:)，徽章的淡入放大和导航栏的 tintColor 就与系统的 push/pop 动画同步进行，交互式转场中也跟着手指的进度走。从左边缘轻扫是交互式 pop：松手时 notifyWhenInteractionChanges(_:) 告诉你交互结束、是否取消；取消时 completion 里 context.isCancelled 为 true，要自己把改过的状态恢复。",
        english: "While a transition runs, the transitionCoordinator of the controllers in it is non-nil. Calling animate(alongsideTransition:completion:) in viewWillAppear/viewWillDisappear runs the badge's fade and grow and the navigation bar's tintColor change together with UIKit's push or pop animation — and, in an interactive transition, with the finger's progress. A swipe from the left edge is an interactive pop: when the finger lifts, notifyWhenInteractionChanges(_:) says the interaction ended and whether it was cancelled; when cancelled, context.isCancelled is true in the completion, which must put back what it changed.")

    public static func makeViewController() -> UIViewController {
        UINavigationController(rootViewController: CoordinatorRootViewController(log: LiveLifecycleLog()))
    }

    public static func run(_ script: any CatalogScript) {
        let log = LiveLifecycleLog()
        let nav = UINavigationController(rootViewController: CoordinatorRootViewController(log: log))
        func flush() -> [String] {
            let lines = log.take()
            for line in lines { script.log("  " + line) }
            return lines
        }

        script.step("The root screen")
        script.show(nav)
        script.settle()
        _ = flush()

        script.step("\"Push Detail\": the badge grows in and the bar turns pink alongside the slide")
        if let point = nav.view.window?.centerOfLabel(withText: "Push Detail") { script.tap(at: point) }
        script.beginFilmstrip(named: "coordinator-push")
        script.advance(by: 0.2)
        let detail = nav.topViewController as? CoordinatorDetailViewController
        let midAlpha = detail?.badge.layer.presentation()?.opacity ?? -1
        script.settle()
        script.endFilmstrip()
        let pushed = flush()
        script.expect(detail != nil, "the detail is pushed")
        script.expect(midAlpha > 0.05 && midAlpha < 0.95, "mid-push the badge is part-way in (opacity \(midAlpha))")
        script.expect(detail?.badge.alpha == 1, "the badge ends in")
        script.expect(pushed.contains("push completion: isCancelled false"), "the alongside completion ran: \(pushed)")
        script.snapshot(named: "coordinator-1-detail")

        script.step("An edge swipe of 80 pt, lifted slowly: the interactive pop is cancelled")
        script.beginFilmstrip(named: "coordinator-cancelled-pop")
        script.drag(from: CGPoint(x: 2, y: 450), to: CGPoint(x: 80, y: 450), duration: 0.6)
        script.settle()
        script.endFilmstrip()
        let cancelled = flush()
        script.expect(cancelled.contains("pop alongside: interactive true"),
                      "the alongside animation ran in an interactive pop: \(cancelled)")
        script.expect(cancelled.contains { $0.hasPrefix("notifyWhenInteractionChanges: interactive false, isCancelled true") },
                      "the coordinator reported the interaction ending, cancelled")
        script.expect(cancelled.contains("pop completion: isCancelled true"), "the completion saw the cancel")
        script.expect(nav.topViewController === detail, "the detail stays")
        script.expect(detail?.badge.alpha == 1, "the badge is put back")

        script.step("An edge swipe across the screen: the interactive pop finishes")
        script.beginFilmstrip(named: "coordinator-finished-pop")
        script.drag(from: CGPoint(x: 2, y: 450), to: CGPoint(x: 300, y: 450), duration: 0.4)
        script.settle()
        script.endFilmstrip()
        let finished = flush()
        script.expect(finished.contains { $0.hasPrefix("notifyWhenInteractionChanges: interactive false, isCancelled false") },
                      "the interaction ended, not cancelled: \(finished)")
        script.expect(finished.contains("pop completion: isCancelled false"), "the completion saw it finish")
        script.expect(nav.topViewController is CoordinatorRootViewController, "back at the root")
        script.expect(finished.contains("Coordinator.viewWillAppear: transitionCoordinator is set")
                      && finished.contains("Coordinator alongside: interactive true"),
                      "the root's alongside animation ran in the interactive pop too")
        script.snapshot(named: "coordinator-2-root")
    }
}
