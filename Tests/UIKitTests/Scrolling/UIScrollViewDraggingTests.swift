import Foundation
import Testing
import UIKitTesting
import UIKitTestSupport

/// Dragging, release, deceleration, bounce and paging, driven with synthetic fingers and checked
/// against the equations read from iOS 18.2 UIKitCore `UIScrollView` (and the rubber band of @chpwn,
/// see `ScrollConstants`) and the delegate call orders (`UIScrollViewDelegate`).
///
/// Offsets are rounded to the pixel grid (half points at scale 2), so positions are compared with
/// a 0.5 pt tolerance.
@MainActor @Suite struct UIScrollViewDraggingTests {
    private let pixel: CGFloat = 0.5

    /// `x(t) = x₀ + v₀·(dᵗ − 1)/ln d`, t in ms (the decay of WWDC 2018 session 803, "Designing Fluid
    /// Interfaces").
    private func flingOffset(_ x0: CGFloat, _ v0: CGFloat, rate d: CGFloat, ms t: Double) -> CGFloat {
        x0 + v0 * (pow(d, CGFloat(t)) - 1) / log(d)
    }

    /// `x₀ + (v₀ − 0.01·sign v₀)/(−ln d)` ([R] iOS 18.2 UIKitCore `UIScrollView`).
    private func restingOffset(_ x0: CGFloat, _ v0: CGFloat, rate d: CGFloat) -> CGFloat {
        x0 + (v0 - (v0 > 0 ? 0.01 : -0.01)) / -log(d)
    }

    /// Advances the host to `ms` milliseconds after `start` (seconds).
    private func advance(_ host: UITestHost, to ms: Double, after start: TimeInterval) {
        host.advance(by: start + ms / 1000 - host.now)
    }

