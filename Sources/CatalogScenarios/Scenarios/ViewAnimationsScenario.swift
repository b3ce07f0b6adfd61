import UIKit

/// Components: UIView animations — curves and delay, a spring, keyframes, repeat and
/// autoreverse, transitions, and Core Animation on a layer.
public enum ViewAnimationsScenario: CatalogScenario {
    public static let title = "UIView animations, springs, keyframes, transitions"
    public static let section = CatalogSection.animations
    public static let explanation = CatalogExplanation(
        chinese: "UIView.animate(withDuration:delay:options:animations:completion:) 在动画块里改变视图的属性（这里是 transform、alpha、backgroundColor），模型值立刻变成终值，屏幕上显示的表示层沿时间曲线过渡：.curveEaseInOut（默认）、.curveEaseIn、.curveLinear，delay 推迟开始；usingSpringWithDamping 和 initialSpringVelocity 给出弹簧，阻尼越小晃得越多。animateKeyframes 用 addKeyframe(withRelativeStartTime:relativeDuration:) 把一段动画分成几段。options 里的 .repeat 和 .autoreverse 让动画来回重复，要停下就移除图层上的动画。UIView.transition(with:duration:options:) 用 .transitionFlipFromLeft、.transitionCurlUp、.transitionCrossDissolve 等替换视图的内容。更底层的 CABasicAnimation 和 CAKeyframeAnimation 直接加在 CALayer 上，只改变显示、不改变模型。",
        english: "UIView.animate(withDuration:delay:options:animations:completion:) changes a view's properties inside its block (here transform, alpha, backgroundColor): the model takes the final value at once, and the presentation on screen moves along a timing curve — .curveEaseInOut (the default), .curveEaseIn, .curveLinear — after the delay. usingSpringWithDamping and initialSpringVelocity make a spring: the lower the damping, the more it wobbles. animateKeyframes splits an animation into parts with addKeyframe(withRelativeStartTime:relativeDuration:). The .repeat and .autoreverse options play it back and forth until its layer's animations are removed. UIView.transition(with:duration:options:) replaces a view's content with .transitionFlipFromLeft, .transitionCurlUp, .transitionCrossDissolve and the like. Below UIKit, a CABasicAnimation or CAKeyframeAnimation added to a CALayer changes only what is shown, not the model.")

    public static func makeViewController() -> UIViewController {
        UINavigationController(rootViewController: ViewAnimationsViewController())
    }

