import Foundation
import Testing
import UIKitTesting
import UIKitTestSupport

/// `UITestHost`, the public test API: installing itself, the virtual clock and its frames,
/// `settle`, the gesture helpers' event sequences and timings, the finger calls and their misuse.
@MainActor @Suite struct UITestHostTests {
    /// Counts frames through a display link.
    @MainActor final class FrameCounter {
        var times: [CFTimeInterval] = []
        var pauseAfter: Int?
        private(set) var link: CADisplayLink?
        init() {
            let link = CADisplayLink(target: self, selector: FrameCounter.step)
            link.add(to: .main, forMode: .default)
            self.link = link
        }
        func step(_ link: CADisplayLink) {
            times.append(link.timestamp)
            if let pauseAfter, times.count >= pauseAfter { link.isPaused = true }
        }
        func stop() { link?.invalidate() }
    }

    final class LayoutCounter: UIView {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    private let frame = 1.0 / 60.0

    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    /// A host whose window is covered by one recorder.
    private func hostWithRecorder(multipleTouch: Bool = false) -> (UITestHost, TouchRecordingView) {
        let host = UITestHost()
        let recorder = TouchRecordingView(frame: host.window.bounds)
        recorder.isMultipleTouchEnabled = multipleTouch
        host.window.addSubview(recorder)
        return (host, recorder)
    }

    // MARK: Installing

    @Test func thePhoneScreenIs375By667AtScale2WithA20PointStatusBar() {
        let phone = UITestScreen.phone
        #expect(phone.size == CGSize(width: 375, height: 667))
        #expect(phone.scale == 2)
        #expect(phone.statusBarHeight == 20)
        #expect(phone.safeAreaInsets == .zero)
    }

    @Test func aHostInstallsItsApplicationScreenAndClock() {
        let host = UITestHost()
        #expect(UIApplication.shared === host.application)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(host.now == 0)
        #expect(CACurrentMediaTime() == host.now)
    }

    @Test func afterEachFrameIsCalledWithTheHostOnceAfterEveryFrameItRuns() {
        let host = UITestHost()
        var calls: [TimeInterval] = []
        host.afterEachFrame = { host in calls.append(host.now) }
        host.advance(by: 0.05)
        #expect(calls.count == 3, "a frame every 1/60 s over 0.05 s: \(calls)")
        #expect(calls.last == host.now)
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(calls.count > 3, "the gesture helpers' frames are reported too")
        host.afterEachFrame = nil
        let count = calls.count
        host.advance(by: 0.1)
        #expect(calls.count == count)
    }