    /// An upward flick of the finger: 300 pt in 0.25 s, 1200 pt/s, so the content moves down its
    /// length at 1.2 pt/ms.
    private func flingUp(_ host: UITestHost, distance: CGFloat = 300, duration: TimeInterval = 0.25) {
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 600 - distance), duration: duration)
    }

    // MARK: Call orders (UIScrollViewDelegate's documentation; order read from iOS 18.2 UIKitCore)

    @Test func aFlingStoppedWhileTheDelegateHearsTheDragEndNeverBegins() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        var deceleratingThen: Bool?
        recorder.onDidEndDragging = { s in
            deceleratingThen = s.isDecelerating
            s.setContentOffset(s.contentOffset, animated: false)
        }
        flingUp(host)
        let stoppedAt = scroll.contentOffset
        #expect(recorder.log == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)"])
        #expect(deceleratingThen == false)
        #expect(!scroll.isDecelerating && !scroll.isDragging)
        host.settle()
        #expect(scroll.contentOffset == stoppedAt)
        #expect(recorder.count("willBeginDecelerating") == 0 && recorder.count("didEndDecelerating") == 0)
    }

    @Test func contentThatGrowsWhileTheDelegateHearsTheDragEndLetsTheFlingRunOn() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, height: 1000, recorder: recorder)
        recorder.onDidEndDragging = { s in s.contentSize.height = 10_000 }
        flingUp(host)
        #expect(scroll.isDecelerating)
        host.settle()
        // Without the new size the fling would have bounced back to the old end (333).
        #expect(scroll.contentOffset.y > 400)
        #expect(recorder.log.suffix(3) == ["willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test func aFlingSendsTheDecelerationSequence() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        _ = makeVerticalScrollView(host, recorder: recorder)
        flingUp(host)
        host.settle()
        #expect(recorder.log == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                 "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test func aDragWhoseFingerStopsEndsWithoutDeceleration() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.25, holdAtEnd: 0.2)
        let offset = scroll.contentOffset
        host.settle()
        host.advance(by: 1)
        #expect(recorder.log == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(recorder.releaseVelocity == .zero)
        #expect(recorder.releaseTarget == offset)
        #expect(scroll.contentOffset == offset)
        #expect(!scroll.isDecelerating)
    }

    @Test func releasingPastAnEdgeBouncesThroughTheDecelerationCallbacks() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, height: 2000, recorder: recorder)
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), duration: 0.25, holdAtEnd: 0.2)
        host.settle()
        #expect(recorder.log == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                 "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        // The target is the release offset clamped to the range: the top.
        #expect(recorder.releaseTarget == .zero)
        #expect(scroll.contentOffset == .zero)
    }

    @Test func cancelledTouchesEndTheDragWithZeroVelocityAndNoDeceleration() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        let finger = host.touchDown(at: CGPoint(x: 200, y: 600))
        for i in 1...10 {
            host.advance(by: 1.0 / 60)
            host.move(finger, to: CGPoint(x: 200, y: 600 - CGFloat(i) * 20))
        }
        host.cancel([finger])
        host.settle()
        #expect(recorder.log == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(recorder.releaseVelocity == .zero)
        #expect(!scroll.isDragging && !scroll.isTracking && !scroll.isDecelerating)
    }

    // MARK: State flags at each stage (UIScrollView.h: isTracking, isDragging, isDecelerating)

    @Test func trackingDraggingAndDeceleratingFollowTheFinger() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        let finger = host.touchDown(at: CGPoint(x: 200, y: 600))
        #expect(scroll.isTracking && !scroll.isDragging && !scroll.isDecelerating)
        host.advance(by: 1.0 / 60)
        host.move(finger, to: CGPoint(x: 200, y: 595))   // under the 10 pt start distance
        #expect(scroll.isTracking && !scroll.isDragging)
        for i in 1...5 {
            host.advance(by: 1.0 / 60)
            host.move(finger, to: CGPoint(x: 200, y: 595 - CGFloat(i) * 30))
        }
        #expect(scroll.isTracking && scroll.isDragging && !scroll.isDecelerating)
        host.lift(finger)
        #expect(!scroll.isTracking && !scroll.isDragging && scroll.isDecelerating)
        host.settle()
        #expect(!scroll.isTracking && !scroll.isDragging && !scroll.isDecelerating)
        #expect(recorder.flags["willBeginDragging"]?.dragging == true)
        #expect(recorder.flags["willBeginDecelerating"]?.decelerating == true)
        #expect(recorder.flags["didEndDecelerating"]?.decelerating == false)
    }

    @Test func aTouchThatNeverMovesOnlyTracks() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        let finger = host.touchDown(at: CGPoint(x: 200, y: 300))
        host.advance(by: 0.5)
        #expect(scroll.isTracking && !scroll.isDragging)
        host.lift(finger)
        #expect(!scroll.isTracking)
        #expect(recorder.log.isEmpty)
    }

    // MARK: Release velocity and target (iOS 18.2 UIKitCore `UIScrollView`)

    @Test func theReleaseVelocityIsInPointsPerMillisecondAgainstTheFinger() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        _ = makeVerticalScrollView(host, recorder: recorder)
        flingUp(host)   // finger at −1200 pt/s: content offset grows at 1.2 pt/ms
        let v = try! #require(recorder.releaseVelocity)
        #expect(abs(v.y - 1.2) < 1e-6)
        #expect(v.x == 0)
    }

    @Test func theTargetIsTheClosedFormRestingOffset() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        flingUp(host)
        let x0 = recorder.releaseOffset!.y, v0 = recorder.releaseVelocity!.y
        let expected = restingOffset(x0, v0, rate: 0.998)
        #expect(abs(recorder.releaseTarget!.y - expected) < 1e-6)
        host.settle()
        #expect(abs(scroll.contentOffset.y - expected) <= pixel)
    }

    @Test func onePointPerMillisecondReproducesTheWorkedNumbers() {
        // [D] from iOS 18.2's target formula: v₀ = 1 pt/ms travels 494.5 pt at .normal and 98.5 pt at .fast.
        for (rate, distance) in [(UIScrollView.DecelerationRate.normal, 494.5 as CGFloat), (.fast, 98.5)] {
            let host = UITestHost()
            let recorder = ScrollDelegateRecorder()
            let scroll = makeVerticalScrollView(host, recorder: recorder)
            scroll.decelerationRate = rate
            flingUp(host, distance: 250, duration: 0.25)   // 1000 pt/s
            #expect(abs(recorder.releaseVelocity!.y - 1) < 1e-6)
            #expect(abs(recorder.releaseTarget!.y - recorder.releaseOffset!.y - distance) < 0.05)
        }
    }

    @Test func theTargetIsClampedToTheContent() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, height: 1000, recorder: recorder)
        flingUp(host)   // would rest near 884 pt; the range ends at 333
        #expect(recorder.releaseTarget!.y == 333)
        host.settle()
        #expect(scroll.contentOffset.y == 333)
    }

    @Test func decelerationFollowsTheExponentialAtSampledTimes() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        flingUp(host)
        let x0 = recorder.releaseOffset!.y, v0 = recorder.releaseVelocity!.y, t0 = recorder.releaseTime!
        for ms in [50.0, 200, 500, 1000, 1800] {
            advance(host, to: ms, after: t0)
            #expect(abs(scroll.contentOffset.y - flingOffset(x0, v0, rate: 0.998, ms: ms)) <= pixel, "at \(ms) ms")
        }
    }

    @Test func decelerationStopsWhenVelocityFallsToTenPointsPerSecond() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        flingUp(host)
        let v0 = recorder.releaseVelocity!.y, t0 = recorder.releaseTime!
        let stop = Double(log(0.01 / v0) / log(0.998))   // ≈ 2391 ms
        advance(host, to: stop - 50, after: t0)
        #expect(scroll.isDecelerating)
        #expect(recorder.count("didEndDecelerating") == 0)
        advance(host, to: stop + 50, after: t0)
        #expect(!scroll.isDecelerating)
        let ended = try! #require(recorder.times["didEndDecelerating"])
        // It ends on the first frame at or after the stop time.
        #expect((ended - t0) * 1000 >= stop && (ended - t0) * 1000 - stop <= 1000.0 / 60 + 1e-6)
    }

    @Test func fastDecelerationFollowsItsRateAndStopsSooner() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        scroll.decelerationRate = .fast
        flingUp(host)
        let x0 = recorder.releaseOffset!.y, v0 = recorder.releaseVelocity!.y, t0 = recorder.releaseTime!
        let expected = restingOffset(x0, v0, rate: 0.99)
        #expect(abs(recorder.releaseTarget!.y - expected) < 1e-6)
        advance(host, to: 100, after: t0)
        #expect(abs(scroll.contentOffset.y - flingOffset(x0, v0, rate: 0.99, ms: 100)) <= pixel)
        let stop = Double(log(0.01 / v0) / log(0.99))   // ≈ 476 ms
        advance(host, to: stop + 20, after: t0)
        #expect(!scroll.isDecelerating)
        #expect(abs(scroll.contentOffset.y - expected) <= pixel)
        // The same release at .normal would have gone (ln 0.99/ln 0.998) ≈ 5× as far.
        #expect(expected - x0 < (restingOffset(x0, v0, rate: 0.998) - x0) / 4.9)
    }

    @Test func aSnappedDecelerationRateDeceleratesLikeFast() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        scroll.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.7)
        flingUp(host)
        let expected = restingOffset(recorder.releaseOffset!.y, recorder.releaseVelocity!.y, rate: 0.99)
        #expect(abs(recorder.releaseTarget!.y - expected) < 1e-6)
    }

    // MARK: The delegate changing the target

    @Test func aRewrittenTargetIsWhereTheFlingStops() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        recorder.rewriteTarget = { _ in CGPoint(x: 0, y: 600) }
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        flingUp(host)
        host.settle()
        #expect(scroll.contentOffset.y == 600)
        #expect(recorder.log.last == "didEndDecelerating")
    }

    @Test func aTargetRewrittenBehindTheReleaseIsStillReached() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        recorder.rewriteTarget = { _ in CGPoint(x: 0, y: 100) }
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        flingUp(host)
        #expect(recorder.releaseOffset!.y > 100)
        host.settle()
        #expect(scroll.contentOffset.y == 100)
    }

    @Test func aTargetRewrittenPastTheEndBouncesBackToTheEnd() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        recorder.rewriteTarget = { _ in CGPoint(x: 0, y: 500) }
        let scroll = makeVerticalScrollView(host, height: 1000, recorder: recorder)
        flingUp(host)
        host.settle()
        #expect(scroll.contentOffset.y == 333)
        #expect(recorder.scrolledOffsets.contains { $0.y > 333 })
    }

    // MARK: Rubber band and bounce (@chpwn's rubber band; iOS 18.2 UIKitCore's bounce decay)

    @Test func draggingPastTheTopShowsTheRubberBand() {
        let host = UITestHost()
        let scroll = makeVerticalScrollView(host, height: 2000)
        let finger = host.touchDown(at: CGPoint(x: 200, y: 100))
        for i in 1...21 {
            host.advance(by: 1.0 / 60)
            host.move(finger, to: CGPoint(x: 200, y: 100 + CGFloat(i) * 10))
        }
        // 210 pt of finger, 10 of them the pan's start distance: x = 200 past the edge.
        // b = c·x·d/(d + c·x) with c = 0.55, d = 667.
        let x: CGFloat = 200, c: CGFloat = 0.55, d: CGFloat = 667
        #expect(abs(-scroll.contentOffset.y - c * x * d / (d + c * x)) <= pixel)
        host.lift(finger)
    }

    @Test func theRubberBandMatchesTheReferenceNumberForA568PointView() {
        // d = 568, x = 100 → 50.14 ([D] from the rubber-band formula).
        let host = UITestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 320, height: 2000)
        host.window.addSubview(scroll)
        let finger = host.touchDown(at: CGPoint(x: 100, y: 100))
        for i in 1...11 {
            host.advance(by: 1.0 / 60)
            host.move(finger, to: CGPoint(x: 100, y: 100 + CGFloat(i) * 10))
        }
        #expect(abs(scroll.contentOffset.y + 50.14) <= pixel)
        host.lift(finger)
    }

    @Test func anOvershootReleasedAtRestDecaysWithATenthOfASecondTimeConstant() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, height: 2000, recorder: recorder)
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 400), duration: 0.25, holdAtEnd: 0.2)
        let o0 = recorder.releaseOffset!.y, t0 = recorder.releaseTime!
        #expect(o0 < -50)
        // o(t) = o₀·exp(−0.01005·t), 0.01005 = −ln 0.99 per ms ([R] iOS 18.2 UIKitCore `UIScrollView`).
        let omega = -log(0.99)
        for ms in [100.0, 250, 500] {
            advance(host, to: ms, after: t0)
            #expect(abs(scroll.contentOffset.y - o0 * CGFloat(exp(-omega * ms))) <= pixel, "at \(ms) ms")
        }
        host.settle()
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func aFlingIntoTheEndOvershootsAndBouncesBackToTheEdge() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, height: 2000, recorder: recorder)
        scroll.contentOffset = CGPoint(x: 0, y: 900)
        flingUp(host, distance: 400, duration: 0.1)   // 4 pt/ms
        host.settle()
        let peak = recorder.scrolledOffsets.map(\.y).max()!
        #expect(peak > 1333 + 5)
        // The velocity carried over the edge is at most 3 pt/ms: peak overshoot ≤ 3/(ω·e) ≈ 110 pt.
        #expect(peak < 1333 + 3 / (-log(0.99) * exp(1)) + pixel)
        #expect(scroll.contentOffset.y == 1333)
        #expect(recorder.count("didEndDecelerating") == 1)
    }

    @Test func withoutBouncesAFlingStopsOnTheEdge() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, height: 2000, recorder: recorder)
        scroll.bounces = false
        scroll.contentOffset = CGPoint(x: 0, y: 900)
        flingUp(host, distance: 400, duration: 0.1)
        host.settle()
        #expect(recorder.scrolledOffsets.allSatisfy { $0.y <= 1333 })
        #expect(scroll.contentOffset.y == 1333)
        #expect(recorder.log.last == "didEndDecelerating")
    }

    @Test func withoutBouncesDraggingPastTheTopClampsToIt() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, height: 2000, recorder: recorder)
        scroll.bounces = false
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        let finger = host.touchDown(at: CGPoint(x: 200, y: 100))
        for i in 1...20 {
            host.advance(by: 1.0 / 60)
            host.move(finger, to: CGPoint(x: 200, y: 100 + CGFloat(i) * 15))
        }
        #expect(scroll.contentOffset.y == 0)
        #expect(recorder.scrolledOffsets.allSatisfy { $0.y >= 0 })
        host.lift(finger)
        host.settle()
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func shortContentDoesNotScrollUnlessAlwaysBounceVertical() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, height: 300, recorder: recorder)
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300))
        host.settle()
        #expect(recorder.log.isEmpty)
        #expect(scroll.contentOffset == .zero)

        scroll.alwaysBounceVertical = true
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300))
        #expect(recorder.log.first == "willBeginDragging")
        #expect(recorder.scrolledOffsets.contains { $0.y < -20 })
        host.settle()
        #expect(scroll.contentOffset == .zero)
    }

    @Test func alwaysBounceHorizontalLetsNarrowContentDragSideways() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, height: 300, recorder: recorder)
        scroll.alwaysBounceHorizontal = true
        host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300))
        #expect(recorder.scrolledOffsets.contains { $0.x < -20 })
        host.settle()
        #expect(scroll.contentOffset == .zero)
    }

    @Test func scrollingDisabledIgnoresDrags() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        scroll.isScrollEnabled = false
        flingUp(host)
        host.settle()
        #expect(recorder.log.isEmpty)
        #expect(scroll.contentOffset == .zero)
    }

    // MARK: Paging (iOS 18.2 UIKitCore `UIScrollView`)

    private func makePager(_ host: UITestHost, recorder: ScrollDelegateRecorder) -> UIScrollView {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 320 * 5, height: 480)
        scroll.isPagingEnabled = true
        scroll.delegate = recorder
        host.window.addSubview(scroll)
        return scroll
    }

    /// A horizontal finger movement of `dx` points (negative: leftward, offset grows).
    private func swipe(_ host: UITestHost, dx: CGFloat, duration: TimeInterval, hold: TimeInterval = 0) {
        let start = CGPoint(x: dx < 0 ? 310 : 10, y: 240)
        host.drag(from: start, to: CGPoint(x: start.x + dx, y: 240), duration: duration, holdAtEnd: hold)
    }

    @Test func aSlowReleaseBeforeHalfAPageReturnsToThePage() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makePager(host, recorder: recorder)
        swipe(host, dx: -150, duration: 0.5, hold: 0.1)
        #expect(recorder.releaseOffset!.x < 160)
        #expect(recorder.releaseTarget == .zero)
        host.settle()
        #expect(scroll.contentOffset == .zero)
    }

    @Test func aSlowReleasePastHalfAPageGoesToTheNextPage() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makePager(host, recorder: recorder)
        swipe(host, dx: -200, duration: 0.5, hold: 0.1)
        #expect(recorder.releaseOffset!.x > 160)
        #expect(recorder.releaseTarget == CGPoint(x: 320, y: 0))
        host.settle()
        #expect(scroll.contentOffset == CGPoint(x: 320, y: 0))
    }

    @Test func aQuickShortFlickTurnsThePage() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makePager(host, recorder: recorder)
        swipe(host, dx: -40, duration: 0.05)   // 800 pt/s > 300 pt/s
        #expect(recorder.releaseVelocity!.x > 0.3)
        #expect(recorder.releaseOffset!.x < 160)
        host.settle()
        #expect(scroll.contentOffset == CGPoint(x: 320, y: 0))
        #expect(recorder.log == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                 "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test func aSlowShortReleaseJustUnderTheFlickSpeedStays() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makePager(host, recorder: recorder)
        swipe(host, dx: -60, duration: 0.25)   // 240 pt/s < 300 pt/s
        #expect(abs(recorder.releaseVelocity!.x - 0.24) < 1e-6)
        host.settle()
        #expect(scroll.contentOffset == .zero)
    }

    @Test func aFastLongFlickNeverSkipsAPage() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makePager(host, recorder: recorder)
        swipe(host, dx: -300, duration: 0.05)   // 6 pt/ms
        #expect(recorder.releaseTarget == CGPoint(x: 320, y: 0))
        host.settle()
        #expect(scroll.contentOffset == CGPoint(x: 320, y: 0))
        swipe(host, dx: -300, duration: 0.05)
        host.settle()
        #expect(scroll.contentOffset == CGPoint(x: 640, y: 0))
    }

    @Test func aFlickBackwardGoesToThePreviousPage() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makePager(host, recorder: recorder)
        scroll.contentOffset = CGPoint(x: 640, y: 0)
        swipe(host, dx: 40, duration: 0.05)
        host.settle()
        #expect(scroll.contentOffset == CGPoint(x: 320, y: 0))
    }

    @Test func pagingStopsAtTheLastPage() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makePager(host, recorder: recorder)
        scroll.contentOffset = CGPoint(x: 1280, y: 0)
        swipe(host, dx: -100, duration: 0.05)
        host.settle()
        #expect(scroll.contentOffset == CGPoint(x: 1280, y: 0))
    }

    // MARK: Directional lock (iOS 18.2 UIKitCore `UIScrollViewPanGestureRecognizer`)

    private func makeSquare(_ host: UITestHost, lock: Bool, recorder: ScrollDelegateRecorder) -> UIScrollView {
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        scroll.contentSize = CGSize(width: 3000, height: 3000)
        scroll.isDirectionalLockEnabled = lock
        scroll.contentOffset = CGPoint(x: 1000, y: 1000)
        return scroll
    }

    @Test func aMostlyHorizontalDragLocksToHorizontal() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeSquare(host, lock: true, recorder: recorder)
        // atan(30/200) ≈ 8.5° ≤ 20°
        host.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 330))
        host.settle()
        #expect(scroll.contentOffset.x > 1150)
        #expect(recorder.scrolledOffsets.allSatisfy { $0.y == 1000 })
    }

    @Test func aMostlyVerticalDragLocksToVertical() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeSquare(host, lock: true, recorder: recorder)
        // atan(300/30) ≈ 84° ≥ 70°
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 230, y: 300))
        host.settle()
        #expect(scroll.contentOffset.y > 1250)
        #expect(recorder.scrolledOffsets.allSatisfy { $0.x == 1000 })
    }

    @Test func aDiagonalDragStaysFree() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeSquare(host, lock: true, recorder: recorder)
        host.drag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 100, y: 300))
        host.settle()
        #expect(scroll.contentOffset.x > 1150)
        #expect(scroll.contentOffset.y > 1150)
    }

    @Test func withoutTheLockAMostlyHorizontalDragMovesBothAxes() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeSquare(host, lock: false, recorder: recorder)
        host.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 330))
        host.settle()
        #expect(scroll.contentOffset.x > 1150)
        #expect(scroll.contentOffset.y < 990)
    }

    // MARK: Interrupting a fling

    @Test func aTouchStopsAFlingAndTheContentDoesNotGetTheTap() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        let content = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 375, height: 10_000))
        scroll.addSubview(content)
        flingUp(host)
        host.advance(by: 0.2)
        #expect(scroll.isDecelerating)
        let finger = host.touchDown(at: CGPoint(x: 200, y: 300))
        #expect(!scroll.isDecelerating)
        let stopped = scroll.contentOffset
        host.advance(by: 0.1)
        #expect(scroll.contentOffset == stopped)
        host.lift(finger)
        host.settle()
        host.advance(by: 0.5)
        #expect(scroll.contentOffset == stopped)
        #expect(content.methodsWithMovesCollapsed.isEmpty)
        #expect(recorder.count("didEndDecelerating") == 0)
    }

    @Test func aTouchDuringABounceCatchesTheContentWhereItIs() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, height: 2000, recorder: recorder)
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 400), duration: 0.25, holdAtEnd: 0.2)
        host.advance(by: 0.05)
        let caught = scroll.contentOffset
        #expect(caught.y < -20 && scroll.isDecelerating)
        let finger = host.touchDown(at: CGPoint(x: 200, y: 300))
        host.advance(by: 0.2)
        #expect(scroll.contentOffset == caught)
        #expect(scroll.isTracking && !scroll.isDecelerating)
        // Moving on from there rubber-bands from the caught position, without a jump.
        host.move(finger, to: CGPoint(x: 200, y: 301))
        host.advance(by: 1.0 / 60)
        #expect(scroll.contentOffset.y <= caught.y && scroll.contentOffset.y > caught.y - 1)
        host.lift(finger)
        host.settle()
        #expect(scroll.contentOffset.y == 0)
        #expect(recorder.count("didEndDecelerating") == 1)
    }

    @Test func growingTheContentMidFlingLetsItRunToItsUnclampedRest() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, height: 1500, recorder: recorder)
        flingUp(host)
        let x0 = recorder.releaseOffset!.y, v0 = recorder.releaseVelocity!.y
        #expect(recorder.releaseTarget!.y == 833)   // clamped: the fling alone would rest near 884
        host.advance(by: 0.1)
        scroll.contentSize = CGSize(width: 375, height: 10_000)
        host.settle()
        #expect(abs(scroll.contentOffset.y - restingOffset(x0, v0, rate: 0.998)) <= pixel)
        #expect(recorder.count("didEndDecelerating") == 1)
    }

    @Test func shrinkingTheContentMidFlingBouncesBackToTheNewEnd() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        flingUp(host)
        host.advance(by: 0.2)
        #expect(scroll.contentOffset.y > 400)
        scroll.contentSize = CGSize(width: 375, height: 667 + 200)
        host.settle()
        #expect(scroll.contentOffset.y == 200)
        #expect(recorder.count("didEndDecelerating") == 1)
    }

    @Test func resizingTheScrollViewMidFlingStopsAtTheNewEnd() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, height: 1500, recorder: recorder)
        flingUp(host)
        host.advance(by: 0.1)
        #expect(scroll.contentOffset.y < 500)
        // 1000 pt tall, the range ends at 1500 − 1000 = 500 instead of 833.
        scroll.frame = CGRect(x: 0, y: 0, width: 375, height: 1000)
        host.settle()
        #expect(scroll.contentOffset.y == 500)
        #expect(recorder.count("didEndDecelerating") == 1)
    }

    @Test func settingTheOffsetMidFlingContinuesFromTheNewOffset() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        flingUp(host)
        let v0 = recorder.releaseVelocity!.y, t0 = recorder.releaseTime!
        advance(host, to: 200, after: t0)
        let jumped = scroll.contentOffset.y - 300
        scroll.contentOffset = CGPoint(x: 0, y: jumped)
        #expect(scroll.isDecelerating)
        // The fling carries on from the new offset with the velocity it had: v₀·d^200.
        let v = v0 * pow(0.998, 200)
        host.settle()
        #expect(abs(scroll.contentOffset.y - restingOffset(jumped, v, rate: 0.998)) <= pixel)
        #expect(recorder.count("didEndDecelerating") == 1)
    }
}

