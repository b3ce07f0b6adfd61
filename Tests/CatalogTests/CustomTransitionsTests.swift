import Foundation
import Testing
import UIKitTestSupport
@testable import CatalogScenarios
@testable import UIKitTesting
@testable import UIKit

/// Seed 003's custom transitions, driven like a user: the push animator (the next screen fades in
/// while the main one slides away), UIKit's slide and edge swipe for the pop, the corner-button
/// modal animator with its snapshots, the pan-driven presentation (cancelled below half the width,
/// finished above) and the pan-driven dismissal.
///
/// The tests marked "layer timing" check what the finger shows while it scrubs and how long the
/// rest takes (`UIPercentDrivenInteractiveTransition` freezes the container's layer clock with
/// `speed` and `timeOffset`); they need Core Animation's layer timing.
@MainActor @Suite struct CustomTransitionsTests {
    /// The main screen in a navigation controller, shown and settled, its log emptied.
    @MainActor final class Scene {
        let host = UITestHost()
        let log = LifecycleLog()
        let main: MTHMainViewController
        let nav: UINavigationController
        var next: MTHNextViewController { main.nextVC }
        var width: CGFloat { host.window.bounds.width }

        init() {
            main = MTHMainViewController(log: log)
            nav = UINavigationController(rootViewController: main)
            host.show(nav)
            host.settle()
            _ = log.take()
        }

        /// Taps the visible label showing `text`.
        func tap(_ text: String) {
            guard let point = host.window.centerOfLabel(withText: text) else {
                Issue.record("no label \"\(text)\" on screen")
                return
            }
            host.tap(at: point)
        }

        /// The presentation's container view (while the next screen is presented or presenting).
        var presentationContainer: UIView? { next.presentationController?.containerView }

        /// A finger down at `start`, moved to `start.x + dx` in `steps` moves, one per frame; not
        /// lifted.
        func pan(from start: CGPoint, by dx: CGFloat, steps: Int = 12) -> UITestFinger {
            let finger = host.touchDown(at: start)
            host.advance(by: 1.0 / 60)
            for i in 1...steps {
                host.move(finger, to: CGPoint(x: start.x + dx * CGFloat(i) / CGFloat(steps), y: start.y))
                host.advance(by: 1.0 / 60)
            }
            return finger
        }

        /// Presents the next screen with "Modal" and lets it finish.
        func present() {
            tap("Modal")
            host.settle()
            _ = log.take()
        }
    }

    // MARK: The screens

    @Test func theMainScreenIsTheNavigationDelegateAndTheNextScreensTransitioningDelegate() {
        let scene = Scene()
        #expect(scene.nav.delegate === scene.main)
        #expect(scene.next.transitioningDelegate === scene.main)
        #expect(scene.next.modalPresentationStyle == .fullScreen)
        #expect(scene.main.navigationItem.title == "Demo")
        // The Modal button sits on the corner square the snapshot shrinks into.
        let modal = try! #require(scene.main.modalButton)
        #expect(modal.convert(modal.bounds, to: nil) == PDTransitionAnimator.buttonFrame(in: scene.host.window.bounds))
        #expect(scene.main.panRecognizer?.view === scene.nav.view)
    }

    // MARK: Push

    @Test func aTapOnPushFadesTheNextScreenInWhileTheMainOneSlidesLeftByTheWidth() {
        let scene = Scene()
        scene.tap("Push")          // the push starts in the frame after the lift
        let container = try! #require(scene.next.view.superview)
        #expect(scene.main.view.superview === container)
        #expect(container.subviews.last === scene.next.view)
        // The model is at the end at once; the presentation is half way after 0.5 s of 1 s
        // (UIView's ease-in-out is 0.5 at the middle).
        #expect(scene.next.view.alpha == 1)
        #expect(scene.main.view.transform == CGAffineTransform(translationX: -scene.width, y: 0))
        scene.host.advance(by: 0.25)
        let quarter = Double(scene.next.view.layer.presentation()!.opacity)
        #expect(abs(quarter - easeInOut(0.25)) < 0.01)
        scene.host.advance(by: 0.25)
        #expect(abs(scene.next.view.layer.presentation()!.opacity - 0.5) < 0.01)
        #expect(abs(scene.main.view.layer.presentation()!.transform.m41 - -scene.width / 2) < 1)
        scene.host.advance(by: 0.45)
        #expect(scene.nav.topViewController === scene.next)
        #expect(scene.main.view.superview != nil)     // still animating at 0.95 s
        scene.host.advance(by: 0.1)
        #expect(scene.main.view.superview == nil)     // done after the animator's 1 s
    }

