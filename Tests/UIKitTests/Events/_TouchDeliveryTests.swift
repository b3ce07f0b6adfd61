import Testing
@testable import UIKitTesting
import UIKitTestSupport
@testable import UIKit
@testable import QuartzCore

/// A touch's delivery state (`_TouchDelivery.swift`): every transition as a pure function, then the
/// same transitions driven through `UITestHost` with a recognizer the test decides for
/// (`delaysTouchesBegan`, `delaysTouchesEnded`, `cancelsTouchesInView`, system cancels, touches
/// that never reach their view).
@MainActor @Suite struct _TouchDeliveryTests {
    typealias Stage = _TouchDelivery.Stage

    /// A delivery brought to `stage` through its own transitions.
    static func delivery(at stage: Stage, reachesView: Bool = true) -> _TouchDelivery {
        var d = _TouchDelivery(reachesView: reachesView)
        switch stage {
        case .untold:
            break
        case .beganHeld:
            _ = d.phaseArrived(.began, heldByRecognizers: true)
        case .began:
            _ = d.phaseArrived(.began, heldByRecognizers: false)
        case .endedHeld:
            _ = d.phaseArrived(.began, heldByRecognizers: false)
            _ = d.phaseArrived(.ended, heldByRecognizers: true)
        case .finished:
            _ = d.phaseArrived(.began, heldByRecognizers: false)
            _ = d.phaseArrived(.ended, heldByRecognizers: false)
        }
        #expect(d.stage == stage)
        return d
    }

    static let allStages: [Stage] = [.untold, .beganHeld, .began, .endedHeld, .finished]

    // MARK: - A phase arrives

    @Test func aNewTouchHasToldItsViewNothingAndIsNotHeld() {
        let d = _TouchDelivery(reachesView: true)
        #expect(d.stage == .untold)
        #expect(!d.isHeld)
    }

    @Test func touchDownGoesToTheViewWhenNoRecognizerDelaysIt() {
        var d = _TouchDelivery(reachesView: true)
        #expect(d.phaseArrived(.began, heldByRecognizers: false) == .deliver(.began))
        #expect(d.stage == .began)
        #expect(!d.isHeld)
    }

    @Test func touchDownIsHeldWhileARecognizerDelaysTouchesBegan() {
        var d = _TouchDelivery(reachesView: true)
        #expect(d.phaseArrived(.began, heldByRecognizers: true) == .hold)
        #expect(d.stage == .beganHeld)
        #expect(d.isHeld)
    }

    @Test func movesGoToAViewThatBegan() {
        var d = Self.delivery(at: .began)
        #expect(d.phaseArrived(.moved, heldByRecognizers: false) == .deliver(.moved))
        #expect(d.stage == .began)
    }

    @Test func movesOfAHeldTouchGoNowhere() {
        var d = Self.delivery(at: .beganHeld)
        #expect(d.phaseArrived(.moved, heldByRecognizers: false) == .nothing)
        #expect(d.stage == .beganHeld)
    }

    @Test func aStationaryTouchNeverCallsTheView() {
        for stage in Self.allStages {
            var d = Self.delivery(at: stage)
            #expect(d.phaseArrived(.stationary, heldByRecognizers: true) == .nothing)
            #expect(d.stage == stage)
        }
    }

    @Test func theLiftGoesToTheViewWhenNoRecognizerDelaysTouchesEnded() {
        var d = Self.delivery(at: .began)
        #expect(d.phaseArrived(.ended, heldByRecognizers: false) == .deliver(.ended))
        #expect(d.stage == .finished)
        #expect(!d.isHeld)
    }

    @Test func theLiftIsHeldWhileARecognizerDelaysTouchesEnded() {
        var d = Self.delivery(at: .began)
        #expect(d.phaseArrived(.ended, heldByRecognizers: true) == .hold)
        #expect(d.stage == .endedHeld)
        #expect(d.isHeld)
    }

