import Testing
@testable import UIKitTesting
import UIKitTestSupport
@testable import UIKit
@testable import QuartzCore

/// The framework's timers (`_FrameworkTimers.swift`): deadlines on the media clock, fired in the
/// second step of a frame, earliest first, never early.
@MainActor @Suite struct _FrameworkTimersTests {
    @Test func aTimerFiresAtTheFirstFrameAtOrAfterItsDeadline() {
        let host = UITestHost()
        var firedAt: [TimeInterval] = []
        host.application._timers.schedule(at: 0.1) { _ in firedAt.append(CACurrentMediaTime()) }
        host.advance(by: 0.09)
        #expect(firedAt.isEmpty)
        host.advance(by: 0.01)
        #expect(firedAt.count == 1)
        #expect(abs(firedAt[0] - 0.1) < 1e-9)
        host.advance(by: 1)
        #expect(firedAt.count == 1)   // once only
    }

    @Test func timersFireEarliestFirstAndTiesInSchedulingOrder() {
        let host = UITestHost()
        let timers = host.application._timers
        var order: [String] = []
        timers.schedule(at: 0.3) { _ in order.append("c") }
        timers.schedule(at: 0.1) { _ in order.append("a1") }
        timers.schedule(at: 0.2) { _ in order.append("b") }
        timers.schedule(at: 0.1) { _ in order.append("a2") }
        timers.fireDue(at: 1)
        #expect(order == ["a1", "a2", "b", "c"])
        #expect(timers.isEmpty)
    }

    @Test func fireDueLeavesTimersThatAreNotDue() {
        let host = UITestHost()
        let timers = host.application._timers
        var fired = 0
        timers.schedule(at: 0.5) { _ in fired += 1 }
        timers.fireDue(at: 0.4999)
        #expect(fired == 0)
        #expect(!timers.isEmpty)
        timers.fireDue(at: 0.5)
        #expect(fired == 1)
    }

    @Test func aCancelledTimerNeverFires() {
        let host = UITestHost()
        let timers = host.application._timers
        var fired = false
        let id = timers.schedule(at: 0.1) { _ in fired = true }
        timers.cancel(id)
        timers.cancel(id)            // twice: nothing happens
        timers.cancel(nil)
        timers.cancel(987_654)       // unknown: nothing happens
        host.advance(by: 0.2)
        #expect(!fired)
        #expect(timers.isEmpty)
    }

    @Test func theActionGetsItsOwnID() {
        let host = UITestHost()
        var seen: [Int] = []
        let a = host.application._timers.schedule(at: 0) { seen.append($0) }
        let b = host.application._timers.schedule(at: 0) { seen.append($0) }
        #expect(a != b)
        host.application._timers.fireDue(at: 0)
        #expect(seen == [a, b])
    }

    @Test func aTimerScheduledWhileFiringForLaterWaitsForALaterFrame() {
        let host = UITestHost()
        let timers = host.application._timers
        var order: [String] = []
        timers.schedule(at: 0.1) { _ in
            order.append("first")
            timers.schedule(at: 0.05) { _ in order.append("already due") }
            timers.schedule(at: 0.2) { _ in order.append("later") }
        }
        timers.fireDue(at: 0.1)
        #expect(order == ["first", "already due"])
        timers.fireDue(at: 0.2)
        #expect(order == ["first", "already due", "later"])
    }

    @Test func pendingTimersKeepTheHostBusyAndRemoveAllForgetsThem() {
        let host = UITestHost()
        let timers = host.application._timers
        timers.schedule(at: 0.5) { _ in }
        #expect(host.application._hasPendingWork)
        let frames = host.settle()
        // Frames of 1/60 s until the deadline at 0.5 s.
        #expect(frames == Int((0.5 / FrameConstants.frameInterval).rounded()))
        #expect(timers.isEmpty)
        timers.schedule(at: 9) { _ in }
        timers.removeAll()
        #expect(timers.isEmpty)
    }

    @Test func timersFireAfterTheFramesInputAndBeforeItsLayout() {
        let host = UITestHost()
        final class Probe: TouchRecordingView {
            var order: [String] = []
            override func layoutSubviews() { order.append("layout") }
            override func didRecord(_ call: Call) { if call.method == .began { order.append("input") } }
        }
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(probe)
        host.advance(by: gestureFrame)
        probe.order.removeAll()
        host.application._timers.schedule(at: host.now + gestureFrame) { _ in probe.order.append("timer") }
        host.application._enqueue(_TouchInput(finger: 99, kind: .down, location: CGPoint(x: 50, y: 50)))
        probe.setNeedsLayout()
        host.advance(by: gestureFrame)
        #expect(probe.order == ["input", "timer", "layout"])
    }
}
