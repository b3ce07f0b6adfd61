import Testing
import UIKitTesting

/// `CACurrentMediaTime()` under `UITestHost`: the host's virtual clock, starting at 0 and moving
/// only when the test advances it.
@MainActor @Suite struct CACurrentMediaTimeTests {
    @Test func aNewHostStartsTheClockAtZero() {
        let host = UITestHost()
        #expect(CACurrentMediaTime() == 0)
        #expect(host.now == 0)
    }

    @Test func theClockEqualsHostNow() {
        let host = UITestHost()
        host.advance(by: 0.37)
        #expect(CACurrentMediaTime() == host.now)
        #expect(abs(CACurrentMediaTime() - 0.37) < 1e-9)
    }

    @Test func theClockStandsStillWithoutAdvance() {
        let host = UITestHost()
        host.advance(by: 0.1)
        let t = CACurrentMediaTime()
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        host.move(finger, to: CGPoint(x: 20, y: 20))
        host.lift(finger)
        host.settle()
        #expect(CACurrentMediaTime() == t)
    }

    @Test func advanceMovesTheClockByExactlyTheAmount() {
        let host = UITestHost()
        host.advance(by: 0.25)
        host.advance(by: 1.5)
        #expect(abs(CACurrentMediaTime() - 1.75) < 1e-9)
    }

    @Test func aNewHostResetsTheClock() {
        let first = UITestHost()
        first.advance(by: 2)
        _ = UITestHost()
        #expect(CACurrentMediaTime() == 0)
    }

}
