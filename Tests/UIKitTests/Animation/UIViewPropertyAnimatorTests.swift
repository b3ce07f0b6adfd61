import Testing
import UIKitTesting

@MainActor @Suite struct UIViewPropertyAnimatorTests {
    func setUp() -> (UITestHost, UIView) {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        return (host, view)
    }

    func x(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    @Test func anAnimatorRunsItsBlocksWhenStartedAndCompletesAtTheEnd() {
        let (host, view) = setUp()
        var log: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { log.append($0) }
        #expect(animator.state == .inactive)
        #expect(view.center.x == 50)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.center.x == 150)
        host.advance(by: 0.25)
        #expect(abs(x(view) - 75) < 1e-9)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        host.advance(by: 0.75)
        #expect(log == [.end])
        #expect(animator.state == .inactive)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func theCurveShapesTheProgress() {
        let (host, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.42, y: 0),
                                              controlPoint2: CGPoint(x: 1, y: 1)) { view.center.x = 150 }
        animator.startAnimation()
        host.advance(by: 0.5)
        #expect(abs(x(view) - (50 + 100 * CAMediaTimingFunction(name: .easeIn)._solve(0.5))) < 1e-6)
    }

    @Test func pausingFreezesAndScrubbingMovesLinearly() {
        let (host, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 150 }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.fractionComplete = 0.3
        #expect(abs(x(view) - 80) < 1e-9)
        host.advance(by: 0.5)
        #expect(abs(x(view) - 80) < 1e-9)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.3
        #expect(abs(x(view) - (50 + 100 * CAMediaTimingFunction(name: .easeInEaseOut)._solve(0.3))) < 1e-9)
        #expect(host.settle() == 0)
    }

    @Test func resumingAfterAScrubContinuesWithoutAJump() {
        let (host, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 150 }
        animator.fractionComplete = 0.5
        let shown = x(view)
        animator.startAnimation()
        #expect(abs(x(view) - shown) < 1e-9)
        host.advance(by: 1.0 / 60)
        #expect(x(view) > shown && x(view) - shown < 3)
        host.settle()
        #expect(animator.state == .inactive)
        #expect(x(view) == 150)
    }

    @Test func reversingRunsBackToTheStartAndRestoresTheModel() {
        let (host, view) = setUp()
        var log: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { log.append($0) }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.isReversed = true
        host.advance(by: 0.25)
        #expect(abs(x(view) - 75) < 1e-9)
        host.advance(by: 0.25)
        #expect(log == [.start])
        #expect(view.center.x == 50)
    }

    @Test func continuingWithNewTimingFinishesFromThePausedPoint() {
        let (host, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 2)
        host.advance(by: 1)  // half of the 2 s continuation, along ease-in from 100 to 150
        #expect(abs(x(view) - (100 + 50 * CAMediaTimingFunction(name: .easeIn)._solve(0.5))) < 1e-6)
        host.advance(by: 1)
        #expect(animator.state == .inactive)
    }

    @Test func stoppingLeavesTheViewWhereItWasAndFinishingReportsThePosition() {
        let (host, view) = setUp()
        var log: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { log.append($0) }
        animator.startAnimation()
        host.advance(by: 0.4)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(abs(view.center.x - 90) < 1e-9)
        #expect(view.layer.animationKeys() == nil)
        #expect(log.isEmpty)
        animator.finishAnimation(at: .current)
        #expect(log == [.current])
        #expect(animator.state == .inactive)
        #expect(abs(view.center.x - 90) < 1e-9)
    }

    @Test func stoppingWithoutFinishingSkipsTheCompletions() {
        let (host, view) = setUp()
        var called = false
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { view.alpha = 0 }
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        host.settle()
        #expect(!called)
        #expect(view.alpha > 0 && view.alpha < 1)
    }

    @Test func aSpringAnimatorFollowsTheFittedSpring() {
        let (host, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.6) { view.center.x = 150 }
        animator.startAnimation()
        let spring = _SpringSolution.fitted(duration: 0.8, dampingRatio: 0.6, initialVelocity: 0)
        host.advance(by: 0.3)
        #expect(abs(x(view) - (50 + 100 * spring.progress(at: 0.3))) < 1e-9)
    }

