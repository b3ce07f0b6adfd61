import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore

@MainActor @Suite struct UIViewAnimationTests {
    func makeView(_ host: UITestHost) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        host.window.addSubview(view)
        return view
    }

    let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)

    @Test func theModelChangesAtOnceAndThePresentationFollowsTheCurve() {
        let host = UITestHost()
        let view = makeView(host)
        UIView.animate(withDuration: 1) { view.center = CGPoint(x: 250, y: 150) }
        #expect(view.center == CGPoint(x: 250, y: 150))
        for t in [0.2, 0.5, 0.8] {
            host.advance(by: t - host.now)
            let expected = 50 + 200 * easeInOut._solve(t)
            #expect(abs(view.layer.presentation()!.position.x - expected) < 1e-9)
        }
    }

    @Test func aViewsLayerDoesNotAnimateOutsideABlock() {
        _ = UITestHost()
        let view = UIView(frame: .zero)
        view.alpha = 0.5
        view.center = CGPoint(x: 10, y: 10)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.action(forKey: "opacity") == nil)
    }

    @Test func completionReportsFinishedAfterTheDuration() {
        let host = UITestHost()
        let view = makeView(host)
        var log: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 }) { log.append($0) }
        host.advance(by: 0.4)
        #expect(log.isEmpty)
        host.advance(by: 0.1)
        #expect(log == [true])
    }

    @Test func zeroDurationAppliesAtOnceAndCompletesAtTheNextFrame() {
        let host = UITestHost()
        let view = makeView(host)
        var log: [Bool] = []
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.25 }) { log.append($0) }
        #expect(view.layer.animationKeys() == nil)
        #expect(log.isEmpty)
        host.advance(by: 1.0 / 60)
        #expect(log == [true])
    }

    @Test func aBlockThatChangesNothingCompletesAtTheNextFrame() {
        let host = UITestHost()
        var log: [Bool] = []
        UIView.animate(withDuration: 5, animations: {}) { log.append($0) }
        host.advance(by: 1.0 / 60)
        #expect(log == [true])
    }

    @Test func removingTheAnimationsReportsUnfinished() {
        let host = UITestHost()
        let view = makeView(host)
        var log: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { log.append($0) }
        host.advance(by: 0.5)
        view.layer.removeAllAnimations()
        #expect(view.layer.presentation()!.opacity == 0)
        host.advance(by: 1.0 / 60)
        #expect(log == [false])
    }

    @Test func theDelayHoldsTheOldValueOnScreen() {
        let host = UITestHost()
        let view = makeView(host)
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        host.advance(by: 0.25)
        #expect(view.layer.presentation()!.opacity == 1)
        host.advance(by: 0.5)
        #expect(abs(view.layer.presentation()!.opacity - 0.75) < 1e-6)
    }

    @Test func curveOptionsAreAnEnumeratedField() {
        let host = UITestHost()
        let view = makeView(host)
        #expect(UIView.AnimationOptions.curveLinear._curve == .linear)
        #expect(UIView.AnimationOptions([.curveEaseOut, .allowUserInteraction])._curve == .easeOut)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
        host.advance(by: 0.3)
        #expect(abs(view.layer.presentation()!.position.x - 80) < 1e-9)
    }

    @Test func repeatAndAutoreverseGoBackAndForth() {
        let host = UITestHost()
        let view = makeView(host)
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                       animations: { view.center.x = 150 })
        host.advance(by: 1.5)
        #expect(abs(view.layer.presentation()!.position.x - 100) < 1e-9)
        host.advance(by: 0.75)
        #expect(abs(view.layer.presentation()!.position.x - 75) < 1e-9)
        #expect(view.layer.animationKeys() != nil)
    }

    @Test func autoreverseWithoutRepeatReturnsThenJumpsToTheModel() {
        let host = UITestHost()
        let view = makeView(host)
        UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { view.alpha = 0 })
        host.advance(by: 1.5)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
        host.advance(by: 0.5)
        #expect(view.layer.presentation()!.opacity == 0)
    }

    @Test func aNewAnimationOfAMovingPropertyStartsFromWhatIsOnScreen() {
        let host = UITestHost()
        let view = makeView(host)
        var log: [String] = []
        UIView.animate(withDuration: 1, animations: { view.center.x = 250 }) { log.append("first \($0)") }
        host.advance(by: 0.5 - 1.0 / 60)
        let before = view.layer.presentation()!.position.x
        host.advance(by: 1.0 / 60)
        let shown = view.layer.presentation()!.position.x
        UIView.animate(withDuration: 1, animations: { view.center.x = 0 }) { log.append("second \($0)") }
        #expect(abs(view.layer.presentation()!.position.x - shown) < 1e-9)
        host.advance(by: 1.0 / 60)
        // The velocity carries on: the next frame's step matches the previous one.
        let stepBefore = shown - before, stepAfter = view.layer.presentation()!.position.x - shown
        #expect(abs(stepAfter - stepBefore) < 0.05 * stepBefore)
        host.advance(by: 1)
        #expect(log == ["first true", "second true"])
        #expect(view.layer.presentation()!.position.x == 0)
    }

    @Test func beginFromCurrentStateReplacesTheAnimationInFlight() {
        let host = UITestHost()
        let view = makeView(host)
        var log: [String] = []
        UIView.animate(withDuration: 1, animations: { view.center.x = 250 }) { log.append("first \($0)") }
        host.advance(by: 0.5)
        let shown = view.layer.presentation()!.position.x
        UIView.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear],
                       animations: { view.center.x = 0 }) { log.append("second \($0)") }
        #expect(abs(view.layer.presentation()!.position.x - shown) < 1e-9)
        host.advance(by: 0.5)
        #expect(abs(view.layer.presentation()!.position.x - shown / 2) < 1e-9)
        host.settle()
        #expect(log == ["first false", "second true"])
    }

    @Test func animatingViewsIgnoreTouchesUnlessAllowed() {
        let host = UITestHost()
        let view = makeView(host)
        let point = CGPoint(x: 50, y: 150)
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        #expect(host.window.hitTest(point, with: nil) !== view)
        host.settle()
        #expect(host.window.hitTest(point, with: nil) === view)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 1 })
        #expect(host.window.hitTest(point, with: nil) === view)
    }

    @Test func layoutIfNeededInsideABlockAnimatesTheSubviewsNewFrames() {
        final class Container: UIView {
            let child = UIView()
            override init(frame: CGRect) { super.init(frame: frame); addSubview(child) }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() { child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: 10) }
        }
        let host = UITestHost()
        let container = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(container)
        host.advance(by: 1.0 / 60)
        #expect(container.child.frame.width == 50)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            container.bounds.size.width = 300
            container.layoutIfNeeded()
        })
        #expect(container.child.frame.width == 150)
        host.advance(by: 0.5)
        #expect(abs(container.child.layer.presentation()!.bounds.width - 100) < 1e-9)
    }

    @Test func layoutSubviewsOptionLaysOutAtTheEndOfTheBlock() {
        final class Container: UIView {
            let child = UIView()
            override init(frame: CGRect) { super.init(frame: frame); addSubview(child) }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() { child.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 10) }
        }
        let host = UITestHost()
        let container = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(container)
        host.advance(by: 1.0 / 60)
        UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear],
                       animations: { container.bounds.size.width = 200 })
        host.advance(by: 0.5)
        #expect(abs(container.child.layer.presentation()!.bounds.width - 150) < 1e-9)
    }

    @Test func springsFollowTheFittedSpring() {
        let host = UITestHost()
        let view = makeView(host)
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                       options: [], animations: { view.center.x = 150 })
        let spring = _SpringSolution.fitted(duration: 1, dampingRatio: 0.5, initialVelocity: 0)
        for t in [0.1, 0.25, 0.6] {
            host.advance(by: t - host.now)
            #expect(abs(view.layer.presentation()!.position.x - (50 + 100 * spring.progress(at: t))) < 1e-9)
        }
    }

    @Test func performWithoutAnimationAndDisabledAnimationsApplyAtOnce() {
        let host = UITestHost()
        let view = makeView(host)
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.5 }
            view.center.x = 60
        }
        #expect(view.layer.animationKeys() == ["position"])
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        var log: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { log.append($0) }
        UIView.setAnimationsEnabled(true)
        #expect(view.layer.presentation()!.opacity == 0)
        host.advance(by: 1.0 / 60)
        #expect(log == [true])
    }

    @Test func nestedBlocksInheritTheDurationUnlessOverridden() {
        let host = UITestHost()
        let view = makeView(host)
        let other = makeView(host)
        var inherited = 0.0
        UIView.animate(withDuration: 2) {
            UIView.animate(withDuration: 0.5) {
                inherited = UIView.inheritedAnimationDuration
                view.alpha = 0
            }
            UIView.animate(withDuration: 0.5, delay: 0, options: .overrideInheritedDuration, animations: { other.alpha = 0 })
        }
        #expect(inherited == 2)
        #expect(view.layer.animation(forKey: "opacity")?.duration == 2)
        #expect(other.layer.animation(forKey: "opacity")?.duration == 0.5)
        _ = host
    }

    @Test func backgroundColorAnimatesThroughItsComponents() {
        let host = UITestHost()
        let view = makeView(host)
        view.backgroundColor = .black
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = .white })
        host.advance(by: 0.25)
        var white: CGFloat = 0, alpha: CGFloat = 0
        #expect(view._presentationBackgroundColor!.getWhite(&white, alpha: &alpha))
        #expect(abs(white - 0.25) < 1e-9 && alpha == 1)
        host.settle()
        #expect(view._presentationBackgroundColor == .white)
    }

    @Test func transformsAnimateTheirRotation() {
        let host = UITestHost()
        let view = makeView(host)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.transform = CGAffineTransform(rotationAngle: .pi / 2) })
        host.advance(by: 0.5)
        let t = view.layer.presentation()!.affineTransform()
        #expect(abs(t.a - cos(Double.pi / 4)) < 1e-9 && abs(t.b - sin(Double.pi / 4)) < 1e-9)
    }

    // MARK: - Lifetime

    @Test func aViewRemovedMidAnimationIsFreedOnceTheAnimationEnds() {
        let host = UITestHost()
        weak var gone: UIView?
        var finished: Bool?
        do {
            let view = makeView(host)
            gone = view
            UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.2; view.center.x += 100 },
                           completion: { finished = $0 })
            host.advance(by: 0.1)
            view.removeFromSuperview()
        }
        host.settle()
        #expect(finished != nil)
        #expect(gone == nil)
    }

    @Test func aSpringAnimatedViewIsFreedAfterRemoval() {
        let host = UITestHost()
        weak var gone: UIView?
        do {
            let view = makeView(host)
            gone = view
            UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 2,
                           options: [], animations: { view.transform = CGAffineTransform(scaleX: 2, y: 2) })
            host.settle()
            view.removeFromSuperview()
        }
        host.settle()
        #expect(gone == nil)
    }
}

