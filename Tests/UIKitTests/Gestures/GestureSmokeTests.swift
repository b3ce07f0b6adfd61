import Testing
import UIKitTesting
import UIKitTestSupport

@MainActor @Suite struct GestureSmokeTests {
    @MainActor final class Target {
        var log: [String] = []
        func tap(_ g: UITapGestureRecognizer) { log.append("tap \(g.numberOfTapsRequired) \(g.state)") }
        func pan(_ g: UIPanGestureRecognizer) { log.append("pan \(g.state) \(g.translation(in: nil).x)") }
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        let host = UITestHost()
        let box = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        host.window.addSubview(box)
        let t = Target()
        let single = UITapGestureRecognizer(target: t, action: Target.tap)
        let double = UITapGestureRecognizer(target: t, action: Target.tap)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        box.addGestureRecognizer(single)
        box.addGestureRecognizer(double)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(t.log == [])
        host.advance(by: 0.4)
        #expect(t.log == ["tap 1 ended"])
        #expect(box.methodsWithoutMoves == ["began", "cancelled"])
        host.tap(at: CGPoint(x: 50, y: 50), count: 2)
        #expect(t.log == ["tap 1 ended", "tap 2 ended"])
        host.settle()
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test func panBeginsAfterTenPointsAndCancelsTheView() {
        let host = UITestHost()
        let box = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(box)
        let t = Target()
        box.addGestureRecognizer(UIPanGestureRecognizer(target: t, action: Target.pan))
        host.drag(from: CGPoint(x: 10, y: 100), to: CGPoint(x: 70, y: 100), duration: 6.0 / 60)
        #expect(t.log.first == "pan began 0.0")   // the 10 pt start threshold is taken off
        #expect(t.log.last == "pan ended 50.0")
        #expect(box.methodsWithoutMoves == ["began", "cancelled"])
    }
}
