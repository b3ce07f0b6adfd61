import Testing
import UIKitTesting
import UIKitTestSupport

/// The base recognizer (`UIGestureRecognizer.swift`): properties and defaults, target–action,
/// locations, the subclassing surface and misuse (Apple's `UIGestureRecognizer` documentation and
/// `UIGestureRecognizer.h`).
@MainActor @Suite struct UIGestureRecognizerTests {
    /// `UITapGestureRecognizer(target: nil, action: nil)` then `addTarget`, and
    /// `removeTarget(_:action: nil)`: UIKit's nil forms, as tutorials write them.
    @Test func theNilFormsMakeARecognizerWithoutTargetsAndRemoveEveryAction() {
        final class Counter { var taps = 0; func tapped() { taps += 1 } }
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        host.window.addSubview(view)
        let counter = Counter()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 100, y: 200))
        #expect(counter.taps == 0)
        tap.addTarget(counter, action: Counter.tapped)
        host.tap(at: CGPoint(x: 100, y: 200))
        #expect(counter.taps == 1)
        tap.removeTarget(counter, action: nil)
        host.tap(at: CGPoint(x: 100, y: 200))
        #expect(counter.taps == 1)
    }

    /// A hand-written continuous recognizer, the way users subclass: begins on the third move,
    /// changes on each later one, ends on the lift (fails if it had not begun).
    class ThirdMoveRecognizer: UIGestureRecognizer {
        var calls: [String] = []
        var resets = 0
        var moves = 0
        var ignoreNewTouches = false
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            calls.append("began \(touches.count)")
            if ignoreNewTouches { for t in touches { ignore(t, for: event) } }
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            calls.append("moved \(touches.count)")
            moves += 1
            if state == .possible && moves >= 3 { state = .began } else if state == .began || state == .changed { state = .changed }
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            calls.append("ended \(touches.count)")
            state = (state == .possible) ? .failed : .ended
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            calls.append("cancelled \(touches.count)")
            super.touchesCancelled(touches, with: event)
        }
        override func reset() {
            super.reset()
            resets += 1
            moves = 0
        }
    }

    /// Never prevents others / can never be prevented, per the subclass overrides.
    final class Harmless: ThirdMoveRecognizer {
        override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }
    final class Unstoppable: ThirdMoveRecognizer {
        override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }
    final class Deaf: ThirdMoveRecognizer {
        override func shouldReceive(_ event: UIEvent) -> Bool { false }
    }

    // MARK: Defaults

    @Test func aNewRecognizerHasUIKitsDefaults() {
        let g = UIGestureRecognizer()
        #expect(g.state == .possible)
        #expect(g.isEnabled)
        #expect(g.cancelsTouchesInView)
        #expect(!g.delaysTouchesBegan)
        #expect(g.delaysTouchesEnded)
        #expect(g.name == nil)
        #expect(g.view == nil)
        #expect(g.delegate == nil)
        #expect(g.numberOfTouches == 0)
    }

    @Test func addingToAViewSetsViewAndMovingItDetachesItFromTheFirst() {
        let a = UIView(), b = UIView()
        let g = UIGestureRecognizer()
        a.addGestureRecognizer(g)
        #expect(g.view === a)
        #expect(a.gestureRecognizers?.count == 1)
        b.addGestureRecognizer(g)
        #expect(g.view === b)
        #expect(a.gestureRecognizers == nil)
        #expect(b.gestureRecognizers?.first === g)
        b.removeGestureRecognizer(g)
        #expect(g.view == nil)
        #expect(b.gestureRecognizers == nil)
    }

    @Test func theDelegateIsHeldWeakly() {
        let g = UIGestureRecognizer()
        do {
            let d = GestureTestDelegate()
            g.delegate = d
            #expect(g.delegate === d)
        }
        #expect(g.delegate == nil)
    }

    @Test func descriptionNamesClassNameStateAndView() {
        let g = UITapGestureRecognizer()
        #expect(g.description == "<UITapGestureRecognizer state=possible>")
        g.name = "tap"
        let view = UIView()
        view.addGestureRecognizer(g)
        #expect(g.description == "<UITapGestureRecognizer \"tap\" state=possible view=UIView>")
    }

    // MARK: Target–action

    @Test func theActionReceivesTheRecognizer() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let tap = UITapGestureRecognizer(target: log, action: GestureActionLog.handleTap)
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.senders.count == 1)
        #expect(log.senders.first === tap)
    }

    @Test func anActionWithoutArgumentsIsSentToo() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        view.addGestureRecognizer(UITapGestureRecognizer(target: log, action: GestureActionLog.handleNothing))
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["fired"])
    }

    @Test func anActionMayTakeASuperclassOfTheRecognizer() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let tap = UITapGestureRecognizer(target: log, action: GestureActionLog.handle)
        tap.name = "tap"
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["tap ended"])
    }

    @Test func everyTargetGetsTheActionInTheOrderAdded() {
        let (host, view) = gestureScene()
        var order: [String] = []
        let first = GestureActionLog(), second = GestureActionLog()
        first.onAction = { _ in order.append("first") }
        second.onAction = { _ in order.append("second") }
        let tap = UITapGestureRecognizer(target: first, action: GestureActionLog.handle)
        tap.addTarget(second, action: GestureActionLog.handle)
        tap.addTarget(first, action: GestureActionLog.handleNothing)
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(order == ["first", "second"])
        #expect(first.entries.count == 2)   // its action and its no-argument action
        #expect(second.entries.count == 1)
    }

    @Test func removeTargetRemovesOnlyThatTargetsActions() {
        let (host, view) = gestureScene()
        let kept = GestureActionLog(), removed = GestureActionLog()
        let tap = UITapGestureRecognizer(target: kept, action: GestureActionLog.handle)
        tap.addTarget(removed, action: GestureActionLog.handle)
        tap.addTarget(removed, action: GestureActionLog.handleNothing)
        tap.removeTarget(removed)
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(kept.entries.count == 1)
        #expect(removed.entries.isEmpty)
    }

    @Test func removeTargetNilRemovesEveryAction() {
        let (host, view) = gestureScene()
        let a = GestureActionLog(), b = GestureActionLog()
        let tap = UITapGestureRecognizer(target: a, action: GestureActionLog.handle)
        tap.addTarget(b, action: GestureActionLog.handle)
        tap.removeTarget(nil)
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(a.entries.isEmpty && b.entries.isEmpty)
        #expect(tap.state == .possible)   // it still recognized and reset
    }

    @Test func targetsAreHeldWeakly() {
        let (host, view) = gestureScene()
        let kept = GestureActionLog()
        weak var gone: GestureActionLog?
        let tap = UITapGestureRecognizer(target: kept, action: GestureActionLog.handle)
        do {
            let temporary = GestureActionLog()
            gone = temporary
            tap.addTarget(temporary, action: GestureActionLog.handle)
        }
        #expect(gone == nil)
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(kept.entries.count == 1)
    }

    @Test func continuousRecognizersSendBeganChangedAndEndedButDiscreteOnlyRecognized() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        attach(ThirdMoveRecognizer(), named: "drag", to: view, log: log)
        host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 100, y: 20), duration: 5 * gestureFrame)
        #expect(log.states(of: "drag") == ["began", "changed", "changed", "ended"])
        let tap = attach(UITapGestureRecognizer(), named: "tap", to: view, log: log)
        _ = tap
        log.entries.removeAll()
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.states(of: "tap") == ["ended"])
    }

    @Test func noActionIsSentForFailure() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let drag = attach(ThirdMoveRecognizer(), named: "drag", to: view, log: log)
        let finger = host.touchDown(at: CGPoint(x: 20, y: 20))
        host.move(finger, to: CGPoint(x: 30, y: 20))
        host.lift(finger)   // fails: only one move
        #expect(log.entries.isEmpty)
        #expect(drag.calls == ["began 1", "moved 1", "ended 1"])
    }

    @Test func actionsComeAfterTheEventReachedTheView() {
        let (host, view) = gestureScene()
        var order: [String] = []
        let log = GestureActionLog()
        log.onAction = { g in order.append("action \(g.state)") }
        let inner = TouchRecordingView(frame: view.bounds)
        inner.onCall = { if $0.method == .moved { order.append("view moved") } }
        view.addSubview(inner)
        let drag = attach(ThirdMoveRecognizer(), named: "drag", to: view, log: log)
        drag.cancelsTouchesInView = false
        let finger = host.touchDown(at: CGPoint(x: 20, y: 20))
        for x in [30, 40, 50] { host.move(finger, to: CGPoint(x: CGFloat(x), y: 20)) }
        #expect(order == ["view moved", "view moved", "view moved", "action began"])
        host.lift(finger)
    }

    // MARK: Reset

    @Test func aRecognizerResetsToPossibleAfterItsGestureAndResetIsCalledOnce() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        var stateInAction: UIGestureRecognizer.State?
        log.onAction = { g in if g.state == .ended { stateInAction = g.state } }
        let drag = attach(ThirdMoveRecognizer(), named: "drag", to: view, log: log)
        host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 100, y: 20), duration: 4 * gestureFrame)
        #expect(stateInAction == .ended)
        #expect(drag.state == .possible)
        #expect(drag.resets == 1)
        #expect(drag.numberOfTouches == 0)
    }

    @Test func aFailedRecognizerWaitsForTheLastFingerBeforeItResets() {
        let (host, view) = gestureScene()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        let a = host.touchDown(at: CGPoint(x: 50, y: 50))
        let b = host.touchDown(at: CGPoint(x: 60, y: 50))   // a second finger: the tap fails
        #expect(tap.state == .failed)
        host.lift(a)
        #expect(tap.state == .failed)                      // b is still down
        let c = host.touchDown(at: CGPoint(x: 70, y: 50))  // a failed recognizer takes no new touches
        #expect(tap.numberOfTouches == 1)
        host.lift([b, c])
        #expect(tap.state == .possible)
    }

    // MARK: Locations and touches

    @Test func locationIsTheCentroidOfTheTouchesInTheGivenView() {
        let (host, view) = gestureScene(CGRect(x: 40, y: 60, width: 300, height: 300))
        let g = ThirdMoveRecognizer()
        view.addGestureRecognizer(g)
        let fingers = host.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 160)])
        #expect(g.numberOfTouches == 2)
        #expect(g.location(in: nil) == CGPoint(x: 150, y: 130))
        #expect(g.location(in: view) == CGPoint(x: 110, y: 70))
        #expect(g.location(ofTouch: 0, in: view) == CGPoint(x: 60, y: 40))
        #expect(g.location(ofTouch: 1, in: nil) == CGPoint(x: 200, y: 160))
        host.move(fingers, to: [CGPoint(x: 110, y: 100), CGPoint(x: 210, y: 160)])
        #expect(g.location(in: nil) == CGPoint(x: 160, y: 130))
        host.lift(fingers)
        // After the lift: where the touches last were.
        #expect(g.location(in: nil) == CGPoint(x: 160, y: 130))
        #expect(g.numberOfTouches == 0)
    }

    @Test func numberOfTouchesCountsFingersAsTheyComeAndGo() {
        let (host, view) = gestureScene()
        let g = ThirdMoveRecognizer()
        view.addGestureRecognizer(g)
        var counts: [Int] = []
        let a = host.touchDown(at: CGPoint(x: 10, y: 10)); counts.append(g.numberOfTouches)
        let b = host.touchDown(at: CGPoint(x: 20, y: 10)); counts.append(g.numberOfTouches)
        let c = host.touchDown(at: CGPoint(x: 30, y: 10)); counts.append(g.numberOfTouches)
        host.lift(b); counts.append(g.numberOfTouches)
        host.lift([a, c]); counts.append(g.numberOfTouches)
        #expect(counts == [1, 2, 3, 2, 0])
    }

    @Test func theTouchListsTheRecognizersReceivingIt() {
        let (host, view) = gestureScene()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(inner)
        let outer = UITapGestureRecognizer(), own = UIPanGestureRecognizer()
        view.addGestureRecognizer(outer)
        inner.addGestureRecognizer(own)
        var seen: [UIGestureRecognizer]?
        let peek = TouchRecordingView(frame: inner.bounds)
        peek.onCall = { if $0.method == .began { seen = $0.touches.first!.gestureRecognizers } }
        inner.addSubview(peek)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(seen?.count == 2)
        #expect(seen?.first === own)       // the hit view's ancestors from the nearest outwards
        #expect(seen?.last === outer)
        host.lift(finger)
    }

    // MARK: Subclassing

    @Test func aSubclassGetsItsTouchesPerPhase() {
        let (host, view) = gestureScene()
        let g = ThirdMoveRecognizer()
        view.addGestureRecognizer(g)
        let fingers = host.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10)])
        host.move(fingers[0], to: CGPoint(x: 12, y: 10))
        host.move(fingers, to: [CGPoint(x: 14, y: 10), CGPoint(x: 54, y: 10)])
        host.lift(fingers[1])
        host.cancel([fingers[0]])
        #expect(g.calls == ["began 2", "moved 1", "moved 2", "ended 1"])
        #expect(g.state == .possible)   // failed at the first lift, reset after the last finger
    }

    @Test func aCancelledTouchCancelsARecognizerThatHadBegun() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let g = attach(ThirdMoveRecognizer(), named: "drag", to: view, log: log)
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        for x in [20, 30, 40] { host.move(finger, to: CGPoint(x: CGFloat(x), y: 10)) }
        host.cancel([finger])
        #expect(g.calls.last == "cancelled 1")
        #expect(log.states(of: "drag") == ["began", "cancelled"])
        #expect(g.state == .possible)
    }

    @Test func anIgnoredTouchSendsTheRecognizerNothingMore() {
        let (host, view) = gestureScene()
        let g = ThirdMoveRecognizer()
        g.ignoreNewTouches = true
        view.addGestureRecognizer(g)
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(g.numberOfTouches == 0)
        host.move(finger, to: CGPoint(x: 20, y: 10))
        host.lift(finger)
        #expect(g.calls == ["began 1"])
    }

    @Test func aRecognizerThatCannotPreventLetsOthersRecognizeToo() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        attach(Harmless(), named: "harmless", to: view, log: log)
        attach(ThirdMoveRecognizer(), named: "other", to: view, log: log)
        host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 100, y: 20), duration: 4 * gestureFrame)
        // "harmless" sees the move first and begins; by default an active recognizer prevents the
        // next one from beginning, but `canPrevent` false lets "other" begin too.
        #expect(log.states(of: "other") == ["began", "changed", "ended"])
    }

    @Test func aRecognizerThatCannotBePreventedRecognizesBesideTheWinner() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        attach(ThirdMoveRecognizer(), named: "first", to: view, log: log)
        attach(Unstoppable(), named: "second", to: view, log: log)
        host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 100, y: 20), duration: 4 * gestureFrame)
        // "first" begins and would prevent "second", which `canBePrevented` false exempts.
        #expect(log.states(of: "second") == ["began", "changed", "ended"])
    }

    @Test func withoutSuchOverridesTheFirstToBeginPreventsTheOther() {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let first = attach(ThirdMoveRecognizer(), named: "first", to: view, log: log)
        let second = attach(ThirdMoveRecognizer(), named: "second", to: view, log: log)
        host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 100, y: 20), duration: 4 * gestureFrame)
        #expect(log.states(of: "first") == ["began", "changed", "ended"])
        #expect(log.states(of: "second") == [])
        #expect(first.state == .possible && second.state == .possible)
    }

    @Test func shouldReceiveEventFalseKeepsTheEventFromTheRecognizer() {
        let (host, view) = gestureScene()
        let g = Deaf()
        view.addGestureRecognizer(g)
        host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 100, y: 20), duration: 4 * gestureFrame)
        #expect(g.calls.isEmpty)
        #expect(view.methodsWithoutMoves == ["began", "ended"])
    }

    @Test func aRecognizerDrivenByHandSendsActionsAtOnce() {
        let log = GestureActionLog()
        let g = UIGestureRecognizer(target: log, action: GestureActionLog.handle)
        g.name = "hand"
        g.state = .began
        g.state = .changed
        #expect(log.entries == ["hand began", "hand changed"])
        let h = UIGestureRecognizer(target: log, action: GestureActionLog.handle)
        h.name = "other"
        h.state = .failed
        #expect(log.states(of: "other") == [])
    }

    // MARK: Misuse

    @Test func anIllegalStateChangeStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let g = UIGestureRecognizer()
                g.state = .changed   // possible → changed is not in UIKit's table
            }
        }
    }

    @Test func leavingATerminalStateStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let g = UIGestureRecognizer()
                g.state = .failed
                g.state = .began
            }
        }
    }

    @Test func aTouchIndexOutOfRangeStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let host = UITestHost()
                let view = UIView(frame: host.window.bounds)
                host.window.addSubview(view)
                let g = UIPanGestureRecognizer()
                view.addGestureRecognizer(g)
                _ = host.touchDown(at: CGPoint(x: 10, y: 10))
                _ = g.location(ofTouch: 1, in: nil)   // one touch: index 1 is beyond bounds
            }
        }
    }

    @Test func anActionTakingTheWrongRecognizerClassStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let log = GestureActionLog()
                _ = UITapGestureRecognizer(target: log, action: GestureActionLog.handlePan)
            }
        }
    }

    @Test func requiringItselfToFailStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let g = UITapGestureRecognizer()
                g.require(toFail: g)
            }
        }
    }
}
