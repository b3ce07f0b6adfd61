@testable import CatalogScenarios
import Foundation
import Testing
import UIKitTesting
import UIKitTestSupport

/// Seed 001's container (`ContainerViewController`), driven as a user drives it: fingers on the
/// virtual clock of a `UITestHost` (375 × 667 pt, 20-pt status bar). The pan begins after 10 pt,
/// so a finger moved `10 + t` points has a translation of `t`.
@MainActor @Suite struct SnapchatContainerTests {
    /// A shown container, at rest, with the log of its screens.
    @MainActor struct Shown {
        let host: UITestHost
        let container: ContainerViewController
        let log: LifecycleLog
        var over: SnapchatScreenViewController { container.overViewController as! SnapchatScreenViewController }
        var main: SnapchatScreenViewController { container.mainViewController as! SnapchatScreenViewController }
        var overTop: CGFloat { container.overViewContainer.frame.minY }
        var statusBarHidden: Bool { host.application.isStatusBarHidden }
    }

    static let height: CGFloat = 667

    func show() -> Shown {
        let host = UITestHost()
        let log = LifecycleLog()
        let container = SnapchatContainerScenario.makeContainer(log: log)
        host.show(container)
        host.settle()
        return Shown(host: host, container: container, log: log)
    }

    /// A finger down at `start`, then moved `step` points down (negative: up) once per frame,
    /// `count` times; left down.
    func press(_ host: UITestHost, at start: CGPoint, step: CGFloat, count: Int) -> (UITestFinger, CGPoint) {
        let finger = host.touchDown(at: start)
        host.advance(by: 1.0 / 60)
        var point = start
        for _ in 0..<count {
            point.y += step
            host.move(finger, to: point)
            host.advance(by: 1.0 / 60)
        }
        return (finger, point)
    }

    /// A pan whose translation reaches `translation` (sign: direction) at `speed` pt/s, then the
    /// lift; the frame after the lift has run.
    func pan(_ host: UITestHost, from start: CGPoint, translation: CGFloat, speed: CGFloat) {
        let movement = abs(translation) + 10
        let perFrame = speed / 60
        let count = max(1, Int((movement / perFrame).rounded(.up)))
        let step = (translation < 0 ? -1 : 1) * movement / CGFloat(count)
        let (finger, _) = press(host, at: start, step: step, count: count)
        host.lift(finger)
        host.advance(by: 1.0 / 60)
    }

    /// Brings the over screen down with a slow pan past the limit and lets everything settle.
    func present(_ shown: Shown) {
        pan(shown.host, from: CGPoint(x: 187, y: 100), translation: 300, speed: 600)
        shown.host.settle()
    }

    /// The presentation (on-screen) translation of a view's transform.
    func presentedTranslationY(_ view: UIView) -> CGFloat {
        view.layer.presentation()!.affineTransform().ty
    }

    /// UIKit's ease-in-out (0.42, 0, 0.58, 1) at its midpoint is exactly one half, by symmetry.
    static let easeInOutAtHalfTime: CGFloat = 0.5

    // MARK: - At rest

    @Test func theContainerShowsTheMainScreenWithTheOverScreenParkedAboveAndNoStatusBar() {
        let s = show()
        let c = s.container
        #expect(c.children == [c.mainViewController, c.overViewController])
        #expect(s.over.containerViewController === c && s.main.containerViewController === c)
        #expect(s.main.view.superview === c.mainViewContainer && s.over.view.superview === c.overViewContainer)
        #expect(c.view.subviews == [c.mainViewContainer, c.overViewContainer, c.actionButton])
        #expect(c.mainViewContainer.frame == c.view.bounds)
        #expect(c.overViewContainer.frame == CGRect(x: 0, y: -667, width: 375, height: 667))
        #expect(s.over.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        // The screens' views were made at full size, so their titles sit where viewDidLoad put them.
        #expect(s.main.view.descendantLabel(withText: "Camera")?.frame == CGRect(x: 20, y: 273.5, width: 335, height: 44))
        #expect(s.over.view.descendantLabel(withText: "Memories")?.frame == CGRect(x: 20, y: 273.5, width: 335, height: 44))
        // 80 pt wide, centred, 50 pt above the bottom.
        #expect(c.actionButton.frame == CGRect(x: 147.5, y: 537, width: 80, height: 80))
        #expect(c.actionButton.layer.cornerRadius == 40)
        #expect(!c.isOverViewVisible && !c.isInteractionInProgress)
        #expect(c.prefersStatusBarHidden && s.statusBarHidden)
        #expect(c.view.safeAreaInsets.top == 0)
    }

