import Foundation
import Testing
import UIKitTestSupport
@testable import CatalogScenarios
@testable import UIKitTesting
@testable import UIKit

/// Seed 003's custom container: swipes switch its five children through an ordinary animator and
/// a transition context the container makes itself (`FTMthTransitionContext`) — the children
/// array, the views in the container, the containment and appearance callbacks, the direction the
/// frames give the animator, the spring, and the ends of the list. None of this depends on layer
/// timing: nothing here is interactive.
@MainActor @Suite struct CustomContainerTests {
    @MainActor final class Scene {
        let host = UITestHost()
        let log = LifecycleLog()
        let container: FTContainerViewController
        var children: [UIViewController] { container.viewControllers }

        init() {
            container = FTContainerViewController(log: log)
            host.show(container)
            host.settle()
        }

        /// A quick horizontal stroke of 100 pt in 0.08 s across the middle of the screen, ended by
        /// the lift: a swipe. The switch starts during the stroke.
        func swipe(left: Bool) {
            let a = CGPoint(x: 240, y: 400), b = CGPoint(x: 140, y: 400)
            host.drag(from: left ? a : b, to: left ? b : a, duration: 0.08)
        }

        /// A swipe, then frames until the switch has ended.
        func switchTo(left: Bool) {
            swipe(left: left)
            host.settle()
        }

        /// Whether `index` is the selected child, the only child and the only child view.
        func shows(_ index: Int) -> Bool {
            let child = children[index]
            return container.currentControllerIndex == index
                && container.selectedViewController === child
                && container.children == [child]
                && child.parent === container
                && container.view.subviews == [child.view]
                && child.view.frame == container.view.bounds
                && child.view.transform == .identity && child.view.alpha == 1
        }
    }