    @Test func theLiftOfATouchWhoseBeganIsHeldWaitsWithIt() {
        var d = Self.delivery(at: .beganHeld)
        #expect(d.phaseArrived(.ended, heldByRecognizers: false) == .nothing)
        #expect(d.stage == .beganHeld)
    }

    @Test func aSystemCancelGoesToAViewThatBegan() {
        var d = Self.delivery(at: .began)
        #expect(d.phaseArrived(.cancelled, heldByRecognizers: false) == .deliver(.cancelled))
        #expect(d.stage == .finished)
    }

    @Test func aSystemCancelOfAHeldTouchDropsIt() {
        var d = Self.delivery(at: .beganHeld)
        #expect(d.phaseArrived(.cancelled, heldByRecognizers: false) == .drop)
        #expect(d.stage == .finished)
        #expect(!d.isHeld)
        var fresh = _TouchDelivery(reachesView: true)
        #expect(fresh.phaseArrived(.cancelled, heldByRecognizers: false) == .drop)
        #expect(fresh.stage == .finished)
    }

    @Test func aFinishedTouchGetsNothingMore() {
        for phase: UITouch.Phase in [.began, .moved, .stationary, .ended, .cancelled] {
            var d = Self.delivery(at: .finished)
            #expect(d.phaseArrived(phase, heldByRecognizers: false) == .nothing)
            #expect(d.stage == .finished)
        }
    }

    @Test func aTouchThatBeganAndLiftedInOneEventNeverReachesItsView() {
        var d = _TouchDelivery(reachesView: true)
        #expect(d.phaseArrived(.ended, heldByRecognizers: false) == .nothing)
        #expect(d.phaseArrived(.moved, heldByRecognizers: false) == .nothing)
        #expect(d.stage == .untold)
    }

    @Test func aTouchThatDoesNotReachItsViewGetsNothingInAnyPhase() {
        var d = _TouchDelivery(reachesView: false)
        for phase: UITouch.Phase in [.began, .moved, .stationary, .ended, .cancelled] {
            #expect(d.phaseArrived(phase, heldByRecognizers: false) == .nothing)
        }
        #expect(d.stage == .untold)
    }

    @Test func recognizersAreAskedOnlyForThePhasesTheyCanHoldBack() {
        var asked: [UITouch.Phase] = []
        func ask(_ phase: UITouch.Phase) -> Bool { asked.append(phase); return false }
        var d = _TouchDelivery(reachesView: true)
        _ = d.phaseArrived(.began, heldByRecognizers: ask(.began))
        _ = d.phaseArrived(.moved, heldByRecognizers: ask(.moved))
        _ = d.phaseArrived(.stationary, heldByRecognizers: ask(.stationary))
        _ = d.phaseArrived(.ended, heldByRecognizers: ask(.ended))
        #expect(asked == [.began, .ended])
        var unreached = _TouchDelivery(reachesView: false)
        _ = unreached.phaseArrived(.began, heldByRecognizers: ask(.began))
        #expect(asked == [.began, .ended])
    }

    // MARK: - Recognizers let go

    @Test func aHeldTouchStaysHeldWhileARecognizerStillDelaysTouchesBegan() {
        var d = Self.delivery(at: .beganHeld)
        #expect(d.recognizersReleased(touchPhase: .moved, stillHoldingBegan: true, stillHoldingEnded: false) == .nothing)
        #expect(d.stage == .beganHeld)
        #expect(d.isHeld)
    }