    // MARK: - Following the finger

    @Test func theOverScreenAndTheActionButtonFollowTheFinger() {
        let s = show()
        let c = s.container
        // 16 moves of 10 pt: 160 pt, less the 10 pt the pan needs to begin.
        let (finger, _) = press(s.host, at: CGPoint(x: 187, y: 100), step: 10, count: 16)
        let progress: CGFloat = 150 / Self.height
        #expect(c.isInteractionInProgress)
        #expect(c.overViewContainer.transform == CGAffineTransform(translationX: 0, y: 150))
        #expect(abs(s.overTop - (-667 + 150)) < 1e-9)
        #expect(abs(presentedTranslationY(c.overViewContainer) - 150) < 1e-9, "on screen at once, not animated")
        // The button: 50 + 30 · (1 − progress) wide, its bottom (617) dropped by 55 · progress.
        let size = 50 + 30 * (1 - progress)
        #expect(abs(c.actionButton.frame.width - size) < 1e-9)
        #expect(abs(c.actionButton.frame.midX - 187.5) < 1e-9)
        #expect(abs(c.actionButton.frame.maxY - (617 + 55 * progress)) < 1e-9)
        // Both screens hear each update.
        #expect(s.over.updateCount == 15 && s.main.updateCount == 15)
        #expect(abs(s.over.lastProgress - progress) < 1e-12)

        // Back up past where it began: clamped at 0, the over screen goes no higher.
        for i in 1...20 { s.host.move(finger, to: CGPoint(x: 187, y: 260 - 10 * CGFloat(i))); s.host.advance(by: 1.0 / 60) }
        #expect(c.overViewContainer.transform == .identity)
        #expect(s.overTop == -667)
        #expect(s.over.lastProgress == 0)
        #expect(c.actionButton.frame == CGRect(x: 147.5, y: 537, width: 80, height: 80))
        s.host.lift(finger)
        s.host.settle()
        #expect(!c.isOverViewVisible)
    }

    // MARK: - Releasing

    @Test func aReleaseBelowThirtyPercentSpringsBackIn025SecondsEaseInOut() {
        let s = show()
        let c = s.container
        let (finger, _) = press(s.host, at: CGPoint(x: 187, y: 100), step: 5, count: 32)   // translation 150
        #expect(c.overViewContainer.transform.ty == 150)
        let widthAtRelease = c.actionButton.frame.width
        _ = s.log.take()
        s.host.lift(finger)
        #expect(s.log.take() == ["Camera.cancelInteractiveTransition", "Memories.cancelInteractiveTransition"])
        #expect(!c.isInteractionInProgress)
        // The model is back at once; the screen gets there over 0.25 s.
        #expect(c.overViewContainer.transform == .identity && c.actionButton.transform == .identity)
        s.host.advance(by: 0.125)
        #expect(abs(presentedTranslationY(c.overViewContainer) - 150 * (1 - Self.easeInOutAtHalfTime)) < 0.01)
        let presentedButtonScale = c.actionButton.layer.presentation()!.affineTransform().a
        #expect(abs(presentedButtonScale - (widthAtRelease + 80) / 2 / 80) < 0.001)
        #expect(c.overViewContainer.layer.animationKeys()?.isEmpty == false)
        s.host.advance(by: 0.125)
        #expect(c.overViewContainer.layer.animationKeys()?.isEmpty ?? true)
        #expect(presentedTranslationY(c.overViewContainer) == 0)
        #expect(s.overTop == -667 && !c.isOverViewVisible)
        #expect(c.actionButton.frame == CGRect(x: 147.5, y: 537, width: 80, height: 80))
        #expect(s.statusBarHidden)
        #expect(s.host.settle() == 0)
    }

