import Testing
import UIKitTesting
import UIKitTestSupport

/// What the content gets of touches that might start a scroll: `delaysContentTouches`,
/// `canCancelContentTouches`, `touchesShouldBegin`, `touchesShouldCancel(in:)` (Apple's `UIScrollView`
/// documentation; the 0.15 s delay read from iOS 18.2 UIKitCore); and scroll views inside scroll views.
@MainActor @Suite struct UIScrollViewContentTouchesTests {
    private func makeScene(_ scroll: UIScrollView? = nil) -> (UITestHost, UIScrollView, TouchRecordingView, ScrollDelegateRecorder) {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = scroll ?? UIScrollView(frame: .zero)
        scroll.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 375, height: 10_000)
        scroll.delegate = recorder
        host.window.addSubview(scroll)
        let content = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 375, height: 10_000))
        scroll.addSubview(content)
        return (host, scroll, content, recorder)
    }

    /// A finger that rests `rest` seconds, then moves up 200 pt in 10 frames, and lifts.
    private func holdThenDrag(_ host: UITestHost, rest: TimeInterval) {
        let finger = host.touchDown(at: CGPoint(x: 200, y: 500))
        host.advance(by: rest)
        for i in 1...10 {
            host.move(finger, to: CGPoint(x: 200, y: 500 - CGFloat(i) * 20))
            host.advance(by: 1.0 / 60)
        }
        host.lift(finger)
        host.advance(by: 1.0 / 60)
    }

    // MARK: The 0.15 s delay

    @Test func contentTouchesWaitPointOneFiveSeconds() {
        let (host, _, content, _) = makeScene()
        let finger = host.touchDown(at: CGPoint(x: 200, y: 300))
        host.advance(by: 8.0 / 60)   // 0.133 s
        #expect(content.methodsWithMovesCollapsed.isEmpty)
        host.advance(by: 2.0 / 60)   // 0.167 s
        #expect(content.methodsWithMovesCollapsed == ["began"])
        host.lift(finger)
        #expect(content.methodsWithMovesCollapsed == ["began", "ended"])
    }

    @Test func withoutDelaysContentTouchesTheContentGetsTheTouchAtOnce() {
        let (host, scroll, content, _) = makeScene()
        scroll.delaysContentTouches = false
        let finger = host.touchDown(at: CGPoint(x: 200, y: 300))
        #expect(content.methodsWithMovesCollapsed == ["began"])
        host.lift(finger)
        #expect(content.methodsWithMovesCollapsed == ["began", "ended"])
    }

    @Test func aQuickTapReachesTheContentWithBeganAndEnded() {
        let (host, _, content, recorder) = makeScene()
        host.tap(at: CGPoint(x: 200, y: 300))
        #expect(content.methodsWithMovesCollapsed == ["began", "ended"])
        #expect(recorder.log.isEmpty)
    }

    @Test func aTapRecognizerOnTheContentStillRecognizesAQuickTap() {
        let (host, _, content, _) = makeScene()
        final class Target { var taps = 0; func tap() { taps += 1 } }
        let target = Target()
        content.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Target.tap))
        host.tap(at: CGPoint(x: 200, y: 300))
        #expect(target.taps == 1)
    }

    @Test func movingAlongTheAxisThatCannotScrollDeliversTheTouchEarly() {
        let (host, _, content, _) = makeScene()
        let finger = host.touchDown(at: CGPoint(x: 200, y: 300))
        host.advance(by: 1.0 / 60)
        host.move(finger, to: CGPoint(x: 215, y: 300))   // 15 pt sideways > the 10 pt hysteresis
        host.advance(by: 1.0 / 60)
        #expect(content.methodsWithMovesCollapsed.first == "began")
        host.lift(finger)
    }

    @Test func aLateTouchesBeganShowsWhereTheFingerTouchedDownThenWhereItIs() {
        // `delaysTouchesBegan`: "touchesBegan(_:with:) … and possibly a follow-up
        // touchesMoved(_:with:) … to inform it of the touches' current locations".
        let (host, _, content, _) = makeScene()
        let finger = host.touchDown(at: CGPoint(x: 200, y: 300))
        let downTime = host.now
        host.advance(by: 1.0 / 60)
        host.move(finger, to: CGPoint(x: 215, y: 300))
        #expect(content.calls.map(\.method) == [.began, .moved])
        #expect(content.calls[0].records[0].location == CGPoint(x: 200, y: 300))
        #expect(content.calls[0].records[0].phase == .began)
        #expect(content.calls[0].records[0].timestamp == downTime)
        #expect(content.calls[1].records[0].location == CGPoint(x: 215, y: 300))
        #expect(content.calls[1].records[0].previousLocation == CGPoint(x: 200, y: 300))
        host.lift(finger)
    }

    // MARK: Drags and the content's touches

    @Test func aDragStartingInsideTheDelayNeverReachesTheContent() {
        let (host, scroll, content, _) = makeScene()
        host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 200), duration: 0.25)
        host.settle()
        #expect(content.methodsWithMovesCollapsed.isEmpty)
        #expect(scroll.contentOffset.y > 200)
    }

    @Test func aDragStartingAfterTheDelayCancelsTheContentsTouches() {
        let (host, scroll, content, recorder) = makeScene()
        holdThenDrag(host, rest: 0.3)
        #expect(content.methodsWithMovesCollapsed.first == "began")
        #expect(content.methodsWithMovesCollapsed.last == "cancelled")
        #expect(!content.methodsWithMovesCollapsed.contains("ended"))
        #expect(recorder.log.first == "willBeginDragging")
        #expect(scroll.contentOffset.y > 100)
    }

    @Test func withoutCanCancelContentTouchesTheContentKeepsItsTouchAndNothingScrolls() {
        let (host, scroll, content, recorder) = makeScene()
        scroll.canCancelContentTouches = false
        holdThenDrag(host, rest: 0.3)
        #expect(content.methodsWithMovesCollapsed == ["began", "moved", "ended"])
        #expect(recorder.log.isEmpty)
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func withoutCanCancelContentTouchesADragInsideTheDelayStillScrolls() {
        // The content has not got the touch yet, so there is nothing to cancel.
        let (host, scroll, content, _) = makeScene()
        scroll.canCancelContentTouches = false
        host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 200), duration: 0.25)
        #expect(content.methodsWithMovesCollapsed.isEmpty)
        #expect(scroll.contentOffset.y > 200)
    }

    @Test func touchesShouldCancelFalseKeepsTheTouchAndNothingScrolls() {
        final class Keeping: UIScrollView {
            var asked: [UIView] = []
            override func touchesShouldCancel(in view: UIView) -> Bool { asked.append(view); return false }
        }
        let keeping = Keeping(frame: .zero)
        let (host, scroll, content, recorder) = makeScene(keeping)
        holdThenDrag(host, rest: 0.3)
        #expect(content.methodsWithMovesCollapsed == ["began", "moved", "ended"])
        #expect(recorder.log.isEmpty)
        #expect(scroll.contentOffset.y == 0)
        #expect(keeping.asked.contains { $0 === content })
    }

    @Test func touchesShouldCancelDefaultsToTrueForPlainViews() {
        let scroll = UIScrollView(frame: .zero)
        #expect(scroll.touchesShouldCancel(in: UIView()))
    }

    @Test func touchesShouldCancelIsFalseForControls() {
        let scroll = UIScrollView(frame: .zero)
        #expect(!scroll.touchesShouldCancel(in: UIControl()))
    }

    // MARK: Controls in the content

    /// A 200 × 60 control at (50, 470) in the content of a scroll scene, and its event log.
    private func controlScene() -> (UITestHost, UIScrollView, ControlEventLog) {
        let (host, scroll, _, _) = makeScene()
        let control = UIControl(frame: CGRect(x: 50, y: 470, width: 200, height: 60))
        scroll.addSubview(control)
        return (host, scroll, ControlEventLog(control))
    }

    @Test func aQuickTapOnAControlSendsTouchUpInsideAfterTheContentTouchDelay() {
        let (host, _, log) = controlScene()
        let finger = host.touchDown(at: CGPoint(x: 150, y: 500))
        host.advance(by: 0.05)
        host.lift(finger)
        #expect(log.events == ["touchDown", "touchUpInside"])
    }

    @Test func aDragStartingOnAControlInsideTheDelayScrollsAndTheControlSendsNothing() {
        let (host, scroll, log) = controlScene()
        holdThenDrag(host, rest: 0.05)
        #expect(scroll.contentOffset.y > 100)
        #expect(log.events.isEmpty)
    }

    @Test func aControlTrackingAfterTheDelayKeepsItsTouchAndNothingScrolls() {
        let (host, scroll, log) = controlScene()
        holdThenDrag(host, rest: 0.3)
        #expect(scroll.contentOffset.y == 0)
        #expect(log.withoutDrags == ["touchDown", "touchDragExit", "touchUpOutside"])
    }

    @Test func touchesShouldBeginFalseKeepsTouchesFromTheContent() {
        final class Refusing: UIScrollView {
            var asked = 0
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
                asked += 1
                return false
            }
        }
        let refusing = Refusing(frame: .zero)
        let (host, _, content, _) = makeScene(refusing)
        host.tap(at: CGPoint(x: 200, y: 300))
        let finger = host.touchDown(at: CGPoint(x: 200, y: 300))
        host.advance(by: 0.5)
        host.lift(finger)
        #expect(content.methodsWithMovesCollapsed.isEmpty)
        #expect(refusing.asked >= 2)
    }

    @Test func touchesShouldBeginDefaultsToTrue() {
        let scroll = UIScrollView(frame: .zero)
        #expect(scroll.touchesShouldBegin([], with: nil, in: UIView()))
    }

    // MARK: Nested scroll views

    /// An outer horizontal scroll view of three pages holding an inner vertical one on its first page.
    private func makeCrossed(_ host: UITestHost) -> (outer: UIScrollView, inner: UIScrollView) {
        let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        outer.contentInsetAdjustmentBehavior = .never
        outer.contentSize = CGSize(width: 375 * 3, height: 667)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        inner.contentInsetAdjustmentBehavior = .never
        inner.contentSize = CGSize(width: 375, height: 5000)
        outer.addSubview(inner)
        host.window.addSubview(outer)
        return (outer, inner)
    }

    @Test func aVerticalDragInAnInnerVerticalScrollViewScrollsOnlyIt() {
        let host = UITestHost()
        let (outer, inner) = makeCrossed(host)
        host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 200))
        host.settle()
        #expect(inner.contentOffset.y > 200)
        #expect(outer.contentOffset == .zero)
    }

    @Test func aHorizontalDragOverAnInnerVerticalScrollViewScrollsTheOuterOne() {
        let host = UITestHost()
        let (outer, inner) = makeCrossed(host)
        host.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300))
        host.settle()
        #expect(outer.contentOffset.x > 150)
        #expect(inner.contentOffset == .zero)
    }

    @Test func withTheSameDirectionTheInnerScrollViewScrollsFirst() {
        let host = UITestHost()
        let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        outer.contentInsetAdjustmentBehavior = .never
        outer.contentSize = CGSize(width: 375, height: 2000)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        inner.contentInsetAdjustmentBehavior = .never
        inner.contentSize = CGSize(width: 375, height: 3000)
        outer.addSubview(inner)
        host.window.addSubview(outer)
        host.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 200))
        host.settle()
        #expect(inner.contentOffset.y > 200)
        #expect(outer.contentOffset == .zero)
    }
}
