import Testing
import UIKitTesting
import UIKitTestSupport

/// From input to views (`UIApplication+Events.swift`, `UIWindow+TouchDelivery.swift`): hit-testing
/// once per new touch, binding the touch to its view, grouping per view and phase, multiple and
/// exclusive touch, stationary touches and cancellation (Apple's `UIView.hitTest(_:with:)`,
/// `isMultipleTouchEnabled`, `isExclusiveTouch` and `UITouch` documentation).
@MainActor @Suite struct TouchDeliveryTests {
    /// Counts how often it is hit-tested.
    final class CountingView: UIView {
        var hitTests = 0
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            hitTests += 1
            return super.hitTest(point, with: event)
        }
    }

    /// Sees every event the window dispatches.
    final class RecordingWindow: UIWindow {
        var events: [(phases: [UITouch.Phase], timestamp: TimeInterval)] = []
        var views: [UIView?] = []
        override func sendEvent(_ event: UIEvent) {
            views.append(event.allTouches?.first?.view)
            let phases = (event.allTouches ?? []).map(\.phase).sorted { $0.rawValue < $1.rawValue }
            events.append((phases, event.timestamp))
            super.sendEvent(event)
        }
    }

    // MARK: Hit-testing and binding

    @Test func theHitTestRunsAtTouchDownOnly() {
        let host = UITestHost()
        let view = CountingView(frame: host.window.bounds)
        host.window.addSubview(view)
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        let atDown = view.hitTests
        host.move(finger, to: CGPoint(x: 50, y: 50))
        host.move(finger, to: CGPoint(x: 90, y: 90))
        host.lift(finger)
        #expect(atDown == 1)
        #expect(view.hitTests == 1)
    }

    @Test func theFrontMostViewUnderTheFingerGetsTheTouch() {
        let host = UITestHost()
        let back = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = TouchRecordingView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        host.window.addSubview(back)
        host.window.addSubview(front)
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(front.methods == ["began", "ended"])
        #expect(back.methods.isEmpty)
    }

    @Test func movesAndTheLiftGoToTheViewTheTouchBeganIn() {
        let host = UITestHost()
        let a = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = TouchRecordingView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        host.window.addSubview(a)
        host.window.addSubview(b)
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), duration: 3.0 / 60.0)
        #expect(a.methods == ["began", "moved", "moved", "moved", "ended"])
        #expect(b.methods.isEmpty)
    }

    @Test func aViewMovedAwayKeepsGettingItsTouch() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        view.frame.origin = CGPoint(x: 300, y: 500)
        host.move(finger, to: CGPoint(x: 60, y: 50))
        host.lift(finger)
        #expect(view.methods == ["began", "moved", "ended"])
    }

    @Test func aHiddenViewIsPassedOverForTheViewBehind() {
        let host = UITestHost()
        let back = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        front.isHidden = true
        host.window.addSubview(back)
        host.window.addSubview(front)
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(back.methods == ["began", "ended"])
        #expect(front.methods.isEmpty)
    }

    @Test func aTouchOutsideEveryViewReachesNoView() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        let finger = host.touchDown(at: CGPoint(x: -50, y: -50))
        host.move(finger, to: CGPoint(x: 10, y: 10))   // into the view: still bound to none
        host.lift(finger)
        #expect(view.methods.isEmpty)
    }

    @Test func aTouchOutsideEveryViewHasNoViewButStillGoesThroughTheKeyWindow() {
        let host = UITestHost()
        let window = RecordingWindow(frame: host.window.bounds)
        window.makeKeyAndVisible()
        let finger = host.touchDown(at: CGPoint(x: 1000, y: 1000))
        host.lift(finger)
        #expect(window.events.map(\.phases) == [[.began], [.ended]])
        #expect(window.views == [nil, nil])
    }

    // MARK: Grouping per view and phase

    @Test func twoFingersInTwoViewsGiveEachViewItsOwnTouch() {
        let host = UITestHost()
        let a = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = TouchRecordingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        host.window.addSubview(a)
        host.window.addSubview(b)
        let fingers = host.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 50)])
        // Read while the touches are down: UIKit lets go of a touch's view when it ends.
        #expect(a.calls[0].touches.first?.view === a)
        #expect(b.calls[0].touches.first?.view === b)
        host.lift(fingers)
        #expect(a.calls.map(\.count) == [1, 1])
        #expect(b.calls.map(\.count) == [1, 1])
        #expect(a.calls[0].touches != b.calls[0].touches)
    }

    // MARK: Multiple touch

    @Test func multipleTouchIsOffByDefault() {
        #expect(UIView().isMultipleTouchEnabled == false)
        #expect(UIView().isExclusiveTouch == false)
    }

    @Test func aViewWithoutMultipleTouchGetsOnlyTheFirstOfTwoFingersDownTogether() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        let fingers = host.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
        host.move(fingers, to: [CGPoint(x: 20, y: 20), CGPoint(x: 110, y: 110)])
        host.lift(fingers)
        #expect(view.methods == ["began", "moved", "ended"])
        #expect(view.calls.map(\.count) == [1, 1, 1])
        #expect(view.calls[0].touches.first?.location(in: nil) == CGPoint(x: 20, y: 20))
    }

    @Test func aViewWithoutMultipleTouchIgnoresASecondFingerAddedLater() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        let first = host.touchDown(at: CGPoint(x: 10, y: 10))
        let second = host.touchDown(at: CGPoint(x: 100, y: 100))
        host.move(second, to: CGPoint(x: 120, y: 120))
        host.lift(second)
        #expect(view.methods == ["began"])
        host.lift(first)
        #expect(view.methods == ["began", "ended"])
    }

    @Test func aViewWithMultipleTouchGetsBothFingersInOneSet() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        view.isMultipleTouchEnabled = true
        host.window.addSubview(view)
        let fingers = host.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
        host.move(fingers, to: [CGPoint(x: 20, y: 20), CGPoint(x: 110, y: 110)])
        host.lift(fingers)
        #expect(view.methods == ["began", "moved", "ended"])
        #expect(view.calls.map(\.count) == [2, 2, 2])
    }

    @Test func aViewWithMultipleTouchGetsASecondFingerAddedLater() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        view.isMultipleTouchEnabled = true
        host.window.addSubview(view)
        let first = host.touchDown(at: CGPoint(x: 10, y: 10))
        let second = host.touchDown(at: CGPoint(x: 100, y: 100))
        host.lift([first, second])
        #expect(view.methods == ["began", "began", "ended"])
        #expect(view.calls.map(\.count) == [1, 1, 2])
    }

    // MARK: Stationary touches

    @Test func aStationaryTouchIsNotDelivered() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        view.isMultipleTouchEnabled = true
        host.window.addSubview(view)
        let fingers = host.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
        host.move(fingers[1], to: CGPoint(x: 130, y: 100))
        #expect(view.methods == ["began", "moved"])
        #expect(view.calls[1].count == 1)
        #expect(view.calls[1].touches.first?.location(in: nil) == CGPoint(x: 130, y: 100))
        host.lift(fingers)
    }

    @Test func aViewWhoseOnlyTouchIsStationaryGetsNoCall() {
        let host = UITestHost()
        let a = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = TouchRecordingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        host.window.addSubview(a)
        host.window.addSubview(b)
        let fingers = host.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 50)])
        host.move(fingers[0], to: CGPoint(x: 60, y: 50))
        #expect(a.methods == ["began", "moved"])
        #expect(b.methods == ["began"])
        host.lift(fingers)
    }

    // MARK: Exclusive touch

    @Test func whileAnExclusiveViewTracksATouchOtherViewsGetNone() {
        let host = UITestHost()
        let exclusive = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = TouchRecordingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        host.window.addSubview(exclusive)
        host.window.addSubview(other)
        let first = host.touchDown(at: CGPoint(x: 50, y: 50))
        let second = host.touchDown(at: CGPoint(x: 250, y: 50))
        host.move(second, to: CGPoint(x: 260, y: 50))
        host.lift(second)
        host.lift(first)
        #expect(exclusive.methods == ["began", "ended"])
        #expect(other.methods.isEmpty)
    }

    @Test func anExclusiveViewGetsNoTouchWhileAnotherViewTracksOne() {
        let host = UITestHost()
        let exclusive = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = TouchRecordingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        host.window.addSubview(exclusive)
        host.window.addSubview(other)
        let first = host.touchDown(at: CGPoint(x: 250, y: 50))
        let second = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.lift(second)
        host.lift(first)
        #expect(other.methods == ["began", "ended"])
        #expect(exclusive.methods.isEmpty)
    }

    @Test func afterTheExclusiveTouchEndsOtherViewsGetTouchesAgain() {
        let host = UITestHost()
        let exclusive = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = TouchRecordingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        host.window.addSubview(exclusive)
        host.window.addSubview(other)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.tap(at: CGPoint(x: 250, y: 50))
        #expect(exclusive.methods == ["began", "ended"])
        #expect(other.methods == ["began", "ended"])
    }

    @Test func anExclusiveViewWithMultipleTouchGetsItsOwnSecondFinger() {
        let host = UITestHost()
        let exclusive = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        exclusive.isExclusiveTouch = true
        exclusive.isMultipleTouchEnabled = true
        host.window.addSubview(exclusive)
        let first = host.touchDown(at: CGPoint(x: 50, y: 50))
        let second = host.touchDown(at: CGPoint(x: 150, y: 150))
        host.lift([first, second])
        #expect(exclusive.methods == ["began", "began", "ended"])
        #expect(exclusive.calls.last?.count == 2)
    }

    @Test func aSubviewOfAnExclusiveViewIsAnotherViewToo() {
        let host = UITestHost()
        let exclusive = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        exclusive.isExclusiveTouch = true
        let child = TouchRecordingView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        exclusive.addSubview(child)
        host.window.addSubview(exclusive)
        let first = host.touchDown(at: CGPoint(x: 50, y: 50))
        let second = host.touchDown(at: CGPoint(x: 250, y: 250))
        host.lift([first, second])
        #expect(exclusive.methods == ["began", "ended"])
        #expect(child.methods.isEmpty)
    }

    @Test func twoViewsWithoutExclusiveTouchBothTrackTouches() {
        let host = UITestHost()
        let a = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = TouchRecordingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        host.window.addSubview(a)
        host.window.addSubview(b)
        let first = host.touchDown(at: CGPoint(x: 50, y: 50))
        let second = host.touchDown(at: CGPoint(x: 250, y: 50))
        host.lift([first, second])
        #expect(a.methods == ["began", "ended"])
        #expect(b.methods == ["began", "ended"])
    }

    // MARK: Cancellation

    @Test func cancellingAFingerCallsTouchesCancelledNotEnded() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        host.move(finger, to: CGPoint(x: 20, y: 10))
        host.cancel([finger])
        #expect(view.methods == ["began", "moved", "cancelled"])
        #expect(view.calls[2].touches.first?.phase == .cancelled)
    }

    @Test func cancellingTwoFingersCancelsBothInOneCall() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        view.isMultipleTouchEnabled = true
        host.window.addSubview(view)
        let fingers = host.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
        host.cancel(fingers)
        #expect(view.methods == ["began", "cancelled"])
        #expect(view.calls[1].count == 2)
    }

    @Test func aCancelledTouchIsForgottenSoTheNextFingerStartsFresh() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        host.cancel([finger])
        // Without multiple touch the view gets only a first touch: this must count as first again.
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(view.methods == ["began", "cancelled", "began", "ended"])
    }

    // MARK: Windows

    @Test func theWindowSendEventSeesEveryEventOfItsTouches() {
        let host = UITestHost()
        let window = RecordingWindow(frame: host.window.bounds)
        window.makeKeyAndVisible()
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        host.advance(by: 0.1)
        host.move(finger, to: CGPoint(x: 20, y: 20))
        host.lift(finger)
        #expect(window.events.map(\.phases) == [[.began], [.moved], [.ended]])
        #expect(abs(window.events[1].timestamp - 0.1) < 1e-9)
    }

    @Test func aWindowThatDoesNotCallSuperDeliversNothing() {
        final class SilentWindow: UIWindow {
            override func sendEvent(_ event: UIEvent) {}
        }
        let host = UITestHost()
        let window = SilentWindow(frame: host.window.bounds)
        window.makeKeyAndVisible()
        let view = TouchRecordingView(frame: window.bounds)
        window.addSubview(view)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(view.methods.isEmpty)
    }

    @Test func fingersInTwoWindowsReachEachWindowOnceWithItsOwnTouch() {
        let host = UITestHost()
        let small = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        small.windowLevel = .alert
        small.isHidden = false
        let front = TouchRecordingView(frame: small.bounds)
        small.addSubview(front)
        let back = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(back)
        let fingers = host.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 200, y: 300)])
        #expect(small.events.count == 1)
        #expect(front.calls.map(\.count) == [1])
        #expect(back.calls.map(\.count) == [1])
        #expect(front.calls.first?.touches.first?.window === small)
        #expect(back.calls.first?.touches.first?.window === host.window)
        host.lift(fingers)
        #expect(small.events.count == 2)
    }

    @Test func aHigherLevelWindowGetsTheTouchOverANormalOneMadeLater() {
        let host = UITestHost()
        let alert = RecordingWindow(frame: host.window.bounds)
        alert.windowLevel = .alert
        alert.isHidden = false
        let later = RecordingWindow(frame: host.window.bounds)
        later.isHidden = false
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(alert.events.count == 2)
        #expect(later.events.isEmpty)
    }

    @Test func amongWindowsOfOneLevelTheLastMadeGetsTheTouch() {
        let host = UITestHost()
        let first = RecordingWindow(frame: host.window.bounds)
        first.isHidden = false
        let second = RecordingWindow(frame: host.window.bounds)
        second.isHidden = false
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(second.events.count == 2)
        #expect(first.events.isEmpty)
    }

    @Test func aLowerLevelWindowMadeLaterGetsNoTouch() {
        let host = UITestHost()
        let below = RecordingWindow(frame: host.window.bounds)
        below.windowLevel = UIWindow.Level(-1)
        below.isHidden = false
        let view = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(below.events.isEmpty)
        #expect(view.methods == ["began", "ended"])
    }

    @Test func aHiddenWindowGetsNoTouch() {
        let host = UITestHost()
        let hidden = RecordingWindow(frame: host.window.bounds)
        hidden.windowLevel = .alert
        let view = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(hidden.events.isEmpty)
        #expect(view.methods == ["began", "ended"])
    }

    @Test func aTouchOutsideASmallFrontWindowGoesToTheWindowBehind() {
        let host = UITestHost()
        let small = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        small.windowLevel = .alert
        small.isHidden = false
        let view = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        host.tap(at: CGPoint(x: 200, y: 200))
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.methods == ["began", "ended"])
        #expect(small.events.count == 2)
    }

    @Test func aTouchInAnOffsetWindowIsInThatWindowsCoordinates() {
        let host = UITestHost()
        let small = RecordingWindow(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        small.windowLevel = .alert
        small.isHidden = false
        let view = TouchRecordingView(frame: small.bounds)
        small.addSubview(view)
        let finger = host.touchDown(at: CGPoint(x: 130, y: 250))
        #expect(view.calls.first?.touches.first?.location(in: nil) == CGPoint(x: 30, y: 50))
        #expect(view.calls.first?.touches.first?.window === small)
        host.lift(finger)
    }
}
