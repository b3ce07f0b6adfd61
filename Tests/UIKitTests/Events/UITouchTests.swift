import Testing
import UIKitTesting
import UIKitTestSupport

/// `UITouch` as a view sees it: one object per finger for its whole life, its phase, locations,
/// timestamps and tap count (Apple's `UITouch` documentation).
@MainActor @Suite struct UITouchTests {
    /// Collects each delivered touch's `location(in:)` and `previousLocation(in:)` a view, read
    /// during the recorder's calls (touches change afterwards).
    @MainActor final class Probe {
        var locations: [CGPoint] = []
        var previous: [CGPoint] = []
        init(_ recorder: TouchRecordingView, in view: UIView) {
            recorder.onCall = { [unowned self, unowned view] call in
                for record in call.records {
                    locations.append(record.touch.location(in: view))
                    previous.append(record.touch.previousLocation(in: view))
                }
            }
        }
    }

    /// A host whose window holds one recorder covering the whole screen.
    private func hostWithRecorder() -> (UITestHost, TouchRecordingView) {
        let host = UITestHost()
        let recorder = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(recorder)
        return (host, recorder)
    }

    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    // MARK: Identity and phase

    @Test func oneTouchObjectServesTheFingerFromBeganToEnded() {
        let (host, recorder) = hostWithRecorder()
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        host.move(finger, to: CGPoint(x: 20, y: 10))
        host.move(finger, to: CGPoint(x: 30, y: 10))
        host.lift(finger)
        #expect(recorder.records.count == 4)
        let first = recorder.records[0].touch
        #expect(recorder.records.allSatisfy { $0.touch === first })
    }

    @Test func phaseIsBeganMovedThenEndedAtEachCall() {
        let (host, recorder) = hostWithRecorder()
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        host.move(finger, to: CGPoint(x: 20, y: 10))
        host.lift(finger)
        #expect(recorder.records.map(\.method) == [.began, .moved, .ended])
        #expect(recorder.records.map(\.phase) == [.began, .moved, .ended])
    }

    @Test func aCancelledTouchIsInPhaseCancelled() {
        let (host, recorder) = hostWithRecorder()
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        host.cancel([finger])
        #expect(recorder.records.map(\.phase) == [.began, .cancelled])
    }

    @Test func twoFingersDownTogetherAreTwoDistinctTouches() {
        let (host, recorder) = hostWithRecorder()
        recorder.isMultipleTouchEnabled = true
        _ = host.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
        #expect(recorder.records.count == 2)
        #expect(recorder.records[0].touch !== recorder.records[1].touch)
    }

    @Test func aNewFingerAfterALiftGetsANewTouchObject() {
        let (host, recorder) = hostWithRecorder()
        let f1 = host.touchDown(at: CGPoint(x: 10, y: 10))
        host.lift(f1)
        let f2 = host.touchDown(at: CGPoint(x: 10, y: 10))
        host.lift(f2)
        #expect(recorder.records.count == 4)
        #expect(recorder.records[0].touch !== recorder.records[2].touch)
    }

    // MARK: View and window

    @Test func viewIsTheHitTestViewAndWindowTheHostWindow() {
        let host = UITestHost()
        let outer = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let inner = TouchRecordingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        outer.addSubview(inner)
        host.window.addSubview(outer)
        let finger = host.touchDown(at: CGPoint(x: 70, y: 70))
        let touch = inner.records.first?.touch
        #expect(touch?.view === inner)
        #expect(touch?.window === host.window)
        host.lift(finger)
    }

    @Test func theTouchKeepsItsViewAfterTheFingerLeavesIt() {
        let host = UITestHost()
        let small = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        host.window.addSubview(small)
        let finger = host.touchDown(at: CGPoint(x: 20, y: 20))
        host.move(finger, to: CGPoint(x: 300, y: 500))
        #expect(small.records.last?.touch.view === small)
        #expect(small.records.last?.method == .moved)
        host.lift(finger)
        #expect(small.records.last?.method == .ended)
    }

    @Test func syntheticTouchesAreDirect() {
        let (host, recorder) = hostWithRecorder()
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(recorder.records.first?.touch.type == .direct)
        host.lift(finger)
    }

    // MARK: Locations

    @Test func locationInNilIsInWindowCoordinates() {
        let (host, recorder) = hostWithRecorder()
        let finger = host.touchDown(at: CGPoint(x: 123, y: 456))
        #expect(recorder.records[0].location == CGPoint(x: 123, y: 456))
        host.lift(finger)
    }

    @Test func locationInTheWindowItselfEqualsLocationInNil() {
        let (host, recorder) = hostWithRecorder()
        let probe = Probe(recorder, in: host.window)
        let finger = host.touchDown(at: CGPoint(x: 123, y: 456))
        #expect(probe.locations == [CGPoint(x: 123, y: 456)])
        host.lift(finger)
    }