    @Test func theHostWindowIsKeyVisibleAndFillsTheScreen() {
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 200, height: 100), scale: 1))
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(host.window.isKeyWindow)
        #expect(host.window.isHidden == false)
        #expect(host.application.keyWindow === host.window)
        #expect(host.application.windows.count == 1)
    }

    @Test func aNewHostReplacesTheApplicationAndTheScreen() {
        let first = UITestHost()
        let firstScreen = UIScreen.main
        let second = UITestHost(screen: UITestScreen(size: CGSize(width: 100, height: 100), scale: 1))
        #expect(UIApplication.shared === second.application)
        #expect(second.application !== first.application)
        #expect(UIScreen.main !== firstScreen)
        #expect(second.application.windows.contains { $0 === first.window } == false)
    }

    // MARK: show

    @Test func showMakesTheControllerTheRootOfTheKeyVisibleWindow() {
        let host = UITestHost()
        host.window.isHidden = true
        let vc = UIViewController()
        host.show(vc)
        #expect(host.window.rootViewController === vc)
        #expect(host.window.isHidden == false)
        #expect(host.window.isKeyWindow)
        #expect(vc.view.frame == host.window.bounds)
    }

    @Test func showRunsExactlyOneFrameWithoutMovingTime() {
        let host = UITestHost()
        host.advance(by: 0.5)
        let counter = FrameCounter()
        host.show(UIViewController())
        #expect(counter.times.count == 1)
        #expect(close(counter.times.first ?? -1, 0.5))
        #expect(close(host.now, 0.5))
        counter.stop()
    }

    // MARK: advance and settle

    @Test func advanceRunsAFrameEverySixtiethOfASecond() {
        let host = UITestHost()
        let counter = FrameCounter()
        host.advance(by: 0.1)
        #expect(counter.times.count == 6)
        for (i, t) in counter.times.enumerated() { #expect(close(t, Double(i + 1) * frame)) }
        #expect(close(host.now, 0.1))
        counter.stop()
    }

    @Test func advanceEndsWithAFrameAtTheExactTargetTime() {
        let host = UITestHost()
        let counter = FrameCounter()
        host.advance(by: 0.025)   // one whole frame (1/60 s), then the rest
        #expect(counter.times.count == 2)
        #expect(counter.times.count == 2 && close(counter.times[0], frame) && close(counter.times[1], 0.025))
        #expect(close(host.now, 0.025))
        counter.stop()
    }

    @Test func advanceByOneFrameRunsOneFrame() {
        let host = UITestHost()
        let counter = FrameCounter()
        host.advance(by: frame)
        #expect(counter.times.count == 1)
        counter.stop()
    }

    @Test func advanceByZeroDoesNothing() {
        let host = UITestHost()
        host.advance(by: 0.2)
        let counter = FrameCounter()
        host.advance(by: 0)
        #expect(counter.times.isEmpty)
        #expect(close(host.now, 0.2))
        counter.stop()
    }

    @Test func advancingBackwardsStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UITestHost().advance(by: -1)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("time moves forward only"))
    }

    @Test func settleReturnsZeroWhenIdle() {
        let host = UITestHost()
        host.show(UIViewController())
        #expect(host.settle() == 0)
        #expect(host.now == 0)
    }

    @Test func settleRunsOneFrameForPendingLayout() {
        let host = UITestHost()
        let view = LayoutCounter(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        host.settle()
        let start = host.now
        view.layouts = 0
        view.setNeedsLayout()
        #expect(host.settle() == 1)
        #expect(view.layouts == 1)
        #expect(close(host.now - start, frame))
    }

    @Test func settleRunsUntilTheLastDisplayLinkPauses() {
        let host = UITestHost()
        host.settle()
        let start = host.now
        let counter = FrameCounter()
        counter.pauseAfter = 5
        #expect(host.settle() == 5)
        #expect(counter.times.count == 5)
        #expect(close(host.now - start, 5 * frame))
        counter.stop()
    }

    @Test func settleGivesUpAtTheTimeoutWithATestFailure() {
        let host = UITestHost()
        host.settle()
        let start = host.now
        let counter = FrameCounter()
        var frames = 0
        withKnownIssue("an unpaused display link never lets the host settle") {
            frames = host.settle(timeout: 0.1)
        }
        // 0.1 s is six frames; allow one more for rounding of the accumulated time.
        #expect(frames >= 6 && frames <= 7)
        #expect(host.now - start >= 0.1 - 1e-9 && host.now - start < 0.1 + 2 * frame)
        counter.stop()
    }

    // MARK: tap

    @Test func aTapIsDownThenUpAFiftiethOfASecondLaterThenOneFrame() {
        let (host, recorder) = hostWithRecorder()
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 100, y: 200))
        #expect(recorder.methods == ["began", "ended"])
        #expect(recorder.calls.count == 2 && close(recorder.calls[0].timestamp, 1) && close(recorder.calls[1].timestamp, 1.05))
        #expect(recorder.calls.allSatisfy { $0.locations == [CGPoint(x: 100, y: 200)] })
        #expect(close(host.now, 1.05 + frame))
    }

    @Test func repeatedTapsStartPointFifteenSecondsApartAndCountUp() {
        let (host, recorder) = hostWithRecorder()
        host.tap(at: CGPoint(x: 100, y: 200), count: 3)
        let began = recorder.calls(.began), ended = recorder.calls(.ended)
        #expect(began.count == 3 && ended.count == 3)
        for i in 0..<min(3, began.count, ended.count) {
            #expect(close(began[i].timestamp, 0.15 * Double(i)))
            #expect(close(ended[i].timestamp, 0.15 * Double(i) + 0.05))
        }
        #expect(began.map(\.tapCounts) == [[1], [2], [3]])
        #expect(close(host.now, 0.35 + frame))
    }

    @Test func theTapConstantsAreAFiftiethAndPointFifteenSeconds() {
        #expect(UITestHost.tapDuration == 0.05)
        #expect(UITestHost.multiTapSpacing == 0.15)
    }

    @Test func tappingAViewTapsItsCentreInWindowCoordinates() {
        let host = UITestHost()
        let container = UIView(frame: CGRect(x: 40, y: 60, width: 200, height: 200))
        let target = TouchRecordingView(frame: CGRect(x: 20, y: 30, width: 60, height: 40))
        container.addSubview(target)
        host.window.addSubview(container)
        host.tap(target)
        // Centre of the target: (20 + 30, 30 + 20) in the container = (90, 110) in the window.
        #expect(target.methods == ["began", "ended"])
        #expect(target.calls.first?.locations == [CGPoint(x: 90, y: 110)])
    }

    @Test func tappingATransformedViewTapsItsVisibleCentre() {
        let host = UITestHost()
        // The transform turns about the centre, so the centre stays at (140, 120).
        let target = TouchRecordingView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        target.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        host.window.addSubview(target)
        host.tap(target)
        #expect(target.calls.count == 2)
        #expect(close(target.calls.first?.locations.first ?? .zero, CGPoint(x: 140, y: 120)))
    }

    @Test func tappingAViewOutsideTheHostWindowStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UITestHost().tap(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("is not in the host's window"))
    }

    // MARK: longPress

    @Test func aLongPressHoldsStillForASecondByDefault() {
        let (host, recorder) = hostWithRecorder()
        host.longPress(at: CGPoint(x: 50, y: 60))
        #expect(recorder.methods == ["began", "ended"])
        #expect(recorder.calls.count == 2 && close(recorder.calls[0].timestamp, 0) && close(recorder.calls[1].timestamp, 1))
        #expect(recorder.calls.last?.locations == [CGPoint(x: 50, y: 60)])
        #expect(close(host.now, 1 + frame))
    }

    @Test func aLongPressHoldsForTheGivenDuration() {
        let (host, recorder) = hostWithRecorder()
        host.longPress(at: CGPoint(x: 50, y: 60), duration: 0.6)
        #expect(close(recorder.calls(.ended).first?.timestamp ?? -1, 0.6))
    }

    // MARK: drag

    @Test func aQuarterSecondDragMovesFifteenTimesOneFrameApart() {
        let (host, recorder) = hostWithRecorder()
        let start = CGPoint(x: 10, y: 20), end = CGPoint(x: 160, y: 320)
        host.drag(from: start, to: end)
        let moves = recorder.calls(.moved)
        #expect(recorder.calls.first?.method == .began)
        #expect(recorder.calls.last?.method == .ended)
        #expect(moves.count == 15)
        for (i, move) in moves.enumerated() {
            let f = CGFloat(i + 1) / 15
            #expect(close(move.timestamp, Double(i + 1) * frame))
            #expect(close(move.locations[0], CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)))
        }
    }

    @Test func aDragLiftsAtTheEndPointOneFrameAfterTheLastMove() {
        let (host, recorder) = hostWithRecorder()
        let end = CGPoint(x: 160, y: 320)
        host.drag(from: CGPoint(x: 10, y: 20), to: end)
        let lastMove = recorder.calls(.moved).last, ended = recorder.calls(.ended).last
        #expect(ended?.locations == [end])
        #expect(close((ended?.timestamp ?? 0) - (lastMove?.timestamp ?? 0), frame))
        #expect(close(host.now, (ended?.timestamp ?? 0) + frame))
    }

    @Test func holdAtEndDelaysTheLiftWithoutMoving() {
        let (host, recorder) = hostWithRecorder()
        let end = CGPoint(x: 160, y: 320)
        host.drag(from: CGPoint(x: 10, y: 20), to: end, duration: 0.25, holdAtEnd: 0.5)
        let moves = recorder.calls(.moved), ended = recorder.calls(.ended).last
        #expect(moves.count == 15)
        #expect(close((ended?.timestamp ?? 0) - (moves.last?.timestamp ?? 0), frame + 0.5))
        #expect(ended?.locations == [end])
    }

    @Test func aDragsMoveCountFollowsItsDuration() {
        let (host, recorder) = hostWithRecorder()
        host.drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 100, y: 20), duration: 0.5)
        #expect(recorder.calls(.moved).count == 30)
    }

    @Test func aZeroDurationDragStillMovesOnce() {
        let (host, recorder) = hostWithRecorder()
        host.drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 100, y: 20), duration: 0)
        #expect(recorder.methods == ["began", "moved", "ended"])
        #expect(recorder.calls.count == 3 && recorder.calls[1].locations == [CGPoint(x: 100, y: 20)])
    }

    // MARK: pinch and rotate

    @Test func aPinchPutsTwoFingersOnAHorizontalLineAndMovesThemApart() {
        let (host, recorder) = hostWithRecorder(multipleTouch: true)
        let c = CGPoint(x: 180, y: 300)
        host.pinch(center: c, from: 100, to: 200)
        let began = recorder.calls(.began), moves = recorder.calls(.moved), ended = recorder.calls(.ended)
        #expect(began.count == 1)
        #expect(began.first?.locations == [CGPoint(x: c.x - 50, y: c.y), CGPoint(x: c.x + 50, y: c.y)])
        #expect(moves.count == 30)
        #expect(moves.allSatisfy { $0.locations.count == 2 })
        #expect(moves.last?.locations == [CGPoint(x: c.x - 100, y: c.y), CGPoint(x: c.x + 100, y: c.y)])
        #expect(ended.count == 1)
        #expect(ended.first?.locations.count == 2)
    }

    @Test func aPinchHalfwayIsHalfwayBetweenTheDistances() {
        let (host, recorder) = hostWithRecorder(multipleTouch: true)
        let c = CGPoint(x: 180, y: 300)
        host.pinch(center: c, from: 200, to: 40, duration: 0.5)
        let moves = recorder.calls(.moved)
        #expect(moves.count == 30)
        guard moves.count == 30 else { return }
        // Move 15 of 30: distance 200 + (40 − 200) / 2 = 120, so ±60 from the centre.
        #expect(close(moves[14].locations[0], CGPoint(x: c.x - 60, y: c.y)))
        #expect(close(moves[14].locations[1], CGPoint(x: c.x + 60, y: c.y)))
    }

    @Test func aRotationStartsOnTheHorizontalAndTurnsClockwise() {
        let (host, recorder) = hostWithRecorder(multipleTouch: true)
        let c = CGPoint(x: 180, y: 300), r: CGFloat = 50
        host.rotate(center: c, radius: r, by: .pi / 2)
        let began = recorder.calls(.began), moves = recorder.calls(.moved)
        #expect(began.first?.locations == [CGPoint(x: c.x - r, y: c.y), CGPoint(x: c.x + r, y: c.y)])
        #expect(moves.count == 30)
        // A quarter turn clockwise on screen (y down): one finger ends below the centre, one above.
        let last = moves.last?.locations ?? []
        #expect(last.count == 2)
        guard last.count == 2 else { return }
        let below = last[0].y > last[1].y ? last[0] : last[1]
        let above = last[0].y > last[1].y ? last[1] : last[0]
        #expect(close(below, CGPoint(x: c.x, y: c.y + r)))
        #expect(close(above, CGPoint(x: c.x, y: c.y - r)))
    }

    @Test func aPositiveRotationMovesTheRightFingerDownFirst() {
        let (host, recorder) = hostWithRecorder(multipleTouch: true)
        let c = CGPoint(x: 180, y: 300), r: CGFloat = 50
        host.rotate(center: c, radius: r, by: .pi / 6, duration: 1.0 / 60.0)
        // One step of 30°: the finger that started right of the centre is at angle +30° (below the
        // horizontal on screen): (c.x + r cos 30°, c.y + r sin 30°).
        let right = recorder.calls(.moved).first?.locations.last ?? .zero
        #expect(close(right, CGPoint(x: c.x + r * cos(.pi / 6), y: c.y + r * sin(.pi / 6))))
    }

    @Test func rotationFingersStayOnTheCircle() {
        let (host, recorder) = hostWithRecorder(multipleTouch: true)
        let c = CGPoint(x: 180, y: 300), r: CGFloat = 80
        host.rotate(center: c, radius: r, by: -.pi / 3, duration: 0.25)
        #expect(recorder.calls(.moved).count == 15)
        for move in recorder.calls(.moved) {
            for p in move.locations {
                #expect(abs(hypot(p.x - c.x, p.y - c.y) - r) < 1e-9)
            }
        }
    }

    // MARK: Fingers

    @Test func fingerCallsDeliverAtOnceWithoutMovingTime() {
        let (host, recorder) = hostWithRecorder()
        host.advance(by: 0.3)
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(recorder.methods == ["began"])
        host.move(finger, to: CGPoint(x: 20, y: 10))
        #expect(recorder.methods == ["began", "moved"])
        host.lift(finger)
        #expect(recorder.methods == ["began", "moved", "ended"])
        #expect(recorder.calls.allSatisfy { close($0.timestamp, 0.3) })
        #expect(close(host.now, 0.3))
    }

    @Test func fingersDownTogetherArriveInOneEvent() {
        let (host, recorder) = hostWithRecorder(multipleTouch: true)
        let fingers = host.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 50), CGPoint(x: 90, y: 90)])
        #expect(fingers.count == 3)
        #expect(Set(fingers).count == 3)
        #expect(recorder.calls.count == 1)
        #expect(recorder.calls.first?.locations.count == 3)
        host.move(fingers, to: [CGPoint(x: 11, y: 10), CGPoint(x: 51, y: 50), CGPoint(x: 91, y: 90)])
        #expect(recorder.calls.count == 2)
        #expect(recorder.calls.last?.locations == [CGPoint(x: 11, y: 10), CGPoint(x: 51, y: 50), CGPoint(x: 91, y: 90)])
        host.lift(fingers)
        #expect(recorder.calls.count == 3)
        #expect(recorder.calls.last?.method == .ended)
    }

    @Test func liftingOneFingerLeavesTheOthersDown() {
        let (host, recorder) = hostWithRecorder(multipleTouch: true)
        let fingers = host.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 50)])
        host.lift(fingers[0])
        host.move(fingers[1], to: CGPoint(x: 60, y: 50))
        host.lift(fingers[1])
        #expect(recorder.methods == ["began", "ended", "moved", "ended"])
        #expect(recorder.calls.count == 4 && recorder.calls[2].locations == [CGPoint(x: 60, y: 50)])
    }

    @Test func cancellingFingersCancelsTheirTouches() {
        let (host, recorder) = hostWithRecorder(multipleTouch: true)
        let fingers = host.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 50)])
        host.cancel(fingers)
        #expect(recorder.methods == ["began", "cancelled"])
        #expect(recorder.calls.last?.locations.count == 2)
    }

    @Test func eachTouchDownMakesANewFinger() {
        let (host, recorder) = hostWithRecorder()
        let first = host.touchDown(at: CGPoint(x: 10, y: 10))
        host.lift(first)
        let second = host.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(second != first)
        host.lift(second)
        #expect(recorder.calls.count == 4)
    }

    @Test func movingALiftedFingerStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost()
                let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
                host.lift(finger)
                host.move(finger, to: CGPoint(x: 20, y: 20))
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("is not down"))
    }

    @Test func liftingACancelledFingerStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost()
                let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
                host.cancel([finger])
                host.lift(finger)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("is not down"))
    }
}

/// The frameworks' console under a test host: UIKit's logs are kept, not printed.
@MainActor @Suite struct UITestHostConsoleTests {
    @Test func uikitsLogsAreKeptInLoggedMessagesAndTheConsoleIsSilenced() {
        let host = UITestHost()
        let offscreen = UIViewController()
        offscreen.present(UIViewController(), animated: false)
        #expect(host.loggedMessages.contains { $0.contains("whose view is not in the window hierarchy") })
        #expect(_Console.isSilenced == (ProcessInfo.processInfo.environment["ROCKHOPPER_TEST_LOG"] != "1"))
    }

    @Test func eachHostKeepsOnlyWhatWasLoggedWhileItWasInUse() {
        let first = UITestHost()
        UIViewController().present(UIViewController(), animated: false)
        let second = UITestHost()
        #expect(first.loggedMessages.count == 1)
        #expect(second.loggedMessages.isEmpty)
    }
}
