import UIKit

/// Seed 000: the view controller's lifecycle, logged live on screen while a second screen is
/// pushed, popped, presented and dismissed, and a memory warning comes in.
public enum LifecycleScenario: CatalogScenario {
    public static let title = "The view controller lifecycle, live"
    public static let section = CatalogSection.seed000
    public static let explanation = CatalogExplanation(
        chinese: "控制器先 init，第一次访问 view 时调用 loadView 创建视图，然后 viewDidLoad（只调用一次）。每次显示前后有 viewWillAppear/viewDidAppear，布局子视图前后有 viewWillLayoutSubviews/viewDidLayoutSubviews，离开时有 viewWillDisappear/viewDidDisappear。push 与 pop 时两个控制器的回调交错进行；被压住的控制器不会销毁，pop 之后栈外的控制器才释放（deinit）。内存警告时 UIApplication 调用每个控制器的 didReceiveMemoryWarning()。",
        english: "A controller is init'ed; the first access to its view calls loadView to make it, then viewDidLoad (once). Each appearance brings viewWillAppear/viewDidAppear, each layout pass viewWillLayoutSubviews/viewDidLayoutSubviews, and leaving brings viewWillDisappear/viewDidDisappear. On push and pop the two controllers' callbacks interleave; a controller under the top of the stack is kept, and one popped off is released (deinit). On a memory warning UIApplication calls every controller's didReceiveMemoryWarning().")

    public static func makeViewController() -> UIViewController {
        UINavigationController(rootViewController: LifecycleFirstViewController(log: LiveLifecycleLog()))
    }

    public static func run(_ script: any CatalogScript) {
        let log = LiveLifecycleLog()
        var first: LifecycleFirstViewController? = LifecycleFirstViewController(log: log)
        let nav = UINavigationController(rootViewController: first!)
        weak let weakFirst = first
        first = nil
        func flush() -> [String] {
            let lines = log.take()
            for line in lines { script.log("  " + line) }
            return lines
        }
        func tap(_ text: String) -> Bool {
            guard let window = nav.view.window, let point = window.centerOfLabel(withText: text) else { return false }
            script.tap(at: point)
            return true
        }
        func inOrder(_ lines: [String], _ wanted: [String]) -> Bool {
            var rest = lines[...]
            for line in wanted {
                guard let index = rest.firstIndex(of: line) else { return false }
                rest = rest[(index + 1)...]
            }
            return true
        }

        script.step("Showing the first screen: init, loadView, viewDidLoad, viewWillAppear, layout, viewDidAppear")
        script.show(nav)
        script.settle()
        let shown = flush()
        script.snapshot(named: "lifecycle-1-first")
        script.expect(inOrder(shown, ["First.init", "First.loadView", "First.viewDidLoad", "First.viewWillAppear(false)",
                                      "First.viewWillLayoutSubviews", "First.viewDidLayoutSubviews", "First.viewDidAppear(false)"]),
                      "the first screen's callbacks come in UIKit's order: \(shown)")

        script.step("\"Push Second\": the two screens' callbacks interleave")
        script.expect(tap("Push Second"), "the first screen shows Push Second")
        script.beginFilmstrip(named: "lifecycle-push")
        script.settle()
        script.endFilmstrip()
        let pushed = flush()
        script.snapshot(named: "lifecycle-2-pushed")
        script.expect(inOrder(pushed, ["Second.init", "Second.loadView", "Second.viewDidLoad", "First.viewWillDisappear(true)",
                                       "Second.viewWillAppear(true)", "First.viewDidDisappear(true)", "Second.viewDidAppear(true)"]),
                      "a push: second loads, first will disappear, second will appear, first did disappear, second did appear: \(pushed)")
        script.expect(nav.topViewController?.view.subviews.contains { ($0 as? LiveLogView)?.label.text?.contains("Second.viewDidAppear(true)") == true } == true,
                      "the second screen's own log view shows its viewDidAppear live")

        script.step("A memory warning reaches both controllers on the stack")
        script.expect(tap("Simulate Memory Warning"), "the second screen shows Simulate Memory Warning")
        let warned = flush()
        script.expect(warned.contains("First.didReceiveMemoryWarning") && warned.contains("Second.didReceiveMemoryWarning"),
                      "both screens receive didReceiveMemoryWarning: \(warned)")

        script.step("\"Pop\": the second screen disappears and, off the stack, is released (deinit)")
        script.expect(tap("Pop"), "the second screen shows Pop")
        script.beginFilmstrip(named: "lifecycle-pop")
        script.settle()
        script.endFilmstrip()
        let popped = flush()
        script.expect(inOrder(popped, ["Second.viewWillDisappear(true)", "First.viewWillAppear(true)",
                                       "Second.viewDidDisappear(true)", "First.viewDidAppear(true)", "Second.deinit"]),
                      "a pop: will disappear/appear, did disappear/appear, then deinit: \(popped)")

        script.step("\"Present Second\" and \"Dismiss\": a modal screen's lifecycle")
        script.expect(tap("Present Second"), "the first screen shows Present Second")
        script.beginFilmstrip(named: "lifecycle-present")
        script.settle()
        script.endFilmstrip()
        let presented = flush()
        script.snapshot(named: "lifecycle-3-presented")
        script.expect(inOrder(presented, ["Second.init", "Second.viewDidLoad", "Second.viewWillAppear(true)", "Second.viewDidAppear(true)"]),
                      "the presented screen loads and appears: \(presented)")
        let presentedWindow = nav.presentedViewController?.view.window
        if let window = presentedWindow, let point = window.centerOfLabel(withText: "Dismiss") {
            script.tap(at: point)
        } else {
            script.expect(false, "the presented screen shows Dismiss")
        }
        script.beginFilmstrip(named: "lifecycle-dismiss")
        script.settle()
        script.endFilmstrip()
        let dismissed = flush()
        script.expect(inOrder(dismissed, ["Second.viewWillDisappear(true)", "Second.viewDidDisappear(true)", "Second.deinit"]),
                      "the dismissed screen disappears and is released: \(dismissed)")
        script.expect(weakFirst != nil, "the first screen stays alive in the stack")
        script.snapshot(named: "lifecycle-4-back")
    }
}