    @Test func locationInAnOffsetViewSubtractsItsOrigin() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        let probe = Probe(view, in: view)
        host.window.addSubview(view)
        let finger = host.touchDown(at: CGPoint(x: 130, y: 250))
        #expect(probe.locations == [CGPoint(x: 30, y: 50)])
        host.lift(finger)
    }

    @Test func locationFollowsTheBoundsOriginOfTheView() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        view.bounds.origin = CGPoint(x: 0, y: 40)   // scrolled down by 40
        let probe = Probe(view, in: view)
        host.window.addSubview(view)
        let finger = host.touchDown(at: CGPoint(x: 130, y: 250))
        #expect(probe.locations == [CGPoint(x: 30, y: 90)])
        host.lift(finger)
    }

    @Test func locationInAScaledViewIsDividedByTheScale() {
        let host = UITestHost()
        // 100×100 bounds, scaled ×2 about its centre (150, 150): frame (50, 50, 200, 200).
        let view = TouchRecordingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let probe = Probe(view, in: view)
        host.window.addSubview(view)
        let finger = host.touchDown(at: CGPoint(x: 70, y: 90))
        // Window point − centre = (−80, −60); ÷2 = (−40, −30); + bounds centre (50, 50) = (10, 20).
        #expect(probe.locations.count == 1)
        #expect(close(probe.locations[0], CGPoint(x: 10, y: 20)))
        host.lift(finger)
    }

    @Test func locationInARotatedViewTurnsTheOffsetBack() {
        let host = UITestHost()
        // Centre (150, 150), bounds 100×100, rotated +90° (clockwise on screen).
        let view = TouchRecordingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let probe = Probe(view, in: view)
        host.window.addSubview(view)
        // Local (80, 50) is 30 pt right of the bounds centre; rotated +90° that is 30 pt below the
        // centre on screen: (150, 180).
        let finger = host.touchDown(at: CGPoint(x: 150, y: 180))
        #expect(probe.locations.count == 1)
        #expect(close(probe.locations[0], CGPoint(x: 80, y: 50)))
        host.lift(finger)
    }

    @Test func locationInAnotherViewThanTheTouchedOneConvertsToIt() {
        let host = UITestHost()
        let touched = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = UIView(frame: CGRect(x: 200, y: 300, width: 50, height: 50))
        let probe = Probe(touched, in: other)
        host.window.addSubview(touched)
        host.window.addSubview(other)
        let finger = host.touchDown(at: CGPoint(x: 10, y: 20))
        #expect(probe.locations == [CGPoint(x: -190, y: -280)])
        host.lift(finger)
    }

    @Test func locationInAViewOfAnotherWindowGoesThroughTheScreen() {
        let host = UITestHost()
        let touched = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(touched)
        let other = UIWindow(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        let inOther = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        other.addSubview(inOther)
        let probe = Probe(touched, in: inOther)
        let finger = host.touchDown(at: CGPoint(x: 130, y: 250))
        // Screen (130, 250) − window origin (100, 200) − view origin (10, 10) = (20, 40).
        #expect(probe.locations == [CGPoint(x: 20, y: 40)])
        host.lift(finger)
    }

    @Test func previousLocationAtBeganIsTheLocation() {
        let (host, recorder) = hostWithRecorder()
        let finger = host.touchDown(at: CGPoint(x: 40, y: 60))
        #expect(recorder.records[0].previousLocation == CGPoint(x: 40, y: 60))
        host.lift(finger)
    }

    @Test func previousLocationIsWhereTheTouchWasAtItsPreviousEvent() {
        let (host, recorder) = hostWithRecorder()
        let finger = host.touchDown(at: CGPoint(x: 40, y: 60))
        host.move(finger, to: CGPoint(x: 50, y: 70))
        host.move(finger, to: CGPoint(x: 65, y: 90))
        #expect(recorder.records[1].previousLocation == CGPoint(x: 40, y: 60))
        #expect(recorder.records[1].location == CGPoint(x: 50, y: 70))
        #expect(recorder.records[2].previousLocation == CGPoint(x: 50, y: 70))
        #expect(recorder.records[2].location == CGPoint(x: 65, y: 90))
        host.lift(finger)
    }

    @Test func previousLocationAtLiftIsTheLastMovedLocation() {
        let (host, recorder) = hostWithRecorder()
        let finger = host.touchDown(at: CGPoint(x: 40, y: 60))
        host.move(finger, to: CGPoint(x: 50, y: 70))
        host.lift(finger)
        #expect(recorder.records[2].location == CGPoint(x: 50, y: 70))
        #expect(recorder.records[2].previousLocation == CGPoint(x: 50, y: 70))
    }

    @Test func previousLocationConvertsToTheGivenView() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)   // centre (200, 200)
        let probe = Probe(view, in: view)
        host.window.addSubview(view)
        let finger = host.touchDown(at: CGPoint(x: 200, y: 200))
        host.move(finger, to: CGPoint(x: 240, y: 180))
        // Previous: the centre → bounds centre (100, 100). Now: (+40, −20) ÷ 2 → (120, 90).
        #expect(close(probe.previous[1], CGPoint(x: 100, y: 100)))
        #expect(close(probe.locations[1], CGPoint(x: 120, y: 90)))
        host.lift(finger)
    }

    // MARK: Timestamps

    @Test func timestampIsTheHostTimeOfEachEvent() {
        let (host, recorder) = hostWithRecorder()
        host.advance(by: 0.5)
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        let t0 = host.now
        host.advance(by: 0.1)
        host.move(finger, to: CGPoint(x: 20, y: 20))
        let t1 = host.now
        host.advance(by: 0.2)
        host.lift(finger)
        let t2 = host.now
        #expect(recorder.records.map(\.timestamp) == [t0, t1, t2])
        #expect(abs(t0 - 0.5) < 1e-9)
        #expect(abs(t2 - 0.8) < 1e-9)
    }

    // MARK: Tap count

    @Test func quickTapsAtTheSameSpotCountUp() {
        let (host, recorder) = hostWithRecorder()
        host.tap(at: CGPoint(x: 100, y: 100), count: 3)
        let began = recorder.records.filter { $0.method == .began }
        #expect(began.map(\.tapCount) == [1, 2, 3])
    }

    @Test func tapCountHoldsAtLiftForTheSameTouch() {
        let (host, recorder) = hostWithRecorder()
        host.tap(at: CGPoint(x: 100, y: 100), count: 2)
        #expect(recorder.records.map(\.tapCount) == [1, 1, 2, 2])
    }

    @Test func aTapJustInsideTheIntervalStillCounts() {
        let (host, recorder) = hostWithRecorder()
        host.tap(at: CGPoint(x: 100, y: 100))            // lifts at 0.05, then one frame
        let sinceLift = 1.0 / 60.0
        host.advance(by: 0.34 - sinceLift)                 // 0.34 s after the lift
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(recorder.records.filter { $0.method == .began }.map(\.tapCount) == [1, 2])
    }

    @Test func aTapMoreThanAThirdOfASecondLaterStartsOver() {
        let (host, recorder) = hostWithRecorder()
        host.tap(at: CGPoint(x: 100, y: 100))
        let sinceLift = 1.0 / 60.0
        host.advance(by: 0.36 - sinceLift)                 // 0.36 s after the lift: > 0.35
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(recorder.records.filter { $0.method == .began }.map(\.tapCount) == [1, 1])
    }

    @Test func aQuickTapFarAwayStartsOver() {
        let (host, recorder) = hostWithRecorder()
        let first = host.touchDown(at: CGPoint(x: 100, y: 100))
        host.lift(first)
        host.advance(by: 0.1)
        let second = host.touchDown(at: CGPoint(x: 200, y: 100))   // 100 pt away
        host.lift(second)
        #expect(recorder.records.filter { $0.method == .began }.map(\.tapCount) == [1, 1])
    }

    @Test func aQuickTapALittleAwayStillCounts() {
        let (host, recorder) = hostWithRecorder()
        let first = host.touchDown(at: CGPoint(x: 100, y: 100))
        host.lift(first)
        host.advance(by: 0.1)
        let second = host.touchDown(at: CGPoint(x: 110, y: 110))   // 14 pt away
        host.lift(second)
        #expect(recorder.records.filter { $0.method == .began }.map(\.tapCount) == [1, 2])
    }

    @Test func aCancelledTouchDoesNotCountAsATap() {
        let (host, recorder) = hostWithRecorder()
        let first = host.touchDown(at: CGPoint(x: 100, y: 100))
        host.cancel([first])
        host.advance(by: 0.1)
        let second = host.touchDown(at: CGPoint(x: 100, y: 100))
        host.lift(second)
        #expect(recorder.records.filter { $0.method == .began }.map(\.tapCount) == [1, 1])
    }

    // MARK: - Lifetime

    @Test func aTouchKeptPastItsEndNoLongerHoldsItsViewOrRecognizers() {
        let host = UITestHost()
        let recorder = TouchRecordingView(frame: host.window.bounds)
        recorder.addGestureRecognizer(UIPanGestureRecognizer())
        host.window.addSubview(recorder)
        let finger = host.touchDown(at: CGPoint(x: 100, y: 100))
        let touch = recorder.records[0].touch
        #expect(touch.view === recorder)
        #expect(touch.gestureRecognizers?.count == 1)
        host.lift(finger)
        #expect(recorder.records.last?.method == .ended)
        #expect(touch.view == nil)
        #expect(touch.gestureRecognizers == nil)
    }

    @Test func aTouchHeldBackByADelayingRecognizerKeepsItsViewUntilDelivered() {
        let host = UITestHost()
        let recorder = TouchRecordingView(frame: host.window.bounds)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesEnded = true
        recorder.addGestureRecognizer(doubleTap)
        host.window.addSubview(recorder)
        let finger = host.touchDown(at: CGPoint(x: 100, y: 100))
        let touch = recorder.records[0].touch
        host.lift(finger)
        #expect(recorder.records.map(\.method) == [.began])
        #expect(touch.view === recorder)
        host.settle()
        #expect(recorder.records.map(\.method) == [.began, .ended])
        #expect(touch.view == nil)
    }
}
