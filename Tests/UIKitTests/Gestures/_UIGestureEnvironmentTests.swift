import Testing
@testable import UIKitTesting
import UIKitTestSupport
@testable import UIKit
@testable import QuartzCore

/// The arbiter (`_UIGestureEnvironment.swift`, with the window's delivery in
/// `UIWindow+TouchDelivery.swift`): recognizers before views, exclusion, simultaneity,
/// `require(toFail:)`, what the views get (`cancelsTouchesInView`, `delaysTouchesBegan`,
/// `delaysTouchesEnded`), recognizers stopped mid-gesture, system cancels and the debug log
/// (Apple's `UIGestureRecognizer` documentation of `cancelsTouchesInView`, `delaysTouchesBegan`,
/// `delaysTouchesEnded` and `require(toFail:)`, and its `UIGestureRecognizerDelegate` documentation).
@MainActor @Suite struct _UIGestureEnvironmentTests {
    /// Logs its touch calls into a shared list.
    final class Spy: UIGestureRecognizer {
        var note: (String) -> Void = { _ in }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { note("recognizer began") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { note("recognizer ended"); state = .failed }
    }

    @Test func recognizersSeeEachTouchBeforeTheView() {
        let host = UITestHost()
        var order: [String] = []
        let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.onCall = { order.append("view \($0.method)") }
        host.window.addSubview(view)
        let spy = Spy()
        spy.note = { order.append($0) }
        spy.delaysTouchesEnded = false
        view.addGestureRecognizer(spy)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(order == ["recognizer began", "view began", "recognizer ended", "view ended"])
    }

    // MARK: Tap versus double tap

