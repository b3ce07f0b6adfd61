import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore

/// UIView animations run on their view's layer time: a superview whose layer is paused freezes
/// them, resuming continues them (completions fire at the shifted time), scrubbing its layer's
/// `timeOffset` shows them at any moment (how an interactive transition drives a container), and a
/// faster layer runs them and their delays faster.
@MainActor @Suite struct UIViewAnimationLayerTimingTests {
    /// A 300 × 300 container at the window's origin with a 100 × 100 view at (0, 100) in it.
    func makeScene(_ host: UITestHost) -> (container: UIView, view: UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        container.addSubview(view)
        host.window.addSubview(container)
        host.advance(by: FrameConstants.frameInterval)
        return (container, view)
    }

    func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    /// The "pause a layer" idiom (Core Animation Programming Guide, "Pausing and Resuming
    /// Animations").
    func pause(_ layer: CALayer) {
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
    }

    /// The "resume" idiom of the same guide.
    func resume(_ layer: CALayer) {
        let pausedTime = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        layer.beginTime = timeSincePause
    }

    @Test func pausingTheSuperviewsLayerFreezesAnAnimateBlockAndResumingFinishesItLater() {
        let host = UITestHost()
        let (container, view) = makeScene(host)
        let start = host.now
        var completions: [(time: Double, finished: Bool)] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x += 100 }) {
            completions.append((CACurrentMediaTime() - start, $0))
        }
        host.advance(by: 0.25)
        #expect(abs(shownX(view) - 75) < 1e-9)

        pause(container.layer)
        host.advance(by: 1)
        #expect(abs(shownX(view) - 75) < 1e-9)
        #expect(view.center.x == 150)
        #expect(completions.isEmpty)
        // Nothing is in flight while paused: settle() returns at once.
        #expect(host.settle(timeout: 1) <= 1)
        #expect(completions.isEmpty)

        let resumedAt = host.now - start
        resume(container.layer)
        host.advance(by: 0.5)
        #expect(abs(shownX(view) - 125) < 1e-9)
        // 0.75 s of animation were left at the pause.
        host.settle()
        #expect(completions.count == 1)
        #expect(completions.first?.finished == true)
        #expect(abs((completions.first?.time ?? 0) - (resumedAt + 0.75)) < 1e-9)
        #expect(resumedAt >= 1.25)
        #expect(shownX(view) == 150)
    }

    @Test func anAnimateBlockInAPausedContainerIsScrubbedByItsTimeOffset() {
        // What UIPercentDrivenInteractiveTransition does to the transition's container.
        let host = UITestHost()
        let (container, view) = makeScene(host)
        container.layer.speed = 0
        container.layer.timeOffset = 0
        var finished: [Bool] = []
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            view.center.x = 250
            view.alpha = 0
        }) { finished.append($0) }
        for progress in [0.1, 0.6, 0.3] {
            container.layer.timeOffset = progress * 2
            host.advance(by: FrameConstants.frameInterval)
            #expect(abs(shownX(view) - (50 + 200 * progress)) < 1e-9)
            #expect(abs(Double(view.layer.presentation()!.opacity) - (1 - progress)) < 1e-6)
        }
        #expect(host.settle(timeout: 1) <= 1)
        #expect(finished.isEmpty)
        // Finishing: the container's clock runs on from where the finger left it.
        resume(container.layer)
        host.advance(by: 1.4 - FrameConstants.frameInterval)
        #expect(finished.isEmpty)
        host.settle()
        #expect(finished == [true])
        #expect(shownX(view) == 250)
    }

    @Test func aSpringAnimationInAPausedContainerHoldsStill() {
        let host = UITestHost()
        let (container, view) = makeScene(host)
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                       animations: { view.center.x += 200 })
        host.advance(by: 0.2)
        pause(container.layer)
        let frozen = shownX(view)
        #expect(frozen != 50 && frozen != 250)
        host.advance(by: 0.5)
        #expect(shownX(view) == frozen)
    }

    @Test func aViewTransitionInAPausedContainerHoldsItsProgress() {
        let host = UITestHost()
        let (container, view) = makeScene(host)
        view.backgroundColor = .red
        UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { view.backgroundColor = .blue })
        host.advance(by: 0.25)
        pause(container.layer)
        host.advance(by: 1)
        #expect(abs((view._currentTransition?.progress ?? 0) - 0.25) < 1e-9)
        resume(container.layer)
        host.advance(by: 0.5)
        #expect(abs((view._currentTransition?.progress ?? 0) - 0.75) < 1e-9)
    }

    @Test func aDelayRunsOnTheLayersTime() {
        let host = UITestHost()
        let (container, view) = makeScene(host)
        container.layer.speed = 2
        container.layer.beginTime = CACurrentMediaTime()   // no jump: local time starts at 0 now
        let start = host.now
        var completedAt: Double?
        UIView.animate(withDuration: 1, delay: 1, options: .curveLinear, animations: { view.center.x += 100 }) { _ in
            completedAt = CACurrentMediaTime() - start
        }
        host.advance(by: 0.45)
        #expect(shownX(view) == 50)
        host.advance(by: 0.3)   // 1.5 s of layer time: half-way
        #expect(abs(shownX(view) - 100) < 1e-9)
        host.settle()
        #expect(abs((completedAt ?? 0) - 1) < 1e-9)
    }

    @Test func aKeyframeAnimationsDelayRunsOnTheLayersTime() {
        let host = UITestHost()
        let (container, view) = makeScene(host)
        host.advance(by: 1)   // the layer's time (0) now differs from the clock's (~1 s)
        container.layer.speed = 4
        container.layer.beginTime = CACurrentMediaTime()
        UIView.animateKeyframes(withDuration: 1, delay: 1, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
        })
        host.advance(by: 0.2)   // 0.8 s of layer time: still in the delay
        #expect(view.layer.presentation()!.opacity == 1)
        host.advance(by: 0.15)   // 1.4 s
        let shown = view.layer.presentation()!.opacity
        #expect(shown > 0 && shown < 1)
    }

    @Test func aFastWindowLayerSpeedsUpEveryAnimation() {
        // The UI-testing trick of setting the window layer's speed.
        let host = UITestHost()
        let (_, view) = makeScene(host)
        host.window.layer.speed = 10
        host.window.layer.beginTime = CACurrentMediaTime()
        var finished = false
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }) { finished = $0 }
        host.advance(by: 0.1 - FrameConstants.frameInterval)
        #expect(!finished)
        host.advance(by: FrameConstants.frameInterval)
        #expect(finished)
    }
}