    @Test func theContainerShowsItsFirstChildAndLoadsNoOther() {
        let scene = Scene()
        #expect(scene.children.count == 5)
        #expect(scene.shows(0))
        #expect(scene.children[0].view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(scene.children.dropFirst().allSatisfy { !$0.isViewLoaded })
        #expect(scene.log.take() == [
            "照片 Photo.viewDidLoad", "照片 Photo.willMove(toParent: container)", "照片 Photo.didMove(toParent: container)",
            "照片 Photo.viewWillAppear(false)", "照片 Photo.viewDidAppear(false)",
        ])
        #expect(scene.container.swipeRecognizers.map { $0.direction } == [.left, .right])
    }

    @Test func aSwipeLeftShowsTheNextChildWithUIKitsContainmentAndAppearanceCallbacks() {
        let scene = Scene()
        _ = scene.log.take()
        scene.switchTo(left: true)
        #expect(scene.shows(1))
        #expect(scene.children[0].parent == nil)
        #expect(scene.children[0].view.superview == nil)
        #expect(scene.children[0].view.transform == .identity)     // reset by the animator's completion
        #expect(scene.log.take() == [
            "container: swipe left, index 1",
            "视频 Video.viewDidLoad",
            "照片 Photo.willMove(toParent: nil)", "视频 Video.willMove(toParent: container)",
            // The animator adds the view to the container: it appears with its view.
            "视频 Video.viewWillAppear(false)", "视频 Video.viewDidAppear(false)",
            // The context's completion: the outgoing view leaves, the children change.
            "照片 Photo.viewWillDisappear(false)",
            "照片 Photo.didMove(toParent: nil)", "视频 Video.didMove(toParent: container)",
            "照片 Photo.viewDidDisappear(false)",
        ])
    }

    @Test func aSwipeRightShowsThePreviousChild() {
        let scene = Scene()
        scene.switchTo(left: true)
        scene.switchTo(left: true)
        #expect(scene.shows(2))
        scene.switchTo(left: false)
        #expect(scene.shows(1))
        scene.switchTo(left: false)
        #expect(scene.shows(0))
    }

    @Test func whileItSwitchesBothChildrenAreInTheContainerAndTheContextDescribesTheSwitch() throws {
        let scene = Scene()
        let (photo, video) = (scene.children[0], scene.children[1])
        scene.swipe(left: true)
        let context = try #require(scene.container.lastContext)
        let bounds = scene.container.view.bounds
        #expect(scene.container.children == [photo, video])
        #expect(photo.view.superview === scene.container.view && video.view.superview === scene.container.view)
        #expect(context.containerView === scene.container.view)
        #expect(context.viewController(forKey: .from) === photo)
        #expect(context.viewController(forKey: .to) === video)
        #expect(context.view(forKey: .from) === photo.view)   // the protocol's default: the controllers' views
        #expect(context.view(forKey: .to) === video.view)
        #expect(context.isAnimated && !context.isInteractive && !context.transitionWasCancelled)
        #expect(context.presentationStyle == .custom)
        #expect(context.targetTransform == .identity)
        // The next child comes from the right, the current one leaves to the left.
        #expect(context.initialFrame(for: photo) == bounds)
        #expect(context.finalFrame(for: photo) == bounds.offsetBy(dx: -bounds.width, dy: 0))
        #expect(context.initialFrame(for: video) == bounds.offsetBy(dx: bounds.width, dy: 0))
        #expect(context.finalFrame(for: video) == bounds)
        scene.host.settle()
        // Going back, the frames are mirrored.
        scene.swipe(left: false)
        let back = try #require(scene.container.lastContext)
        #expect(back.initialFrame(for: photo) == bounds.offsetBy(dx: -bounds.width, dy: 0))
        #expect(back.finalFrame(for: video) == bounds.offsetBy(dx: bounds.width, dy: 0))
        scene.host.settle()
    }

    @Test func theAnimatorTakesTheDirectionFromTheFrames() {
        let scene = Scene()
        let distance = scene.container.view.bounds.width + FTMthTransitionAnimator.Metrics.childViewPadding
        // Swipe left: the incoming view starts right of its place (it moves left), the outgoing
        // one ends to the left.
        scene.swipe(left: true)
        #expect(scene.children[1].view.layer.presentation()!.transform.m41 > distance * 0.5)
        #expect(scene.children[0].view.transform == CGAffineTransform(translationX: -distance, y: 0))
        scene.host.settle()
        // Swipe right: mirrored.
        scene.swipe(left: false)
        #expect(scene.children[0].view.layer.presentation()!.transform.m41 < -distance * 0.5)
        #expect(scene.children[1].view.transform == CGAffineTransform(translationX: distance, y: 0))
        scene.host.settle()
    }

    @Test func theSwitchIsASpringThatOvershootsAndSettlesInOneSecond() {
        let scene = Scene()
        let video = scene.children[1]
        // Frame by frame from the first frame of the switch.
        let finger = scene.host.touchDown(at: CGPoint(x: 240, y: 400))
        var x: CGFloat = 240
        while scene.container.runningAnimator == nil {
            x -= 20
            scene.host.move(finger, to: CGPoint(x: x, y: 400))
            scene.host.advance(by: 1.0 / 60)
        }
        scene.host.lift(finger)
        var positions: [CGFloat] = []
        var opacities: [Float] = []
        for _ in 0..<58 {
            positions.append(video.view.layer.presentation()!.transform.m41)
            opacities.append(video.view.layer.presentation()!.opacity)
            scene.host.advance(by: 1.0 / 60)
        }
        // From the right, past its place (damping 0.5 overshoots), and back.
        #expect(positions[0] > 300)
        let lowest = positions.min()!
        #expect(lowest < -30)
        let lowestFrame = positions.firstIndex(of: lowest)!
        #expect(lowestFrame > 6 && lowestFrame < 30)
        #expect(positions[lowestFrame...].contains { $0 > 2 })     // and back again
        #expect(opacities.max()! > 1)                              // the alpha overshoots too
        #expect(scene.container.runningAnimator != nil)          // still running before 1 s
        scene.host.advance(by: 2.0 / 60)
        #expect(scene.container.runningAnimator == nil)
        #expect(scene.shows(1))
    }

    @Test func theAnimatorHearsThatTheSwitchEnded() throws {
        let scene = Scene()
        scene.swipe(left: true)
        let animator = try #require(scene.container.runningAnimator)
        #expect(animator.endedCalls.isEmpty)
        #expect(animator.transitionDuration(using: scene.container.lastContext) == 1)
        scene.host.settle()
        #expect(animator.endedCalls == [true])
    }

    @Test func swipingPastEitherEndDoesNothing() {
        let scene = Scene()
        _ = scene.log.take()
        scene.swipe(left: false)
        #expect(scene.container.runningAnimator == nil)
        scene.host.settle()
        #expect(scene.shows(0))
        #expect(scene.log.take() == ["container: swipe right, index 0"])
        for _ in 0..<4 { scene.switchTo(left: true) }
        #expect(scene.shows(4))
        _ = scene.log.take()
        scene.swipe(left: true)
        #expect(scene.container.runningAnimator == nil)
        scene.host.settle()
        #expect(scene.shows(4))
        #expect(scene.log.take() == ["container: swipe left, index 4"])
    }

    @Test func aSwipeWhileTheContainerSwitchesIsIgnored() {
        let scene = Scene()
        scene.swipe(left: true)
        scene.host.advance(by: 0.2)
        _ = scene.log.take()
        scene.swipe(left: true)
        #expect(scene.log.take() == ["container: swipe ignored while switching"])
        scene.host.settle()
        #expect(scene.shows(1))
    }

    @Test func appearanceCallbacksBalanceAndDidMoveFollowsEveryAddChild() {
        let scene = Scene()
        for left in [true, true, false, true, true, true, false, false, false, false, false] {
            scene.switchTo(left: left)
        }
        let lines = scene.log.take()
        for (index, child) in scene.children.enumerated() {
            let title = child.title!
            func count(_ callback: String) -> Int { lines.filter { $0 == "\(title).\(callback)" }.count }
            #expect(count("viewWillAppear(false)") == count("viewDidAppear(false)"), "\(title)")
            #expect(count("viewWillDisappear(false)") == count("viewDidDisappear(false)"), "\(title)")
            let shown = count("viewDidAppear(false)") - count("viewDidDisappear(false)")
            #expect(shown == (index == scene.container.currentControllerIndex ? 1 : 0), "\(title)")
            #expect(count("willMove(toParent: container)") == count("didMove(toParent: container)"), "\(title)")
            #expect(count("willMove(toParent: nil)") == count("didMove(toParent: nil)"), "\(title)")
        }
        #expect(scene.shows(0))
    }

    @Test func theSwipesReachTheContainerOverAnyChild() {
        let scene = Scene()
        scene.switchTo(left: true)
        scene.switchTo(left: true)
        #expect(scene.shows(2))
        #expect(scene.container.swipeRecognizers.allSatisfy { $0.view === scene.container.view })
    }

    // MARK: Memory

    @Test func theContainerItsChildrenContextsAndAnimatorsAreFreed() {
        weak var container: FTContainerViewController?
        weak var child: UIViewController?
        weak var context: FTMthTransitionContext?
        weak var animator: FTMthTransitionAnimator?
        let host: UITestHost
        do {
            let scene = Scene()
            host = scene.host
            container = scene.container
            child = scene.children[3]
            scene.switchTo(left: true)
            scene.swipe(left: true)
            context = scene.container.lastContext
            animator = scene.container.runningAnimator
            scene.host.settle()
        }
        #expect(context == nil)
        #expect(animator == nil)
        host.show(UIViewController())
        host.settle()
        #expect(container == nil)
        #expect(child == nil)
    }

    /// Switch cycles across all five children and back: each switch's context and animator are
    /// freed, the container ends with one child. 3 cycles in the suite; the long run
    /// (`ROCKHOPPER_LEAK_CYCLES=1000`) prints resident memory.
    @Test func switchCyclesLeaveNothingBehind() {
        let cycles = leakCycles(default: 3)
        let scene = Scene()
        var rssAfterWarmUp = 0
        weak var lastContext: FTMthTransitionContext?
        weak var lastAnimator: FTMthTransitionAnimator?
        for i in 0..<cycles {
            if i == min(cycles - 1, 20) { rssAfterWarmUp = ResidentMemory.kilobytes() }
            for left in [true, true, true, true, false, false, false, false] {
                scene.swipe(left: left)
                lastContext = scene.container.lastContext
                lastAnimator = scene.container.runningAnimator
                scene.host.advance(by: FTMthTransitionAnimator.Metrics.duration + 2.0 / 60)
            }
            _ = scene.log.take()
        }
        scene.host.settle()
        #expect(scene.shows(0))
        #expect(lastContext == nil)
        #expect(lastAnimator == nil)
        _ = scene.log.take()
        if cycles > 100 {
            let end = ResidentMemory.kilobytes()
            print("seed 003 container switch cycles: \(cycles) × 8, RSS after 20: \(rssAfterWarmUp) kB, at end: \(end) kB, growth: \(end - rssAfterWarmUp) kB")
        }
    }
}