    public static func run(_ script: any CatalogScript) {
        let controller = ViewAnimationsViewController()
        func tx(_ view: UIView) -> CGFloat { (view.layer.presentation() ?? view.layer).transform.m41 }
        script.step("One lane per animation API")
        script.show(UINavigationController(rootViewController: controller))
        script.settle()
        script.snapshot(named: "animations-1-lanes")

        script.step("Slide: ease-in-out, ease-in and linear after a 0.3 s delay")
        let travel = controller.curveLanes[0].bounds.width - controller.curveBoxes[0].bounds.width
        script.beginFilmstrip(named: "animations-curves")
        script.tap(at: controller.slideButton.centerInWindow)
        script.advance(by: 0.5)
        let (easeInOut, easeIn, linear) = (tx(controller.curveBoxes[0]), tx(controller.curveBoxes[1]), tx(controller.curveBoxes[2]))
        script.log(String(format: "at 0.5 s: ease-in-out %.0f, ease-in %.0f, linear %.0f of %.0f pt", easeInOut, easeIn, linear, travel))
        script.settle()
        script.endFilmstrip()
        script.expect(abs(easeInOut - travel / 2) < travel * 0.1, "ease-in-out is half way at half time")
        script.expect(easeIn < easeInOut, "ease-in is behind ease-in-out at half time")
        script.expect(linear < easeIn + 1 && linear > 0, "the delayed linear box has only started")
        script.expect(controller.curveBoxes.allSatisfy { abs($0.transform.tx - travel) < 0.5 }, "all three boxes arrived")
        script.expect(controller.events.contains("Slide · completion(finished: true)"), "the completion ran")

        script.step("Spring: damping 0.35 overshoots")
        let springTravel = controller.springLane.bounds.width - controller.springBox.bounds.width
        script.beginFilmstrip(named: "animations-spring")
        script.tap(at: controller.springButton.centerInWindow)
        var farthest: CGFloat = 0
        for _ in 0..<40 {
            script.advance(by: 1.0 / 60)
            farthest = max(farthest, tx(controller.springBox))
        }
        script.settle()
        script.endFilmstrip()
        script.log(String(format: "spring: farthest %.1f pt of %.1f", farthest, springTravel))
        script.expect(farthest > springTravel + 1, "the spring went past its end")
        script.expect(abs(controller.springBox.transform.tx - springTravel) < 0.5, "the spring came to rest at its end")

        script.step("Keyframes: four legs round a square")
        script.beginFilmstrip(named: "animations-keyframes")
        script.tap(at: controller.keyframesButton.centerInWindow)
        // The whole keyframe animation follows the default ease-in-out curve: at 0.8 s of 2 s
        // it is 35 % through, on the second leg, down the far side.
        script.advance(by: 0.8)
        let corner = tx(controller.keyframeBox)
        script.settle()
        script.endFilmstrip()
        let keyframeTravel = controller.keyframeLane.bounds.width - controller.keyframeBox.bounds.width
        script.expect(abs(corner - keyframeTravel) < 1, "on the second leg the box is down the far side (\(corner) of \(keyframeTravel))")
        script.expect(controller.keyframeBox.transform == .identity, "the box is back where it began")

        script.step("Pulse: .repeat and .autoreverse until tapped again")
        script.beginFilmstrip(named: "animations-pulse")
        script.tap(at: controller.pulseButton.centerInWindow)
        script.advance(by: 1.2)
        script.endFilmstrip()
        let opacity = (controller.pulseBox.layer.presentation() ?? controller.pulseBox.layer).opacity
        script.expect(controller.isPulsing && opacity < 0.95, "the box is pulsing (opacity \(opacity))")
        script.tap(at: controller.pulseButton.centerInWindow)
        script.settle()
        script.expect(controller.pulseBox.transform == .identity && controller.pulseBox.alpha == 1, "the pulse stopped at full size")

        script.step("Transitions: flip from the left, then curl up")
        script.beginFilmstrip(named: "animations-flip")
        script.tap(at: controller.transitionButton.centerInWindow)
        script.settle()
        script.endFilmstrip()
        script.expect(controller.cardLabel.text == "背面 Back", "the card shows its back")
        if let curl = controller.view.window?.centerOfLabel(withText: "Curl ↑") { script.tap(at: curl) }
        script.settle()
        script.expect(controller.transitionOptions.selectedSegmentIndex == 2, "Curl is chosen")
        script.beginFilmstrip(named: "animations-curl")
        script.tap(at: controller.transitionButton.centerInWindow)
        script.settle()
        script.endFilmstrip()
        script.expect(controller.cardLabel.text == "正面 Front", "the card shows its front again")
        script.expect(controller.events.filter { $0 == "Transition · completion(finished: true)" }.count == 2, "both transitions completed")

        script.step("Core Animation: a CABasicAnimation turn and a CAKeyframeAnimation shake")
        script.beginFilmstrip(named: "animations-spin")
        script.tap(at: controller.spinButton.centerInWindow)
        script.advance(by: 0.4)
        let turning = (controller.layerBox.layer.presentation() ?? controller.layerBox.layer).transform
        script.settle()
        script.endFilmstrip()
        script.expect(turning.m12 != 0, "the layer is turned half way through")
        script.expect(controller.layerBox.layer.transform.m12 == 0, "the model never turned")
        script.beginFilmstrip(named: "animations-shake")
        script.tap(at: controller.shakeButton.centerInWindow)
        var shaken: CGFloat = 0
        for _ in 0..<12 {
            script.advance(by: 1.0 / 60)
            shaken = min(shaken, tx(controller.layerBox))
        }
        script.settle()
        script.endFilmstrip()
        script.expect(shaken < -10, "the layer shook 12 pt left first (\(shaken))")
        script.snapshot(named: "animations-2-after")
    }
}
