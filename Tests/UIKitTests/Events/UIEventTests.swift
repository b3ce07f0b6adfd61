import Testing
import UIKitTesting
import UIKitTestSupport

/// `UIEvent` for touches: its type and timestamp, `allTouches` (every finger down, whatever its
/// phase) and the per-view and per-window touch sets (Apple's `UIEvent`, `UITouch` and
/// `UIResponder` documentation).
@MainActor @Suite struct UIEventTests {
    /// Reads extra sets from the event during each of a recorder's calls (the event changes
    /// afterwards).
    @MainActor final class Lookups {
        var results: [[Set<UITouch>?]] = []
        init(_ recorder: TouchRecordingView, _ lookups: [(UIEvent) -> Set<UITouch>?]) {
            recorder.onCall = { [unowned self] call in
                if let event = call.event { results.append(lookups.map { $0(event) }) }
            }
        }
    }

    @Test func aTouchEventHasTypeTouchesAndNoSubtype() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(view.calls.count == 2)
        #expect(view.calls.allSatisfy { $0.eventType == .touches && $0.eventSubtype == UIEvent.EventSubtype.none })
    }

    @Test func theEventTimestampIsTheHostTimeOfDelivery() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        host.advance(by: 0.3)
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        let down = host.now
        host.advance(by: 0.2)
        host.lift(finger)
        #expect(view.calls.map(\.eventTimestamp) == [down, host.now])
        #expect(abs(down - 0.3) < 1e-9)
    }

    @Test func theSameEventObjectIsReusedForTheWholeSequence() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 0.05)
        #expect(view.calls.count == 5)
        let first = view.calls[0].event
        #expect(first != nil)
        #expect(view.calls.allSatisfy { $0.event === first })
    }

    @Test func allTouchesHoldsEveryFingerDownWhileOnlyTheMovedOneIsDelivered() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        view.isMultipleTouchEnabled = true
        host.window.addSubview(view)
        let fingers = host.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
        host.move(fingers[0], to: CGPoint(x: 20, y: 20))
        let moved = view.calls[1]
        #expect(moved.method == .moved)
        #expect(moved.touches.count == 1)
        #expect(moved.allTouches?.count == 2)
        #expect(moved.allPhases == [.moved, .stationary])
        #expect(moved.touches.isSubset(of: moved.allTouches ?? []))
        host.lift(fingers)
    }

    @Test func allTouchesIncludesTheTouchThatIsEnding() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        view.isMultipleTouchEnabled = true
        host.window.addSubview(view)
        let fingers = host.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
        host.lift(fingers[1])
        let ended = view.calls[1]
        #expect(ended.method == .ended)
        #expect(ended.allTouches?.count == 2)
        #expect(ended.allPhases == [.stationary, .ended])
        host.lift(fingers[0])
    }

    @Test func liftedFingersLeaveAllTouches() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        view.isMultipleTouchEnabled = true
        host.window.addSubview(view)
        let fingers = host.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
        host.lift(fingers[1])
        host.move(fingers[0], to: CGPoint(x: 30, y: 30))
        #expect(view.calls.last?.method == .moved)
        #expect(view.calls.last?.allTouches?.count == 1)
        host.lift(fingers[0])
        let next = host.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(view.calls.last?.allTouches?.count == 1)
        host.lift(next)
    }

    @Test func touchesForAViewAreThoseBoundToIt() {
        let host = UITestHost()
        let left = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = TouchRecordingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        host.window.addSubview(left)
        host.window.addSubview(right)
        let lookups = Lookups(left, [{ $0.touches(for: left) }, { $0.touches(for: right) }, { $0.touches(for: host.window) }])
        let fingers = host.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 50)])
        let leftTouch = left.calls[0].touches.first!
        let rightTouch = right.calls[0].touches.first!
        let results = lookups.results[0]
        #expect(results[0] == [leftTouch])
        #expect(results[1] == [rightTouch])
        #expect(results[2] == [leftTouch, rightTouch])
        host.lift(fingers)
    }

    @Test func touchesForAViewWithoutTouchesIsEmpty() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bystander = UIView(frame: CGRect(x: 200, y: 200, width: 10, height: 10))
        host.window.addSubview(view)
        host.window.addSubview(bystander)
        let lookups = Lookups(view, [{ $0.touches(for: bystander) }])
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(lookups.results[0][0] == Set<UITouch>())
        host.lift(finger)
    }

    @Test func touchesForTheWindowAreAllTouchesThatBeganInIt() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        view.isMultipleTouchEnabled = true
        host.window.addSubview(view)
        let lookups = Lookups(view, [{ $0.touches(for: host.window) }])
        let fingers = host.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
        #expect(lookups.results[0][0] == view.calls[0].allTouches)
        #expect(lookups.results[0][0]?.count == 2)
        host.lift(fingers)
    }

    @Test func touchesForAnotherWindowIsEmpty() {
        let host = UITestHost()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        let lookups = Lookups(view, [{ $0.touches(for: other) }])
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(lookups.results[0][0] == Set<UITouch>())
        host.lift(finger)
    }
}
