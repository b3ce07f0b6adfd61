import Testing
import UIKitTesting

@MainActor @Suite struct UIViewKeyframeAnimationTests {
    @Test func keyframesReachTheirValuesAtTheirRelativeTimes() {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        var log: [Bool] = []
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 250 }
        }) { log.append($0) }
        #expect(view.center.x == 250)
        host.advance(by: 0.25)  // halfway through the first keyframe: 50 → 150
        #expect(abs(view.layer.presentation()!.position.x - 100) < 1e-9)
        host.advance(by: 0.5)   // in the gap: held at 150
        #expect(abs(view.layer.presentation()!.position.x - 150) < 1e-9)
        host.advance(by: 0.75)  // halfway through the second: 150 → 250
        #expect(abs(view.layer.presentation()!.position.x - 200) < 1e-9)
        host.advance(by: 0.5)
        #expect(log == [true])
    }

    @Test func theWholeAnimationIsEaseInOutByDefault() {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
        })
        host.advance(by: 0.25)
        let expected = 1 - CAMediaTimingFunction(name: .easeInEaseOut)._solve(0.25)
        #expect(abs(Double(view.layer.presentation()!.opacity) - expected) < 1e-6)
    }

    @Test func discreteModeJumpsBetweenKeyframes() {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        let options = UIView.KeyframeAnimationOptions(rawValue: UIView.KeyframeAnimationOptions.calculationModeDiscrete.rawValue
                                                      | UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: options, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        })
        host.advance(by: 0.3)
        #expect(view.layer.presentation()!.opacity == 1)
        host.advance(by: 0.3)
        #expect(view.layer.presentation()!.opacity == 0.5)
    }
}