    @Test func aReleasePastThirtyPercentFinishesIn025SecondsEaseInOut() {
        let s = show()
        let c = s.container
        let (finger, _) = press(s.host, at: CGPoint(x: 187, y: 100), step: 5, count: 52)   // translation 250
        _ = s.log.take()
        s.host.lift(finger)
        #expect(s.log.take() == ["Camera.finishInteractiveTransition", "Memories.finishInteractiveTransition"])
        #expect(c.overViewContainer.transform.ty == 667, "the model is at the end at once")
        #expect(!c.isOverViewVisible, "until the animation ends")
        s.host.advance(by: 0.125)
        #expect(abs(presentedTranslationY(c.overViewContainer) - (250 + 417 * Self.easeInOutAtHalfTime)) < 0.01)
        #expect(s.statusBarHidden, "the status bar is asked again when the animation ends")
        s.host.advance(by: 0.125)
        // The transforms became the constants' places: nothing moved on screen.
        #expect(c.isOverViewVisible)
        #expect(c.overViewContainer.transform == .identity && c.actionButton.transform == .identity)
        #expect(c.overViewTopConstraint.constant == 0 && c.overViewContainer.frame == c.view.bounds)
        #expect(c.overViewContainer.layer.presentation()!.position.y == 333.5)
        #expect(c.actionButtonWidthConstraint.constant == 50 && c.actionButtonBottomConstraint.constant == -5)
        #expect(c.actionButton.frame == CGRect(x: 162.5, y: 622, width: 50, height: 50))
        #expect(c.actionButton.layer.cornerRadius == 25)
        #expect(!s.statusBarHidden)
        #expect(s.host.settle() == 0)
    }

    /// Released at rest (no speed) at several places: past 30 % of 667 pt (200.1 pt) it
    /// finishes, short of it it springs back — both ways.
    @Test(arguments: [(CGFloat(20), false), (100, false), (195, false), (205, true), (400, true), (640, true)])
    func aReleaseFinishesExactlyPastThirtyPercent(translation: CGFloat, finishes: Bool) {
        let s = show()
        pan(s.host, from: CGPoint(x: 60, y: 2), translation: translation, speed: 300)
        s.host.settle()
        #expect(s.container.isOverViewVisible == finishes, "down \(translation) pt")
        #expect(s.overTop == (finishes ? 0 : -667))

        present(s)
        #expect(s.container.isOverViewVisible)
        pan(s.host, from: CGPoint(x: 60, y: 664), translation: -translation, speed: 300)
        s.host.settle()
        #expect(s.container.isOverViewVisible == !finishes, "up \(translation) pt")
        #expect(s.overTop == (finishes ? -667 : 0))
        #expect(s.container.overViewContainer.transform == .identity && s.container.actionButton.transform == .identity)
    }

    // MARK: - Flicks

    @Test func aFlickFasterThan2000PointsPerSecondFinishesWhileTheFingerStillMoves() {
        let s = show()
        let c = s.container
        // 40 pt a frame: 2,400 pt/s. The first move begins the pan, the second is a change at
        // that speed, 70 pt (10 %) down.
        let (finger, point) = press(s.host, at: CGPoint(x: 187, y: 100), step: 40, count: 2)
        #expect(s.log.take().suffix(2) == ["Camera.finishInteractiveTransition", "Memories.finishInteractiveTransition"])
        #expect(!c.isInteractionInProgress)
        #expect(c.overViewContainer.transform.ty == 667, "finishing, the finger still down")
        // The finger is no longer followed.
        s.host.move(finger, to: CGPoint(x: 187, y: point.y - 60))
        s.host.advance(by: 1.0 / 60)
        #expect(c.overViewContainer.transform.ty == 667 && s.log.take().isEmpty)
        s.host.advance(by: 0.25)
        #expect(c.isOverViewVisible && s.overTop == 0)
        s.host.lift(finger)
        s.host.settle()
        #expect(c.isOverViewVisible && s.log.take().isEmpty, "the lift does nothing more")

        // And back up the same way.
        let (up, _) = press(s.host, at: CGPoint(x: 187, y: 500), step: -40, count: 2)
        #expect(c.overViewContainer.transform.ty == -667)
        s.host.lift(up)
        s.host.settle()
        #expect(!c.isOverViewVisible && s.overTop == -667)
    }