    @Test func pausesOnCompletionStaysActiveAtTheEnd() {
        let (host, view) = setUp()
        var called = false
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 150 }
        animator.pausesOnCompletion = true
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        host.settle()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(!called)
        #expect(abs(x(view) - 150) < 1e-9)
        #expect(animator.fractionComplete == 1)
    }

    @Test func aRunningAnimatorStartsAfterItsDelay() {
        let (host, view) = setUp()
        var log: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: .curveLinear,
                                                                     animations: { view.center.x = 150 }) { log.append($0) }
        #expect(animator.isRunning)
        host.advance(by: 0.5)
        #expect(abs(x(view) - 50) < 1e-9)
        host.advance(by: 0.5)
        #expect(abs(x(view) - 100) < 1e-9)
        host.settle()
        #expect(log == [.end])
    }

    @Test func animationsAddedWhileRunningTakeTheRemainingTime() {
        let (host, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.addAnimations { view.alpha = 0 }
        host.advance(by: 0.25)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
    }

    @Test func addAnimationsDelayFactorStartsLater() {
        let (host, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        host.advance(by: 0.25)
        #expect(view.layer.presentation()!.opacity == 1)
        host.advance(by: 0.5)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
    }

    // MARK: - States (Apple's `UIViewAnimating` transitions)

    @Test func pausingAndRunningMoveBetweenTheActiveStates() {
        let (host, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        #expect(animator.state == .inactive && !animator.isRunning && animator.fractionComplete == 0)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        host.advance(by: 0.25)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        host.advance(by: 0.5)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        animator.startAnimation()
        host.advance(by: 0.25)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
        #expect(abs(x(view) - 100) < 1e-9)
    }

    @Test func stopAnimationFalseStopsAndFinishingMakesItInactiveAgain() {
        let (host, view) = setUp()
        var log: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { log.append($0) }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && !animator.isRunning)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
        // A stopped animator ignores scrubbing and reversing.
        animator.fractionComplete = 0.1
        animator.isReversed = true
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
        #expect(!animator.isReversed)
        animator.finishAnimation(at: .end)
        #expect(log == [.end])
        #expect(animator.state == .inactive && animator.fractionComplete == 0)
        #expect(view.center.x == 150)
    }

    @Test func stopAnimationTrueFromAPauseMakesItInactiveAtOnce() {
        let (_, view) = setUp()
        var called = false
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { _ in called = true }
        animator.fractionComplete = 0.3
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && animator.fractionComplete == 0)
        #expect(!called)
        #expect(abs(view.center.x - 80) < 1e-9)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func stoppingAnInactiveAnimatorDoesNothing() {
        let (_, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.stopAnimation(false)
        #expect(animator.state == .inactive)
        #expect(view.center.x == 50)
        animator.startAnimation()
        #expect(animator.isRunning)
    }

    @Test func scrubbingIsIgnoredWhileRunning() {
        let (host, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        host.advance(by: 0.25)
        animator.fractionComplete = 0.9
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        #expect(animator.isRunning)
    }

    // MARK: - Interactive driving (pause, scrub, continue)

    @Test func anInteractiveScrubContinuesForTheRemainingFraction() {
        let (host, view) = setUp()
        var log: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 150 }
        animator.addCompletion { log.append($0) }
        animator.pauseAnimation()
        for f in [0.1, 0.2, 0.3, 0.4, 0.5, 0.6] as [CGFloat] {
            animator.fractionComplete = f
            host.advance(by: 1.0 / 60)
            #expect(abs(x(view) - (50 + 100 * f)) < 1e-9)
        }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(animator.isRunning)
        host.advance(by: 0.39)
        #expect(log.isEmpty)
        #expect(x(view) > 110 && x(view) < 150)
        host.advance(by: 0.02)
        #expect(log == [.end])
        #expect(view.center.x == 150)
    }

    @Test func anInteractiveScrubReversedRunsBackAndRestoresTheStart() {
        let (host, view) = setUp()
        var log: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { log.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.4
        animator.isReversed = true
        #expect(animator.isReversed && !animator.isRunning)
        #expect(abs(animator.fractionComplete - 0.4) < 1e-9)
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0)
        host.advance(by: 0.2)
        #expect(abs(x(view) - 70) < 1e-9)
        #expect(abs(animator.fractionComplete - 0.2) < 1e-9)
        host.advance(by: 0.2)
        #expect(log == [.start])
        #expect(view.center.x == 50)
        #expect(animator.state == .inactive)
    }

    @Test func reversingWhileRunningTurnsAroundWhereItIs() {
        let (host, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        host.advance(by: 0.3)
        animator.isReversed = true
        #expect(animator.isRunning && animator.isReversed)
        #expect(abs(x(view) - 80) < 1e-9)
        host.advance(by: 0.1)
        #expect(abs(x(view) - 70) < 1e-9)
        #expect(abs(animator.fractionComplete - 0.2) < 1e-9)
    }

    // MARK: - Misuse

    @Test func finishingAnAnimatorThatIsNotStoppedStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
                animator.pauseAnimation()
                animator.finishAnimation(at: .end)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("finishAnimation(at:) is only valid after stopAnimation(false)"), "\(stderr)")
    }

    @Test func startingAStoppedAnimatorStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
                animator.pauseAnimation()
                animator.stopAnimation(false)
                animator.startAnimation()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("startAnimation called on a stopped animator"), "\(stderr)")
    }

    @Test func continuingAnInactiveAnimatorStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIViewPropertyAnimator(duration: 1, curve: .linear) {}
                    .continueAnimation(withTimingParameters: nil, durationFactor: 1)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("continueAnimation requires an active (paused) animator"), "\(stderr)")
    }

    // MARK: - Lifetime

    @Test func aFinishedAnimatorAndItsRemovedViewAreFreed() {
        let host = UITestHost()
        weak var goneView: UIView?
        weak var goneAnimator: UIViewPropertyAnimator?
        do {
            let (_, view) = (host, UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
            host.window.addSubview(view)
            goneView = view
            let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.7) { view.center.x = 200 }
            goneAnimator = animator
            animator.addCompletion { _ in view.alpha = 0.5 }
            animator.startAnimation()
            host.advance(by: 0.1)
            view.removeFromSuperview()
        }
        host.settle()
        #expect(goneAnimator == nil)
        #expect(goneView == nil)
    }

    @Test func aStoppedAnimatorAndItsRemovedViewAreFreed() {
        let host = UITestHost()
        weak var goneView: UIView?
        weak var goneAnimator: UIViewPropertyAnimator?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            host.window.addSubview(view)
            goneView = view
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 200 }
            goneAnimator = animator
            animator.startAnimation()
            host.advance(by: 0.2)
            animator.pauseAnimation()
            animator.stopAnimation(true)
            view.removeFromSuperview()
        }
        host.settle()
        #expect(goneAnimator == nil)
        #expect(goneView == nil)
    }
}
