import Testing
import UIKitTesting

/// `UIEvent` for touches: its type and timestamp, `allTouches` (every finger down, whatever its
/// phase) and the per-view and per-window touch sets (reference §3.2).
@MainActor @Suite struct UIEventTests {
    /// Keeps what each call's event held at the time of the call.
    final class Recorder: UIView {
        struct Call {
            var method: String
            var event: UIEvent?
            var delivered: Set<UITouch>
            var all: Set<UITouch>?
            var allPhases: [UITouch.Phase]
            var timestamp: TimeInterval?
            var type: UIEvent.EventType?
            var subtype: UIEvent.EventSubtype?
        }
        var calls: [Call] = []
        /// Extra sets read from the event in each call.
        var lookups: [(UIEvent) -> Set<UITouch>?] = []
        var lookupResults: [[Set<UITouch>?]] = []

        private func record(_ method: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            let all = event?.allTouches
            calls.append(Call(method: method, event: event, delivered: touches, all: all,
                              allPhases: (all ?? []).map(\.phase).sorted { $0.rawValue < $1.rawValue },
                              timestamp: event?.timestamp, type: event?.type, subtype: event?.subtype))
            if let event { lookupResults.append(lookups.map { $0(event) }) }
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches, event) }
    }

    @Test func aTouchEventHasTypeTouchesAndNoSubtype() {
        let host = UITestHost()
        let view = Recorder(frame: host.window.bounds)
        host.window.addSubview(view)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(view.calls.count == 2)
        #expect(view.calls.allSatisfy { $0.type == .touches && $0.subtype == UIEvent.EventSubtype.none })
    }

    @Test func theEventTimestampIsTheHostTimeOfDelivery() {
        let host = UITestHost()
        let view = Recorder(frame: host.window.bounds)
        host.window.addSubview(view)
        host.advance(by: 0.3)
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        let down = host.now
        host.advance(by: 0.2)
        host.lift(finger)
        #expect(view.calls.map(\.timestamp) == [down, host.now])
        #expect(abs(down - 0.3) < 1e-9)
    }

    @Test func theSameEventObjectIsReusedForTheWholeSequence() {
        let host = UITestHost()
        let view = Recorder(frame: host.window.bounds)
        host.window.addSubview(view)
        host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 0.05)
        #expect(view.calls.count == 5)
        let first = view.calls[0].event
        #expect(first != nil)
        #expect(view.calls.allSatisfy { $0.event === first })
    }

    @Test func allTouchesHoldsEveryFingerDownWhileOnlyTheMovedOneIsDelivered() {
        let host = UITestHost()
        let view = Recorder(frame: host.window.bounds)
        view.isMultipleTouchEnabled = true
        host.window.addSubview(view)
        let fingers = host.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
        host.move(fingers[0], to: CGPoint(x: 20, y: 20))
        let moved = view.calls[1]
        #expect(moved.method == "moved")
        #expect(moved.delivered.count == 1)
        #expect(moved.all?.count == 2)
        #expect(moved.allPhases == [.moved, .stationary])
        #expect(moved.delivered.isSubset(of: moved.all ?? []))
        host.lift(fingers)
    }

    @Test func allTouchesIncludesTheTouchThatIsEnding() {
        let host = UITestHost()
        let view = Recorder(frame: host.window.bounds)
        view.isMultipleTouchEnabled = true
        host.window.addSubview(view)
        let fingers = host.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
        host.lift(fingers[1])
        let ended = view.calls[1]
        #expect(ended.method == "ended")
        #expect(ended.all?.count == 2)
        #expect(ended.allPhases == [.stationary, .ended])
        host.lift(fingers[0])
    }

    @Test func liftedFingersLeaveAllTouches() {
        let host = UITestHost()
        let view = Recorder(frame: host.window.bounds)
        view.isMultipleTouchEnabled = true
        host.window.addSubview(view)
        let fingers = host.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
        host.lift(fingers[1])
        host.move(fingers[0], to: CGPoint(x: 30, y: 30))
        #expect(view.calls.last?.method == "moved")
        #expect(view.calls.last?.all?.count == 1)
        host.lift(fingers[0])
        let next = host.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(view.calls.last?.all?.count == 1)
        host.lift(next)
    }

    @Test func touchesForAViewAreThoseBoundToIt() {
        let host = UITestHost()
        let left = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = Recorder(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        host.window.addSubview(left)
        host.window.addSubview(right)
        left.lookups = [{ $0.touches(for: left) }, { $0.touches(for: right) }, { $0.touches(for: host.window) }]
        let fingers = host.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 50)])
        let leftTouch = left.calls[0].delivered.first!
        let rightTouch = right.calls[0].delivered.first!
        let results = left.lookupResults[0]
        #expect(results[0] == [leftTouch])
        #expect(results[1] == [rightTouch])
        #expect(results[2] == [leftTouch, rightTouch])
        host.lift(fingers)
    }

    @Test func touchesForAViewWithoutTouchesIsEmpty() {
        let host = UITestHost()
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bystander = UIView(frame: CGRect(x: 200, y: 200, width: 10, height: 10))
        host.window.addSubview(view)
        host.window.addSubview(bystander)
        view.lookups = [{ $0.touches(for: bystander) }]
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(view.lookupResults[0][0] == Set<UITouch>())
        host.lift(finger)
    }

    @Test func touchesForTheWindowAreAllTouchesThatBeganInIt() {
        let host = UITestHost()
        let view = Recorder(frame: host.window.bounds)
        view.isMultipleTouchEnabled = true
        host.window.addSubview(view)
        view.lookups = [{ $0.touches(for: host.window) }]
        let fingers = host.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
        #expect(view.lookupResults[0][0] == view.calls[0].all)
        #expect(view.lookupResults[0][0]?.count == 2)
        host.lift(fingers)
    }

    @Test func touchesForAnotherWindowIsEmpty() {
        let host = UITestHost()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = Recorder(frame: host.window.bounds)
        host.window.addSubview(view)
        view.lookups = [{ $0.touches(for: other) }]
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(view.lookupResults[0][0] == Set<UITouch>())
        host.lift(finger)
    }
}