    @Test func aQuickPanSlowerThan2000PointsPerSecondFollowsTheFingerAndSpringsBack() {
        let s = show()
        // 30 pt a frame: 1,800 pt/s, 80 pt down.
        let (finger, _) = press(s.host, at: CGPoint(x: 187, y: 100), step: 30, count: 3)
        #expect(s.container.isInteractionInProgress)
        #expect(s.container.overViewContainer.transform.ty == 80)
        s.host.lift(finger)
        s.host.settle()
        #expect(!s.container.isOverViewVisible && s.overTop == -667)
    }

    @Test func aFastFlickTheWrongWayDoesNotFinish() {
        let s = show()
        // Up at 3,000 pt/s while the over screen is hidden: clamped at 0, nothing moves.
        let (finger, _) = press(s.host, at: CGPoint(x: 187, y: 500), step: -50, count: 4)
        #expect(s.container.isInteractionInProgress)
        #expect(s.container.overViewContainer.transform == .identity)
        s.host.lift(finger)
        s.host.settle()
        #expect(!s.container.isOverViewVisible && s.overTop == -667)
        #expect(s.log.take().suffix(2) == ["Camera.cancelInteractiveTransition", "Memories.cancelInteractiveTransition"])

        // Down at 3,000 pt/s while it shows: it stays.
        present(s)
        let (down, _) = press(s.host, at: CGPoint(x: 187, y: 100), step: 50, count: 4)
        #expect(s.container.isInteractionInProgress)
        #expect(s.container.overViewContainer.transform == .identity)
        s.host.lift(down)
        s.host.settle()
        #expect(s.container.isOverViewVisible && s.overTop == 0)
    }

    @Test func aPanCancelledByTheSystemSpringsBack() {
        let s = show()
        let (finger, _) = press(s.host, at: CGPoint(x: 187, y: 100), step: 10, count: 40)   // 390 pt: past 30 %
        s.host.cancel([finger])
        s.host.settle()
        #expect(!s.container.isOverViewVisible && s.overTop == -667)
        #expect(s.log.take().suffix(2) == ["Camera.cancelInteractiveTransition", "Memories.cancelInteractiveTransition"])
    }

    // MARK: - The status bar

    /// `prefersStatusBarHidden` is `overViewTopEstimatedValue < −10`, and the container asks
    /// for it at the start of each update (so with the previous update's top) and at the end of
    /// each animation: hidden on the main screen, shown over the over screen, hidden again once
    /// the over screen's top was above −10 at an update.
    @Test func theStatusBarShowsOnlyWhileTheOverScreensTopIsWithin10PointsOfTheTop() {
        let s = show()
        let c = s.container
        #expect(s.statusBarHidden)
        // Pulling down: hidden until the very end of the move.
        let (finger, _) = press(s.host, at: CGPoint(x: 187, y: 2), step: 20, count: 30)   // translation 590
        #expect(s.statusBarHidden)
        s.host.lift(finger)
        s.host.advance(by: 0.2)
        #expect(s.statusBarHidden, "asked again only when the animation ends")
        s.host.advance(by: 0.05)
        #expect(c.isOverViewVisible && !s.statusBarHidden)
        #expect(c.view.safeAreaInsets.top == 20)

        // Pushing up 5 pt at a time: hidden at the first update after the top went above −10.
        let up = s.host.touchDown(at: CGPoint(x: 187, y: 400))
        s.host.advance(by: 1.0 / 60)
        var y: CGFloat = 390
        s.host.move(up, to: CGPoint(x: 187, y: y))   // the pan begins, translation 0
        s.host.advance(by: 1.0 / 60)
        var previousTop = c.overViewTopEstimatedValue
        for _ in 0..<8 {
            y -= 5
            s.host.move(up, to: CGPoint(x: 187, y: y))
            s.host.advance(by: 1.0 / 60)
            #expect(s.statusBarHidden == (previousTop < -10), "top was \(previousTop)")
            previousTop = c.overViewTopEstimatedValue
            #expect(abs(previousTop - s.overTop) < 1e-9)
        }
        #expect(s.statusBarHidden)
        #expect(c.view.safeAreaInsets.top == 0)

        // Let go short of 30 %: springing back, the status bar comes back when the animation ends.
        s.host.lift(up)
        s.host.advance(by: 0.2)
        #expect(s.statusBarHidden)
        s.host.advance(by: 0.05)
        #expect(c.isOverViewVisible && !s.statusBarHidden)

        // Dismissed: hidden again.
        c.dismissOverViewController()
        s.host.settle()
        #expect(!c.isOverViewVisible && s.statusBarHidden)
    }