// MARK: - keyboardDismissMode

extension UIScrollViewDraggingTests {
    /// A tall scroll view filling the window, with a text input inside made first responder.
    private func scrollingForm(_ mode: UIScrollView.KeyboardDismissMode) -> (UITestHost, UIScrollView, KeyInputRecordingView) {
        let host = UITestHost()
        let scrollView = UIScrollView(frame: host.window.bounds)
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        scrollView.keyboardDismissMode = mode
        host.window.addSubview(scrollView)
        let input = KeyInputRecordingView(frame: CGRect(x: 10, y: 40, width: 200, height: 40))
        scrollView.addSubview(input)
        #expect(input.becomeFirstResponder())
        host.advance(by: 0.5)
        return (host, scrollView, input)
    }

    @Test func onDragADragThatScrollsMakesTheTextInputResign() {
        let (host, scrollView, input) = scrollingForm(.onDrag)
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100))
        #expect(scrollView.contentOffset.y > 0)
        #expect(!input.isFirstResponder)
    }

    @Test func interactiveActsAsOnDrag() {
        let (host, _, input) = scrollingForm(.interactive)
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100))
        #expect(!input.isFirstResponder)
    }

    @Test func withNoDismissModeOrWithoutADragTheTextInputStays() {
        let (host, _, input) = scrollingForm(.none)
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100))
        #expect(input.isFirstResponder)
        let (host2, _, input2) = scrollingForm(.onDrag)
        host2.tap(at: CGPoint(x: 200, y: 300))
        #expect(input2.isFirstResponder)
        _ = host
    }
}