/// A view's own layer skips its action lookup outside animation blocks (`CALayer.
/// _delegateRefusesActions`, the layout pass's hot path); these check the full lookup still runs
/// wherever it can answer something else than "no action".
@MainActor @Suite struct UIViewActionLookupTests {
    /// Records the keys it is run for.
    final class RecordingAction: CAAction {
        var keys: [String] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            keys.append(event)
        }
    }

    final class ActingView: UIView {
        let recorder = RecordingAction()
        override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            layer === self.layer ? recorder : super.action(for: layer, forKey: event)
        }
    }

    final class ActingLayer: CALayer {
        static let recorder = RecordingAction()
        override func action(forKey event: String) -> (any CAAction)? { ActingLayer.recorder }
    }

    final class ActingLayerView: UIView {
        override class var layerClass: AnyClass { ActingLayer.self }
    }

    final class ActingDelegate: CALayerDelegate {
        let recorder = RecordingAction()
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { recorder }
    }

    @Test func aPlainViewsLayerTakesTheShortcutAndStillHasNoActionOutsideABlock() {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        #expect(view.layer._delegateRefusesActions)
        view.layer.actions = ["opacity": RecordingAction()]
        view.alpha = 0.5
        view.center = CGPoint(x: 80, y: 80)
        #expect(view.layer.animationKeys() == nil)
        #expect((view.layer.actions?["opacity"] as? RecordingAction)?.keys == [])
    }

    @Test func aViewSubclassOverridingActionForLayerIsAskedOutsideABlock() {
        let host = UITestHost()
        let view = ActingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        #expect(!view.layer._delegateRefusesActions)
        #expect(view.recorder.keys == ["position", "bounds"])  // init(frame:) asked too
        view.recorder.keys = []
        view.alpha = 0.5
        view.center = CGPoint(x: 80, y: 80)
        view.bounds.size = CGSize(width: 60, height: 60)
        #expect(view.recorder.keys == ["opacity", "position", "bounds"])
    }

    @Test func aLayerClassOverridingActionForKeyIsAskedOutsideABlock() {
        let host = UITestHost()
        let view = ActingLayerView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        ActingLayer.recorder.keys = []
        view.alpha = 0.25
        #expect(ActingLayer.recorder.keys == ["opacity"])
    }

    @Test func anotherDelegateOnAViewsLayerIsAsked() {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        let delegate = ActingDelegate()
        view.layer.delegate = delegate
        view.layer.opacity = 0.5
        #expect(delegate.recorder.keys == ["opacity"])
        view.layer.delegate = view
        view.layer.opacity = 0.75
        #expect(delegate.recorder.keys == ["opacity"])
    }

    @Test func aLayerThatOutlivesItsViewLooksItsActionsUpAgain() {
        _ = UITestHost()
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let layer = view!.layer
        let recorder = RecordingAction()
        layer.actions = ["opacity": recorder]
        layer.opacity = 0.5
        #expect(recorder.keys == [])
        view = nil
        layer.opacity = 0.25
        #expect(recorder.keys == ["opacity"])
    }

    @Test func insideABlockAViewsLayerAsksAndAnimatesAndTheCountOfOpenBlocksReturnsToZero() {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        UIView.animate(withDuration: 1) {
            #expect(CALayer._openViewAnimationBlocks == 1)
            UIView.performWithoutAnimation {
                #expect(CALayer._openViewAnimationBlocks == 2)
                view.center = CGPoint(x: 200, y: 200)
            }
            view.alpha = 0.5
        }
        #expect(CALayer._openViewAnimationBlocks == 0)
        #expect(view.layer.animationKeys() == ["opacity"])
        view.alpha = 1
        #expect(view.layer.animationKeys() == ["opacity"])
        #expect(view.alpha == 1)
    }
}