    // MARK: - The action button

    @Test func aTapOnTheActionButtonDismissesTheOverScreenOnlyWhileItShows() {
        let s = show()
        let c = s.container
        _ = s.log.take()
        s.host.tap(c.actionButton)
        s.host.settle()
        #expect(!c.isOverViewVisible && s.log.take().isEmpty, "nothing to dismiss")

        present(s)
        _ = s.log.take()
        #expect(c.actionButton.frame == CGRect(x: 162.5, y: 622, width: 50, height: 50))
        s.host.tap(at: CGPoint(x: 187.5, y: 640))
        #expect(s.log.take() == ["Camera.finishInteractiveTransition", "Memories.finishInteractiveTransition"])
        s.host.settle()
        #expect(!c.isOverViewVisible && s.overTop == -667 && s.statusBarHidden)
        #expect(c.actionButton.frame == CGRect(x: 147.5, y: 537, width: 80, height: 80))
    }

    /// The button animates with the over screen, and a view animating without
    /// `.allowUserInteraction` takes no touches: a second tap while it goes does nothing (were it
    /// delivered, the tutorial's container would finish a second time and end up shown).
    @Test func aSecondTapWhileTheButtonAnimatesDoesNothing() {
        let s = show()
        let c = s.container
        present(s)
        _ = s.log.take()
        s.host.tap(c.actionButton)
        #expect(s.log.take().count == 2)
        s.host.tap(at: c.actionButton.convert(CGPoint(x: 25, y: 25), to: nil))
        #expect(s.log.take().isEmpty)
        s.host.settle()
        #expect(!c.isOverViewVisible && s.overTop == -667)
    }

    @Test func presentAndDismissAnimateTheSameWayAsAPan() {
        let s = show()
        let c = s.container
        c.presentOverViewController()
        s.host.advance(by: 0.125)
        #expect(abs(presentedTranslationY(c.overViewContainer) - 667 * Self.easeInOutAtHalfTime) < 0.01)
        s.host.settle()
        #expect(c.isOverViewVisible && s.overTop == 0)
        c.presentOverViewController()
        #expect(s.host.settle() == 0, "already shown")
        c.dismissOverViewController()
        s.host.settle()
        #expect(!c.isOverViewVisible && s.overTop == -667)
    }

    // MARK: - Containment and lifetime

