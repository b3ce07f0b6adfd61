import Foundation
import Testing
import UIKitTesting

/// Adding animations (Core Animation copies them) and the implicit actions of layers that have
/// not been rendered yet.
@MainActor @Suite struct CALayerAnimationTests {
    final class Delegate: CAAnimationDelegate {
        var stopped: [CAAnimation] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped.append(anim) }
    }

    @Test func addCopiesTheAnimationSoLaterEditsDoNotChangeTheRunningOne() {
        let host = UITestHost()
        let layer = CALayer()
        let delegate = Delegate()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 1
        fade.delegate = delegate
        layer.add(fade, forKey: "fade")
        let running = layer.animation(forKey: "fade")
        #expect(running !== fade)
        #expect(running is CABasicAnimation)
        #expect((running as? CABasicAnimation)?.keyPath == "opacity")
        #expect(running?.duration == 1)
        #expect(running?.delegate === delegate)
        fade.duration = 10
        fade.toValue = 0.5
        #expect(layer.animation(forKey: "fade")?.duration == 1)
        host.advance(by: 1.1)
        #expect(layer.animationKeys() == nil)
        #expect(delegate.stopped.count == 1)
        #expect(delegate.stopped.first === running)
    }

    @Test func everyKindOfAnimationIsCopiedWithItsSettings() {
        _ = UITestHost()
        let layer = CALayer()
        let keyframes = CAKeyframeAnimation(keyPath: "position.x")
        keyframes.values = [0.0, 10.0, 5.0]
        keyframes.keyTimes = [0, 0.3, 1]
        keyframes.calculationMode = .cubic
        let spring = CASpringAnimation(keyPath: "opacity")
        spring.stiffness = 300
        spring.damping = 12
        spring.toValue = 0.5
        let group = CAAnimationGroup()
        group.animations = [keyframes, spring]
        group.duration = 2
        group.autoreverses = true
        layer.add(keyframes, forKey: "k")
        layer.add(spring, forKey: "s")
        layer.add(group, forKey: "g")
        let k = layer.animation(forKey: "k") as? CAKeyframeAnimation
        #expect(k != nil && k !== keyframes)
        #expect(k?.values?.count == 3 && k?.keyTimes?.count == 3 && k?.calculationMode == .cubic)
        let s = layer.animation(forKey: "s") as? CASpringAnimation
        #expect(s != nil && s !== spring)
        #expect(s?.stiffness == 300 && s?.damping == 12 && (s?.toValue as? Double) == 0.5)
        let g = layer.animation(forKey: "g") as? CAAnimationGroup
        #expect(g != nil && g !== group)
        #expect(g?.duration == 2 && g?.autoreverses == true && g?.animations?.count == 2)
    }

    @Test func aLayerAddedToAWindowShowsItsFirstValuesAtOnce() {
        let host = UITestHost()
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        layer.opacity = 0.5
        host.window.layer.addSublayer(layer)
        // Changed in the same transaction it joined the window in: no presentation yet, no action.
        layer.position = CGPoint(x: 50, y: 50)
        #expect(layer.animationKeys() == nil)
        host.advance(by: 1.0 / 60)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.position == CGPoint(x: 50, y: 50))
        // Once rendered, changes animate implicitly.
        layer.opacity = 1
        #expect(layer.animationKeys() == ["opacity"])
    }

    @Test func aViewMadeAndFramedBeforeJoiningAWindowShowsAtItsFrameAtOnce() {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        view.layer.addSublayer(sublayer)
        host.window.addSubview(view)
        sublayer.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
        #expect(view.layer.animationKeys() == nil)
        #expect(sublayer.animationKeys() == nil)
        host.advance(by: 1.0 / 60)
        #expect(sublayer.presentation()?.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    }
}