    @Test func thePushEndsWithTheNextScreenOnTopTheMainViewGoneAndItsTransformReset() {
        let scene = Scene()
        scene.tap("Push")
        scene.host.settle()
        #expect(scene.nav.viewControllers == [scene.main, scene.next])
        #expect(scene.next.parent === scene.nav)
        #expect(scene.main.view.superview == nil)
        #expect(scene.main.view.transform == .identity)
        #expect(scene.next.view.alpha == 1)
        #expect(scene.next.view.window === scene.host.window)
        #expect(scene.log.take() == [
            "Next.viewDidLoad", "Demo.viewWillDisappear(true)", "Next.viewWillAppear(true)",
            "Demo.viewDidDisappear(true)", "Next.viewDidAppear(true)",
        ])
        #expect(scene.next.dismissButton?.isHidden == true)   // pushed, not presented
    }

    @Test func theBackButtonPopsWithUIKitsSlideNotTheCustomAnimator() {
        let scene = Scene()
        scene.tap("Push")
        scene.host.settle()
        _ = scene.log.take()
        let startX = scene.next.view.layer.position.x
        scene.tap("Demo")              // the back button, titled with the main screen's title
        scene.host.advance(by: 0.1)
        // The next screen slides right at full opacity; the main screen neither fades nor moves
        // by the custom animator's transform.
        #expect(scene.next.view.layer.presentation()!.position.x > startX + 10)
        #expect(scene.next.view.layer.presentation()!.opacity == 1)
        #expect(scene.main.view.transform == .identity)
        #expect(scene.main.view.alpha == 1)
        scene.host.advance(by: NavigationConstants.pushDuration)
        #expect(scene.nav.viewControllers == [scene.main])
        #expect(scene.next.view.superview == nil)
        #expect(scene.log.take() == [
            "Next.viewWillDisappear(true)", "Demo.viewWillAppear(true)",
            "Next.viewDidDisappear(true)", "Demo.viewDidAppear(true)",
        ])
    }

    @Test func theEdgeSwipePopsTheNextScreen() {
        let scene = Scene()
        scene.tap("Push")
        scene.host.settle()
        _ = scene.log.take()
        scene.host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.4)
        scene.host.settle()
        #expect(scene.nav.viewControllers == [scene.main])
        #expect(scene.main.view.window === scene.host.window && scene.next.view.window == nil)
        #expect(scene.log.take() == [
            "Next.viewWillDisappear(true)", "Demo.viewWillAppear(true)",
            "Next.viewDidDisappear(true)", "Demo.viewDidAppear(true)",
        ])
        #expect(scene.nav.presentedViewController == nil)   // the main screen's pan did not begin
    }

    /// Layer timing: the pop waits for the finger (UIKit's slide lasts less than the swipe).
    @Test func anEdgeSwipeLetGoNearTheEdgeKeepsTheNextScreen() {
        let scene = Scene()
        scene.tap("Push")
        scene.host.settle()
        scene.host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.4, holdAtEnd: 0.3)
        scene.host.settle()
        #expect(scene.nav.viewControllers == [scene.main, scene.next])
        #expect(scene.next.view.window === scene.host.window)
        #expect(scene.main.view.superview == nil)
    }

    @Test func thePanOnTheNavigationControllerDoesNotBeginOverThePushedScreen() {
        let scene = Scene()
        scene.tap("Push")
        scene.host.settle()
        scene.host.drag(from: CGPoint(x: 340, y: 300), to: CGPoint(x: 40, y: 300), duration: 0.4)
        scene.host.settle()
        #expect(scene.nav.presentedViewController == nil)
        #expect(scene.nav.viewControllers == [scene.main, scene.next])
        #expect(scene.main.panRecognizer?.state == .possible)
    }

    // MARK: Modal

    @Test func modalPresentsWithTwoSnapshotsAndTheScreenShrinkingIntoTheCornerButton() {
        let scene = Scene()
        let window = scene.host.window
        scene.tap("Modal")
        let container = try! #require(scene.presentationContainer)
        // The animator's snapshots stand in for both screens; the presented view waits outside.
        #expect(container.subviews.count == 2)
        #expect(scene.next.view.superview == nil)
        let (toSnapshot, fromSnapshot) = (container.subviews[0], container.subviews[1])
        #expect(toSnapshot.frame == window.bounds)
        #expect(fromSnapshot.layer.presentation()!.bounds.size == window.bounds.size)
        let button = PDTransitionAnimator.buttonFrame(in: window.bounds)
        #expect(fromSnapshot.frame == CGRect(x: button.midX, y: button.midY, width: 0, height: 0))
        // Half way through the 1.2 s the snapshot is half way to the button's centre.
        scene.host.advance(by: 0.6)
        let shown = fromSnapshot.layer.presentation()!
        #expect(abs(shown.bounds.width - window.bounds.width / 2) < 1)
        #expect(abs(shown.position.x - (window.bounds.midX + button.midX) / 2) < 1)
        #expect(abs(shown.position.y - (window.bounds.midY + button.midY) / 2) < 1)
        #expect(scene.nav.view.window === window)    // the presenting view stays under the container
        scene.host.advance(by: 0.6)
        // The 1.2-s animation is over; the seed's second animation animates nothing and ends
        // with the next frame.
        scene.host.advance(by: 2.0 / 60)
        #expect(container.subviews == [scene.next.view])
        #expect(toSnapshot.superview == nil && fromSnapshot.superview == nil)
        #expect(scene.nav.presentedViewController === scene.next)
        #expect(scene.nav.view.window == nil)
    }

    @Test func theSnapshotsShowTheScreensTheyStandFor() throws {
        let scene = Scene()
        scene.tap("Modal")
        let container = try #require(scene.presentationContainer)
        let images = try container.subviews.map { try #require($0.layer.contents as? CGImage) }
        let yellow = opaque(255, 255, 0), teal = opaque(48, 176, 199)
        #expect(near(rgba(images[0], 100, 800), teal))     // the next screen (never on screen before)
        #expect(near(rgba(images[1], 100, 800), yellow))   // the main screen
        scene.host.advance(by: 0.6)
        let screen = scene.host.snapshotCGImage()
        #expect(near(rgba(screen, 20, 1200), teal))          // uncovered
        #expect(near(rgba(screen, 560, 1000), yellow))       // the shrinking main screen
        scene.host.settle()
    }

    @Test func presentingEndsWithThePresentedViewAloneInTheContainerAndTheCallbacksOfAFullScreenPresentation() {
        let scene = Scene()
        scene.tap("Modal")
        scene.host.settle()
        let container = try! #require(scene.presentationContainer)
        #expect(container.subviews == [scene.next.view])
        #expect(scene.next.view.frame == scene.host.window.bounds)
        #expect(scene.host.window.subviews == [container])
        #expect(scene.nav.view.window == nil)
        #expect(scene.next.presentingViewController === scene.nav)
        #expect(scene.next.dismissButton?.isHidden == false)
        #expect(scene.log.take() == [
            "Next.viewDidLoad", "Demo.viewWillDisappear(true)", "Next.viewWillAppear(true)",
            "Next.viewDidAppear(true)", "Demo.viewDidDisappear(true)",
        ])
    }

    @Test func dismissingGrowsASnapshotOfTheMainScreenOutOfTheCornerThenFadesIt() {
        let scene = Scene()
        scene.present()
        let window = scene.host.window
        let container = try! #require(scene.presentationContainer)
        scene.tap("Dismiss")
        #expect(container.subviews.count == 2)
        let snapshot = container.subviews[1]
        #expect(container.subviews[0] === scene.next.view)
        #expect(snapshot.frame == window.bounds)
        let button = PDTransitionAnimator.buttonFrame(in: window.bounds)
        scene.host.advance(by: 0.6)
        let shown = snapshot.layer.presentation()!
        #expect(abs(shown.bounds.width - (button.width + window.bounds.width) / 2) < 1)
        // At 1.2 s the presenting view is put in the container, over the snapshot, which fades.
        scene.host.advance(by: 0.6 + 1.0 / 60)
        #expect(scene.nav.view.superview === container)
        #expect(snapshot.alpha == 0)
        #expect(scene.nav.presentedViewController === scene.next)
        scene.host.advance(by: 0.5)
        #expect(scene.nav.presentedViewController == nil)
        #expect(snapshot.superview == nil)
        #expect(container.window == nil)
        #expect(window.subviews == [scene.nav.view])
        #expect(scene.nav.view.frame == window.bounds)
        #expect(scene.next.view.window == nil && scene.next.view.superview == nil)
        #expect(scene.log.take() == [
            "Next.viewWillDisappear(true)", "Demo.viewWillAppear(true)",
            "Demo.viewDidAppear(true)", "Next.viewDidDisappear(true)",
        ])
        // And the screen works again: the next push is the custom one.
        scene.tap("Push")
        scene.host.settle()
        #expect(scene.nav.topViewController === scene.next)
    }

    // MARK: The pan-driven presentation

    @Test func aPanFromTheRightHalfPresentsInteractively() {
        let scene = Scene()
        let finger = scene.pan(from: CGPoint(x: 300, y: 300), by: -110)
        let interaction = try! #require(scene.main.interactionController)
        #expect(scene.next.isBeingPresented)
        #expect(scene.nav.presentedViewController === scene.next)
        let translation = scene.main.panRecognizer!.translation(in: scene.main.view).x
        #expect(translation < -90)
        #expect(abs(interaction.percentComplete - abs(translation) / scene.width) < 0.001)
        #expect(interaction.duration == CGFloat(PDTransitionAnimator.Metrics.switchTime))
        #expect(scene.next.transitionCoordinator?.isInteractive == true)
        scene.host.lift(finger)
        scene.host.settle()
    }

    @Test func aPanFromTheLeftHalfPresentsNothing() {
        let scene = Scene()
        scene.host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 350, y: 300), duration: 0.4)
        scene.host.settle()
        #expect(scene.nav.presentedViewController == nil)
        #expect(scene.main.interactionController == nil)
        #expect(scene.log.take().isEmpty)
    }

    /// Layer timing: the snapshot shows the animation at the finger's fraction of its time, and
    /// stays there while the finger rests.
    @Test func theInteractivePresentationFollowsTheFingerAndWaitsForIt() throws {
        let scene = Scene()
        let finger = scene.pan(from: CGPoint(x: 300, y: 300), by: -160)
        let container = try #require(scene.presentationContainer)
        let snapshot = try #require(container.subviews.last)
        let p = Double(try #require(scene.main.interactionController).percentComplete)
        let expectedWidth = scene.width * CGFloat(1 - easeInOut(p))
        #expect(abs(snapshot.layer.presentation()!.bounds.width - expectedWidth) < 1)
        scene.host.advance(by: 2)
        #expect(abs(snapshot.layer.presentation()!.bounds.width - expectedWidth) < 1)
        #expect(scene.next.isBeingPresented)
        // Back towards the start: the snapshot grows again.
        scene.host.move(finger, to: CGPoint(x: 260, y: 300))
        scene.host.advance(by: 1.0 / 60)
        let q = Double(try #require(scene.main.interactionController).percentComplete)
        #expect(q < p)
        #expect(abs(snapshot.layer.presentation()!.bounds.width - scene.width * CGFloat(1 - easeInOut(q))) < 1)
        scene.host.lift(finger)
        scene.host.settle()
    }

    @Test func aPanReleasedBelowHalfTheWidthPresentsNothing() {
        let scene = Scene()
        let finger = scene.pan(from: CGPoint(x: 300, y: 300), by: -110)
        scene.host.lift(finger)
        #expect(scene.main.interactionController == nil)
        scene.host.settle()
        #expect(scene.nav.presentedViewController == nil)
        #expect(scene.next.presentingViewController == nil)
        #expect(scene.next.presentationController == nil)
        #expect(scene.next.view.superview == nil)
        #expect(scene.host.window.subviews == [scene.nav.view])
        #expect(scene.nav.view.window === scene.host.window)
        #expect(scene.log.take() == [
            "Next.viewDidLoad", "Demo.viewWillDisappear(true)", "Next.viewWillAppear(true)",
            "Next.viewWillDisappear(true)", "Next.viewDidDisappear(true)",
            "Demo.viewWillAppear(true)", "Demo.viewDidAppear(true)",
        ])
        // Presenting again works, without interaction.
        scene.tap("Modal")
        scene.host.settle()
        #expect(scene.nav.presentedViewController === scene.next)
    }

    /// Layer timing: a cancelled presentation runs back from where the finger left, in that
    /// fraction of the duration.
    @Test func aCancelledPresentationRunsBackFromWhereTheFingerLeft() throws {
        let scene = Scene()
        let finger = scene.pan(from: CGPoint(x: 300, y: 300), by: -110)
        let p = try #require(scene.main.interactionController).percentComplete
        let snapshot = try #require(scene.presentationContainer?.subviews.last)
        scene.host.lift(finger)
        scene.host.advance(by: 1.0 / 60)
        // Shrunk by the finger, it grows back: wider at once than where the finger left it.
        let left = scene.width * CGFloat(1 - easeInOut(Double(p)))
        #expect(snapshot.layer.presentation()!.bounds.width >= left - 1)
        // Back over p × 1.2 s; the animation's completion (a frame later) ends the transition.
        scene.host.advance(by: Double(p) * PDTransitionAnimator.Metrics.switchTime + 4.0 / 60)
        #expect(scene.nav.presentedViewController == nil)
        #expect(snapshot.superview == nil)
    }

    @Test func aPanReleasedPastHalfTheWidthPresentsTheNextScreen() {
        let scene = Scene()
        let finger = scene.pan(from: CGPoint(x: 340, y: 300), by: -290)
        #expect((scene.main.interactionController?.percentComplete ?? 0) > 0.5)
        scene.host.lift(finger)
        scene.host.settle()
        #expect(scene.nav.presentedViewController === scene.next)
        #expect(scene.presentationContainer?.subviews.elementsEqual([scene.next.view], by: ===) == true)
        #expect(scene.nav.view.window == nil)
        #expect(scene.log.take() == [
            "Next.viewDidLoad", "Demo.viewWillDisappear(true)", "Next.viewWillAppear(true)",
            "Next.viewDidAppear(true)", "Demo.viewDidDisappear(true)",
        ])
    }

    /// Layer timing: the rest of a finished presentation takes the remaining fraction of 1.2 s.
    @Test func theRestOfAFinishedPresentationTakesTheRemainingFractionOfTheDuration() throws {
        let scene = Scene()
        let finger = scene.pan(from: CGPoint(x: 340, y: 300), by: -290)
        let p = Double(try #require(scene.main.interactionController).percentComplete)
        scene.host.lift(finger)
        let rest = (1 - p) * PDTransitionAnimator.Metrics.switchTime
        scene.host.advance(by: rest - 0.1)
        #expect(scene.next.isBeingPresented)
        // The rest, then frames for the animation's completion and for the seed's second
        // animation, which animates nothing.
        scene.host.advance(by: 0.1 + 8.0 / 60)
        #expect(scene.nav.presentedViewController === scene.next)
        #expect(scene.next.isBeingPresented == false)
        #expect(scene.presentationContainer?.subviews.elementsEqual([scene.next.view], by: ===) == true)
    }

    @Test func aCancelledPanEndsThePresentationLikeAShortOne() {
        let scene = Scene()
        let finger = scene.pan(from: CGPoint(x: 340, y: 300), by: -290)
        scene.host.cancel([finger])
        #expect(scene.main.interactionController == nil)
        scene.host.settle()
        #expect(scene.nav.presentedViewController == nil)
        #expect(scene.host.window.subviews == [scene.nav.view])
    }

    // MARK: The pan-driven dismissal

    @Test func aPanOnThePresentedScreenPastHalfTheWidthDismissesIt() {
        let scene = Scene()
        scene.present()
        #expect(scene.main.interactionControllerForDismissal(using: scene.main.minToMaxAnimator) == nil)
        let finger = scene.pan(from: CGPoint(x: 40, y: 300), by: 300)
        let interaction = try! #require(scene.next.dismissalInteraction)
        #expect(scene.main.interactionControllerForDismissal(using: scene.main.minToMaxAnimator) === interaction)
        #expect(scene.next.isBeingDismissed)
        #expect(interaction.percentComplete > 0.5)
        scene.host.lift(finger)
        #expect(scene.next.dismissalInteraction == nil)
        scene.host.settle()
        #expect(scene.nav.presentedViewController == nil)
        #expect(scene.host.window.subviews == [scene.nav.view])
        #expect(scene.next.view.window == nil)
        #expect(scene.log.take() == [
            "Next.viewWillDisappear(true)", "Demo.viewWillAppear(true)",
            "Demo.viewDidAppear(true)", "Next.viewDidDisappear(true)",
        ])
    }

    @Test func aShortPanOnThePresentedScreenKeepsIt() {
        let scene = Scene()
        scene.present()
        let container = try! #require(scene.presentationContainer)
        let finger = scene.pan(from: CGPoint(x: 100, y: 300), by: 110)
        scene.host.lift(finger)
        scene.host.settle()
        #expect(scene.nav.presentedViewController === scene.next)
        #expect(container.subviews == [scene.next.view])     // no snapshot left behind
        #expect(scene.host.window.subviews == [container])
        #expect(scene.nav.view.window == nil)
        #expect(scene.log.take() == [
            "Next.viewWillDisappear(true)", "Demo.viewWillAppear(true)",
            "Demo.viewWillDisappear(true)", "Demo.viewDidDisappear(true)",
            "Next.viewWillAppear(true)", "Next.viewDidAppear(true)",
        ])
        // Then the Dismiss button dismisses, not interactively.
        scene.tap("Dismiss")
        #expect(scene.next.transitionCoordinator?.isInteractive == false)
        scene.host.settle()
        #expect(scene.nav.presentedViewController == nil)
    }

    /// Layer timing: the snapshot of the main screen follows the finger while it dismisses.
    @Test func thePanDismissalFollowsTheFinger() throws {
        let scene = Scene()
        scene.present()
        let finger = scene.pan(from: CGPoint(x: 40, y: 300), by: 150)
        let container = try #require(scene.presentationContainer)
        let snapshot = try #require(container.subviews.last)
        let p = Double(try #require(scene.next.dismissalInteraction).percentComplete)
        let button = PDTransitionAnimator.Metrics.buttonWidth
        let expected = button + (scene.width - button) * CGFloat(easeInOut(p))
        #expect(abs(snapshot.layer.presentation()!.bounds.width - expected) < 1)
        scene.host.advance(by: 1.5)
        #expect(abs(snapshot.layer.presentation()!.bounds.width - expected) < 1)
        scene.host.lift(finger)
        scene.host.settle()
    }

    @Test func thePresentedScreensPanDoesNotBeginWhenItIsPushed() {
        let scene = Scene()
        scene.tap("Push")
        scene.host.settle()
        scene.host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.3)
        scene.host.settle()
        #expect(scene.next.dismissalInteraction == nil)
        #expect(scene.next.dismissPan?.state == .possible)
        #expect(scene.nav.topViewController === scene.next)
    }

    // MARK: Memory

    @Test func theScenariosControllersAnimatorsAndSnapshotsAreFreed() {
        weak var main: MTHMainViewController?, next: UIViewController?, nav: UIViewController?
        weak var animator: PDTransitionAnimator?, snapshot: UIView?
        let host: UITestHost
        do {
            let scene = Scene()
            host = scene.host
            main = scene.main; next = scene.next; nav = scene.nav; animator = scene.main.minToMaxAnimator
            scene.tap("Push")
            scene.host.settle()
            scene.host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.4)
            scene.host.settle()
            scene.tap("Modal")
            snapshot = scene.presentationContainer?.subviews.last
            scene.host.settle()
            let finger = scene.pan(from: CGPoint(x: 100, y: 300), by: 110)
            scene.host.lift(finger)
            scene.host.settle()
            scene.host.drag(from: CGPoint(x: 40, y: 300), to: CGPoint(x: 340, y: 300), duration: 0.4)
            scene.host.settle()
            #expect(scene.nav.presentedViewController == nil)
        }
        #expect(snapshot == nil)
        host.show(UIViewController())
        host.settle()
        #expect(main == nil)
        #expect(next == nil)
        #expect(nav == nil)
        #expect(animator == nil)
    }

    /// Push/pop (tap and edge swipe) and present/dismiss (tap and pan) cycles: every snapshot and
    /// transition object of a cycle is freed, and the stack and window end as they began. 4 cycles
    /// in the suite; the long run (`ROCKHOPPER_LEAK_CYCLES=1000`) prints resident memory.
    @Test func transitionCyclesLeaveNothingBehind() {
        let cycles = leakCycles(default: 4)
        let scene = Scene()
        var rssAfterWarmUp = 0
        weak var lastSnapshot: UIView?
        weak var lastContainer: UIView?
        weak var lastInteraction: UIPercentDrivenInteractiveTransition?
        for i in 0..<cycles {
            if i == min(cycles - 1, 20) { rssAfterWarmUp = ResidentMemory.kilobytes() }
            scene.tap("Push")
            scene.host.settle()
            if i % 2 == 0 {
                scene.host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
            } else {
                scene.tap("Demo")
            }
            scene.host.settle()
            if i % 2 == 0 {
                scene.tap("Modal")
            } else {
                let finger = scene.pan(from: CGPoint(x: 340, y: 300), by: -290, steps: 6)
                lastInteraction = scene.main.interactionController
                scene.host.lift(finger)
            }
            lastContainer = scene.presentationContainer
            lastSnapshot = lastContainer?.subviews.last
            scene.host.settle()
            if i % 2 == 0 {
                scene.host.drag(from: CGPoint(x: 40, y: 300), to: CGPoint(x: 340, y: 300), duration: 0.3)
            } else {
                scene.tap("Dismiss")
            }
            scene.host.settle()
            _ = scene.log.take()
        }
        #expect(scene.nav.viewControllers == [scene.main])
        #expect(scene.nav.presentedViewController == nil)
        #expect(scene.host.window.subviews == [scene.nav.view])
        #expect(lastSnapshot == nil)
        #expect(lastContainer == nil)
        #expect(lastInteraction == nil)
        #expect(scene.host.application._pendingSnapshotCaptures.isEmpty)
        if cycles > 100 {
            let end = ResidentMemory.kilobytes()
            print("seed 003 transition cycles: \(cycles), RSS after 20: \(rssAfterWarmUp) kB, at end: \(end) kB, growth: \(end - rssAfterWarmUp) kB")
        }
    }
}
