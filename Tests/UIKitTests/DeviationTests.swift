import Testing
import UIKitTesting

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

    @Test func displayLinkInDefaultModeKeepsFiringWhileAFingerDrags() {
        let host = UITestHost()
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.tick)
        link.add(to: .main, forMode: .default)
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), duration: 10 * FrameConstants.frameInterval)
        // touch-down frame + 10 move frames + lift frame
        #expect(ticker.ticks == 12)
        link.invalidate()
    }

    @Test func tapCountGrowsWithinFortyFivePointsAndResetsBeyond() {
        let host = UITestHost()
        final class Probe: UIView {
            var counts: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { counts.append(touches.first!.tapCount) }
        }
        let probe = Probe(frame: host.window.bounds)
        host.window.addSubview(probe)
        host.tap(at: CGPoint(x: 100, y: 100))
        host.tap(at: CGPoint(x: 140, y: 100))       // 40 pt away, 0.0667 s later: continues
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 190, y: 100))       // 50 pt away: a new sequence
        #expect(probe.counts == [1, 2, 1])
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
}
