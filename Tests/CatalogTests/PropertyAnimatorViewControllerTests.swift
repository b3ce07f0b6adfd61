import Testing
import UIKitTestSupport
@testable import CatalogScenarios
@testable import UIKitTesting
@testable import UIKit

/// The property animator screen: Start turns round at either end (pausesOnCompletion keeps the
/// animator active there), Pause and the scrubber pause it where it is, the screen stops an
/// active animator when it goes, and nothing outlives the screen.
@MainActor @Suite struct PropertyAnimatorViewControllerTests {
    @MainActor final class Scene {
        let host = UITestHost()
        let controller = PropertyAnimatorViewController()
        let nav: UINavigationController
        init() {
            nav = UINavigationController(rootViewController: controller)
            host.show(nav)
            host.settle()
        }
    }

    @Test func theAnimatorIsMadeOnTheFirstStartWithTwoSecondsAndPausesOnCompletion() {
        let scene = Scene()
        #expect(scene.controller.animator == nil)
        scene.host.tap(scene.controller.startButton)
        let animator = try! #require(scene.controller.animator)
        #expect(animator.duration == 2)
        #expect(animator.pausesOnCompletion)
        #expect(animator.isRunning)
    }

    @Test func startAtTheEndRunsBackToTheStart() {
        let scene = Scene()
        scene.host.tap(scene.controller.startButton)
        scene.host.settle()
        let animator = try! #require(scene.controller.animator)
        #expect(animator.state == .active && animator.fractionComplete == 1)
        scene.host.tap(scene.controller.startButton)
        #expect(animator.isReversed && animator.isRunning)
        scene.host.settle()
        #expect(animator.fractionComplete == 0)
        #expect(scene.controller.box.layer.presentation()?.transform.m41 ?? 0 == 0)
    }

    @Test func scrubbingARunningAnimatorPausesItAtTheSlidersValue() {
        let scene = Scene()
        scene.host.tap(scene.controller.startButton)
        scene.host.advance(by: 0.5)
        scene.controller.scrubber.value = 0.8
        scene.controller.scrub(scene.controller.scrubber)
        let animator = try! #require(scene.controller.animator)
        #expect(!animator.isRunning)
        #expect(abs(animator.fractionComplete - 0.8) < 0.001)
    }

    @Test func leavingTheScreenLeavesTheAnimatorInactive() {
        let scene = Scene()
        scene.host.tap(scene.controller.startButton)
        scene.host.advance(by: 0.5)
        scene.host.tap(scene.controller.pauseButton)
        scene.nav.pushViewController(UIViewController(), animated: false)
        scene.host.settle()
        #expect(scene.controller.animator?.state == .inactive)
    }

    @Test func theScreenItsBoxAndItsAnimatorsAreFreedAfterUse() {
        weak var weakController: PropertyAnimatorViewController?
        weak var weakAnimator: UIViewPropertyAnimator?
        weak var weakBox: UIView?
        do {
            let scene = Scene()
            weakController = scene.controller
            weakBox = scene.controller.box
            scene.host.tap(scene.controller.startButton)
            scene.host.advance(by: 0.5)
            weakAnimator = scene.controller.animator
            scene.host.tap(scene.controller.pauseButton)
            scene.host.tap(scene.controller.reverseButton)
            scene.host.tap(scene.controller.springButton)
            scene.host.settle()
            // The animator pauses at the end (pausesOnCompletion): an active animator holds its
            // views until it is stopped, which the screen does as it goes (UIKit raises if an
            // active animator is freed).
            #expect(scene.controller.animator?.state == .active)
            scene.nav.pushViewController(UIViewController(), animated: true)
            scene.host.settle()
        }
        _ = UITestHost()
        #expect(weakController == nil)
        #expect(weakAnimator == nil)
        #expect(weakBox == nil)
    }

    @Test func showingUsingAndLeavingTheScreenOverAndOverKeepsMemoryFlat() {
        let cycles = leakCycles(default: 3)
        let host = UITestHost()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        host.show(nav)
        host.settle()
        var rssAfterWarmUp = 0
        weak var last: PropertyAnimatorViewController?
        weak var lastAnimator: UIViewPropertyAnimator?
        for i in 0..<cycles {
            if i == min(cycles - 1, 20) { rssAfterWarmUp = ResidentMemory.kilobytes() }
            do {
                let screen = PropertyAnimatorViewController()
                nav.pushViewController(screen, animated: false)
                host.settle()
                host.tap(screen.startButton)
                host.advance(by: 0.5)
                host.tap(screen.pauseButton)
                host.tap(screen.springButton)
                last = screen
                lastAnimator = screen.animator
            }
            nav.popViewController(animated: false)
            host.settle()
        }
        #expect(last == nil)
        #expect(lastAnimator == nil)
        if cycles > 100 {
            let end = ResidentMemory.kilobytes()
            print("property animator cycles: \(cycles), RSS after 20: \(rssAfterWarmUp) kB, at end: \(end) kB, growth: \(end - rssAfterWarmUp) kB")
        }
    }
}
