import UIKit

/// Components: UIViewPropertyAnimator — start, pause, scrub, reverse, and a spring animator.
public enum PropertyAnimatorScenario: CatalogScenario {
    public static let title = "Property animator: pause, scrub, reverse"
    public static let section = CatalogSection.animations
    public static let explanation = CatalogExplanation(
        chinese: "UIViewPropertyAnimator（iOS 10）是可以被控制的动画：初始化时给出时长和曲线（或 dampingRatio 弹簧），startAnimation() 开始，pauseAnimation() 停在当前位置，fractionComplete 可以像这里的滑块一样来回拖动（scrubsLinearly 时按时间线性取值），isReversed = true 让它沿原路返回。pausesOnCompletion = true 时到达终点后不结束，而是停住保持 .active 状态，于是可以再次倒放或拖动。state 在 .inactive、.active、.stopped 之间变化，addCompletion 在结束时告诉你停在 .end 还是 .start。",
        english: "UIViewPropertyAnimator (iOS 10) is an animation you can steer: made with a duration and a curve (or a dampingRatio spring), startAnimation() runs it, pauseAnimation() stops it where it is, fractionComplete can be scrubbed back and forth as with this slider (linear in time while scrubsLinearly), and isReversed = true sends it back the way it came. With pausesOnCompletion = true it does not finish at the end but pauses there, staying .active, so it can be reversed or scrubbed again. Its state goes between .inactive, .active and .stopped, and addCompletion tells whether it ended at .end or .start.")

    public static func makeViewController() -> UIViewController {
        UINavigationController(rootViewController: PropertyAnimatorViewController())
    }

    public static func run(_ script: any CatalogScript) {
        let controller = PropertyAnimatorViewController()
        func tx(_ view: UIView) -> CGFloat { (view.layer.presentation() ?? view.layer).transform.m41 }
        script.step("A box, its animator's buttons and a scrubber")
        script.show(UINavigationController(rootViewController: controller))
        script.settle()
        script.snapshot(named: "animator-1-start")
        let travel = controller.lane.bounds.width - controller.box.bounds.width - 20

        script.step("Start, then Pause half way")
        script.beginFilmstrip(named: "animator-start")
        script.tap(at: controller.startButton.centerInWindow)
        script.advance(by: 1.0)
        script.endFilmstrip()
        let animator = controller.animator
        script.expect(animator?.isRunning == true, "the animator runs")
        script.tap(at: controller.pauseButton.centerInWindow)
        script.settle()
        script.log(controller.status.text ?? "")
        let paused = animator?.fractionComplete ?? 0
        script.expect(animator?.state == .active && animator?.isRunning == false, "the animator is paused, still active")
        script.expect(paused > 0.4 && paused < 0.65, "it paused about half way (\(paused))")
        script.expect(abs(Float(paused) - controller.scrubber.value) < 0.01, "the scrubber shows where it paused")

        script.step("Scrubbing: the slider sets fractionComplete")
        script.beginFilmstrip(named: "animator-scrub")
        script.drag(from: controller.scrubber.thumbCenter(), to: controller.scrubber.thumbCenter(at: 0.25), duration: 0.6)
        script.settle()
        script.endFilmstrip()
        let scrubbed = animator?.fractionComplete ?? 0
        script.log(controller.status.text ?? "")
        script.expect(abs(scrubbed - 0.25) < 0.03, "the animator follows the slider to 0.25 (\(scrubbed))")
        script.expect(abs(tx(controller.box) - travel * scrubbed) < 2, "the box stands a quarter of the way, linearly")
        script.snapshot(named: "animator-2-scrubbed")

        script.step("Reverse: back to the start, where pausesOnCompletion holds it")
        script.beginFilmstrip(named: "animator-reverse")
        script.tap(at: controller.reverseButton.centerInWindow)
        script.expect(animator?.isReversed == true && animator?.isRunning == true, "the animator runs backwards")
        script.settle()
        script.endFilmstrip()
        script.expect(animator?.state == .active && (animator?.fractionComplete ?? 1) < 0.01, "it paused at the start")

        script.step("Start again: all the way to the end")
        script.tap(at: controller.startButton.centerInWindow)
        script.settle()
        script.log(controller.status.text ?? "")
        script.expect(animator?.isReversed == false && (animator?.fractionComplete ?? 0) > 0.99, "it ran forward to the end")
        script.expect(abs(tx(controller.box) - travel) < 0.5, "the box is at the far end")
        script.snapshot(named: "animator-3-end")

        script.step("A spring animator (dampingRatio 0.4)")
        script.beginFilmstrip(named: "animator-spring")
        script.tap(at: controller.springButton.centerInWindow)
        script.settle()
        script.endFilmstrip()
        let ballTravel = controller.ballLane.bounds.width - controller.ball.bounds.width
        script.expect(abs(controller.ball.transform.tx - ballTravel) < 0.5, "the ball sprang to the far end")
        script.expect(controller.events.last == "spring completion · .end", "the spring's completion ran at .end")

        script.step("Leaving the screen stops the paused animator (an active animator must not be freed)")
        script.expect(animator?.state == .active, "pausesOnCompletion left the animator active at the end")
        let next = UIViewController()
        next.view.backgroundColor = .systemBackground
        next.title = "Next"
        script.beginFilmstrip(named: "animator-leave")
        controller.navigationController?.pushViewController(next, animated: true)
        script.settle()
        script.endFilmstrip()
        script.expect(animator?.state == .inactive, "viewWillDisappear stopped the animator")
    }
}