    /// The two screens stay in the container's view the whole time (the over one only moves), so
    /// they appear with the container and disappear with it, once each, whatever the pans do.
    @Test func theScreensAppearanceCallbacksBalance() {
        let s = show()
        #expect(s.log.take() == ["Camera.viewWillAppear(false)", "Memories.viewWillAppear(false)",
                                 "Camera.viewDidAppear(false)", "Memories.viewDidAppear(false)"])
        present(s)
        pan(s.host, from: CGPoint(x: 187, y: 500), translation: -100, speed: 300)
        s.host.settle()
        s.host.tap(s.container.actionButton)
        s.host.settle()
        #expect(s.log.take().allSatisfy { !$0.contains("Appear") })
        s.host.show(UIViewController())
        s.host.settle()
        #expect(s.log.take() == ["Camera.viewWillDisappear(false)", "Memories.viewWillDisappear(false)",
                                 "Camera.viewDidDisappear(false)", "Memories.viewDidDisappear(false)"])
    }

    /// After pans, flicks, taps and animations, replacing the window's root frees the container,
    /// both screens, the views and the recognizers — also with an animation still running.
    @Test(arguments: [false, true])
    func theContainerAndItsScreensAreFreedOnceTheWindowsRootIsReplaced(midAnimation: Bool) {
        let host = UITestHost()
        weak var container: ContainerViewController?
        weak var over: UIViewController?
        weak var main: UIViewController?
        weak var overView: UIView?
        weak var button: UIView?
        weak var recognizer: UIGestureRecognizer?
        do {
            let c = SnapchatContainerScenario.makeContainer(log: LifecycleLog())
            container = c; over = c.overViewController; main = c.mainViewController
            host.show(c)
            host.settle()
            overView = c.overViewController.view
            button = c.actionButton
            recognizer = c.view.gestureRecognizers?.first
            pan(host, from: CGPoint(x: 187, y: 100), translation: 300, speed: 600)
            host.settle()
            host.tap(c.actionButton)
            host.settle()
            let (finger, _) = press(host, at: CGPoint(x: 187, y: 100), step: 40, count: 3)   // a flick
            host.lift(finger)
            if !midAnimation { host.settle() } else { host.advance(by: 0.1) }
        }
        host.show(UIViewController())
        if midAnimation { host.settle() }
        #expect(container == nil)
        #expect(over == nil && main == nil)
        #expect(overView == nil && button == nil && recognizer == nil)
    }

    /// Present/dismiss cycles by pans (past the limit, by a flick, by the button, and some that
    /// spring back): each ends at rest with no animation left, the screens' hooks balanced.
    /// 60 cycles in the suite; the long run (`ROCKHOPPER_LEAK_CYCLES=10000`) prints resident
    /// memory after a warm-up and at the end.
    @Test func presentDismissCyclesByPansEndAtRestWithNothingLeftBehind() {
        let cycles = ProcessInfo.processInfo.environment["ROCKHOPPER_LEAK_CYCLES"].flatMap(Int.init) ?? 60
        let s = show()
        let c = s.container
        var rssAfterWarmUp = 0
        _ = s.log.take()
        var finishes = 0, cancels = 0
        for i in 0..<cycles {
            if i == min(cycles - 1, 50) { rssAfterWarmUp = ResidentMemory.kilobytes() }
            if i % 4 == 3 {   // one that springs back first
                pan(s.host, from: CGPoint(x: 187, y: 100), translation: 120, speed: 900)
                s.host.settle()
            }
            pan(s.host, from: CGPoint(x: 187, y: 100), translation: 300, speed: 1200)
            s.host.settle()
            #expect(c.isOverViewVisible)
            switch i % 3 {
            case 0: pan(s.host, from: CGPoint(x: 187, y: 500), translation: -300, speed: 1200)
            case 1: let (finger, _) = press(s.host, at: CGPoint(x: 187, y: 500), step: -40, count: 3); s.host.lift(finger)
            default: s.host.tap(c.actionButton)
            }
            s.host.settle()
            #expect(!c.isOverViewVisible && s.overTop == -667)
            #expect(c.overViewContainer.layer.animationKeys()?.isEmpty ?? true)
            #expect(c.actionButton.frame == CGRect(x: 147.5, y: 537, width: 80, height: 80))
            for line in s.log.take() {
                if line.hasSuffix("finishInteractiveTransition") { finishes += 1 }
                if line.hasSuffix("cancelInteractiveTransition") { cancels += 1 }
            }
        }
        #expect(finishes == 4 * cycles, "two screens, two finishes a cycle")
        #expect(cancels == 2 * (cycles / 4))
        #expect(s.statusBarHidden)
        if cycles > 1000 {
            let end = ResidentMemory.kilobytes()
            print("Snapchat container cycles: \(cycles), RSS after 50: \(rssAfterWarmUp) kB, at end: \(end) kB, growth: \(end - rssAfterWarmUp) kB")
        }
    }
}
