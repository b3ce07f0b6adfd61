import Testing
@testable import UIKitTesting
import UIKitTestSupport
@testable import UIKit
@testable import QuartzCore

// One test per entry of docs/DEVIATIONS.md, in the same order: each pins a deliberate difference
// from iOS (or a choice where iOS's behaviour is not known) so it cannot change unnoticed.
@MainActor @Suite struct DeviationTests {
    final class Ticker {
        var ticks = 0
        func tick(_ link: CADisplayLink) { ticks += 1 }
    }

    @Test func displayLinkHoldsItsTargetWeaklyAndInvalidatesWhenItIsGone() {
        let host = UITestHost()
        var ticker: Ticker? = Ticker()
        weak var weakTicker = ticker
        let link = CADisplayLink(target: ticker!, selector: Ticker.tick)
        link.add(to: .main, forMode: .default)
        host.advance(by: FrameConstants.frameInterval)
        #expect(ticker?.ticks == 1)
        ticker = nil
        #expect(weakTicker == nil)
        host.advance(by: FrameConstants.frameInterval)
        #expect(host.settle() == 0)   // the link invalidated itself: nothing keeps frames running
    }

    @Test func tapCountGrowsWithinFortyFivePointsAndResetsBeyond() {
        let host = UITestHost()
        let probe = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(probe)
        host.tap(at: CGPoint(x: 100, y: 100))
        host.tap(at: CGPoint(x: 140, y: 100))       // 40 pt away, 0.0667 s later: continues
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 190, y: 100))       // 50 pt away: a new sequence
        #expect(probe.calls(.began).map { $0.tapCounts[0] } == [1, 2, 1])
    }

    @Test func autoresizingSharesTheChangeInProportionToTheFlexibleParts() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 0, width: 50, height: 10))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        parent.addSubview(child)
        parent.bounds.size.width = 200
        // Left margin 10 and right margin 40 share the 100 pt: the left gets 100 · 10/50.
        // (Chameleon, which moves by half the change, would give 60.)
        #expect(child.frame.minX == 30)
        #expect(child.frame.width == 50)
    }

    @Test func sizeToFitKeepsTheFrameOrigin() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 80, height: 30) }
        }
        let view = Fixed(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 80, height: 30))
    }

    @Test func layoutIfNeededStartsAtTheHighestAncestorThatNeedsLayout() {
        final class Counting: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let parent = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.layouts = 0; child.layouts = 0
        parent.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(parent.layouts == 1)
        #expect(child.layouts == 0)
    }

    @Test func settingTheFrameUnderAnObliqueRotationKeepsTheBoundsSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.center == CGPoint(x: 150, y: 150))
    }

    @Test func aRootControllerIsLaidOutOnceBeforeItAppears() {
        final class Controller: UIViewController {
            var events: [String] = []
            override func viewDidLayoutSubviews() { events.append("layout") }
            override func viewDidAppear(_ animated: Bool) { events.append("appear") }
        }
        let host = UITestHost()
        let controller = Controller()
        host.show(controller)
        #expect(controller.events == ["layout", "appear"])
    }

    @Test func perspectiveIsIgnoredWhenConvertingPoints() {
        let parent = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.position = CGPoint(x: 100, y: 100)
        var t = CATransform3DMakeScale(2, 2, 1)
        t.m34 = -1.0 / 500
        child.transform = t
        parent.addSublayer(child)
        #expect(child.convert(CGPoint(x: 100, y: 100), to: parent) == CGPoint(x: 200, y: 200))
    }

    @Test func aViewMovingIntoAWindowHearsDidMoveToWindowBeforeDidMoveToSuperview() {
        final class Recording: UIView {
            var events: [String] = []
            override func didMoveToWindow() { events.append("didMoveToWindow") }
            override func didMoveToSuperview() { events.append("didMoveToSuperview") }
        }
        let host = UITestHost()
        let view = Recording(frame: .zero)
        host.window.addSubview(view)
        #expect(view.events == ["didMoveToWindow", "didMoveToSuperview"])
    }

    // MARK: Gesture recognizers

    @MainActor final class GestureLog {
        var lines: [String] = []
        func tap(_ g: UITapGestureRecognizer) { lines.append("action \(g.state)") }
        func other() { lines.append("other") }
    }

    @Test func actionsArriveAfterTheEventThatRecognizedHasBeenDelivered() {
        let host = UITestHost()
        let log = GestureLog()
        let view = TouchRecordingView(frame: host.window.bounds)
        view.onCall = { call in if call.method != .moved { log.lines.append("\(call.method)") } }
        host.window.addSubview(view)
        view.addGestureRecognizer(UITapGestureRecognizer(target: log, action: GestureLog.tap))
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["began", "cancelled", "action ended"])
    }

    @Test func removeTargetRemovesEveryActionOfThatTarget() {
        let host = UITestHost()
        let log = GestureLog()
        let view = UIView(frame: host.window.bounds)
        host.window.addSubview(view)
        let tap = UITapGestureRecognizer(target: log, action: GestureLog.tap)
        tap.addTarget(log, action: GestureLog.other)
        view.addGestureRecognizer(tap)
        tap.removeTarget(log)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines.isEmpty)
    }

    @Test func aPanThatRestsBeforeLiftingEndsWithZeroVelocity() {
        let host = UITestHost()
        let view = UIView(frame: host.window.bounds)
        host.window.addSubview(view)
        @MainActor final class Probe { var velocity: CGPoint?
            func pan(_ g: UIPanGestureRecognizer) { if g.state == .ended { velocity = g.velocity(in: nil) } } }
        let probe = Probe()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: probe, action: Probe.pan))
        host.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 50, y: 100), duration: 0.25, holdAtEnd: GestureConstants.velocityStaleInterval * 2)
        #expect(probe.velocity == .zero)
        host.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 50, y: 100), duration: 0.25)
        #expect(abs(probe.velocity!.y - (-800)) < 1)   // 200 pt in 0.25 s
    }

    @Test func aSwipeNeedsFiftyPointsWithinHalfASecond() {
        let host = UITestHost()
        let view = UIView(frame: host.window.bounds)
        host.window.addSubview(view)
        let swipe = UISwipeGestureRecognizer()
        view.addGestureRecognizer(swipe)
        var states: [UIGestureRecognizer.State] = []
        @MainActor final class Probe { var onAction: (UISwipeGestureRecognizer) -> Void = { _ in }
            func swiped(_ g: UISwipeGestureRecognizer) { onAction(g) } }
        let probe = Probe()
        probe.onAction = { states.append($0.state) }
        swipe.addTarget(probe, action: Probe.swiped)
        host.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 50 + GestureConstants.swipeMinimumDistance - 1, y: 300), duration: 0.2)
        #expect(states.isEmpty)
        host.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 50 + GestureConstants.swipeMinimumDistance, y: 300), duration: 0.2)
        #expect(states == [.ended])
    }

    @Test func aRotationBeginsAfterTwoDegrees() {
        let host = UITestHost()
        let view = UIView(frame: host.window.bounds)
        host.window.addSubview(view)
        let rotation = UIRotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        let fingers = host.touchDown(at: [CGPoint(x: 100, y: 300), CGPoint(x: 200, y: 300)])
        func turn(_ angle: CGFloat) -> [CGPoint] {
            [CGPoint(x: 150 - 50 * cos(angle), y: 300 - 50 * sin(angle)), CGPoint(x: 150 + 50 * cos(angle), y: 300 + 50 * sin(angle))]
        }
        host.move(fingers, to: turn(GestureConstants.rotationHysteresis * 0.9))
        #expect(rotation.state == .possible)
        host.move(fingers, to: turn(GestureConstants.rotationHysteresis * 1.1))
        #expect(rotation.state == .began)
        host.lift(fingers)
    }

    @Test func aTapMayWanderFortyFivePoints() {
        let host = UITestHost()
        let view = UIView(frame: host.window.bounds)
        host.window.addSubview(view)
        let log = GestureLog()
        view.addGestureRecognizer(UITapGestureRecognizer(target: log, action: GestureLog.tap))
        let finger = host.touchDown(at: CGPoint(x: 100, y: 100))
        host.move(finger, to: CGPoint(x: 100 + GestureConstants.tapAllowableMovement, y: 100))
        host.lift(finger)
        host.advance(by: FrameConstants.frameInterval)
        #expect(log.lines == ["action ended"])
    }

    @Test func aRecognizerWaitingForAnotherToFailTakesNoNewTouches() {
        let host = UITestHost()
        let view = UIView(frame: host.window.bounds)
        host.window.addSubview(view)
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        host.tap(at: CGPoint(x: 50, y: 50))          // single recognized, waiting for double
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(finger.id > 0)
        #expect(single.numberOfTouches == 0)
        #expect(double.numberOfTouches == 1)
        host.lift(finger)
        host.settle()
    }

    @Test func anyoneCanSetARecognizersState() {
        let log = GestureLog()
        let tap = UITapGestureRecognizer(target: log, action: GestureLog.tap)
        tap.state = .ended
        #expect(log.lines == ["action ended"])
    }

    // MARK: UIScrollView

    @Test func theScrollViewsOwnRecognizersHaveAnInternalDelegate() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scroll.panGestureRecognizer.delegate != nil)
        #expect(scroll.panGestureRecognizer.delegate !== scroll as AnyObject)
    }

    @Test func anAnimatedContentOffsetEasesInAndOutOverThreeTenthsOfASecond() {
        let host = UITestHost()
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 375, height: 5_000)
        host.window.addSubview(scroll)
        scroll.setContentOffset(CGPoint(x: 0, y: 1_000), animated: true)
        host.advance(by: 0.15)
        // Half-way in time, ease-in-ease-out is half-way in distance (the curve is symmetric).
        #expect(abs(scroll.contentOffset.y - 500) <= 0.5)
        host.advance(by: 0.15)
        #expect(scroll.contentOffset.y == 1_000)
    }

    @Test func aReleasePastTheEdgeReturnsWithoutOvershooting() {
        let host = UITestHost()
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 375, height: 2_000)
        host.window.addSubview(scroll)
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 400), duration: 0.5, holdAtEnd: 0.1)
        var offsets: [CGFloat] = []
        for _ in 0..<60 { host.advance(by: FrameConstants.frameInterval); offsets.append(scroll.contentOffset.y) }
        #expect(offsets.allSatisfy { $0 <= 0 })
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
        host.settle()
        #expect(scroll.contentOffset.y == 0)
    }

    // MARK: View controllers (DEVIATIONS 80, 82)

    @Test func partialCurlPresentsAsACrossDissolve() {
        let host = UITestHost()
        let a = UIViewController()
        host.show(a)
        let m = UIViewController()
        m.modalPresentationStyle = .fullScreen
        m.modalTransitionStyle = .partialCurl
        a.present(m, animated: true)
        host.advance(by: 1.0 / 60)
        host.advance(by: PresentationConstants.modalTransitionDuration / 2)
        let opacity = m.view.layer.presentation()!.opacity
        #expect(opacity > 0.1 && opacity < 0.9)
        #expect(m.view.layer.presentation()!.frame.minY == 0)
        host.settle()
        #expect(a.presentedViewController === m)
    }

    @Test func theBarHideShowDurationIsTwoTenthsOfASecond() {
        #expect(UINavigationControllerHideShowBarDuration == 0.2)
        let host = UITestHost()
        let nav = UINavigationController(rootViewController: UIViewController())
        host.show(nav)
        nav.setNavigationBarHidden(true, animated: true)
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.1)
        let y = nav.navigationBar.layer.presentation()!.frame.minY
        #expect(y < 20 && y > -44)
        host.advance(by: 0.15)
        #expect(nav.navigationBar.layer.presentation()!.frame.minY == -44)
    }
}
