import Testing
@testable import UIKitTesting
import UIKitTestSupport
@testable import UIKit
@testable import QuartzCore

/// The delegate (`UIGestureRecognizerDelegate.swift`): UIKit's defaults and what each answer does
/// (Apple's `UIGestureRecognizerDelegate` documentation).
@MainActor @Suite struct UIGestureRecognizerDelegateTests {
    /// Implements nothing: every answer is the protocol's default.
    @MainActor final class Silent: UIGestureRecognizerDelegate {}

    @Test func theDefaultsAreUIKits() {
        let (host, _) = gestureScene()
        let d = Silent()
        let a = UITapGestureRecognizer(), b = UIPanGestureRecognizer()
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        let touch = host.application._touchesEvent.allTouches!.first!
        #expect(d.gestureRecognizerShouldBegin(a))
        #expect(d.gestureRecognizer(a, shouldReceive: touch))
        #expect(d.gestureRecognizer(a, shouldReceive: host.application._touchesEvent))
        #expect(!d.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b))
        #expect(!d.gestureRecognizer(a, shouldRequireFailureOf: b))
        #expect(!d.gestureRecognizer(a, shouldBeRequiredToFailBy: b))
        host.lift(finger)
    }

    @Test func aSilentDelegateChangesNothing() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let d = Silent()
        let tap = attach(UITapGestureRecognizer(), named: "tap", to: view, log: log)
        tap.delegate = d
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["tap ended"])
    }

    @Test func shouldBeginFalseFailsTheRecognizerWithoutAnAction() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let d = GestureTestDelegate()
        d.shouldBegin = false
        let pan = attach(UIPanGestureRecognizer(), named: "pan", to: view, log: log)
        pan.delegate = d
        var statesSeen: [UIGestureRecognizer.State] = []
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(!d.asked.contains("shouldBegin"))   // asked only when leaving .possible
        host.move(finger, to: CGPoint(x: 80, y: 50))
        statesSeen.append(pan.state)
        host.lift(finger)
        #expect(d.asked.filter { $0 == "shouldBegin" }.count == 1)
        #expect(statesSeen == [.failed])
        #expect(log.entries.isEmpty)
        #expect(view.methodsWithoutMoves == ["began", "ended"])   // the view keeps its touch
    }

    @Test func shouldReceiveTouchFalseKeepsThatTouchFromTheRecognizer() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let d = GestureTestDelegate()
        d.receives = { _ in false }
        let pan = attach(UIPanGestureRecognizer(), named: "pan", to: view, log: log)
        pan.delegate = d
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(pan.numberOfTouches == 0)
        #expect(d.asked.contains("shouldReceiveTouch"))
        host.move(finger, to: CGPoint(x: 150, y: 50))
        host.lift(finger)
        #expect(log.entries.isEmpty)
        #expect(view.methods == ["began", "moved", "ended"])
    }

    @Test func shouldReceiveEventIsAskedBeforeTheTouchAndFalseKeepsTheEventAway() {
        let (host, view) = gestureScene()
        let d = GestureTestDelegate()
        d.receivesEvent = false
        let tap = UITapGestureRecognizer()
        tap.delegate = d
        view.addGestureRecognizer(tap)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(d.asked.first == "shouldReceiveEvent")
        #expect(!d.asked.contains("shouldReceiveTouch"))
        #expect(tap.numberOfTouches == 0)
        host.lift(finger)
        #expect(view.methodsWithoutMoves == ["began", "ended"])
    }

    @Test func shouldReceiveIsAskedForEachNewTouchBeforeTheRecognizerSeesIt() {
        let (host, view) = gestureScene()
        let d = GestureTestDelegate()
        var countsWhenAsked: [Int] = []
        let pinch = UIPinchGestureRecognizer()
        d.receives = { _ in countsWhenAsked.append(pinch.numberOfTouches); return true }
        pinch.delegate = d
        view.addGestureRecognizer(pinch)
        let a = host.touchDown(at: CGPoint(x: 50, y: 50))
        let b = host.touchDown(at: CGPoint(x: 150, y: 50))
        host.move(a, to: CGPoint(x: 40, y: 50))
        host.lift([a, b])
        #expect(countsWhenAsked == [0, 1])   // once per touch, before it joins
    }

    @Test func simultaneityFromEitherSideLetsBothRecognize() {
        for side in ["pinch", "rotation"] {
            let (host, view) = gestureScene()
            let log = GestureActionLog()
            let d = GestureTestDelegate()
            d.simultaneous = true
            let pinch = attach(UIPinchGestureRecognizer(), named: "pinch", to: view, log: log)
            let rotation = attach(UIRotationGestureRecognizer(), named: "rotation", to: view, log: log)
            (side == "pinch" ? pinch as UIGestureRecognizer : rotation).delegate = d
            pinchAndTurn(host)
            #expect(log.states(of: "pinch").first == "began", "delegate on \(side)")
            #expect(log.states(of: "rotation").first == "began", "delegate on \(side)")
            #expect(log.states(of: "pinch").last == "ended", "delegate on \(side)")
            #expect(log.states(of: "rotation").last == "ended", "delegate on \(side)")
        }
    }

    @Test func withoutSimultaneityTheFirstToBeginWins() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let d = GestureTestDelegate()   // answers false
        attach(UIPinchGestureRecognizer(), named: "pinch", to: view, log: log).delegate = d
        attach(UIRotationGestureRecognizer(), named: "rotation", to: view, log: log).delegate = d
        pinchAndTurn(host)
        // Each move spreads the fingers 80/30 pt and turns them 1.5°: the rotation passes its 2°
        // on the second move, the pinch its 8 pt on the third, too late.
        #expect(log.states(of: "rotation") == ["began"] + Array(repeating: "changed", count: 28) + ["ended"])
        #expect(log.states(of: "pinch").isEmpty)
        #expect(d.asked.contains("simultaneous"))
    }

    @Test func shouldRequireFailureOfMakesTheRecognizerWait() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let double = attach(UITapGestureRecognizer(), named: "double", to: view, log: log)
        double.numberOfTapsRequired = 2
        let single = attach(UITapGestureRecognizer(), named: "single", to: view, log: log)
        let d = GestureTestDelegate()
        d.requiresFailureOf = [double]
        single.delegate = d
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.isEmpty)
        host.advance(by: GestureConstants.tapMaximumInterval)
        #expect(log.entries == ["single ended"])
    }

    @Test func shouldBeRequiredToFailByMakesTheOtherWait() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let double = attach(UITapGestureRecognizer(), named: "double", to: view, log: log)
        double.numberOfTapsRequired = 2
        let single = attach(UITapGestureRecognizer(), named: "single", to: view, log: log)
        let d = GestureTestDelegate()
        d.requiredToFailBy = [single]
        double.delegate = d
        host.tap(at: CGPoint(x: 50, y: 50), count: 2)
        #expect(log.entries == ["double ended"])   // the single tap waited, then failed
        host.advance(by: 1)
        #expect(log.entries == ["double ended"])
    }

    @Test func theTouchedViewMayVetoARecognizerOfAnAncestor() {
        // UIKit's example: a slider refuses a superview's swipe that starts on its thumb.
        final class Veto: UIView {
            var asked = 0
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                asked += 1
                return false
            }
        }
        let (host, view) = gestureScene()
        let veto = Veto(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(veto)
        let log = GestureActionLog()
        attach(UIPanGestureRecognizer(), named: "pan", to: view, log: log)
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 90, y: 50), duration: 4 * gestureFrame)
        #expect(veto.asked >= 1)
        #expect(log.entries.isEmpty)
        host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 190, y: 150), duration: 4 * gestureFrame)
        #expect(log.states(of: "pan").first == "began")   // outside the vetoing view
    }

    @Test func theViewItselfMayVetoItsRecognizer() {
        final class Veto: UIView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let host = UITestHost()
        let view = Veto(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        host.window.addSubview(view)
        let log = GestureActionLog()
        attach(UITapGestureRecognizer(), named: "tap", to: view, log: log)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.isEmpty)
    }

    /// Two fingers 100 pt apart spreading to 180 pt while turning by 45°, over 0.5 s.
    private func pinchAndTurn(_ host: UITestHost) {
        let c = CGPoint(x: 150, y: 150)
        func points(_ d: CGFloat, _ a: CGFloat) -> [CGPoint] {
            let dx = d / 2 * cos(a), dy = d / 2 * sin(a)
            return [CGPoint(x: c.x - dx, y: c.y - dy), CGPoint(x: c.x + dx, y: c.y + dy)]
        }
        let fingers = host.touchDown(at: points(100, 0))
        for i in 1...30 {
            let f = CGFloat(i) / 30
            host.move(fingers, to: points(100 + 80 * f, .pi / 4 * f))
            host.advance(by: gestureFrame)
        }
        host.lift(fingers)
        host.advance(by: gestureFrame)
    }
}
