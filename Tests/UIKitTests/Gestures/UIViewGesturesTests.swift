import Testing
import UIKitTesting
import UIKitTestSupport

/// Attaching and detaching recognizers (`UIView+Gestures.swift`): `addGestureRecognizer`,
/// `removeGestureRecognizer`, the `gestureRecognizers` property, and a view leaving its window.
@MainActor @Suite struct UIViewGesturesTests {
    @Test func aViewHasNoRecognizersByDefault() {
        #expect(UIView().gestureRecognizers == nil)
    }

    @Test func addingTwiceKeepsOneEntry() {
        let view = UIView()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1)
    }

    @Test func recognizersKeepTheOrderTheyWereAddedIn() {
        let view = UIView()
        let a = UITapGestureRecognizer(), b = UIPanGestureRecognizer(), c = UIPinchGestureRecognizer()
        for r in [a, b, c] { view.addGestureRecognizer(r) }
        view.removeGestureRecognizer(b)
        #expect(view.gestureRecognizers?.count == 2)
        #expect(view.gestureRecognizers?.first === a)
        #expect(view.gestureRecognizers?.last === c)
    }

    @Test func removingARecognizerOfAnotherViewDoesNothing() {
        let a = UIView(), b = UIView()
        let tap = UITapGestureRecognizer()
        a.addGestureRecognizer(tap)
        b.removeGestureRecognizer(tap)
        #expect(tap.view === a)
        #expect(a.gestureRecognizers?.count == 1)
    }

    @Test func settingTheArrayReplacesTheRecognizers() {
        let view = UIView()
        let old = UITapGestureRecognizer(), new = UIPanGestureRecognizer()
        view.addGestureRecognizer(old)
        view.gestureRecognizers = [new]
        #expect(old.view == nil)
        #expect(new.view === view)
        #expect(view.gestureRecognizers?.count == 1)
        view.gestureRecognizers = nil
        #expect(new.view == nil)
        #expect(view.gestureRecognizers == nil)
    }

    @Test func aRecognizerAddedMidTouchWaitsForTheNextTouch() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        attach(UIPanGestureRecognizer(), named: "pan", to: view, log: log)
        host.move(finger, to: CGPoint(x: 150, y: 50))
        host.lift(finger)
        #expect(log.entries.isEmpty)
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), duration: 3 * gestureFrame)
        #expect(log.states(of: "pan").first == "began")
    }

    @Test func aPossibleRecognizerWhoseViewLeavesTheWindowFailsAndReleasesHeldTouches() {
        let (host, view) = gestureScene()
        let inner = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(inner)
        let log = GestureActionLog()
        let double = attach(UITapGestureRecognizer(), named: "double", to: view, log: log)
        double.numberOfTapsRequired = 2
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.lift(finger)
        #expect(inner.methods == ["began"])   // the lift is held back by the undecided double tap
        view.removeFromSuperview()
        #expect(inner.methods == ["began", "ended"])
        host.settle()
        #expect(double.state == .possible)
        #expect(log.entries.isEmpty)
    }

    @Test func movingAViewWithinTheWindowKeepsItsGestureGoing() {
        let (host, view) = gestureScene()
        let other = UIView(frame: CGRect(x: 0, y: 400, width: 375, height: 267))
        host.window.addSubview(other)
        let log = GestureActionLog()
        attach(UIPanGestureRecognizer(), named: "pan", to: view, log: log)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.move(finger, to: CGPoint(x: 80, y: 50))
        other.addSubview(view)   // still in the window
        host.move(finger, to: CGPoint(x: 90, y: 50))
        host.lift(finger)
        #expect(log.states(of: "pan") == ["began", "changed", "ended"])
    }
}
