import Testing
import UIKitTesting

@MainActor @Suite struct CABasicAnimationTests {
    final class Recorder: CAAnimationDelegate {
        var log: [String] = []
        func animationDidStart(_ anim: CAAnimation) { log.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
    }

    func positionAnimation(duration: Double = 1) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "position")
        a.fromValue = CGPoint(x: 0, y: 0)
        a.toValue = CGPoint(x: 100, y: 200)
        a.duration = duration
        return a
    }

    @Test func aLinearAnimationPresentsTheInterpolatedValueAtEachTime() {
        let host = UITestHost()
        let layer = CALayer()
        layer.add(positionAnimation(), forKey: "move")
        for t in [0.25, 0.5, 0.9] {
            host.advance(by: t - host.now)
            let p = layer.presentation()!.position
            #expect(abs(p.x - 100 * t) < 1e-9 && abs(p.y - 200 * t) < 1e-9)
        }
        #expect(layer.position == .zero)
    }

    @Test func anEasedAnimationFollowsItsTimingFunction() {
        let host = UITestHost()
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0.0; a.toValue = 1.0; a.duration = 2
        a.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(a, forKey: nil)
        host.advance(by: 0.5)
        let expected = CAMediaTimingFunction(name: .easeIn)._solve(0.25)
        #expect(abs(Double(layer.presentation()!.opacity) - expected) < 1e-6)
    }

    @Test func fromAndByAddUpAndToAloneStartsFromTheCurrentValue() {
        let host = UITestHost()
        let layer = CALayer()
        layer.opacity = 0.5
        let by = CABasicAnimation(keyPath: "opacity")
        by.fromValue = 0.2; by.byValue = 0.6; by.duration = 1
        layer.add(by, forKey: "by")
        host.advance(by: 0.5)
        #expect(abs(Double(layer.presentation()!.opacity) - 0.5) < 1e-6)  // 0.2 + 0.6 · 0.5
        layer.removeAllAnimations()
        let to = CABasicAnimation(keyPath: "position.x")
        to.toValue = 40; to.duration = 1
        layer.add(to, forKey: "to")
        host.advance(by: 0.25)
        #expect(abs(layer.presentation()!.position.x - 10) < 1e-9)
    }

    @Test func theAnimationIsRemovedAtTheEndAndTheDelegateHearsStartThenFinishedStop() {
        let host = UITestHost()
        let layer = CALayer()
        let recorder = Recorder()
        let a = positionAnimation()
        a.delegate = recorder
        layer.add(a, forKey: "move")
        #expect(layer.animationKeys() == ["move"])
        host.advance(by: 0.1)
        #expect(recorder.log == ["start"])
        host.advance(by: 1)
        #expect(recorder.log == ["start", "stop true"])
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()!.position == .zero)
    }

    @Test func removingAnAnimationReportsUnfinishedAtTheNextFrame() {
        let host = UITestHost()
        let layer = CALayer()
        let recorder = Recorder()
        let a = positionAnimation()
        a.delegate = recorder
        layer.add(a, forKey: "move")
        host.advance(by: 0.5)
        layer.removeAnimation(forKey: "move")
        #expect(layer.presentation()!.position == .zero)
        #expect(recorder.log == ["start"])
        host.advance(by: 1.0 / 60)
        #expect(recorder.log == ["start", "stop false"])
    }

    @Test func addingUnderAnExistingKeyReplacesTheOldAnimation() {
        let host = UITestHost()
        let layer = CALayer()
        let recorder = Recorder()
        let first = positionAnimation()
        first.delegate = recorder
        layer.add(first, forKey: "move")
        layer.add(positionAnimation(duration: 2), forKey: "move")
        host.advance(by: 1.0 / 60)
        #expect(recorder.log == ["stop false"])
        #expect(layer.animation(forKey: "move")?.duration == 2)
    }

    @Test func fillForwardsKeepsTheLastValueWhenNotRemoved() {
        let host = UITestHost()
        let layer = CALayer()
        let a = positionAnimation()
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        layer.add(a, forKey: "move")
        host.advance(by: 2)
        #expect(layer.presentation()!.position == CGPoint(x: 100, y: 200))
        #expect(layer.animationKeys() == ["move"])
        #expect(host.settle() == 0)
    }

    @Test func aLaterBeginTimeWithBackwardsFillShowsTheFromValueDuringTheDelay() {
        let host = UITestHost()
        let layer = CALayer()
        layer.position = CGPoint(x: 7, y: 7)
        let a = positionAnimation()
        a.beginTime = CACurrentMediaTime() + 0.5
        layer.add(a, forKey: nil)
        host.advance(by: 0.25)
        #expect(layer.presentation()!.position == CGPoint(x: 7, y: 7))
        a.fillMode = .backwards
        layer.removeAllAnimations()
        a.beginTime = CACurrentMediaTime() + 0.5
        layer.add(a, forKey: nil)
        host.advance(by: 0.25)
        #expect(layer.presentation()!.position == .zero)
        host.advance(by: 0.5)
        #expect(abs(layer.presentation()!.position.x - 25) < 1e-9)
    }

    @Test func autoreversingRepeatsGoThereAndBack() {
        let host = UITestHost()
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0; a.toValue = 100; a.duration = 1
        a.autoreverses = true
        a.repeatCount = 2
        layer.add(a, forKey: nil)
        host.advance(by: 1.25)   // on the way back: 100 · (1 − 0.25)
        #expect(abs(layer.presentation()!.position.x - 75) < 1e-9)
        host.advance(by: 1.0)    // second iteration, forward: 100 · 0.25
        #expect(abs(layer.presentation()!.position.x - 25) < 1e-9)
        #expect(host.settle() > 0)
        #expect(abs(host.now - 4) < 1e-6)
    }

    @Test func cumulativeRepeatsContinueFromThePreviousEnd() {
        let host = UITestHost()
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0; a.toValue = 10; a.duration = 1
        a.repeatCount = 3
        a.isCumulative = true
        layer.add(a, forKey: nil)
        host.advance(by: 2.5)
        #expect(abs(layer.presentation()!.position.x - 25) < 1e-9)
    }

    @Test func speedAndTimeOffsetScaleTheLocalTime() {
        let host = UITestHost()
        let layer = CALayer()
        let a = positionAnimation(duration: 2)
        a.speed = 2
        a.timeOffset = 0.5
        layer.add(a, forKey: nil)
        host.advance(by: 0.25)  // local time 0.25 · 2 + 0.5 = 1 of 2
        #expect(abs(layer.presentation()!.position.x - 50) < 1e-9)
    }

    @Test func anAdditiveAnimationAddsToTheModelValue() {
        let host = UITestHost()
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 100)
        let a = CABasicAnimation(keyPath: "position.y")
        a.fromValue = -50; a.toValue = 0; a.duration = 1
        a.isAdditive = true
        layer.add(a, forKey: nil)
        host.advance(by: 0.5)
        #expect(abs(layer.presentation()!.position.y - 75) < 1e-9)
    }

    @Test func aRotationKeyPathTurnsMoreThanHalfATurn() {
        let host = UITestHost()
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "transform.rotation.z")
        a.fromValue = 0; a.toValue = 2 * Double.pi; a.duration = 1
        layer.add(a, forKey: nil)
        host.advance(by: 0.75)  // 270°: the x axis maps to −y
        let t = layer.presentation()!.affineTransform()
        #expect(abs(t.a) < 1e-9 && abs(t.b + 1) < 1e-9)
    }

    @Test func transformValuesInterpolateTheirRotationAngle() {
        let host = UITestHost()
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "transform")
        a.fromValue = CATransform3DIdentity
        a.toValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        a.duration = 1
        layer.add(a, forKey: nil)
        host.advance(by: 0.5)
        let t = layer.presentation()!.affineTransform()
        // A 45° rotation keeps unit scale (an element-wise blend would shrink it to 0.707).
        #expect(abs(t.a - cos(Double.pi / 4)) < 1e-9 && abs(t.b - sin(Double.pi / 4)) < 1e-9)
    }

    @Test func thePresentationKnowsItsModel() {
        _ = UITestHost()
        let layer = CALayer()
        let copy = layer.presentation()!
        #expect(copy !== layer)
        #expect(copy.model() === layer)
        #expect(layer.model() === layer)
    }
}