    @Test func aSingleTapFiresOnlyOnceTheDoubleTapWindowHasPassed() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let double = attach(UITapGestureRecognizer(), named: "double", to: view, log: log)
        double.numberOfTapsRequired = 2
        let single = attach(UITapGestureRecognizer(), named: "single", to: view, log: log)
        single.require(toFail: double)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.05)
        host.lift(finger)
        let liftTime = host.now
        var firedAt: TimeInterval?
        log.onAction = { _ in firedAt = host.now }
        host.advance(by: GestureConstants.tapMaximumInterval - gestureFrame)
        #expect(log.entries.isEmpty)
        #expect(single.state == .possible)
        host.advance(by: gestureFrame)
        #expect(log.entries == ["single ended"])
        #expect(abs(firedAt! - liftTime - GestureConstants.tapMaximumInterval) < 1e-9)
    }

    @Test func aDoubleTapFailsTheSingleTapThatWaitsForIt() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let double = attach(UITapGestureRecognizer(), named: "double", to: view, log: log)
        double.numberOfTapsRequired = 2
        let single = attach(UITapGestureRecognizer(), named: "single", to: view, log: log)
        single.require(toFail: double)
        host.tap(at: CGPoint(x: 50, y: 50), count: 2)
        host.advance(by: 1)
        #expect(log.entries == ["double ended"])
        // The first tap's touchesEnded was held back (delaysTouchesEnded) and became a cancel.
        #expect(view.methodsWithoutMoves == ["began", "began", "cancelled", "cancelled"])
    }

    @Test func withoutTheRequirementBothTapsFire() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        attach(UITapGestureRecognizer(), named: "double", to: view, log: log).numberOfTapsRequired = 2
        attach(UITapGestureRecognizer(), named: "single", to: view, log: log)
        host.tap(at: CGPoint(x: 50, y: 50), count: 2)
        // The single tap recognizes on the first lift and again on the second; a tap recognizer
        // does not prevent the double tap (their touches differ on the second tap).
        #expect(log.states(of: "single").first == "ended")
        #expect(log.states(of: "double") == ["ended"])
    }

    @Test func requireToFailChainsWaitAllTheWayDown() {
        func scene() -> (UITestHost, GestureActionLog) {
            let (host, view) = gestureScene()
            let log = GestureActionLog()
            let triple = attach(UITapGestureRecognizer(), named: "triple", to: view, log: log)
            triple.numberOfTapsRequired = 3
            let double = attach(UITapGestureRecognizer(), named: "double", to: view, log: log)
            double.numberOfTapsRequired = 2
            let single = attach(UITapGestureRecognizer(), named: "single", to: view, log: log)
            double.require(toFail: triple)
            single.require(toFail: double)
            return (host, log)
        }
        let p = CGPoint(x: 50, y: 50)
        for (count, winner) in [(1, "single"), (2, "double"), (3, "triple")] {
            let (host, log) = scene()
            host.tap(at: p, count: count)
            host.advance(by: 1)
            #expect(log.entries == ["\(winner) ended"], "\(count) taps")
        }
        // One tap: the single fires when the double (and the triple it waits for) fail, 0.35 s
        // after the lift.
        let (host, log) = scene()
        let finger = host.touchDown(at: p)
        host.lift(finger)
        host.advance(by: GestureConstants.tapMaximumInterval - gestureFrame)
        #expect(log.entries.isEmpty)
        host.advance(by: gestureFrame)
        #expect(log.entries == ["single ended"])
    }

    // MARK: Pan versus swipe

    @Test func aPanPreventsASwipeByBeginningFirst() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        attach(UIPanGestureRecognizer(), named: "pan", to: view, log: log)
        attach(UISwipeGestureRecognizer(), named: "swipe", to: view, log: log)
        host.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 220, y: 100), duration: 10 * gestureFrame)
        #expect(log.states(of: "pan").first == "began")
        #expect(log.states(of: "pan").last == "ended")
        #expect(log.states(of: "swipe").isEmpty)
    }

    @Test func aPanWaitingForASwipeFailsWhenTheSwipeRecognizes() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let pan = attach(UIPanGestureRecognizer(), named: "pan", to: view, log: log)
        let swipe = attach(UISwipeGestureRecognizer(), named: "swipe", to: view, log: log)
        pan.require(toFail: swipe)
        // 20 pt a frame: 50 pt after three frames, well within 0.5 s.
        host.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 220, y: 100), duration: 10 * gestureFrame)
        #expect(log.entries == ["swipe ended"])
    }

    @Test func aPanWaitingForASlowSwipeBeginsAtZeroWhenTheSwipeTimesOut() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let pan = attach(UIPanGestureRecognizer(), named: "pan", to: view, log: log)
        let swipe = attach(UISwipeGestureRecognizer(), named: "swipe", to: view, log: log)
        pan.require(toFail: swipe)
        var translationAtBegan: CGPoint?
        log.onAction = { g in if g.state == .began { translationAtBegan = (g as! UIPanGestureRecognizer).translation(in: nil) } }
        // 1 pt a frame (60 pt/s): 30 pt when the swipe's 0.5 s run out.
        let finger = host.touchDown(at: CGPoint(x: 20, y: 100))
        glide(host, finger, from: CGPoint(x: 20, y: 100), by: CGPoint(x: 40, y: 0), steps: 40)
        #expect(log.states(of: "swipe").isEmpty)
        #expect(log.states(of: "pan").first == "began")
        #expect(translationAtBegan == .zero)
        // From the began on, translation follows the finger.
        let atEnd = pan.translation(in: nil).x
        host.lift(finger)
        #expect(atEnd > 0 && atEnd < 40 - GestureConstants.panHysteresis)
        #expect(log.states(of: "pan").last == "ended")
    }

    // MARK: Hierarchy, enabling, refusing

    @Test func aRecognizerOnAnAncestorSeesTouchesOfDescendants() {
        let (host, container) = gestureScene()
        let middle = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let leaf = TouchRecordingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        container.addSubview(middle)
        middle.addSubview(leaf)
        let log = GestureActionLog()
        let tap = attach(UITapGestureRecognizer(), named: "tap", to: container, log: log)
        host.tap(at: CGPoint(x: 80, y: 80))   // in the leaf
        #expect(log.entries == ["tap ended"])
        #expect(leaf.methodsWithoutMoves == ["began", "cancelled"])
        #expect(container.methods.isEmpty)          // the leaf does not forward
        #expect(tap.location(in: leaf) == CGPoint(x: 20, y: 20))
    }

    @Test func aRecognizerOnASiblingDoesNotSeeTheTouch() {
        let (host, container) = gestureScene()
        let a = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = TouchRecordingView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        container.addSubview(a)
        container.addSubview(b)
        let log = GestureActionLog()
        attach(UITapGestureRecognizer(), named: "tap", to: b, log: log)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.isEmpty)
        #expect(a.methodsWithoutMoves == ["began", "ended"])
    }

    @Test func aDisabledRecognizerGetsNothingAndHoldsNothingBack() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let double = attach(UITapGestureRecognizer(), named: "double", to: view, log: log)
        double.numberOfTapsRequired = 1
        double.delaysTouchesBegan = true
        double.isEnabled = false
        var recognizersOfTouch: [UIGestureRecognizer]? = [double]
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        recognizersOfTouch = host.application._touchesEvent.allTouches?.first?.gestureRecognizers
        host.lift(finger)
        #expect(recognizersOfTouch == nil)
        #expect(double.numberOfTouches == 0)
        #expect(log.entries.isEmpty)
        #expect(view.methodsWithoutMoves == ["began", "ended"])
        double.isEnabled = true
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["double ended"])
    }

    @Test func shouldReceiveRefusingTheRightHalfOfAViewLimitsTheRecognizerToTheLeftHalf() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let tap = attach(UITapGestureRecognizer(), named: "tap", to: view, log: log)
        let d = GestureTestDelegate()
        d.receives = { touch in touch.location(in: view).x < view.bounds.midX }
        tap.delegate = d
        host.tap(at: CGPoint(x: 200, y: 50))
        #expect(log.entries.isEmpty)
        #expect(view.methodsWithoutMoves == ["began", "ended"])
        host.tap(at: CGPoint(x: 100, y: 50))
        #expect(log.entries == ["tap ended"])
        #expect(view.methodsWithoutMoves == ["began", "ended", "began", "cancelled"])
    }

    @Test func recognizersOnDifferentTouchesDoNotPreventEachOther() {
        let (host, container) = gestureScene()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 300))
        let right = UIView(frame: CGRect(x: 150, y: 0, width: 150, height: 300))
        container.addSubview(left)
        container.addSubview(right)
        let log = GestureActionLog()
        attach(UIPanGestureRecognizer(), named: "pan", to: left, log: log)
        attach(UITapGestureRecognizer(), named: "tap", to: right, log: log)
        let drag = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.move(drag, to: CGPoint(x: 50, y: 80))
        host.tap(at: CGPoint(x: 200, y: 50))
        host.move(drag, to: CGPoint(x: 50, y: 90))
        host.lift(drag)
        #expect(log.states(of: "tap") == ["ended"])
        #expect(log.states(of: "pan") == ["began", "changed", "ended"])
    }

    // MARK: What the view gets

    @Test func cancelsTouchesInViewCancelsTheViewsTouchWhenThePanBegins() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        attach(UIPanGestureRecognizer(), named: "pan", to: view, log: log)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.move(finger, to: CGPoint(x: 55, y: 50))              // under the threshold
        host.move(finger, to: CGPoint(x: 50 + GestureConstants.panHysteresis, y: 50))   // begins
        host.move(finger, to: CGPoint(x: 90, y: 50))
        host.lift(finger)
        #expect(view.methods == ["began", "moved", "cancelled"])
        #expect(log.states(of: "pan") == ["began", "changed", "ended"])
    }

    @Test func withoutCancelsTouchesInViewTheViewGetsEverything() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        attach(UIPanGestureRecognizer(), named: "pan", to: view, log: log).cancelsTouchesInView = false
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.move(finger, to: CGPoint(x: 55, y: 50))
        host.move(finger, to: CGPoint(x: 70, y: 50))
        host.move(finger, to: CGPoint(x: 90, y: 50))
        host.lift(finger)
        #expect(view.methods == ["began", "moved", "moved", "moved", "ended"])
        #expect(log.states(of: "pan") == ["began", "changed", "ended"])
    }

    @Test func aTapWithoutCancelsTouchesInViewLetsTheViewEndNormally() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        attach(UITapGestureRecognizer(), named: "tap", to: view, log: log).cancelsTouchesInView = false
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.methodsWithoutMoves == ["began", "ended"])
        #expect(log.entries == ["tap ended"])
    }

    @Test func delaysTouchesBeganHidesTheTouchFromTheViewWhenTheRecognizerRecognizes() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        attach(UITapGestureRecognizer(), named: "tap", to: view, log: log).delaysTouchesBegan = true
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.move(finger, to: CGPoint(x: 52, y: 50))
        #expect(view.methods.isEmpty)
        host.lift(finger)
        #expect(log.entries == ["tap ended"])
        #expect(view.methods.isEmpty)   // never delivered, not even a cancel
    }

    @Test func delaysTouchesBeganDeliversTheHeldTouchWhenTheRecognizerFails() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let press = attach(UILongPressGestureRecognizer(), named: "press", to: view, log: log)
        press.delaysTouchesBegan = true
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.1)
        #expect(view.methods.isEmpty)
        host.move(finger, to: CGPoint(x: 50 + GestureConstants.longPressAllowableMovement + 1, y: 50))
        #expect(press.state == .failed)
        // The held began arrives, then the move of the event in which the press failed.
        #expect(view.methods == ["began", "moved"])
        host.move(finger, to: CGPoint(x: 80, y: 50))
        host.lift(finger)
        #expect(view.methods == ["began", "moved", "moved", "ended"])
        #expect(log.entries.isEmpty)
    }

    @Test func aHeldTouchThatLiftsWhenTheRecognizerFailsGetsBeganThenEnded() {
        let (host, view) = gestureScene()
        let pan = UIPanGestureRecognizer()
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.lift(finger)   // the pan fails on the lift
        #expect(view.methods == ["began", "ended"])
    }

    @Test func delaysTouchesEndedHoldsTheLiftUntilTheDoubleTapFails() {
        let (host, view) = gestureScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.lift(finger)
        #expect(view.methods == ["began"])
        host.advance(by: GestureConstants.tapMaximumInterval - gestureFrame)
        #expect(view.methods == ["began"])
        host.advance(by: gestureFrame)
        #expect(view.methods == ["began", "ended"])
    }

    @Test func withoutDelaysTouchesEndedTheLiftArrivesAtOnce() {
        let (host, view) = gestureScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        view.addGestureRecognizer(double)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.lift(finger)
        #expect(view.methods == ["began", "ended"])
    }

    @Test func aTouchCancelledInTheViewGetsNoFurtherEvents() {
        let (host, view) = gestureScene()
        view.addGestureRecognizer(UIPanGestureRecognizer())
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.move(finger, to: CGPoint(x: 100, y: 50))
        for x in stride(from: 110, through: 200, by: 10) { host.move(finger, to: CGPoint(x: CGFloat(x), y: 50)) }
        host.lift(finger)
        host.settle()
        #expect(view.methods == ["began", "cancelled"])
    }

    // MARK: Stopped mid-gesture

    @Test func aRecognizerRemovedMidGestureIsCancelledCleanly() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let pan = attach(UIPanGestureRecognizer(), named: "pan", to: view, log: log)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.move(finger, to: CGPoint(x: 80, y: 50))
        host.move(finger, to: CGPoint(x: 90, y: 50))
        view.removeGestureRecognizer(pan)
        host.move(finger, to: CGPoint(x: 100, y: 50))
        host.lift(finger)
        host.settle()
        #expect(log.states(of: "pan") == ["began", "changed", "cancelled"])
        #expect(pan.state == .possible)
        #expect(pan.numberOfTouches == 0)
        // Attached again it works from the next touch.
        view.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 100, y: 50), duration: 3 * gestureFrame)
        #expect(log.states(of: "pan").suffix(2) == ["changed", "ended"])
    }

    @Test func aRecognizerRemovedWhileItsFingerIsDownLeavesNoRecordAndIsFreed() {
        let (host, view) = gestureScene()
        let environment = host.application._gestureEnvironment
        weak var weakPan: UIPanGestureRecognizer?
        let finger: UITestFinger
        do {
            let pan = UIPanGestureRecognizer()
            weakPan = pan
            view.addGestureRecognizer(pan)
            finger = host.touchDown(at: CGPoint(x: 50, y: 50))
            host.move(finger, to: CGPoint(x: 80, y: 50))
            #expect(environment.isParticipating(pan))
            view.removeGestureRecognizer(pan)
            #expect(!environment.isParticipating(pan))
        }
        #expect(environment._participants.isEmpty)
        #expect(weakPan == nil)   // while the finger is still down
        host.lift(finger)
    }

    @Test func aRecognizerRemovedWhileItWaitsForAnotherToFailLeavesNoRecordAndIsFreed() {
        let (host, view) = gestureScene()
        let environment = host.application._gestureEnvironment
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        weak var weakSingle: UITapGestureRecognizer?
        do {
            let single = UITapGestureRecognizer()
            weakSingle = single
            single.require(toFail: double)
            view.addGestureRecognizer(single)
            host.tap(at: CGPoint(x: 50, y: 50))
            #expect(environment.isWaiting(single))   // recognized, waiting for the double tap
            #expect(single._isWaitingForFailure)
            view.removeGestureRecognizer(single)
            #expect(!environment.isWaiting(single))
            #expect(!environment.isParticipating(single))
        }
        #expect(weakSingle == nil)
        host.settle()
        #expect(environment._participants.isEmpty)
        #expect(!environment.hasPendingWork)
    }

    @Test func aRecognizerDisabledMidGestureIsCancelledAndOnePossibleFails() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let pan = attach(UIPanGestureRecognizer(), named: "pan", to: view, log: log)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.move(finger, to: CGPoint(x: 80, y: 50))
        pan.isEnabled = false
        #expect(log.states(of: "pan") == ["began", "cancelled"])   // at once
        host.move(finger, to: CGPoint(x: 100, y: 50))
        host.lift(finger)
        #expect(log.states(of: "pan") == ["began", "cancelled"])
        #expect(pan.state == .possible)

        let double = attach(UITapGestureRecognizer(), named: "double", to: view, log: log)
        double.numberOfTapsRequired = 2
        view.removeAllCalls()
        let f2 = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.lift(f2)
        #expect(view.methods == ["began"])        // the double tap holds the lift back
        double.isEnabled = false
        #expect(view.methods == ["began", "ended"])   // it failed: the lift goes through
        #expect(log.states(of: "double").isEmpty)
        host.settle()
        #expect(double.state == .possible)
    }

    @Test func aRecognizerWhoseViewLeavesTheWindowMidGestureIsCancelled() {
        let (host, view) = gestureScene()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.addSubview(inner)
        let log = GestureActionLog()
        let pan = attach(UIPanGestureRecognizer(), named: "pan", to: inner, log: log)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.move(finger, to: CGPoint(x: 80, y: 50))
        view.removeFromSuperview()   // the recognizer's view goes with its superview
        host.move(finger, to: CGPoint(x: 100, y: 50))
        host.lift(finger)
        host.settle()
        #expect(log.states(of: "pan") == ["began", "cancelled"])
        #expect(pan.state == .possible)
    }

    @Test func aSystemCancelCancelsActiveRecognizersFailsPossibleOnesAndCancelsTheViews() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let pan = attach(UIPanGestureRecognizer(), named: "pan", to: view, log: log)
        pan.cancelsTouchesInView = false
        let press = attach(UILongPressGestureRecognizer(), named: "press", to: view, log: log)
        let d = GestureTestDelegate()
        d.simultaneous = true
        pan.delegate = d
        let fingers = host.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50)])
        host.move(fingers, to: [CGPoint(x: 50, y: 80), CGPoint(x: 150, y: 80)])
        #expect(press.state == .failed)   // moved too far for the long press
        host.cancel(fingers)
        #expect(log.states(of: "pan") == ["began", "cancelled"])
        #expect(view.methodsWithoutMoves == ["began", "cancelled"])
        host.settle()
        #expect(pan.state == .possible && press.state == .possible)
    }

    @Test func aSystemCancelOfAPossibleTapFailsIt() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let tap = attach(UITapGestureRecognizer(), named: "tap", to: view, log: log)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.cancel([finger])
        #expect(log.entries.isEmpty)
        #expect(view.methodsWithoutMoves == ["began", "cancelled"])
        #expect(tap.state == .possible)
        host.advance(by: 1)
        #expect(log.entries.isEmpty)
    }

    // MARK: Debug log

    @Test func theDebugSwitchLogsEachDecisionInOneStableLineFormat() throws {
        let (host, view) = gestureScene()
        var lines: [String] = []
        let savedLog = RockhopperDebug.gestureLog
        RockhopperDebug.gestureLog = { lines.append($0) }
        RockhopperDebug.logsGestureArbitration = true
        defer {
            RockhopperDebug.logsGestureArbitration = false
            RockhopperDebug.gestureLog = savedLog
        }
        let double = UITapGestureRecognizer()
        double.name = "double"
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer()
        single.name = "single"
        single.require(toFail: double)
        view.addGestureRecognizer(double)
        view.addGestureRecognizer(single)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.05)
        host.lift(finger)
        host.advance(by: 0.5)
        let format = try Regex(#"^\[gesture\] t=\d+\.\d{4} (<[A-Za-z]+( "[^"]*")? state=[a-z]+( view=\w+)?>|-) .+$"#)
        #expect(!lines.isEmpty)
        for line in lines { #expect(line.wholeMatch(of: format) != nil, "\(line)") }
        let s = "<UITapGestureRecognizer \"single\" state=possible view=TouchRecordingView>"
        let d = "<UITapGestureRecognizer \"double\" state=possible view=TouchRecordingView>"
        #expect(lines.contains("[gesture] t=0.0500 \(s) waits for \(d) to fail"))
        #expect(lines.contains("[gesture] t=0.4000 \(d) possible -> failed"))
        #expect(lines.contains("[gesture] t=0.4000 \(s) possible -> ended"))
        #expect(lines.contains { $0.hasPrefix("[gesture] t=0.4000 <UITapGestureRecognizer \"single\" state=ended") && $0.hasSuffix("reset (ended -> possible)") })
    }

    @Test func withTheSwitchOffNothingIsLogged() {
        let (host, view) = gestureScene()
        var lines: [String] = []
        let savedLog = RockhopperDebug.gestureLog
        RockhopperDebug.gestureLog = { lines.append($0) }
        defer { RockhopperDebug.gestureLog = savedLog }
        #expect(!RockhopperDebug.logsGestureArbitration)
        view.addGestureRecognizer(UITapGestureRecognizer())
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(lines.isEmpty)
    }
}