    @Test func aReleasedTouchStillDownGetsItsBeganLate() {
        for phase: UITouch.Phase in [.began, .moved, .stationary] {
            var d = Self.delivery(at: .beganHeld)
            #expect(d.recognizersReleased(touchPhase: phase, stillHoldingBegan: false, stillHoldingEnded: true)
                == .deliverBegan(then: nil))
            #expect(d.stage == .began)
            #expect(!d.isHeld)
        }
    }

    @Test func aReleasedTouchThatLiftedGetsBeganThenEnded() {
        var d = Self.delivery(at: .beganHeld)
        #expect(d.recognizersReleased(touchPhase: .ended, stillHoldingBegan: false, stillHoldingEnded: false)
            == .deliverBegan(then: .ended))
        #expect(d.stage == .finished)
        #expect(!d.isHeld)
    }

    @Test func aReleasedTouchThatLiftedWhileTheEndIsStillDelayedGetsOnlyBegan() {
        var d = Self.delivery(at: .beganHeld)
        #expect(d.recognizersReleased(touchPhase: .ended, stillHoldingBegan: false, stillHoldingEnded: true)
            == .deliverBegan(then: nil))
        #expect(d.stage == .endedHeld)
        #expect(d.isHeld)
    }

    @Test func aReleasedTouchThatWasCancelledGetsBeganThenCancelled() {
        var d = Self.delivery(at: .beganHeld)
        #expect(d.recognizersReleased(touchPhase: .cancelled, stillHoldingBegan: false, stillHoldingEnded: true)
            == .deliverBegan(then: .cancelled))
        #expect(d.stage == .finished)
    }

    @Test func aHeldLiftStaysHeldWhileARecognizerStillDelaysTouchesEnded() {
        var d = Self.delivery(at: .endedHeld)
        #expect(d.recognizersReleased(touchPhase: .ended, stillHoldingBegan: false, stillHoldingEnded: true) == .nothing)
        #expect(d.stage == .endedHeld)
    }

    @Test func aReleasedLiftGoesToTheView() {
        var d = Self.delivery(at: .endedHeld)
        #expect(d.recognizersReleased(touchPhase: .ended, stillHoldingBegan: true, stillHoldingEnded: false) == .deliver(.ended))
        #expect(d.stage == .finished)
        #expect(!d.isHeld)
    }

    @Test func aHeldLiftOfACancelledTouchBecomesACancel() {
        var d = Self.delivery(at: .endedHeld)
        #expect(d.recognizersReleased(touchPhase: .cancelled, stillHoldingBegan: false, stillHoldingEnded: true)
            == .deliver(.cancelled))
        #expect(d.stage == .finished)
    }

    @Test func aTouchNothingHoldsIsUnchangedByARelease() {
        for stage: Stage in [.untold, .began, .finished] {
            var d = Self.delivery(at: stage)
            #expect(d.recognizersReleased(touchPhase: .ended, stillHoldingBegan: false, stillHoldingEnded: false) == .nothing)
            #expect(d.stage == stage)
        }
    }

    @Test func recognizersAreAskedAboutTheEndOnlyWhenTheTouchIsOver() {
        var asked = 0
        func ask() -> Bool { asked += 1; return false }
        var down = Self.delivery(at: .beganHeld)
        _ = down.recognizersReleased(touchPhase: .moved, stillHoldingBegan: false, stillHoldingEnded: ask())
        #expect(asked == 0)
        var held = Self.delivery(at: .beganHeld)
        _ = held.recognizersReleased(touchPhase: .ended, stillHoldingBegan: true, stillHoldingEnded: ask())
        #expect(asked == 0)
        _ = held.recognizersReleased(touchPhase: .ended, stillHoldingBegan: false, stillHoldingEnded: ask())
        #expect(asked == 1)
    }

    // MARK: - A recognizer takes the touch

    @Test func aRecognizerTakingATouchCancelsItInAViewThatBegan() {
        for stage: Stage in [.began, .endedHeld] {
            var d = Self.delivery(at: stage)
            #expect(d.recognizerCancelled() == .cancel)
            #expect(d.stage == .finished)
            #expect(!d.isHeld)
        }
    }

    @Test func aRecognizerTakingATouchTheViewNeverGotDropsIt() {
        for stage: Stage in [.untold, .beganHeld] {
            var d = Self.delivery(at: stage)
            #expect(d.recognizerCancelled() == .drop)
            #expect(d.stage == .finished)
            #expect(!d.isHeld)
        }
    }

    @Test func aRecognizerTakingAFinishedTouchDoesNothing() {
        var d = Self.delivery(at: .finished)
        #expect(d.recognizerCancelled() == .nothing)
        #expect(d.stage == .finished)
    }

    // MARK: - The view refuses the touch

    @Test func aViewRefusingATouchBeforeItBeganNeverHearsOfIt() {
        for stage: Stage in [.untold, .beganHeld] {
            var d = Self.delivery(at: stage)
            #expect(d.viewRefused() == .drop)
            #expect(d.stage == .finished)
            #expect(!d.isHeld)
        }
    }

    @Test func aViewCannotRefuseATouchItAlreadyHas() {
        for stage: Stage in [.began, .endedHeld, .finished] {
            var d = Self.delivery(at: stage)
            #expect(d.viewRefused() == .nothing)
            #expect(d.stage == stage)
        }
    }

    // MARK: - Through UITestHost

    /// A recognizer that decides only when the test sets its state; it remembers its touches and
    /// (with `staysPossibleWhenCancelled`) ignores a system cancel.
    final class Gate: UIGestureRecognizer {
        var touches: [UITouch] = []
        var staysPossibleWhenCancelled = false
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            self.touches.append(contentsOf: touches)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            if !staysPossibleWhenCancelled { super.touchesCancelled(touches, with: event) }
        }
    }

    func scene(delaysBegan: Bool = false, delaysEnded: Bool = false, cancels: Bool = true)
        -> (UITestHost, TouchRecordingView, Gate) {
        let (host, view) = gestureScene()
        let gate = Gate()
        gate.delaysTouchesBegan = delaysBegan
        gate.delaysTouchesEnded = delaysEnded
        gate.cancelsTouchesInView = cancels
        view.addGestureRecognizer(gate)
        return (host, view, gate)
    }

    @Test func aTouchNoRecognizerHoldsWalksFromUntoldThroughBeganToFinished() throws {
        let (host, view) = gestureScene()
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        let touch = try #require(view.calls.first?.touches.first)
        #expect(touch._delivery.stage == .began)
        host.move(finger, to: CGPoint(x: 60, y: 50))
        #expect(touch._delivery.stage == .began)
        host.lift(finger)
        #expect(touch._delivery.stage == .finished)
        #expect(view.methods == ["began", "moved", "ended"])
        #expect(!host.application._gestureEnvironment.hasPendingWork)
    }

    @Test func aTouchDownHeldByARecognizerReachesTheViewWhenItFails() throws {
        let (host, view, gate) = scene(delaysBegan: true)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        let touch = try #require(gate.touches.first)
        #expect(touch._delivery.stage == .beganHeld)
        #expect(host.application._gestureEnvironment.isHolding(touch))
        host.move(finger, to: CGPoint(x: 60, y: 50))
        #expect(view.methods.isEmpty)
        gate.state = .failed
        #expect(view.methods == ["began"])
        #expect(touch._delivery.stage == .began)
        #expect(!host.application._gestureEnvironment.isHolding(touch))
        host.lift(finger)
        #expect(view.methods == ["began", "ended"])
        #expect(touch._delivery.stage == .finished)
    }

    @Test func aHeldTouchThatLiftedGetsBeganAndEndedTogetherAndRetiresWhenReleased() throws {
        let (host, view, gate) = scene(delaysBegan: true)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        let touch = try #require(gate.touches.first)
        host.lift(finger)
        #expect(view.methods.isEmpty)
        #expect(touch._delivery.stage == .beganHeld)
        #expect(touch.view === view)   // held: not retired yet
        gate.state = .failed
        #expect(view.methods == ["began", "ended"])
        #expect(touch._delivery.stage == .finished)
        #expect(touch.view == nil)     // released after its sequence: retired
        #expect(!host.application._gestureEnvironment.hasPendingWork)
    }

    @Test func aLiftHeldByARecognizerReachesTheViewWhenItFails() throws {
        let (host, view, gate) = scene(delaysEnded: true)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        let touch = try #require(gate.touches.first)
        host.lift(finger)
        #expect(view.methods == ["began"])
        #expect(touch._delivery.stage == .endedHeld)
        #expect(host.application._gestureEnvironment.isHolding(touch))
        gate.state = .failed
        #expect(view.methods == ["began", "ended"])
        #expect(touch._delivery.stage == .finished)
        #expect(touch.view == nil)
    }

    @Test func aHeldLiftBecomesACancelWhenTheRecognizerRecognizes() throws {
        let (host, view, gate) = scene(delaysEnded: true)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        let touch = try #require(gate.touches.first)
        host.lift(finger)
        gate.state = .ended
        #expect(view.methods == ["began", "cancelled"])
        #expect(touch._delivery.stage == .finished)
        #expect(!host.application._gestureEnvironment.hasPendingWork)
    }

    @Test func aRecognizerThatBeginsTakesTheTouchFromAViewThatBegan() throws {
        let (host, view, gate) = scene()
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        let touch = try #require(gate.touches.first)
        gate.state = .began
        #expect(view.methods == ["began", "cancelled"])
        #expect(touch._delivery.stage == .finished)
        host.move(finger, to: CGPoint(x: 60, y: 50))
        host.lift(finger)
        #expect(view.methods == ["began", "cancelled"])
    }

    @Test func aRecognizerWithoutCancelsTouchesInViewLeavesTheTouchToTheView() throws {
        let (host, view, gate) = scene(cancels: false)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        let touch = try #require(gate.touches.first)
        gate.state = .began
        #expect(touch._delivery.stage == .began)
        host.lift(finger)
        #expect(view.methods == ["began", "ended"])
    }

    @Test func aRecognizerThatRecognizesWhileTheTouchDownIsHeldKeepsItFromTheView() throws {
        let (host, view, gate) = scene(delaysBegan: true)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        let touch = try #require(gate.touches.first)
        gate.state = .ended
        #expect(touch._delivery.stage == .finished)
        #expect(!host.application._gestureEnvironment.isHolding(touch))
        host.move(finger, to: CGPoint(x: 60, y: 50))
        host.lift(finger)
        #expect(view.methods.isEmpty)
    }

    @Test func aSystemCancelOfATouchDownStillHeldDropsItAndLetsItGo() throws {
        let (host, view, gate) = scene(delaysBegan: true)
        gate.staysPossibleWhenCancelled = true
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        let touch = try #require(gate.touches.first)
        host.cancel([finger])
        #expect(gate.state == .possible)
        #expect(view.methods.isEmpty)
        #expect(touch._delivery.stage == .finished)
        #expect(!host.application._gestureEnvironment.isHolding(touch))
        #expect(touch.view == nil)
        gate.state = .failed
        #expect(view.methods.isEmpty)
    }

    @Test func aSystemCancelOfATouchDownHeldByARecognizerThatFailsOnItGivesBeganThenCancelled() throws {
        let (host, view, gate) = scene(delaysBegan: true)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        let touch = try #require(gate.touches.first)
        host.cancel([finger])   // the gate fails on the cancel, which lets the touch go first
        #expect(view.methods == ["began", "cancelled"])
        #expect(touch._delivery.stage == .finished)
    }

    @Test func aSecondFingerOnAViewWithoutMultipleTouchNeverLeavesUntold() throws {
        let (host, view, gate) = scene()
        let fingers = host.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 80, y: 50)])
        #expect(gate.touches.count == 2)
        let second = try #require(gate.touches.first { !$0._delivery.reachesView })
        #expect(second._delivery.stage == .untold)
        host.lift(fingers)
        #expect(second._delivery.stage == .untold)
        #expect(view.methods == ["began", "ended"])
    }
}
